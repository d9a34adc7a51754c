// The interface settled before v1 (issue 33): action.yml is the one list of inputs and outputs, and
// docs/action.md's tables and the CLI's flags are checked against it. An input the CLI also takes
// has the flag's name, but for the three named here with why; an input the CLI has no use for says why.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../src/commands/registry.ts';

interface ActionMetadata {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
}
const root = resolve(import.meta.dirname, '../../..');
const action = yaml.load(readFileSync(resolve(root, 'action.yml'), 'utf8'), { schema: yaml.FAILSAFE_SCHEMA }) as ActionMetadata;
const docs = readFileSync(resolve(root, 'docs/action.md'), 'utf8');

/** An input whose flags have other names: a list input against a repeatable flag, kubectl's `-f`, a YAML input as the flags of its keys. */
const FLAGS_OF: Record<string, string[]> = { manifests: ['file'], images: ['image'], helm: ['helm-release', 'helm-values', 'helm-set', 'helm-tests'] };
/** Inputs the CLI has no flag for, and why. */
const ACTION_ONLY: Record<string, string> = {
  mode: 'the CLI names the command instead',
  comment: 'the CLI prints its report; it comments nowhere',
  'allow-remote-bases': 'the CLI runs what its user trusts; only pull-request events are isolated',
  title: 'the headline of a comment and a job summary',
  'github-token': 'GitHub access',
  'github-app-slug': 'GitHub access',
  'on-unreviewed-changes': 'a deploy compared with its pull request\'s comment',
  'deployment-environment': 'GitHub deployments',
  'deployment-url': 'GitHub deployments',
  'fail-on-finding': 'the CLI\'s exit code says it (2 for drift, 1 for a leak)',
  'label-pull-request': 'pull request labels',
  'changed-only': 'the CLI\'s --changed-since <ref> names the base itself',
  'review-key': 'a review signed for the deploy to compare with, on a pull request\'s comment',
  'targets-per-job': 'a matrix of jobs is a workflow\'s; the CLI runs every target in one process',
  'plan-documents': 'a matrix of jobs reporting in one comment; the CLI prints its report',
};

const cliFlags = new Set(Object.values(COMMANDS).flatMap((command) => Object.keys(command.flags)));

/** The first column of the markdown table under `heading`, each name once per row (`a`, `b` rows give both). */
function tableNames(heading: string): string[] {
  const section = docs.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  return section.split('\n').filter((line) => line.startsWith('| `')).flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!));
}

describe('the interface', () => {
  it('has docs/action.md list every input of action.yml once, in its order, and no other', () => {
    expect(tableNames('Inputs')).toEqual(Object.keys(action.inputs));
  });

  it('has docs/action.md list every output of action.yml once, and no other', () => {
    expect(tableNames('Outputs').sort()).toEqual(Object.keys(action.outputs).sort());
  });

  it('names each input as the CLI flag of its name (or those FLAGS_OF gives it), or says why the CLI has none', () => {
    for (const input of Object.keys(action.inputs)) {
      if (input in ACTION_ONLY) expect(cliFlags.has(input), `${input} is action-only, yet a flag has its name`).toBe(false);
      else for (const flag of FLAGS_OF[input] ?? [input]) expect(cliFlags.has(flag), `no CLI flag --${flag} for the input ${input}`).toBe(true);
    }
    for (const input of [...Object.keys(FLAGS_OF), ...Object.keys(ACTION_ONLY)]) expect(Object.keys(action.inputs), input).toContain(input);
  });
});
