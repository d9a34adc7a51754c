// The line CI reads at the end of every run. A file whose beforeAll failed once ended the run with
// "0 failed": its tests counted as skipped, though none of them had run; a file whose afterAll failed (a guard's
// finding, after its tests passed) did too.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'applyset-summary-line-'));
  await writeFile(join(dir, 'vitest.config.mjs'), 'export default {};\n');
  await writeFile(
    join(dir, 'hook.test.ts'),
    [
      "import { beforeAll, describe, expect, it } from 'vitest';",
      "describe('a set-up that fails', () => {",
      "  beforeAll(() => { throw new Error('no cluster'); });",
      "  it('never runs', () => expect(1).toBe(1));",
      "  it('never runs either', () => expect(1).toBe(1));",
      '});',
      "it('passes', () => expect(1).toBe(1));",
      "it.skip('is skipped', () => expect(1).toBe(1));",
    ].join('\n'),
  );
  await writeFile(
    join(dir, 'skipped.test.ts'),
    "import { expect, it } from 'vitest';\nit('passes', () => expect(1).toBe(1));\nit.skipIf(true)('a tool that is missing', () => expect(1).toBe(1));\n",
  );
  await writeFile(
    join(dir, 'passes.test.ts'),
    "import { expect, it } from 'vitest';\nit('passes', () => expect(1).toBe(1));\n",
  );
  await writeFile(
    join(dir, 'guarded.test.ts'),
    [
      "import { afterAll, expect, it } from 'vitest';",
      "afterAll(() => { throw new Error('the file wrote what its group may not'); });",
      "it('passes', () => expect(1).toBe(1));",
    ].join('\n'),
  );
  await writeFile(
    join(dir, 'broken.test.ts'),
    "import { it } from 'vitest';\nthrow new Error('fails while loading');\nit('is never declared', () => {});\n",
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** vitest run on `files` of the directory with only this reporter: its output and exit code. */
function runVitest(files: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ stdout: string; code: number }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [
        join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--root',
        dir,
        `--reporter=${join(root, 'test/summaryLineReporter.ts')}`,
        ...files,
      ],
      { env },
      (error, stdout) => done({ stdout, code: error ? Number(error.code) : 0 }),
    );
  });
}

it('counts the tests a failed set-up kept from running, and a file that failed to load, as failed', async () => {
  const { stdout } = await runVitest(['hook.test.ts', 'broken.test.ts']);
  expect(stdout).toContain('Tests: 1 passed, 3 failed, 1 skipped');
}, 60_000);

it('counts a file whose tests passed but whose afterAll failed as one failure', async () => {
  const { stdout, code } = await runVitest(['guarded.test.ts']);
  expect(code, stdout).toBe(1);
  expect(stdout.trimEnd().split('\n').at(-1)).toBe('Tests: 1 passed, 1 failed, 0 skipped');
}, 60_000);

// .ci/run sets FAIL_ON_SKIPPED=1: on a clean clone a skipped test is a test that did not run.
it('fails a run that passed but skipped a test when FAIL_ON_SKIPPED=1, naming the test above the closing line, which stays the last', async () => {
  const { FAIL_ON_SKIPPED: _unset, ...env } = process.env;
  const plain = await runVitest(['skipped.test.ts'], env);
  expect(plain.code, plain.stdout).toBe(0);
  expect(plain.stdout.trimEnd().split('\n').at(-1)).toBe('Tests: 1 passed, 0 failed, 1 skipped');

  const strict = await runVitest(['skipped.test.ts'], { ...env, FAIL_ON_SKIPPED: '1' });
  expect(strict.code, strict.stdout).toBe(1);
  const lines = strict.stdout.trimEnd().split('\n');
  expect(lines.at(-1)).toBe('Tests: 1 passed, 0 failed, 1 skipped');
  expect(strict.stdout).toMatch(
    /FAIL_ON_SKIPPED=1: 1 skipped, which fails the run:\n {2}\S*skipped\.test\.ts: a tool that is missing\n/,
  );

  const none = await runVitest(['passes.test.ts'], { ...env, FAIL_ON_SKIPPED: '1' });
  expect(none.code, none.stdout).toBe(0);
  expect(none.stdout.trimEnd().split('\n').at(-1)).toBe('Tests: 1 passed, 0 failed, 0 skipped');
}, 60_000);
