import { existsSync } from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { parseOptions, type RawInputs } from '../options/parseOptions.ts';
import { allTargets, type TargetSelection } from '../targets/changedTargets.ts';
import { selectForEvent } from '../targets/eventSelection.ts';
import { type AcceptKubeconfig, withTargetKubeconfigs } from '../targets/targetKubeconfigs.ts';
import { type PlannedTarget, targetOptions } from '../targets/targetOptions.ts';
import {
  DEFAULT_TARGETS_FILE,
  oneSetTarget,
  readTargetsFile,
  selectTargets,
  type TargetsFile,
} from '../targets/targetsFile.ts';
import type { ActionInputs } from './readInputs.ts';
import type { RunnerContext } from './runnerContext.ts';
import { logUntrusted } from './workflowLog.ts';

/**
 * What a step runs: always a list of targets. A step that names `applyset` runs a list of one, the
 * set its inputs describe; a targets file's step runs the targets the event chose. Where they came
 * from picks the comment's key and layout, nothing else.
 */
export interface StepTargets {
  source: { kind: 'set' } | { kind: 'file'; path: string; file: TargetsFile; names: readonly string[] };
  /** The targets named (all of the file's when the step names none), before changed-only chose among them. */
  named: number;
  selection: TargetSelection;
}

/**
 * The targets file this step runs: the `targets` input, or `.github/applysets.yaml` when it exists
 * and the step names no `applyset` (a step that names one runs that set alone).
 */
export function targetsFileOf(inputs: ActionInputs, cwd: string): string | undefined {
  if (inputs.targets.file) return inputs.targets.file;
  if (inputs.engine.applyset) return undefined;
  return existsSync(path.resolve(cwd, DEFAULT_TARGETS_FILE)) ? DEFAULT_TARGETS_FILE : undefined;
}

/**
 * The step's targets: a targets file read, checked and chosen from (its choice set as the `matrix`
 * output and said in the log), or the one set the inputs name.
 */
export async function readStepTargets(inputs: ActionInputs, runner: RunnerContext): Promise<StepTargets> {
  const file = targetsFileOf(inputs, runner.cwd);
  if (file === undefined)
    return {
      source: { kind: 'set' },
      named: 1,
      selection: allTargets(
        [
          oneSetTarget(
            inputs.engine.applyset ?? '',
            inputs.engine.namespace || undefined,
            inputs.engine.context || undefined,
          ),
        ],
        '',
      ),
    };
  const read = await readTargetsFile(file, runner.cwd);
  const named = selectTargets(read, inputs.targets.names);
  const selection = await selectForEvent(read, named, {
    named: inputs.targets.names.length > 0,
    changedOnly: inputs.targets.changedOnly,
    event: runner,
    cwd: runner.cwd,
    environment: runner.environment,
    stepHelm: inputs.engine.helm ?? '',
  });
  core.setOutput('matrix', JSON.stringify(selection.run.map((r) => r.target.name)));
  core.setOutput('skipped-targets', JSON.stringify(selection.skipped.map((s) => s.target.name)));
  for (const { target, reason } of selection.skipped) logUntrusted(`skipped target ${target.name}: ${reason}`);
  for (const { target, reason } of selection.run) logUntrusted(`target ${target.name}: ${reason}`);
  return {
    source: { kind: 'file', path: file, file: read, names: inputs.targets.names },
    named: named.length,
    selection,
  };
}

/** How each target reaches its cluster: the step's kubeconfig, or the variable a target names (kubeconfig-env). */
export interface TargetKubeconfigs {
  /** The kubeconfig input's content, or undefined for the default one; throws when neither can be used. */
  step(): string | undefined;
  read(variable: string): string | undefined;
  /** A variable's value checked, and masked as the kubeconfig input is. */
  accept: AcceptKubeconfig;
}

/**
 * Every target's options, validated before any target runs: the step's inputs (`inputs`), and for a
 * targets file what each target sets over them, each mistake at its file and line.
 */
export function plannedTargets(
  targets: StepTargets,
  inputs: RawInputs,
  kubeconfigs: TargetKubeconfigs,
  cwd: string,
  environment: RunEnvironment,
): PlannedTarget[] {
  const { source } = targets;
  const chosen = targets.selection.run.map((r) => r.target);
  const options =
    source.kind === 'set'
      ? chosen.map((target) => ({ target, options: parseOptions(inputs, cwd, environment) }))
      : targetOptions(source.file, chosen, inputs, cwd, environment);
  // The step's kubeconfig is checked after the options, and only when a target uses it: each of a file's targets may name its own.
  const kubeconfig = chosen.some((target) => !target.kubeconfigEnv) ? kubeconfigs.step() : undefined;
  const planned = options.map((p) => ({ ...p, options: { ...p.options, kubeconfig } }));
  if (source.kind === 'set') return planned;
  return withTargetKubeconfigs(source.file.file, planned, kubeconfigs.read, kubeconfigs.accept);
}
