/**
 * Runs every test of the given test files alone, one `vitest run FILE -t NAME` each, and fails unless
 * each passes by itself: docs/testing.md promises that any test runs alone, which a suite run never
 * shows (a test may pass only after the one before it built its world). One vitest per test (and, for
 * an e2e file, a control plane per test): minutes per file, so it is for a check before a stop, not
 * for CI. Usage: npm run each-test-alone -- test/e2e/action/shopExample.test.ts [more files]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { exactly, isTemplate } from './testNamePattern.ts';

interface ListedTest {
  name: string;
  file: string;
  projectName: string;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: npm run each-test-alone -- <test file>...\n');
  process.exit(2);
}

const vitest = (args: string[]) =>
  spawnSync('vitest', args, { encoding: 'utf8', env: process.env, maxBuffer: 64 * 1024 * 1024 });
const scratch = mkdtempSync(join(tmpdir(), 'each-test-alone-'));
let tests: ListedTest[];
try {
  const listFile = join(scratch, 'tests.json');
  const listed = vitest(['list', ...files, `--json=${listFile}`]);
  if (listed.status !== 0) throw new Error(`vitest list exited ${listed.status}:\n${listed.stdout}${listed.stderr}`);
  tests = JSON.parse(readFileSync(listFile, 'utf8')) as ListedTest[];
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/** The closing line of test/summaryLineReporter.ts. */
const counted = (output: string) => /^Tests: (\d+) passed, (\d+) failed, (\d+) skipped$/m.exec(output);

const failed: string[] = [];
for (const [index, test] of tests.entries()) {
  const where = `${relative(process.cwd(), test.file)} (${test.projectName}) > ${test.name}`;
  const run = vitest(['run', test.file, '--project', test.projectName, '-t', exactly(test.name)]);
  const counts = counted(run.stdout);
  // Alone, this test (or each case of a template) passes and no other runs (the others of the file are skipped by -t).
  const passed = Number(counts?.[1] ?? 0);
  const alone =
    run.status === 0 && counts !== null && counts[2] === '0' && (isTemplate(test.name) ? passed >= 1 : passed === 1);
  process.stdout.write(`${alone ? 'ok  ' : 'FAIL'} ${index + 1}/${tests.length} ${where}\n`);
  if (!alone) {
    failed.push(where);
    process.stdout.write(`${run.stdout.split('\n').slice(-40).join('\n')}\n${run.stderr}\n`);
  }
}
process.stdout.write(
  failed.length === 0
    ? `Each of ${tests.length} tests passed alone.\n`
    : `${failed.length} of ${tests.length} tests failed alone:\n  ${failed.join('\n  ')}\n`,
);
process.exit(failed.length === 0 ? 0 : 1);
