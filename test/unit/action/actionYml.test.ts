import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { ACTION_INPUT_DEFAULTS, ACTION_INPUTS } from '../../../src/action/readInputs.ts';
import { ENGINE_INPUTS, INPUT_DEFAULTS } from '../../../src/options/inputTable.ts';

interface ActionMetadata {
  name: string;
  description: string;
  author?: string;
  branding?: { icon?: string; color?: string };
  // The failsafe schema reads every scalar as a string, `true` included.
  inputs: Record<string, { description?: string; required?: string; default?: string }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}

interface Workflow {
  permissions: Record<string, string>;
  jobs: Record<
    string,
    {
      permissions?: Record<string, string>;
      concurrency?: { group?: string };
      steps: { uses?: string; with?: Record<string, string> }[];
    }
  >;
}

const load = (path: string): unknown =>
  yaml.load(readFileSync(resolve(import.meta.dirname, '../../..', path), 'utf8'), { schema: yaml.FAILSAFE_SCHEMA });
const action = load('action.yml') as ActionMetadata;

// The runner passes action.yml's defaults; the code has its own for runs without them (tests, local
// runs). The two must agree, or a workflow would behave differently from what the docs say.
describe('action.yml', () => {
  it('declares every input the action reads, and no other', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...ACTION_INPUTS].sort());
  });

  it('documents every input and output', () => {
    for (const [name, input] of Object.entries({ ...action.inputs, ...action.outputs }))
      expect(input.description, name).toMatch(/\w{3}/);
  });

  it('has the defaults the code has', () => {
    const declared = Object.fromEntries(
      Object.entries(action.inputs).map(([name, input]) => [name, input.default ?? '']),
    );
    const code: Record<string, string | undefined> = {
      ...Object.fromEntries(ENGINE_INPUTS.map((name) => [name, INPUT_DEFAULTS[name]])),
      ...ACTION_INPUT_DEFAULTS,
      // Only the runner knows the workflow's token; the code given none comments nowhere.
      'github-token': '${{ github.token }}',
    };
    // Every input, those without a default included: for them action.yml must declare none either.
    expect(declared).toEqual(Object.fromEntries(Object.keys(action.inputs).map((name) => [name, code[name] ?? ''])));
    // manifests is needed by every mode but verify, destroy and tree, applyset too unless a targets file lists the sets: the run says so when one is missing.
    expect(
      Object.entries(action.inputs)
        .filter(([, input]) => input.required === 'true')
        .map(([name]) => name),
    ).toEqual([]);
  });

  it('declares the outputs a run sets', () => {
    expect(Object.keys(action.outputs).sort()).toEqual([
      'applyset-id',
      'bundle',
      'chunks',
      'comment-id',
      'created',
      'deleted',
      'drifted',
      'failed',
      'issue-number',
      'kept',
      'leaked',
      'matrix',
      'members',
      'mode',
      'plan',
      'plan-file',
      'pruned',
      'ready',
      'replaced',
      'skipped-targets',
      'targets',
      'unchanged',
      'updated',
    ]);
  });

  // GitHub's Marketplace refuses to list an action whose description is 125 characters or longer.
  it('is one the Marketplace lists: a name, a description under 125 characters, an author and branding', () => {
    expect(action.name).toMatch(/\w/);
    expect(action.description.length).toBeLessThan(125);
    expect(action.description).toMatch(/ApplySet/);
    expect(action.author).toBe('applyset-action authors');
    expect(action.branding).toEqual({ icon: expect.any(String), color: expect.any(String) });
  });

  it('runs the bundled entry point on Node 24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });
});

describe('the example workflow', () => {
  const workflow = load('examples/workflows/deploy.yml') as Workflow;
  const uses = Object.entries(workflow.jobs).flatMap(([job, { concurrency, steps }]) =>
    steps
      .filter((step) => step.uses?.includes('applyset-action@'))
      .map((step) => ({ job, concurrency, inputs: step.with ?? {} })),
  );

  it('uses the action in a preview and a deploy job', () => {
    expect(uses.map((use) => use.job)).toEqual(['preview', 'deploy']);
  });

  it('gives every input the action needs, and only inputs it declares', () => {
    for (const { inputs } of uses) {
      expect(Object.keys(action.inputs)).toEqual(expect.arrayContaining(Object.keys(inputs)));
      expect(inputs).toMatchObject({ manifests: expect.any(String), applyset: expect.any(String) });
    }
  });

  it('asks for the permissions the action needs, each in the job that needs it, and serialises the deploys', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs['preview']?.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    // Without pull-requests: write the deploy's report on the merged pull request is only a warning.
    expect(workflow.jobs['deploy']?.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    for (const { concurrency } of uses) expect(concurrency?.group).toMatch(/^applyset-shop-/);
  });
});
