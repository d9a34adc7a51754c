import { existsSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { selectForEvent } from '../targets/eventSelection.ts';
import { DEFAULT_TARGETS_FILE, readTargetsFile, selectTargets } from '../targets/targetsFile.ts';
import type { KubeconfigInput } from './kubeconfigInput.ts';
import { MODES } from './modes/registry.ts';
import type { ActionInputs } from './readInputs.ts';
import { resolveMode } from './resolveMode.ts';
import type { RunnerContext } from './runnerContext.ts';
import type { SecretScrubber } from './secretScrubber.ts';
import { setMatrixOutput } from './targetsReport.ts';
import { logUntrusted } from './workflowLog.ts';

/**
 * The targets file this step runs: the `targets` input, or `.github/applysets.yaml` when it exists
 * and the step names no `applyset` (a step that names one keeps today's single-set behaviour).
 */
export function targetsFileOf(inputs: ActionInputs, cwd: string): string | undefined {
  if (inputs.targets.file) return inputs.targets.file;
  if (inputs.engine.applyset) return undefined;
  return existsSync(path.resolve(cwd, DEFAULT_TARGETS_FILE)) ? DEFAULT_TARGETS_FILE : undefined;
}

export interface TargetsStep {
  inputs: ActionInputs;
  file: string;
  kubeconfig: KubeconfigInput;
  secrets: SecretScrubber;
  /** Masks a credential in the runner's log and keeps it out of the comment and summary, as the kubeconfig input's are. */
  mask: (secret: string) => void;
}

/**
 * The action over many targets: the targets file read and checked, the changed targets chosen and
 * set as the matrix output, then the mode's run over them.
 */
export async function runTargetsAction(runner: RunnerContext, step: TargetsStep, signal?: AbortSignal): Promise<void> {
  const { inputs } = step;
  const mode = resolveMode(inputs.mode, runner.eventName, runner.payload, 'targets');
  const spec = MODES[mode];
  if (!('runTargets' in spec)) {
    throw new UserError(`mode ${mode} is not supported with a targets file yet`, { hint: 'run it for one set in a step of its own: a step that names applyset (and no targets) runs that set alone' });
  }
  const file = await readTargetsFile(step.file, runner.cwd);
  const named = selectTargets(file, inputs.targets.names);
  const selection = await selectForEvent(file, named, { named: inputs.targets.names.length > 0, changedOnly: inputs.targets.changedOnly, event: runner, cwd: runner.cwd });
  setMatrixOutput(selection);
  for (const { target, reason } of selection.skipped) logUntrusted(`skipped target ${target.name}: ${reason}`);
  for (const { target, reason } of selection.run) logUntrusted(`target ${target.name}: ${reason}`);
  await spec.runTargets({ runner, inputs, path: step.file, file, named: named.length, selection, kubeconfig: step.kubeconfig, mask: step.mask, signal, secrets: step.secrets });
}
