import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const run = promisify(execFile);

// Discovery goes out while the manifests are read. A manifest error must still be the error the
// user sees, at once: not after the discovery request's retries, and not a hang on its open socket.
let dir: string;
const sockets: Socket[] = [];
const server = createServer((socket) => sockets.push(socket));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'applyset-manifest-first-'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  // An API server that accepts connections and never answers.
  await writeFile(
    join(dir, 'kubeconfig'),
    [
      'apiVersion: v1',
      'kind: Config',
      'current-context: silent',
      'clusters: [{name: silent, cluster: {server: "https://127.0.0.1:' +
        address.port +
        '", insecure-skip-tls-verify: true}}]',
      'users: [{name: silent, user: {token: unused}}]',
      'contexts: [{name: silent, context: {cluster: silent, user: silent}}]',
    ].join('\n'),
  );
  await writeFile(join(dir, 'broken.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: [unclosed\n');
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  server.close();
  await rm(dir, { recursive: true, force: true });
});

it('reports a manifest error at once while the cluster is still silent, and exits', async () => {
  const args = [
    'preview',
    '--applyset',
    'web',
    '-f',
    join(dir, 'broken.yaml'),
    '--kubeconfig',
    join(dir, 'kubeconfig'),
    '--retry-timeout',
    '5m',
  ];
  const failed = await run(process.execPath, [cli, ...args]).then(
    () => undefined,
    (error: unknown) => error as { code: number; stderr: string },
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toMatch(/broken\.yaml/);
  expect(failed?.stderr).not.toMatch(/API server|cancelled/);
  // The test's timeout is below the request timeout (60 s) and the retry timeout (5 min): it exited without waiting for either.
}, 45_000);
