import { describe, expect, it } from 'vitest';
import { parseActLog } from '../../workflows/act/actLog.ts';

// Lines as act 0.2.89 writes them with --json -v (fields trimmed to those it always has).
const line = (fields: Record<string, unknown>): string =>
  JSON.stringify({ dryrun: false, level: 'info', matrix: {}, time: '2030-01-01T00:00:00Z', ...fields });
const step = (jobID: string, stepID: string, name: string, fields: Record<string, unknown>): string =>
  line({ job: `wf/${jobID}`, jobID, stage: 'Main', step: name, stepID: [stepID], ...fields });

const LOG = [
  'time="2030-01-01T00:00:00Z" level=warning msg="no Docker"',
  line({
    level: 'debug',
    jobID: 'deploy',
    job: 'wf/deploy',
    jobResult: 'skipped',
    msg: "Skipping job 'deploy' due to 'github.event_name != 'pull_request''",
  }),
  line({
    jobID: 'preview',
    job: 'wf/preview',
    step: 'Set up job',
    stepid: ['--setup-job'],
    stepResult: 'success',
    msg: '  ✅  Success - Set up job',
  }),
  step('preview', '1', 'org/applyset-action@v1', {
    stage: 'Pre',
    stepResult: 'success',
    msg: '  ✅  Success - Pre org/applyset-action@v1',
  }),
  step('preview', '1', 'org/applyset-action@v1', { msg: '⭐ Run Main org/applyset-action@v1' }),
  step('preview', '1', 'org/applyset-action@v1', {
    command: 'add-mask',
    arg: 'token-0123456789',
    raw: '::add-mask::token-0123456789\n',
    msg: '  ⚙  ***',
  }),
  step('preview', '1', 'org/applyset-action@v1', { raw_output: true, msg: 'Read 9 objects from k8s/\n' }),
  step('preview', '1', 'org/applyset-action@v1', {
    command: 'warning',
    arg: 'careful',
    msg: '  🚧  ::warning::careful',
  }),
  step('preview', '1', 'org/applyset-action@v1', {
    stepResult: 'success',
    msg: '  ✅  Success - Main org/applyset-action@v1 [2s]',
  }),
  // Outputs and the summary come after the step's result line.
  step('preview', '1', 'org/applyset-action@v1', {
    command: 'set-output',
    name: 'created',
    arg: '9',
    msg: '  ⚙  ::set-output:: created=9',
  }),
  step('preview', '1', 'org/applyset-action@v1', {
    command: 'summary',
    content: '### ApplySet preview: 9 to create\n',
    msg: '  ⚙  Summary - ### ApplySet preview',
  }),
  step('preview', '2', 'echo "kubeconfig=secret-value-0123"', { msg: '⭐ Run Main echo "kubeconfig=***"' }),
  step('preview', '2', 'echo "kubeconfig=secret-value-0123"', { raw_output: true, msg: 'kubeconfig=***\n' }),
  step('preview', '2', 'echo "kubeconfig=secret-value-0123"', {
    stepResult: 'failure',
    msg: '  ❌  Failure - Main echo "kubeconfig=***"',
  }),
  line({ jobID: 'preview', job: 'wf/preview', jobResult: 'failure', msg: '🏁  Job failed' }),
  "Error: Job 'preview' failed",
];

describe('parseActLog', () => {
  const log = parseActLog(LOG);

  it("reads each job's result, a job skipped by its if: included", () => {
    expect(log.jobs.get('deploy')?.result).toBe('skipped');
    expect(log.jobs.get('preview')?.result).toBe('failure');
  });

  it("reads each step's result from its Main stage, its output lines, outputs, summary and annotations", () => {
    const [setup, action, echo] = log.jobs.get('preview')?.steps ?? [];
    expect(setup).toMatchObject({ id: '--setup-job', name: 'Set up job', result: 'success' });
    expect(action).toMatchObject({
      id: '1',
      name: 'org/applyset-action@v1',
      result: 'success',
      output: ['Read 9 objects from k8s/'],
      outputs: { created: '9' },
      summary: '### ApplySet preview: 9 to create\n',
      annotations: [{ kind: 'warning', message: 'careful' }],
    });
    expect(echo).toMatchObject({ id: '2', result: 'failure', output: ['kubeconfig=***'] });
  });

  it("builds names and text from act's masked messages only, never from the fields that hold secrets", () => {
    expect(log.jobs.get('preview')?.steps[2]?.name).toBe('echo "kubeconfig=***"');
    expect(log.text).not.toContain('token-0123456789');
    expect(log.text).not.toContain('secret-value-0123');
    expect(log.text).toContain("Error: Job 'preview' failed");
    // -v's debug lines stay out of the text.
    expect(log.text).not.toContain('Skipping job');
  });
});
