// The ignore-differences rules: read once from the action's input, a targets entry or the CLI's file,
// and refused with every problem named (the input or the target's file:line, the rule, why) before
// anything is read from the cluster.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserErrors, describeError } from '../../../src/common/errors.ts';
import { parseFieldPath, unmatchedRules } from '../../../src/options/ignoreDifferences.ts';
import { parseCliArgs } from '../../../src/cli/parseCliArgs.ts';
import { readCliTargets } from '../../../src/cli/cliTargets.ts';
import type { RunCommand } from '../../../src/cli/runArgs.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { parseTargetsFile } from '../../../src/targets/targetsFile.ts';
import { targetOptions } from '../../../src/targets/targetOptions.ts';
import { runInputs } from '../cli/runInputs.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const parse = (rules: string, extra: Record<string, string> = {}) =>
  parseOptions({ manifests: 'a.yaml', applyset: 'x', 'ignore-differences': rules, ...extra }, '/', testEnvironment());

function problems(rules: string, extra: Record<string, string> = {}): string[] {
  try {
    parse(rules, extra);
  } catch (error) {
    return error instanceof UserErrors ? error.errors.map((e) => e.describe()) : [describeError(error)];
  }
  throw new Error('the rules were accepted');
}

describe('ignore-differences', () => {
  it("reads Argo CD's vocabulary into rules, pointers decoded, each naming where it is written", () => {
    const { ignoreDifferences } = parse(
      [
        '- group: apps',
        '  kind: Deployment',
        '  jsonPointers: [/spec/replicas, /metadata/annotations/example.com~1build]',
        '- kind: ConfigMap',
        '  name: settings',
        '  namespace: shop',
        '  managedFieldsManagers: [sidecar-injector]',
      ].join('\n'),
    );
    expect(ignoreDifferences).toEqual([
      {
        group: 'apps',
        kind: 'Deployment',
        name: undefined,
        namespace: undefined,
        jsonPointers: [
          ['spec', 'replicas'],
          ['metadata', 'annotations', 'example.com/build'],
        ],
        fieldPaths: [],
        managedFieldsManagers: [],
        where: 'ignore-differences rule 1',
      },
      {
        group: '',
        kind: 'ConfigMap',
        name: 'settings',
        namespace: 'shop',
        jsonPointers: [],
        fieldPaths: [],
        managedFieldsManagers: ['sidecar-injector'],
        where: 'ignore-differences rule 2',
      },
    ]);
    expect(parse('').ignoreDifferences).toEqual([]);
  });

  it('refuses every bad rule at once, naming the rule, its line and why', () => {
    expect(
      problems(
        [
          '- kind: Deployment',
          '  jsonPointers: [spec/replicas, /metadata/labels, /a~2b]',
          '- group: apps',
          '  jqPathExpressions: [.spec.replicas]',
          '- kind: Deployment',
          '  managedFieldsManagers: [applyset-action]',
          '  jsonPointer: [/spec/replicas]',
          '- kind: Service',
        ].join('\n'),
      ),
    ).toEqual([
      'ignore-differences rule 1 (line 1): jsonPointers "spec/replicas" must start with /',
      'ignore-differences rule 1 (line 1): jsonPointers "/metadata/labels" would ignore what names the object or makes it a member of the set (its name, namespace, kind or the applyset.kubernetes.io/part-of label). Point at a field below it, e.g. /metadata/annotations/example.com~1build',
      'ignore-differences rule 1 (line 1): jsonPointers "/a~2b" escapes ~ and / only as ~0 and ~1',
      'ignore-differences rule 2 (line 3): jqPathExpressions are not supported. Name the fields with jsonPointers (/spec/replicas) or by who owns them (managedFieldsManagers)',
      'ignore-differences rule 2 (line 3): has no kind. Name the kind as the manifests write it (Deployment), or * for every kind',
      'ignore-differences rule 3 (line 5): unknown key "jsonPointer". Did you mean jsonPointers?',
      "ignore-differences rule 3 (line 5): managedFieldsManagers names this run's own field manager applyset-action. It owns every field the manifests set, which would then never be applied",
      'ignore-differences rule 4 (line 8): ignores nothing. Give jsonPointers (/spec/replicas), fieldPaths (spec.replicas) or managedFieldsManagers (the manager whose fields to leave alone)',
    ]);
    expect(problems('kind: Deployment')).toEqual([
      'ignore-differences must be a YAML list of rules. E.g. "- group: apps, kind: Deployment, jsonPointers: [/spec/replicas]" as a YAML list, one mapping per rule',
    ]);
    expect(problems('- kind: [')).toEqual([expect.stringMatching(/^ignore-differences \(line 1\): YAML syntax error/)]);
  });

  it('is a key of a targets entry, written as a list; its problems name the file, the line and the target', () => {
    const file = parseTargetsFile(
      'applysets.yaml',
      [
        'targets:',
        '  - name: web',
        '    manifests: a.yaml',
        '    applyset: web',
        '    options:',
        '      ignore-differences:',
        '        - group: apps',
        '          kind: Deployment',
        '          jsonPointers: [/spec/replicas]',
        '  - name: api',
        '    manifests: a.yaml',
        '    applyset: api',
        '    options:',
        '      ignore-differences:',
        '        - kind: Deployment',
        '          jsonPointers: [spec/replicas]',
      ].join('\n'),
    );
    const cwd = mkdtempSync(join(tmpdir(), 'ignore-targets-'));
    writeFileSync(join(cwd, 'a.yaml'), '');
    expect(() => targetOptions(file, file.targets, {}, cwd, testEnvironment())).toThrow(
      'target "api" ignore-differences (applysets.yaml:14) rule 1: jsonPointers "spec/replicas" must start with /',
    );
    const [web] = targetOptions(file, file.targets.slice(0, 1), {}, cwd, testEnvironment());
    expect(web!.options.ignoreDifferences).toMatchObject([
      {
        group: 'apps',
        kind: 'Deployment',
        jsonPointers: [['spec', 'replicas']],
        where: 'target "web" ignore-differences (applysets.yaml:6) rule 1',
      },
    ]);
  });

  it('is read from the file --ignore-differences names, which names its rules; an unreadable file is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ignore-cli-'));
    const rules = join(dir, 'rules.yaml');
    writeFileSync(rules, '- group: apps\n  kind: Deployment\n  jsonPointers: [/spec/replicas]\n');
    const line = parseCliArgs([
      'preview',
      '--applyset',
      'x',
      '-f',
      'a.yaml',
      '--ignore-differences',
      rules,
    ]) as RunCommand;
    const {
      planned: [one],
    } = await readCliTargets(line, '/', { environment: testEnvironment(), variable: () => undefined });
    expect(one!.options.ignoreDifferences).toMatchObject([
      { kind: 'Deployment', where: `--ignore-differences ${rules} rule 1` },
    ]);
    writeFileSync(rules, '- {kind: Deployment}\n');
    await expect(
      readCliTargets(
        parseCliArgs(['preview', '--applyset', 'x', '-f', 'a.yaml', '--ignore-differences', rules]) as RunCommand,
        '/',
        { environment: testEnvironment(), variable: () => undefined },
      ),
    ).rejects.toThrow(`--ignore-differences ${rules} rule 1: ignores nothing`);
    expect(() =>
      runInputs(['preview', '--applyset', 'x', '-f', 'a.yaml', '--ignore-differences', join(dir, 'missing.yaml')]),
    ).toThrow(`cannot read the --ignore-differences file ${join(dir, 'missing.yaml')}`);
  });

  it('warns of a rule that is for no object of the set, with the group of a same-kind object', () => {
    const rules = parse(
      '- {kind: Deployment, jsonPointers: [/spec/replicas]}\n- {group: apps, kind: Deployment, name: api, jsonPointers: [/spec/replicas]}\n- {group: apps, kind: Deployment, name: web, jsonPointers: [/spec/replicas]}',
    ).ignoreDifferences;
    expect(unmatchedRules(rules, [{ group: 'apps', kind: 'Deployment', namespace: 'shop', name: 'web' }])).toEqual([
      'ignore-differences rule 1 is for no object of the set (kind Deployment in the core group); its Deployment objects are in group apps: did you mean group: apps?',
      'ignore-differences rule 2 is for no object of the set (kind Deployment in group apps, name api)',
    ]);
  });

  it("reads fieldPaths as the preview's changed paths write them, and refuses what is not one", () => {
    expect(parseFieldPath('spec.template.spec.containers[web].ports[containerPort=80].protocol')).toEqual([
      'spec',
      'template',
      'spec',
      'containers',
      { item: { name: 'web' } },
      'ports',
      { item: { containerPort: 80 } },
      'protocol',
    ]);
    expect(parseFieldPath('metadata.annotations["example.com/team"]')).toEqual([
      'metadata',
      'annotations',
      'example.com/team',
    ]);
    expect(parseFieldPath('spec.args[0]')).toEqual(['spec', 'args', { index: 0 }]);
    expect(problems(`- {kind: Deployment, fieldPaths: [spec..replicas, 'metadata["a\\x"]', metadata.name]}`)).toEqual([
      'ignore-differences rule 1: fieldPaths "spec..replicas" is not a path such as spec.template.spec.containers[web].image. Write it as the preview\'s changed paths do: spec.replicas, metadata.annotations["example.com/team"], spec.template.spec.containers[web].image',
      'ignore-differences rule 1: fieldPaths "metadata["a\\x"]" has a key that is not a JSON string: ["a\\x"]. Write it as the preview\'s changed paths do: spec.replicas, metadata.annotations["example.com/team"], spec.template.spec.containers[web].image',
      'ignore-differences rule 1: fieldPaths "metadata.name" would ignore what names the object or makes it a member of the set (its name, namespace, kind or the applyset.kubernetes.io/part-of label)',
    ]);
  });
});
