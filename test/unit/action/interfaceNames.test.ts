// The interface settled before v1 (issue 33): action.yml is the one list of inputs and outputs, and
// docs/action.md's tables and the CLI's flags are checked against it. An input the CLI also takes
// has the flag's name, but for the three named here with why; an input the CLI has no use for says why.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { MODE_NAMES } from '../../../src/action/modes/registry.ts';
import { COMMANDS } from '../../../src/cli/registry.ts';
import type { InputTier } from '../../../src/options/inputSpec.ts';
import { ENGINE_INPUTS, INPUT_TABLE, TARGET_OPTIONS } from '../../../src/options/inputTable.ts';
import { parseTargetsFile, TARGET_KEYS } from '../../../src/targets/targetsFile.ts';
import { lineInRepository, repositoryWorkflows } from '../../workflows/repositoryWorkflows.ts';
import { actionSteps, workflowOf } from '../../workflows/act/userWorkflows.ts';

interface ActionMetadata {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
}
const root = resolve(import.meta.dirname, '../../..');
const action = yaml.load(readFileSync(resolve(root, 'action.yml'), 'utf8'), {
  schema: yaml.FAILSAFE_SCHEMA,
}) as ActionMetadata;
const actionText = readFileSync(resolve(root, 'action.yml'), 'utf8');
const docs = readFileSync(resolve(root, 'docs/action.md'), 'utf8');

/** An input whose flags have other names: a list input against a repeatable flag, kubectl's `-f`, a YAML input as the flags of its keys. */
const FLAGS_OF: Record<string, string[]> = {
  manifests: ['file'],
  images: ['image'],
  'only-targets': ['only-target'],
  helm: ['helm-release', 'helm-values', 'helm-set', 'helm-tests'],
};
/** Inputs the CLI has no flag for, and why. */
const ACTION_ONLY: Record<string, string> = {
  mode: 'the CLI names the command instead',
  comment: 'the CLI prints its report; it comments nowhere',
  'allow-remote-bases': 'the CLI runs what its user trusts; only pull-request events are isolated',
  title: 'the headline of a comment and a job summary',
  'github-token': 'GitHub access',
  'github-app-slug': 'GitHub access',
  'on-unreviewed-changes': "a deploy compared with its pull request's comment",
  'deployment-environment': 'GitHub deployments',
  'deployment-url': 'GitHub deployments',
  'fail-on-finding': "the CLI's exit code says it (2 for drift, 1 for a leak)",
  'label-pull-request': 'pull request labels',
  'changed-only': "the CLI's --changed-since <ref> names the base itself",
  'review-key': "a review signed for the deploy to compare with, on a pull request's comment",
  'targets-per-job': "a matrix of jobs is a workflow's; the CLI runs every target in one process",
  'plan-documents': 'a matrix of jobs reporting in one comment; the CLI prints its report',
};

const cliFlags = new Set(Object.values(COMMANDS).flatMap((command) => Object.keys(command.flags)));

/** The first column of the markdown table under `heading`, each name once per row (`a`, `b` rows give both). */
function tableNames(heading: string): string[] {
  const section = docs.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!));
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
      if (input in ACTION_ONLY)
        expect(cliFlags.has(input), `${input} is action-only, yet a flag has its name`).toBe(false);
      else
        for (const flag of FLAGS_OF[input] ?? [input])
          expect(cliFlags.has(flag), `no CLI flag --${flag} for the input ${input}`).toBe(true);
    }
    for (const input of [...Object.keys(FLAGS_OF), ...Object.keys(ACTION_ONLY)])
      expect(Object.keys(action.inputs), input).toContain(input);
  });
});

/** Each input action.yml declares, with the tier its comment (`# Prune guards.`) puts it in. */
function actionTiers(): Map<string, string> {
  const tiers = new Map<string, string>();
  let tier = '';
  for (const line of actionText.slice(0, actionText.indexOf('\noutputs:')).split('\n')) {
    const comment = /^ {2}# ([A-Z][a-z ]+)\./.exec(line);
    if (comment) tier = comment[1]!.replace(/ sets these first$/, '');
    const input = /^ {2}([a-z][a-z-]*):$/.exec(line);
    if (input) tiers.set(input[1]!, tier);
  }
  return tiers;
}

/** Each row of docs/action.md's tables of inputs: its tier (the table's heading) and its Default cell. */
function docsRows(): Map<string, { tier: string; default: string }> {
  const rows = new Map<string, { tier: string; default: string }>();
  const section = docs.split('\n## Inputs\n')[1]?.split('\n## ')[0] ?? '';
  for (const part of section.split('\n### ').slice(1)) {
    const [tier = '', ...lines] = part.split('\n');
    for (const line of lines.filter((l) => l.startsWith('| `'))) {
      const [, name = '', cell = ''] = line.split(/(?<!\\)\|/).map((c) => c.trim());
      rows.set(name.replaceAll('`', ''), { tier, default: cell });
    }
  }
  return rows;
}

// The input table (src/options/inputTable.ts) is the engine's inputs' one home; action.yml and the docs are written
// for their readers, and held to it here: adding an input is its entry, its declaration and its row.
describe('the input table', () => {
  const table: Record<string, { tier?: InputTier; default?: string }> = INPUT_TABLE;

  it('puts each input the action passes on in the tier action.yml declares it in', () => {
    const tiers = actionTiers();
    expect(new Set(tiers.values())).toEqual(new Set<InputTier>(['Every workflow', 'Prune guards', 'Advanced']));
    expect(Object.fromEntries(ENGINE_INPUTS.map((name) => [name, tiers.get(name)]))).toEqual(
      Object.fromEntries(ENGINE_INPUTS.map((name) => [name, table[name]!.tier])),
    );
  });

  it("has docs/action.md list each input in its tier's table, its Default the table's", () => {
    const rows = docsRows();
    for (const name of ENGINE_INPUTS) {
      const { tier, default: value } = table[name]!;
      expect(rows.get(name)?.tier, `${name}'s table in docs/action.md`).toBe(tier);
      // A default is written as the input takes it; an input without one says in words what it is left to.
      if (value) expect(rows.get(name)?.default, `${name}'s default in docs/action.md`).toBe(`\`${value}\``);
      else expect(rows.get(name)?.default, `${name} has no default`).not.toMatch(/^`[^`]*`$/);
    }
  });

  it('has docs/targets.md name every input a target may set under options:, and no other', () => {
    const targets = readFileSync(resolve(root, 'docs/targets.md'), 'utf8');
    const sentence = targets.slice(
      targets.indexOf('A target may set'),
      targets.indexOf("every other input is the step's"),
    );
    const named = [...sentence.matchAll(/`([a-z][a-z-]*)`/g)].map((match) => match[1]!);
    expect(named.sort()).toEqual([...TARGET_OPTIONS].sort());
  });
});

/*
 * Every name the docs give a user to type exists: the inputs of the action's steps and of prose
 * (`the x input`), every `mode: x`, every flag after a CLI command, and every targets file's keys.
 */
const DOC_FILES = ['README.md', ...listFiles('docs', '.md'), ...listFiles('examples', '')];
const texts = DOC_FILES.map((file) => ({ file, text: readFileSync(resolve(root, file), 'utf8') }));

function listFiles(dir: string, suffix: string): string[] {
  return readdirSync(resolve(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** `file:line` of each match of `pattern` (global) in the docs, with its first group. */
function namedIn(pattern: RegExp): { where: string; name: string; match: RegExpExecArray }[] {
  return texts.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((match) => ({
      where: `${file}:${text.slice(0, match.index).split('\n').length}`,
      name: match[1]!,
      match,
    })),
  );
}

/** kubectl's spellings the CLI takes as its own (src/cli/kubectlHabits.ts). */
const HABITS = new Set(['server-side', 'kustomize']);

describe('the names the docs give', () => {
  const inputs = new Set(Object.keys(action.inputs));

  it('are inputs of action.yml, in every step that uses the action and wherever the prose says "the x input"', () => {
    const steps = repositoryWorkflows()
      .filter(({ file }) => !file.startsWith('.github/'))
      .flatMap((found) =>
        actionSteps(workflowOf(lineInRepository(found, 1), 'workflow.yml', found.text)).map(({ step }) => ({
          where: found.file,
          keys: Object.keys(step.with ?? {}),
        })),
      );
    expect(steps.length).toBeGreaterThan(5);
    expect(
      steps.flatMap(({ where, keys }) => keys.filter((key) => !inputs.has(key)).map((key) => `${where}: ${key}`)),
    ).toEqual([]);
    // "the `x` input", and the CLI's table of names: "`x` (...) is `--flag`".
    const prose = namedIn(/`([a-z][a-z-]*)`(?: input\b| (?:\([^)]*\) )?is `--)/g).filter(
      ({ name }) => !inputs.has(name),
    );
    expect(prose.map(({ where, name }) => `${where}: ${name}`)).toEqual([]);
  });

  it('are modes the action has, wherever `mode: x` is written', () => {
    // `skipped`: the `mode` output's value for a step that ran nothing.
    const modes = new Set<string>([...MODE_NAMES, 'auto', 'skipped']);
    // In code (`mode: drift`) or YAML (a step's `mode:` line), not prose ("Destroy mode: the ...").
    const unknown = namedIn(/(?:`|^[ \t]*)mode:\s*['"]?([a-z][a-z-]*)/gm).filter(({ name }) => !modes.has(name));
    expect(unknown.map(({ where, name }) => `${where}: mode ${name}`)).toEqual([]);
  });

  it('are flags of the command they follow, in every command line shown', () => {
    const lines = namedIn(/(?:applyset-action|node dist\/cli\/index\.js|npm run cli --) ([a-z]+)\b([^`\n]*)/g);
    expect(lines.length).toBeGreaterThan(20);
    const wrong = lines.flatMap(({ where, name, match }) => {
      const spec = (COMMANDS as Record<string, { flags: Record<string, unknown> }>)[name];
      if (!spec) return [];
      return [...match[2]!.matchAll(/(?:^|[\s[(])--(?:no-)?([a-z][a-z-]*)/g)]
        .map((flag) => flag[1]!)
        .filter((flag) => !(flag in spec.flags) && !HABITS.has(flag) && flag !== 'help' && flag !== 'version')
        .map((flag) => `${where}: ${name} --${flag}`);
    });
    expect(wrong).toEqual([]);
  });

  it('are keys of a targets file, in every targets file shown', () => {
    const blocks = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/```ya?ml\n(targets:\n[\s\S]*?)```/g)].map((match) => ({ file, text: match[1]! })),
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const { file, text } of blocks) expect(() => parseTargetsFile(file, text), file).not.toThrow();
    const keys = new Set<string>(TARGET_KEYS);
    const prose = namedIn(/target's own `([a-z][a-z-]*):`/g).filter(({ name }) => !keys.has(name));
    expect(prose.map(({ where, name }) => `${where}: ${name}`)).toEqual([]);
  });
});
