// npm test's code checks: the type check, eslint and prettier --check, as a file of the suite. Before, npm test ran
// them one after the other ahead of vitest, a minute or more on one core while the other waited; here they run
// beside the tests, scheduled with the longest files (test/sequencer/longestFirst.ts). `npm run typecheck` and
// `npm run lint` run them alone.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../cluster/runCommand.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const bin = (path: string) => resolve(ROOT, 'node_modules', path);
/** Each takes up to a minute on a busy 2-core machine; a guard only. */
const CHECK_MS = 600_000;

describe('the code checks', () => {
  it.for([
    ['tsc --noEmit', bin('typescript/bin/tsc'), '--noEmit'],
    ['eslint .', bin('eslint/bin/eslint.js'), '.'],
    ['prettier --check .', bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.'],
  ])('%s finds nothing', { timeout: CHECK_MS }, async ([, script, ...args]) => {
    const check = await runCommand(process.execPath, [script!, ...args]);
    expect(check.code, `${check.stdout}${check.stderr}`).toBe(0);
  });
});
