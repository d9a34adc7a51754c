import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as yaml from 'js-yaml';
import { isRecord } from '../../../src/isRecord.ts';

/*
 * The workflows users copy, read from where they copy them: README.md's ```yaml blocks that are
 * workflows, and every file in examples/workflows/. The tests run this text verbatim, so neither
 * can drift from what is tested.
 */

const ROOT = resolve(import.meta.dirname, '../../..');

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
  /** Where a user finds it, e.g. `README.md, block 1 (line 31)`. */
  source: string;
  /** A file name for .github/workflows/. */
  fileName: string;
  /** The text, exactly as written. */
  text: string;
  /** `on:`, as GitHub reads it: each event with its filters (an empty object when it has none). */
  on: Map<string, Record<string, unknown>>;
  jobs: Record<string, WorkflowJob>;
}

/** Every workflow in README.md and examples/workflows/. */
export function userWorkflows(): UserWorkflow[] {
  return [...readmeWorkflows(readFileSync(join(ROOT, 'README.md'), 'utf8')), ...exampleWorkflows()];
}

/** README's ```yaml blocks that are workflows (they have `on:` and `jobs:`). */
export function readmeWorkflows(readme: string): UserWorkflow[] {
  const found: UserWorkflow[] = [];
  for (const match of readme.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)) {
    const text = match[1] ?? '';
    const doc = yaml.load(text);
    if (!isRecord(doc) || !('on' in doc) || !('jobs' in doc)) continue;
    const line = readme.slice(0, match.index).split('\n').length;
    found.push(workflowOf(`README.md, block ${found.length + 1} (line ${line})`, `readme-${found.length + 1}.yml`, text));
  }
  return found;
}

function exampleWorkflows(): UserWorkflow[] {
  const dir = join(ROOT, 'examples/workflows');
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .map((file) => workflowOf(`examples/workflows/${file}`, file, readFileSync(join(dir, file), 'utf8')));
}

function workflowOf(source: string, fileName: string, text: string): UserWorkflow {
  const doc = yaml.load(text);
  if (!isRecord(doc) || !isRecord(doc['jobs'])) throw new Error(`${source} is not a workflow`);
  return { source, fileName, text, on: eventsOf(doc['on']), jobs: doc['jobs'] as Record<string, WorkflowJob> };
}

/** `on: push`, `on: [push, pull_request]` and `on: {push: {...}}` alike. */
function eventsOf(on: unknown): Map<string, Record<string, unknown>> {
  if (typeof on === 'string') return new Map([[on, {}]]);
  if (Array.isArray(on)) return new Map(on.map((event) => [String(event), {}]));
  if (isRecord(on)) return new Map(Object.entries(on).map(([event, filters]) => [event, isRecord(filters) ? filters : {}]));
  throw new Error('the workflow has no on:');
}

/** Every `uses:` of every step. */
export function usedActions(workflow: UserWorkflow): string[] {
  return [...new Set(Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : []))))];
}

/** The steps that run this action, with their job. */
export function actionSteps(workflow: UserWorkflow): { job: string; step: WorkflowStep }[] {
  return Object.entries(workflow.jobs).flatMap(([job, { steps }]) => steps.filter((step) => /^[^/]+\/applyset-action@/.test(step.uses ?? '')).map((step) => ({ job, step })));
}

/** The `with:` value every step of this action gives an input; fails when they differ. */
export function actionInput(workflow: UserWorkflow, name: string): string | undefined {
  const values = new Set(actionSteps(workflow).map(({ step }) => step.with?.[name]));
  if (values.size !== 1) throw new Error(`${workflow.source}: the action's steps give ${name} ${values.size} different values`);
  const [value] = values;
  return value === undefined ? undefined : String(value);
}

/** The names of the secrets the workflow reads (`secrets.NAME`), GITHUB_TOKEN aside. */
export function secretNames(workflow: UserWorkflow): string[] {
  const names = [...workflow.text.matchAll(/\bsecrets\.([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].filter((name) => name !== 'GITHUB_TOKEN');
}
