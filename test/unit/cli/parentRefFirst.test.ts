import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const cli = new URL('../../../src/cli.ts', import.meta.url).pathname;
const run = promisify(execFile);

it('refuses a malformed --applyset before it reads the manifests or the kubeconfig', async () => {
  const args = ['preview', '--applyset', 'secrets/Web_App', '-f', '/no/such/manifests', '--kubeconfig', '/no/such/kubeconfig'];
  const failed = await run(process.execPath, [cli, ...args]).then(
    () => undefined,
    (error: unknown) => error as { code: number; stderr: string },
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toMatch(/^error: the ApplySet parent "secrets\/Web_App" has no valid object name\. Use NAME \(a Secret\)/);
  expect(failed?.stderr).not.toMatch(/manifests|kubeconfig/);
  // A process loading the TypeScript sources: seconds on a busy machine, not a unit test's 5.
}, 30_000);
