import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const run = promisify(execFile);

it('refuses a malformed --applyset before it reads the manifests or the kubeconfig', async () => {
  const args = [
    'preview',
    '--applyset',
    'secrets/Web_App',
    '-f',
    '/no/such/manifests',
    '--kubeconfig',
    '/no/such/kubeconfig',
  ];
  const failed = await run(process.execPath, [cli, ...args]).then(
    () => undefined,
    (error: unknown) => error as { code: number; stderr: string },
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toMatch(
    /^error: the ApplySet parent "secrets\/Web_App" has no valid object name\. Use NAME \(a Secret\)/,
  );
  expect(failed?.stderr).not.toMatch(/manifests|kubeconfig/);
  // A Node process that loads every module of the CLI from source: seconds on a busy machine.
}, 30_000);
