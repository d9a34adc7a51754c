import { existsSync } from 'node:fs';
import path from 'node:path';
import { isDynamicPattern } from 'tinyglobby';
import { UserError, UserErrors } from '../common/errors.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { type Options } from '../options/options.ts';
import { type InputNamer, parseOptions, type RawInputs } from '../options/parseOptions.ts';
import type { Target, TargetsFile } from './targetsFile.ts';

/** A target with its options, validated. */
export interface PlannedTarget {
  target: Target;
  options: Options;
}

/** A target's inputs as given: the step's, overridden by what the target sets. */
export function targetInputs(target: Target, step: RawInputs): RawInputs {
  return {
    ...step,
    ...target.options,
    manifests: target.manifests.join('\n'),
    applyset: target.parent,
    namespace: target.namespace,
    context: target.context ?? step.context,
  };
}

/**
 * Every target's options: the step's inputs (or the CLI's flags), overridden by what the target
 * sets. All are validated before any target runs, so that a mistake in the last target stops the
 * step before the first one writes; each problem names the file, the line and the input.
 */
export function targetOptions(
  file: TargetsFile,
  targets: readonly Target[],
  step: RawInputs,
  cwd: string,
  environment: RunEnvironment,
  stepNamer?: InputNamer,
): PlannedTarget[] {
  const errors: UserError[] = [];
  const seen = new Set<string>();
  const planned: PlannedTarget[] = [];
  for (const target of targets) {
    const raw = targetInputs(target, step);
    const nameOf: InputNamer = (input, value) => {
      const line = target.lines[input];
      if (line === undefined)
        return stepNamer ? stepNamer(input, value) : value === undefined ? input : `${input}: ${value}`;
      return `target "${target.name}" ${value === undefined ? input : `${input}: ${value}`} (${file.file}:${line})`;
    };
    for (const manifest of target.manifests) {
      if (!isDynamicPattern(manifest) && !existsSync(path.resolve(cwd, manifest))) {
        errors.push(
          new UserError(`target "${target.name}": manifests ${manifest} does not exist`, {
            source: { file: file.file, line: target.lines.manifests ?? target.line },
            hint: "paths are relative to the working directory (the repository's root in a workflow)",
          }),
        );
      }
    }
    try {
      planned.push({ target, options: parseOptions(raw, cwd, environment, nameOf) });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      // A mistake in the step's own inputs is the same for every target: said once.
      for (const one of error instanceof UserErrors ? error.errors : [error]) {
        if (seen.has(one.message)) continue;
        seen.add(one.message);
        errors.push(one);
      }
    }
  }
  if (errors.length > 0) throw new UserErrors(errors);
  return planned;
}
