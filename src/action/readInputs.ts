import * as core from '@actions/core';
import { UserError } from '../errors.ts';
import type { InputName, RawInputs } from '../options.ts';

/** The inputs passed to the engine unchanged: parseOptions validates them, as it does the CLI's flags. */
export const ENGINE_INPUTS = [
  'manifests',
  'applyset',
  'namespace',
  'context',
  'field-manager',
  'force-conflicts',
  'prune',
  'max-prunes',
  'adopt',
  'allow-empty',
  'propagation-policy',
  'concurrency',
  'lock',
  'lock-timeout',
  'retry-timeout',
] as const satisfies readonly InputName[];

export interface ActionInputs {
  /** The engine's inputs as given; `mode` and `kubeconfig-path` are filled in by the action. */
  engine: RawInputs;
  /** auto, preview or apply, as given. */
  mode: string;
  comment: boolean;
  /** Whether a pull request's kustomizations may fetch remote bases. */
  allowRemoteBases: boolean;
  title: string | undefined;
  githubToken: string;
}

/** Every input but `kubeconfig`, which is read and masked on its own before anything else. */
export function readInputs(): ActionInputs {
  const engine: RawInputs = {};
  for (const name of ENGINE_INPUTS) engine[name] = core.getInput(name);
  const flag = (name: string, fallback: boolean): boolean => {
    const value = core.getInput(name).toLowerCase() || String(fallback);
    if (value !== 'true' && value !== 'false') throw new UserError(`${name} must be true or false, not "${core.getInput(name)}"`);
    return value === 'true';
  };
  return {
    engine,
    mode: core.getInput('mode'),
    comment: flag('comment', true),
    allowRemoteBases: flag('allow-remote-bases', false),
    title: core.getInput('title') || undefined,
    githubToken: core.getInput('github-token'),
  };
}
