// The line CI reads at the end of every run. A file whose beforeAll failed once ended the run with
// "0 failed": its tests counted as skipped, though none of them had run.
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
  await writeFile(join(dir, 'hook.test.ts'), [
    "import { beforeAll, describe, expect, it } from 'vitest';",
    "describe('a set-up that fails', () => {",
    "  beforeAll(() => { throw new Error('no cluster'); });",
    '  it(\'never runs\', () => expect(1).toBe(1));',
    '  it(\'never runs either\', () => expect(1).toBe(1));',
    '});',
    "it('passes', () => expect(1).toBe(1));",
    "it.skip('is skipped', () => expect(1).toBe(1));",
  ].join('\n'));
  await writeFile(join(dir, 'broken.test.ts'), "import { it } from 'vitest';\nthrow new Error('fails while loading');\nit('is never declared', () => {});\n");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('counts the tests a failed set-up kept from running, and a file that failed to load, as failed', async () => {
  const stdout = await new Promise<string>((done) => {
    execFile(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, `--reporter=${join(root, 'test/summaryLineReporter.ts')}`], (_error, out) => done(out));
  });
  expect(stdout).toContain('Tests: 1 passed, 3 failed, 1 skipped');
}, 60_000);
