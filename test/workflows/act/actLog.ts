import { isRecord } from '../../../src/common/isRecord.ts';

/*
 * What act's `--json` log says about a workflow run: each job's result, each step's result, output
 * lines, outputs and job summary. Only `msg` is masked by act: `arg`, `raw` and a run step's
 * `step` field hold secrets as they are (an `::add-mask::` line's value, a script that names a
 * secret), so the log's text is built from `msg` alone, and nothing else of a line is ever shown.
 */

export type Result = 'success' | 'failure' | 'skipped';

export interface StepRecord {
  /** The step's `id:`, or act's index for a step without one. */
  id: string;
  /** The step's name as act shows it: `uses:` or the script. */
  name: string;
  result: Result | undefined;
  /** The lines the step printed, as act masked them. */
  output: string[];
  /** Outputs as the runner recorded them from GITHUB_OUTPUT, for `steps.<id>.outputs.*`. */
  outputs: Record<string, string>;
  /** What the step appended to the job summary (GITHUB_STEP_SUMMARY). */
  summary: string;
  /** Annotations the step made (`::error::`, `::warning::`, `::notice::`), by kind. */
  annotations: { kind: string; message: string }[];
}

export interface JobRecord {
  id: string;
  result: Result | undefined;
  /** The steps act ran, in order; `Set up job` and `Complete job` included. */
  steps: StepRecord[];
}

export interface ActLog {
  jobs: Map<string, JobRecord>;
  /** The log as a reader of act's output sees it without -v: each line's masked message. */
  text: string;
}

const ANNOTATIONS = new Set(['error', 'warning', 'notice']);

export function parseActLog(lines: readonly string[]): ActLog {
  const jobs = new Map<string, JobRecord>();
  const text: string[] = [];
  const jobOf = (id: string): JobRecord => {
    let job = jobs.get(id);
    if (!job) jobs.set(id, (job = { id, result: undefined, steps: [] }));
    return job;
  };
  for (const line of lines) {
    const entry = parseLine(line);
    if (!entry) {
      text.push(line);
      continue;
    }
    const msg = stringField(entry, 'msg') ?? '';
    // -v's debug lines say which jobs were skipped; as text they only bury the steps' output.
    if (entry['level'] !== 'debug') text.push(msg);
    const jobId = stringField(entry, 'jobID');
    if (jobId === undefined) continue;
    const job = jobOf(jobId);
    const jobResult = resultOf(entry['jobResult']);
    if (jobResult) job.result = jobResult;
    const stepId = firstOf(entry['stepID']) ?? firstOf(entry['stepid']);
    const name = stringField(entry, 'step');
    if (stepId === undefined || name === undefined) continue;
    let step = job.steps.find((s) => s.id === stepId);
    if (!step)
      job.steps.push(
        (step = {
          id: stepId,
          name: stepId.startsWith('--') ? name : nameOf(name, msg),
          result: undefined,
          output: [],
          outputs: {},
          summary: '',
          annotations: [],
        }),
      );
    const stepResult = resultOf(entry['stepResult']);
    // A step's Pre and Post stages report results of their own; the step's is its Main stage's.
    if (stepResult && (entry['stage'] === undefined || entry['stage'] === 'Main')) step.result = stepResult;
    const command = stringField(entry, 'command');
    if (entry['raw_output'] === true) step.output.push(msg.replace(/\n$/, ''));
    else if (command === 'set-output') step.outputs[stringField(entry, 'name') ?? ''] = stringField(entry, 'arg') ?? '';
    else if (command === 'summary') step.summary += stringField(entry, 'content') ?? '';
    else if (command !== undefined && ANNOTATIONS.has(command))
      step.annotations.push({ kind: command, message: msg.replace(/^.*?::(error|warning|notice)[^:]*::/s, '').trim() });
  }
  return { jobs, text: text.join('\n') };
}

function parseLine(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function stringField(entry: Record<string, unknown>, key: string): string | undefined {
  const value = entry[key];
  return typeof value === 'string' ? value : undefined;
}

function firstOf(value: unknown): string | undefined {
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

function resultOf(value: unknown): Result | undefined {
  return value === 'success' || value === 'failure' || value === 'skipped' ? value : undefined;
}

/**
 * A step's name as the masked `⭐ Run Main <name>` line shows it, never the unmasked `step` field;
 * `uses:` steps carry no secret in their name and keep it.
 */
function nameOf(step: string, msg: string): string {
  const shown = /^⭐ Run \w+ ([\s\S]*)$/.exec(msg);
  return shown?.[1] ?? (/^[\w.-]+\/[\w.-]+(\/[^@\s]*)?@\S+$/.test(step) ? step : '(a step)');
}
