import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { DeployReview } from '../../../src/action/deployReview.ts';
import { applyMode } from '../../../src/action/modes/applyMode.ts';
import type { ModeStep } from '../../../src/action/modes/modeSpec.ts';
import { previewMode } from '../../../src/action/modes/previewMode.ts';
import { readInputs, ACTION_INPUTS, type ActionInputName } from '../../../src/action/readInputs.ts';
import { reportFailure, reportRun } from '../../../src/action/reportRun.ts';
import { SecretScrubber } from '../../../src/action/secretScrubber.ts';
import { UserError } from '../../../src/common/errors.ts';
import type { DeployVerdict } from '../../../src/review/deployVerdict.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { allTargets } from '../../../src/targets/changedTargets.ts';
import type { Target } from '../../../src/targets/targetsFile.ts';
import { planDocument, sampleObjects } from '../report/planFixtures.ts';
import { testEnvironment } from '../../testEnvironment.ts';

describe('the report of a run that failed', () => {
  let dir: string;
  let summaryFile: string;
  let write: MockInstance<typeof process.stdout.write>;
  const target: Target = {
    name: 'shop',
    line: 0,
    manifests: [],
    parent: 'shop',
    namespace: 'shop',
    context: undefined,
    kubeconfigEnv: undefined,
    options: {},
    environment: undefined,
    lines: {},
  };
  // One set's step on a push, with a job summary and no GitHub token: nothing is posted.
  const step = (secrets = new SecretScrubber()): ModeStep => {
    const raw = {
      ...(Object.fromEntries(ACTION_INPUTS.map((name) => [name, ''])) as Record<ActionInputName, string>),
      applyset: 'shop',
      namespace: 'shop',
    };
    return {
      runner: {
        inputs: raw,
        eventName: 'push',
        payload: {},
        sha: '',
        actor: '',
        repository: undefined,
        serverUrl: 'https://github.com',
        apiUrl: 'http://127.0.0.1:9',
        run: undefined,
        workspace: dir,
        cwd: dir,
        tempDir: dir,
        hasJobSummary: true,
        environment: testEnvironment(),
        kubeconfigSources: { home: '', variable: () => undefined },
      },
      inputs: readInputs(raw),
      targets: { source: { kind: 'set' }, named: 1, selection: allTargets([target], '') },
      kubeconfigs: { step: () => undefined, read: () => undefined, accept: () => undefined },
      access: undefined,
      key: 'applyset=secrets/shop;namespace=shop',
      cluster: undefined,
      pullRequest: undefined,
      commitSha: '',
      signal: undefined,
      secrets,
    };
  };
  const failed = (error: unknown) => ({ results: [{ target, error }], clusters: new Map() });

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
    await reportFailure(previewMode, step(), new Error('plugin said: token=s3cr3t-value'));
    const summary = await readFile(summaryFile, 'utf8');
    expect(summary).toContain('failed unexpectedly');
    expect(summary).not.toContain('s3cr3t-value');
  });

  it('scrubs known Secret values from the summary of an expected failure', async () => {
    const secrets = new SecretScrubber();
    secrets.add(['hunter2-password']);
    await reportRun({
      spec: previewMode,
      step: step(secrets),
      review: undefined,
      ran: failed(new UserError('secret/db: refused: the password is hunter2-password')),
    });
    const summary = await readFile(summaryFile, 'utf8');
    expect(summary).toContain('the password is ***');
    expect(summary).not.toContain('hunter2-password');
  });

  it('reports a run whose credential is one character: nothing of the report is rewritten, and the credential is said unscrubbed', async () => {
    const tooShort: number[] = [];
    const secrets = new SecretScrubber((length) => tooShort.push(length));
    secrets.add(['e', 'hunter2-password']);
    await reportRun({
      spec: previewMode,
      step: step(secrets),
      review: undefined,
      ran: failed(new UserError('secret/db: refused: the password is hunter2-password')),
    });
    const summary = await readFile(summaryFile, 'utf8');
    expect(summary).toContain('secret/db: refused: the password is ***');
    expect(summary).toContain('### ApplySet preview failed');
    expect(tooShort).toEqual([1]);
  });

  it("scrubs known Secret values from the deploy review's note above the report", async () => {
    const secrets = new SecretScrubber();
    secrets.add(['hunter2-password']);
    const verdict: DeployVerdict = {
      kind: 'unproven',
      review: { kind: 'unproven', reason: 'secret/db holds hunter2-password', concern: 'untrusted' },
      refused: false,
      loud: true,
      caution: true,
    };
    const review: DeployReview = {
      beforeApply: () => async () => undefined,
      settled: () => undefined,
      atOnce: undefined,
      verdicts: new Map([['shop', verdict]]),
      found: { layout: 'set', lookup: { kind: 'no-token' } },
      merged: undefined,
    };
    await reportRun({ spec: applyMode, step: step(secrets), review, ran: failed(new UserError('refused')) });
    const summary = await readFile(summaryFile, 'utf8');
    expect(summary).toContain('Secret/db holds ***');
    expect(summary).not.toContain('hunter2-password');
  });

  it('sets the plan output of a run that failed after it planned: the outcome and the error, Secret values scrubbed', async () => {
    const secrets = new SecretScrubber();
    secrets.add(['hunter2-password']);
    const failure = new RunFailure(
      new UserError('secret/db: refused: the password is hunter2-password', { hint: 'mend it' }),
      planDocument(sampleObjects()),
    );
    await expect(
      reportRun({ spec: previewMode, step: step(secrets), review: undefined, ran: failed(failure) }),
    ).resolves.toBeUndefined();
    const outputs = await readFile(join(dir, 'output'), 'utf8');
    const plan = /^plan<<(\S+)\n([\s\S]*?)\n\1$/m.exec(outputs)?.[2];
    expect(JSON.parse(plan ?? '')).toMatchObject({
      schemaVersion: 1,
      error: { message: 'secret/db: refused: the password is ***', hint: 'mend it' },
      mode: 'preview',
      summary: { create: 1 },
    });
    expect(outputs).not.toContain('hunter2-password');
  });
});
