import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { writeJobSummary } from '../../../src/github/jobSummary.ts';

let dir: string;
let previous: string | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'job-summary-'));
  previous = process.env['GITHUB_STEP_SUMMARY'];
});
afterEach(async () => {
  if (previous === undefined) delete process.env['GITHUB_STEP_SUMMARY'];
  else process.env['GITHUB_STEP_SUMMARY'] = previous;
  await rm(dir, { recursive: true, force: true });
});

it('appends the markdown to the step summary, after what other steps wrote', async () => {
  const file = join(dir, 'summary.md');
  await writeFile(file, '# earlier step\n');
  process.env['GITHUB_STEP_SUMMARY'] = file;

  await writeJobSummary('### ApplySet apply: 1 created');

  expect(await readFile(file, 'utf8')).toBe('# earlier step\n### ApplySet apply: 1 created\n');
});
