import * as yaml from 'js-yaml';
import { isRecord } from '../../../src/common/isRecord.ts';
import { repositoryWorkflows } from '../repositoryWorkflows.ts';

/*
 * The workflows users copy, read from where they copy them: the workflow blocks of README.md and of the
 * pages its sections moved to, and every file in examples/workflows/. The tests run this text verbatim, so neither can drift from what is
 * tested. (docs/ shows cloud logins and the repository's own CI, which need what is not here.)
 */

export interface WorkflowStep {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

export interface WorkflowJob {
  if?: string;
  environment?: unknown;
  steps: WorkflowStep[];
}

export interface UserWorkflow {
  /** Where a user finds it, e.g. `README.md:31`. */
  source: string;
  /** A file name for .github/workflows/. */
  fileName: string;
  /** The text, exactly as written. */
  text: string;
  /** `on:`, as GitHub reads it: each event with its filters (an empty object when it has none). */
  on: Map<string, Record<string, unknown>>;
  /** The cron expressions of `on: schedule:`. */
  crons: string[];
  jobs: Record<string, WorkflowJob>;
}

/**
 * The pages whose workflow blocks users copy: the README's, and those its sections moved to. Their blocks
 * share one repository's manifests (k8s/, deploy/, charts/), as one user's repository would.
 */
export const USER_WORKFLOW_PAGES = ['README.md', 'docs/drift.md', 'docs/pr-environments.md', 'docs/helm-charts.md'];

/** Whether a workflow is a block of one of those pages, not a file of examples/workflows/. */
export const isPageBlock = (workflow: UserWorkflow): boolean =>
  USER_WORKFLOW_PAGES.includes(workflow.source.replace(/:\d+$/, ''));

/** Every workflow of those pages and of examples/workflows/, in that order. */
export function userWorkflows(): UserWorkflow[] {
  const rank = (file: string) =>
    USER_WORKFLOW_PAGES.includes(file) ? USER_WORKFLOW_PAGES.indexOf(file) : USER_WORKFLOW_PAGES.length;
  return repositoryWorkflows()
    .filter(({ file }) => USER_WORKFLOW_PAGES.includes(file) || file.startsWith('examples/workflows/'))
    .sort((a, b) => rank(a.file) - rank(b.file))
    .map(({ file, wholeFile, firstLine, text }) => {
      const name = wholeFile
        ? (file.split('/').at(-1) ?? file)
        : `${file.replace(/\.md$/i, '').replaceAll('/', '-').toLowerCase()}-${firstLine}.yml`;
      return workflowOf(wholeFile ? file : `${file}:${firstLine}`, name, text);
    });
}

export function workflowOf(source: string, fileName: string, text: string): UserWorkflow {
  const doc = yaml.load(text);
  if (!isRecord(doc) || !isRecord(doc['jobs'])) throw new Error(`${source} is not a workflow`);
  const on = doc['on'];
  const schedules = isRecord(on) && Array.isArray(on['schedule']) ? on['schedule'] : [];
  const crons = schedules.flatMap((entry) =>
    isRecord(entry) && typeof entry['cron'] === 'string' ? [entry['cron']] : [],
  );
  return { source, fileName, text, on: eventsOf(on), crons, jobs: doc['jobs'] as Record<string, WorkflowJob> };
}

/** `on: push`, `on: [push, pull_request]` and `on: {push: {...}}` alike. */
function eventsOf(on: unknown): Map<string, Record<string, unknown>> {
  if (typeof on === 'string') return new Map([[on, {}]]);
  if (Array.isArray(on)) return new Map(on.map((event) => [String(event), {}]));
  if (isRecord(on))
    return new Map(Object.entries(on).map(([event, filters]) => [event, isRecord(filters) ? filters : {}]));
  throw new Error('the workflow has no on:');
}

/** Every `uses:` of every step. */
export function usedActions(workflow: UserWorkflow): string[] {
  return [
    ...new Set(
      Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : []))),
    ),
  ];
}

/** The steps that run this action, with their job. */
export function actionSteps(workflow: UserWorkflow): { job: string; step: WorkflowStep }[] {
  return Object.entries(workflow.jobs).flatMap(([job, { steps }]) =>
    steps.filter((step) => /^[^/]+\/applyset-action@/.test(step.uses ?? '')).map((step) => ({ job, step })),
  );
}

/** The `with:` value every step of this action gives an input; fails when they differ. */
export function actionInput(workflow: UserWorkflow, name: string): string | undefined {
  const values = new Set(actionSteps(workflow).map(({ step }) => step.with?.[name]));
  if (values.size !== 1)
    throw new Error(`${workflow.source}: the action's steps give ${name} ${values.size} different values`);
  const [value] = values;
  return value === undefined ? undefined : String(value);
}

/** The names of the secrets the workflow reads (`secrets.NAME`), GITHUB_TOKEN aside. */
export function secretNames(workflow: UserWorkflow): string[] {
  const names = [...workflow.text.matchAll(/\bsecrets\.([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].filter((name) => name !== 'GITHUB_TOKEN');
}

/** A per-pull-request environment's workflow: one of its steps destroys the set (on `pull_request: closed`). */
export function destroysEnvironment(workflow: UserWorkflow): boolean {
  return actionSteps(workflow).some(({ step }) => step.with?.['mode'] === 'destroy');
}

/** A workflow of the two-workflow setup (docs/two-workflow-previews.md): a render, a preview of a bundle, or a deploy that trusts only a signed review. */
export function splitsPreview(workflow: UserWorkflow): boolean {
  return actionSteps(workflow).some(
    ({ step }) =>
      step.with?.['mode'] === 'render' ||
      step.with?.['bundle'] !== undefined ||
      step.with?.['review-key'] !== undefined,
  );
}

/** A workflow that deploys a Helm chart (its steps give the `helm` input): the chart's story is test/e2e/workflows/helmChart.test.ts's. */
export function rendersChart(workflow: UserWorkflow): boolean {
  return actionSteps(workflow).some(({ step }) => step.with?.['helm'] !== undefined);
}
