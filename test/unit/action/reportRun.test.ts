import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { reportFailure, type ReportTargets } from '../../../src/action/reportRun.ts';
import { SecretScrubber } from '../../../src/action/secretScrubber.ts';
import { UserError } from '../../../src/errors.ts';
import { RunFailure } from '../../../src/runApplySet.ts';
import { planDocument, sampleObjects } from '../report/planFixtures.ts';

describe('reportFailure', () => {
  let dir: string;
  let summaryFile: string;
  let write: MockInstance<typeof process.stdout.write>;
  const targets = (secrets = new SecretScrubber()): ReportTargets => ({
    mode: 'preview',
    outputMode: 'preview',
    context: { title: undefined, commitSha: undefined, runUrl: undefined },
    hasJobSummary: true,
    comment: undefined,
    tempDir: dir,
    secrets,
  });

  // @actions/core keeps the summary file's path once it has read it: one directory for all tests.
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'report-run-'));
    summaryFile = join(dir, 'summary.md');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    await writeFile(summaryFile, '');
    await writeFile(join(dir, 'output'), '');
    vi.stubEnv('GITHUB_STEP_SUMMARY', summaryFile);
    vi.stubEnv('GITHUB_OUTPUT', join(dir, 'output'));
    write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(async () => {
    write.mockRestore();
    vi.unstubAllEnvs();
    process.exitCode = undefined;
  });

  it("keeps an unexpected error's text out of the job summary: the log has it", async () => {
    await reportFailure(targets(), new Error('plugin said: token=s3cr3t-value'));
    const summary = await readFile(summaryFile, 'utf8');
    expect(summary).toContain('failed unexpectedly');
    expect(summary).not.toContain('s3cr3t-value');
  });

  it('scrubs known Secret values from the summary of an expected failure', async () => {
    const secrets = new SecretScrubber();
    secrets.add(['hunter2-password']);
    await reportFailure(targets(secrets), new UserError('secret/db: refused: the password is hunter2-password'));
    const summary = await readFile(summaryFile, 'utf8');
    expect(summary).toContain('the password is ***');
    expect(summary).not.toContain('hunter2-password');
  });

  it("scrubs known Secret values from the deploy review's note above the report", async () => {
    const secrets = new SecretScrubber();
    secrets.add(['hunter2-password']);
    const preface = () => '> [!CAUTION]\n> secret/db holds hunter2-password';
    await reportFailure({ ...targets(secrets), preface }, new UserError('refused'));
    const summary = await readFile(summaryFile, 'utf8');
    expect(summary).toContain('secret/db holds ***');
    expect(summary).not.toContain('hunter2-password');
  });

  it('sets the plan output of a run that failed after it planned: the outcome and the error, Secret values scrubbed', async () => {
    const secrets = new SecretScrubber();
    secrets.add(['hunter2-password']);
    const failure = new RunFailure(new UserError('secret/db: refused: the password is hunter2-password', { hint: 'mend it' }), planDocument(sampleObjects()));
    await expect(reportFailure(targets(secrets), failure)).resolves.toBeUndefined();
    const outputs = await readFile(join(dir, 'output'), 'utf8');
    const plan = /^plan<<(\S+)\n([\s\S]*?)\n\1$/m.exec(outputs)?.[2];
    expect(JSON.parse(plan ?? '')).toMatchObject({ schemaVersion: 1, error: { message: 'secret/db: refused: the password is ***', hint: 'mend it' }, mode: 'preview', summary: { create: 1 } });
    expect(outputs).not.toContain('hunter2-password');
  });
});
