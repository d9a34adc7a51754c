import { realpathSync } from 'node:fs';
import path from 'node:path';
import * as yaml from 'js-yaml';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { runGit } from '../git/runGit.ts';
import type { HelmOptions } from '../options/helmOptions.ts';
import { isInside } from '../common/inputPaths.ts';
import { ReadBudget } from './readBudget.ts';
import { valueForms } from './secretValues.ts';
import { readWorkspaceFile } from './workspaceFile.ts';

/** Far above a values file's size. */
const VALUES_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The values the workflow hands helm, in every form a message could quote them: a chart's template
 * can print any of them (`{{ fail .Values.db.password }}`) into an error the comment shows, and the
 * chart is a pull request's to write. Every `set` value; and every value of a values file the
 * repository does not hold (one an earlier step wrote, from a secret), as git in `cwd` says. A values
 * file the repository holds is the pull request's own: its words are not hidden, or a pull request
 * could hide any word (`prune`) from the log and the comment.
 */
export async function rendererInputSecrets(
  helm: Pick<HelmOptions, 'values' | 'set'>,
  cwd: string,
  environment: RunEnvironment,
): Promise<string[]> {
  const values = helm.set.flatMap(setValues);
  for (const file of helm.values)
    if (!(await isTracked(file, cwd, environment))) values.push(...valuesFileValues(path.resolve(cwd, file), cwd));
  return valueForms(values);
}

/** The values of helm's `key=value[,key=value]`, with its escapes undone: the whole of it after the first `=`, and each of its comma-separated ones. */
function setValues(entry: string): string[] {
  const unescape = (text: string) => text.replace(/\\(.)/g, '$1');
  const whole = entry.slice(entry.indexOf('=') + 1);
  const parts = entry.split(/(?<!\\),/).map((part) => part.slice(part.indexOf('=') + 1));
  return [...new Set([whole, ...parts].map(unescape))];
}

async function isTracked(file: string, cwd: string, environment: RunEnvironment): Promise<boolean> {
  try {
    await runGit(['ls-files', '--error-unmatch', '--', file], cwd, environment);
    return true;
  } catch {
    return false; // not in the index, or no repository here: not the repository's, so the workflow's
  }
}

/** The scalar values of a values file inside the workspace; none when it cannot be read, which rendering reports. */
function valuesFileValues(absolute: string, cwd: string): string[] {
  try {
    const workspace = realpathSync(cwd);
    if (!isInside(realpathSync(absolute), workspace)) return [];
    const leaves: string[] = [];
    const walk = (node: unknown): void => {
      if (typeof node === 'string' || typeof node === 'number') leaves.push(String(node));
      else if (Array.isArray(node)) node.forEach(walk);
      else if (node !== null && typeof node === 'object') Object.values(node).forEach(walk);
    };
    walk(
      yaml.load(readWorkspaceFile(absolute, absolute, { workspace, budget: new ReadBudget(VALUES_MAX_BYTES) }), {
        schema: yaml.CORE_SCHEMA,
      }),
    );
    return leaves;
  } catch {
    return []; // missing, outside, not a regular file, not YAML: the render refuses it or helm reports it
  }
}
