import { realpathSync } from 'node:fs';
import path from 'node:path';
import { closestNames } from '../options/didYouMean.ts';
import { UserError, UserErrors } from '../common/errors.ts';
import { isInside } from '../common/inputPaths.ts';
import { ReadBudget } from '../manifests/readBudget.ts';
import { readWorkspaceFile } from '../manifests/workspaceFile.ts';
import { type InputName, TARGET_OPTIONS, type TargetOptionName } from '../options/inputTable.ts';
import { type PositionedNode, parsePositioned, YamlShapeError } from '../options/positionedYaml.ts';
import { refuseOutsidePaths } from './targetPaths.ts';

/** Where the action looks for targets when the `targets-file` input is empty and no `applyset` is given. */
export const DEFAULT_TARGETS_FILE = '.github/applysets.yaml';

/** The keys of a target's entry. */
export const TARGET_KEYS = [
  'name',
  'manifests',
  'applyset',
  'namespace',
  'context',
  'kubeconfig-env',
  'deployment-environment',
  'deployment-url',
  'options',
] as const;
/**
 * The keys renamed before the first release (CHANGELOG.md's table of renames): a file still using
 * one is refused, naming the new key, as a step passing a renamed input is.
 */
export const RENAMED_TARGET_KEYS = [
  { before: 'environment', after: 'deployment-environment' },
  { before: 'environment-url', after: 'deployment-url' },
  { before: 'parent', after: 'applyset' },
] as const;
/** An environment variable's name, as a shell and a workflow's env: take it. */
const VARIABLE_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A target's name is a matrix value, a comment's key and a log prefix: kept to a DNS label's letters. */
const NAME_PATTERN = /^[a-z0-9]([-a-z0-9._]{0,61}[a-z0-9])?$/;

/** One ApplySet on one cluster, as the targets file declares it. */
export interface Target {
  name: string;
  /** Where the target's entry starts in the file. */
  line: number;
  manifests: string[];
  /** The `applyset` input: the parent as kubectl's --applyset names it. */
  parent: string;
  namespace: string | undefined;
  /** A context of the kubeconfig; the kubeconfig's current context when absent. */
  context: string | undefined;
  /**
   * The environment variable holding this target's cluster's kubeconfig (its content), for clusters
   * whose credentials are kept apart (a secret each); the step's kubeconfig when absent.
   */
  kubeconfigEnv: { name: string; line: number } | undefined;
  options: Partial<Record<TargetOptionName, string>>;
  /** The GitHub deployment environment a deploy of this target is recorded in (the action's `deployment-environment` input when absent). */
  environment: { name: string; url: string | undefined } | undefined;
  /** The line of each input the target sets, for messages about its value. */
  lines: Partial<Record<InputName, number>>;
}

/**
 * The one set a step's inputs (or the CLI's flags) name, as a target: a run of one set is a run of
 * one target, every option its step's own.
 */
export function oneSetTarget(parent: string, namespace: string | undefined, context: string | undefined): Target {
  return {
    name: parent.trim() || 'applyset',
    line: 0,
    manifests: [],
    parent,
    namespace,
    context,
    kubeconfigEnv: undefined,
    options: {},
    environment: undefined,
    lines: {},
  };
}

export interface TargetsFile {
  /** The path as the user gave it, for messages. */
  file: string;
  targets: Target[];
}

/** Far above 10,000 targets; a targets file is read whole before anything else. */
const TARGETS_FILE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Reads and checks a targets file; every problem is reported at once, each at its `file:line`.
 * Its manifests paths must be inside the workspace, as must the file itself when it is there
 * (a pull request may make `.github/applysets.yaml` a link to a file of the runner's).
 */
export async function readTargetsFile(file: string, cwd: string): Promise<TargetsFile> {
  const absolute = path.resolve(cwd, file);
  // A file the user names outside the working directory is theirs to name.
  const workspace = isInside(absolute, cwd) ? realpathSync(cwd) : path.parse(absolute).root;
  let text: string;
  try {
    text = readWorkspaceFile(absolute, `the targets file ${file}`, {
      workspace,
      budget: new ReadBudget(TARGETS_FILE_MAX_BYTES),
    });
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`cannot read the targets file ${file}`, {
      hint: 'check the path given in the targets-file input (--targets-file), relative to the working directory',
      cause: error,
    });
  }
  const parsed = parseTargetsFile(file, text);
  refuseOutsidePaths(parsed, cwd);
  return parsed;
}

/** The targets the text declares, checked; `file` only names it in messages. */
export function parseTargetsFile(file: string, text: string): TargetsFile {
  const errors: UserError[] = [];
  const problem = (line: number, message: string, hint?: string) =>
    errors.push(new UserError(message, { source: { file, line }, ...(hint ? { hint } : {}) }));
  let root: PositionedNode | undefined;
  try {
    root = parsePositioned(text);
  } catch (error) {
    if (!(error instanceof YamlShapeError)) throw error;
    throw new UserError(error.message, { source: { file, line: error.line } });
  }
  const list = root?.kind === 'mapping' ? root.entries.get('targets') : undefined;
  if (root?.kind !== 'mapping' || !list) {
    throw new UserError('the targets file has no "targets:" list', {
      source: { file, line: root?.line ?? 1 },
      hint: 'write targets: followed by one entry per ApplySet (name, manifests, applyset, namespace, context, options)',
    });
  }
  for (const [key, { keyLine }] of root.entries)
    if (key !== 'targets') problem(keyLine, `unknown key "${key}"`, 'the file holds only targets:');
  if (list.value.kind !== 'sequence')
    throw new UserError('targets must be a list', { source: { file, line: list.keyLine } });
  const targets = list.value.items.flatMap((item, index) => {
    const target = readTarget(item, index, problem);
    return target ? [target] : [];
  });
  const byName = new Map<string, Target>();
  const bySet = new Map<string, Target>();
  for (const target of targets) {
    const sameName = byName.get(target.name);
    if (sameName)
      problem(
        target.line,
        `target name "${target.name}" is used twice (first at line ${sameName.line})`,
        'give each target its own name',
      );
    byName.set(target.name, target);
    // Two targets of one set would take turns pruning each other's objects.
    const set = `${target.kubeconfigEnv?.name ?? ''}\n${target.context ?? ''}\n${target.namespace ?? ''}\n${target.parent}`;
    const sameSet = bySet.get(set);
    if (sameSet)
      problem(
        target.line,
        `targets "${sameSet.name}" and "${target.name}" name the same ApplySet (applyset ${target.parent}${target.namespace ? ` in namespace ${target.namespace}` : ''}${target.context ? ` on context ${target.context}` : ''})`,
        'each would prune what the other applies: merge their manifests into one target',
      );
    bySet.set(set, target);
  }
  if (list.value.items.length === 0) problem(list.keyLine, 'the targets list is empty', 'add at least one target');
  if (errors.length > 0) throw new UserErrors(errors);
  return { file, targets };
}

type Problem = (line: number, message: string, hint?: string) => void;

function readTarget(node: PositionedNode, index: number, problem: Problem): Target | undefined {
  if (node.kind !== 'mapping') {
    problem(node.line, `targets[${index}] must be a mapping with name, manifests and applyset`);
    return undefined;
  }
  const label = () => {
    const name = node.entries.get('name')?.value;
    return name?.kind === 'scalar' ? `target "${name.value}"` : `targets[${index}]`;
  };
  for (const [key, { keyLine }] of node.entries) {
    if ((TARGET_KEYS as readonly string[]).includes(key)) continue;
    const renamed = RENAMED_TARGET_KEYS.find(({ before }) => before === key);
    if (renamed) {
      problem(
        keyLine,
        `${label()}: ${key}: is now ${renamed.after}:`,
        `rename the key (CHANGELOG.md lists the renames); the file is not read with the old name`,
      );
      continue;
    }
    const [meant] = closestNames(key, TARGET_KEYS);
    const hint = (TARGET_OPTIONS as readonly string[]).includes(key)
      ? `put ${key} under options:`
      : meant
        ? `did you mean ${meant}?`
        : `a target has ${TARGET_KEYS.join(', ')}`;
    problem(keyLine, `${label()}: unknown key "${key}"`, hint);
  }
  const lines: Partial<Record<InputName, number>> = {};
  const scalar = (key: string, input: InputName | undefined, required: boolean): string | undefined => {
    const entry = node.entries.get(key);
    if (!entry) {
      if (required) problem(node.line, `${label()} has no ${key}`);
      return undefined;
    }
    if (input) lines[input] = entry.keyLine;
    if (entry.value.kind === 'scalar' && entry.value.value.trim() !== '') return entry.value.value.trim();
    problem(entry.keyLine, `${label()}: ${key} must be a non-empty text`);
    return undefined;
  };
  const name = scalar('name', undefined, true);
  if (name !== undefined && !NAME_PATTERN.test(name)) {
    problem(
      node.entries.get('name')!.keyLine,
      `target name "${name}" is not valid`,
      'use at most 63 lowercase letters, digits, dashes, dots and underscores, starting and ending with a letter or digit',
    );
  }
  const manifests = readManifests(node, label, problem);
  lines.manifests = node.entries.get('manifests')?.keyLine;
  const parent = scalar('applyset', 'applyset', true);
  const namespace = scalar('namespace', 'namespace', false);
  const context = scalar('context', 'context', false);
  const options = readOptions(node.entries.get('options'), label, problem, lines);
  const kubeconfigEnv = scalar('kubeconfig-env', undefined, false);
  const kubeconfigEnvLine = node.entries.get('kubeconfig-env')?.keyLine ?? node.line;
  if (kubeconfigEnv !== undefined && !VARIABLE_PATTERN.test(kubeconfigEnv))
    problem(
      kubeconfigEnvLine,
      `${label()}: kubeconfig-env must name an environment variable, not "${kubeconfigEnv}"`,
      "give the variable's name (STAGING_KUBECONFIG), set in the step's env: from a secret; never the kubeconfig itself",
    );
  const environment = scalar('deployment-environment', undefined, false);
  const url = scalar('deployment-url', undefined, false);
  const urlLine = node.entries.get('deployment-url')?.keyLine ?? node.line;
  if (url !== undefined && !/^https?:$/.test(URL.parse(url)?.protocol ?? ''))
    problem(urlLine, `${label()}: deployment-url must be an http or https URL, not "${url}"`);
  if (url !== undefined && environment === undefined)
    problem(
      urlLine,
      `${label()}: deployment-url without deployment-environment`,
      'name the environment the URL belongs to',
    );
  if (name === undefined || parent === undefined || manifests === undefined || !NAME_PATTERN.test(name))
    return undefined;
  return {
    name,
    line: node.line,
    manifests,
    parent,
    namespace,
    context,
    kubeconfigEnv: kubeconfigEnv === undefined ? undefined : { name: kubeconfigEnv, line: kubeconfigEnvLine },
    options,
    environment: environment === undefined ? undefined : { name: environment, url },
    lines,
  };
}

function readManifests(
  node: Extract<PositionedNode, { kind: 'mapping' }>,
  label: () => string,
  problem: Problem,
): string[] | undefined {
  const entry = node.entries.get('manifests');
  if (!entry) {
    problem(node.line, `${label()} has no manifests`, 'name the files, directories or globs to deploy');
    return undefined;
  }
  const values =
    entry.value.kind === 'scalar' ? [entry.value] : entry.value.kind === 'sequence' ? entry.value.items : [];
  const paths = values.flatMap((item) =>
    item.kind === 'scalar' && item.value.trim() !== '' ? [item.value.trim()] : [],
  );
  if (paths.length === 0 || paths.length !== values.length) {
    problem(entry.keyLine, `${label()}: manifests must be a path or a list of paths`);
    return undefined;
  }
  return paths;
}

function readOptions(
  entry: { keyLine: number; value: PositionedNode } | undefined,
  label: () => string,
  problem: Problem,
  lines: Partial<Record<InputName, number>>,
): Target['options'] {
  const options: Target['options'] = {};
  if (!entry) return options;
  if (entry.value.kind !== 'mapping') {
    problem(entry.keyLine, `${label()}: options must be a mapping of inputs to values`);
    return options;
  }
  for (const [key, { keyLine, value }] of entry.value.entries) {
    if (!(TARGET_OPTIONS as readonly string[]).includes(key)) {
      const [meant] = closestNames(key, TARGET_OPTIONS);
      problem(
        keyLine,
        `${label()}: "${key}" is not an option a target can set`,
        meant ? `did you mean ${meant}?` : `a target can set ${TARGET_OPTIONS.join(', ')}`,
      );
      continue;
    }
    // The rules of ignore-differences are YAML: a target writes them as a list, as the action's input holds them.
    if (key === 'ignore-differences' && value.kind === 'sequence') options[key] = JSON.stringify(plainValue(value));
    else if (value.kind !== 'scalar') {
      problem(keyLine, `${label()}: ${key} must be a single value`);
      continue;
    } else options[key as TargetOptionName] = value.value;
    lines[key as TargetOptionName] = keyLine;
  }
  return options;
}

/** A positioned node as plain data, each scalar as its text. */
function plainValue(node: PositionedNode): unknown {
  if (node.kind === 'scalar') return node.value;
  if (node.kind === 'sequence') return node.items.map(plainValue);
  return Object.fromEntries([...node.entries].map(([key, { value }]) => [key, plainValue(value)]));
}

/** The targets `names` asks for (all when none is named); an unknown name is an error that lists the known ones. */
export function selectTargets(file: TargetsFile, names: readonly string[]): Target[] {
  if (names.length === 0) return file.targets;
  const known = new Map(file.targets.map((target) => [target.name, target]));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    const suggestions = unknown.flatMap((name) => closestNames(name, [...known.keys()]));
    throw new UserError(`${file.file} has no target ${unknown.map((name) => `"${name}"`).join(', ')}`, {
      hint:
        suggestions.length > 0
          ? `did you mean ${suggestions.join(', ')}?`
          : `its targets are ${[...known.keys()].join(', ')}`,
    });
  }
  return names.map((name) => known.get(name)!);
}
