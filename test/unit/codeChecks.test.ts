// npm test's code checks: the type check, eslint and prettier --check, as a file of the suite. Before, npm test ran
// them one after the other ahead of vitest, a minute or more on one core while the other waited; here they run
// beside the tests, scheduled with the longest files (test/sequencer/longestFirst.ts). `npm run typecheck` and
// `npm run lint` run them alone.
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { projectCache } from '../cluster/projectCache.ts';
import { runCommand } from '../cluster/runCommand.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const bin = (path: string) => resolve(ROOT, 'node_modules', path);
/**
 * The type check's and prettier's own caches, outside the repository, one per checkout (tsc's records paths relative
 * to itself): warm, tsc took 5 s of CPU instead of 13 and prettier 1.7 s instead of 13. Both are exact: tsc's records
 * every file's signature and what depends on it, prettier's each file's content and options. eslint keeps none:
 * its cache does not see that a type-aware rule's result depends on other files.
 */
const CACHE = projectCache('code-checks', createHash('sha256').update(ROOT).digest('hex').slice(0, 16));
/** Each takes up to a minute on a busy 2-core machine; a guard only. */
const CHECK_MS = 600_000;

/** Runs one check of node_modules as npm would, and expects it to find nothing. */
async function findsNothing(script: string, ...args: string[]): Promise<void> {
  const check = await runCommand(process.execPath, [bin(script), ...args]);
  expect(check.code, `${check.stdout}${check.stderr}`).toBe(0);
}

// Each named in full, so that `-t` (npm run each-test-alone) finds each one alone.
describe('the code checks', () => {
  it('tsc --noEmit finds nothing', { timeout: CHECK_MS }, () =>
    findsNothing('typescript/bin/tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', join(CACHE, 'tsbuildinfo')),
  );
  it('eslint . finds nothing', { timeout: CHECK_MS }, () => findsNothing('eslint/bin/eslint.js', '.'));
  it('prettier --check . finds nothing', { timeout: CHECK_MS }, () =>
    findsNothing(
      'prettier/bin/prettier.cjs',
      ...['--check', '--log-level', 'warn', '--cache', '--cache-strategy', 'content'],
      ...['--cache-location', join(CACHE, 'prettier'), '.'],
    ),
  );
});

describe("eslint's rule of the environment at the faces", () => {
  const READS = [
    "export const a = process.env['KUBECONFIG'];",
    "import { env } from 'node:process';\nexport const b = env['PATH'];",
  ];
  // The rule needs no types: the files are parsed without the type checker's program (seconds, beside the whole `eslint .`).
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId.startsWith('no-restricted-'),
  });
  /** The rules `text` breaks as the content of `file` (the file itself is untouched). */
  const broken = async (file: string, text: string) => {
    const [result] = await eslint.lintText(text, { filePath: resolve(ROOT, file) });
    return result!.messages.map((message) => message.ruleId);
  };

  it(
    "refuses a read of process.env anywhere under src/ but the faces' entries, in either form",
    { timeout: CHECK_MS },
    async () => {
      expect(await broken('src/kube/connect.ts', READS[0]!)).toEqual(['no-restricted-properties']);
      expect(await broken('src/manifests/renderProgram.ts', READS[1]!)).toEqual(['no-restricted-imports']);
      expect(await broken('src/cli/render.ts', READS[0]!)).toEqual(['no-restricted-properties']);
      expect(await broken('src/action/runAction.ts', READS[1]!)).toEqual(['no-restricted-imports']);
    },
  );

  it(
    "lets the faces' entries read it: the action's runner context and the CLI's entry",
    { timeout: CHECK_MS },
    async () => {
      for (const file of ['src/action/runnerContext.ts', 'src/cli.ts'])
        expect(await broken(file, READS[0]!)).toEqual([]);
    },
  );
});
