import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reachedKustomizations } from '../../../src/manifests/kustomizationTree.ts';
import { remoteReferences } from '../../../src/manifests/remoteReferences.ts';
import { fixtureTree } from './fixtureTree.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(() => Promise.all(cleanups.splice(0).map((cleanup) => cleanup())));

async function referencesIn(files: Record<string, string>, dir = 'overlay'): Promise<unknown> {
  const { root, remove } = await fixtureTree(files);
  cleanups.push(remove);
  return remoteReferences(
    await reachedKustomizations(
      path.join(root, dir),
      dir,
      { real: [root], shown: 'the workspace' },
      { file: `${dir}/kustomization.yaml`, line: 1 },
    ),
  );
}

describe('the remote references of a kustomization', () => {
  it('finds URLs and repositories in every field whose files kustomize loads, and nothing local', async () => {
    const kustomization = [
      'resources: [local.yaml, "https://a.example/r.yaml", "github.com/acme/base//k8s?ref=v1", "git@github.com:acme/base.git"]',
      'bases: ["git::https://b.example/base.git"]',
      'components: ["ssh://c.example/component"]',
      'crds: ["http://127.0.0.1:8080/crd.json", crd.json]',
      'configurations: ["https://d.example/config.yaml"]',
      'generators: ["https://e.example/generator.yaml"]',
      'transformers: ["https://f.example/transformer.yaml", "apiVersion: builtin\\nkind: LabelTransformer\\n"]',
      'validators: ["https://g.example/validator.yaml"]',
      'patchesStrategicMerge: ["http://localhost/psm.yaml", "apiVersion: v1\\nkind: ConfigMap\\n"]',
      'patches: [{path: "http://localhost:1/patch.yaml"}, {path: patch.yaml}, {patch: "- op: remove"}]',
      'patchesJson6902: [{path: "https://h.example/json.yaml"}]',
      'replacements: [{path: "https://i.example/replacement.yaml"}]',
      'openapi: {path: "https://j.example/schema.json"}',
      'configMapGenerator: [{name: a, files: ["key=http://127.0.0.1/f", "local.txt", "https://k.example/g"], envs: ["http://[::1]/e.env"]}]',
      'secretGenerator: [{name: b, env: "https://l.example/s.env", files: [secret.txt]}]',
    ].join('\n');

    expect(await referencesIn({ 'overlay/kustomization.yaml': kustomization })).toEqual([
      {
        file: 'overlay/kustomization.yaml',
        references: [
          'https://a.example/r.yaml',
          'github.com/acme/base//k8s?ref=v1',
          'git@github.com:acme/base.git',
          'git::https://b.example/base.git',
          'ssh://c.example/component',
          'https://e.example/generator.yaml',
          'https://f.example/transformer.yaml',
          'https://g.example/validator.yaml',
          'http://127.0.0.1:8080/crd.json',
          'https://d.example/config.yaml',
          'http://localhost/psm.yaml',
          'http://localhost:1/patch.yaml',
          'https://h.example/json.yaml',
          'https://i.example/replacement.yaml',
          'https://j.example/schema.json',
          'http://127.0.0.1/f',
          'https://k.example/g',
          'http://[::1]/e.env',
          'https://l.example/s.env',
        ],
      },
    ]);
  });

  it('follows local bases and components into their kustomizations, once each, wherever they are', async () => {
    expect(
      await referencesIn({
        'overlay/kustomization.yaml': 'resources: [../base, app.yaml]\ncomponents: [../component]\n',
        'base/kustomization.yml': 'resources: [../component, "https://base.example/r.yaml"]\n',
        'component/Kustomization': 'patches: [{path: "http://127.0.0.1:9000/p.yaml"}]\nresources: [../overlay]\n',
      }),
    ).toEqual([
      { file: 'base/kustomization.yml', references: ['https://base.example/r.yaml'] },
      { file: 'component/Kustomization', references: ['http://127.0.0.1:9000/p.yaml'] },
    ]);
  });

  it('finds none in a kustomization that is missing, empty or not YAML: kustomize reports those', async () => {
    expect(await referencesIn({ 'overlay/kustomization.yaml': 'resources: [../missing]\n' })).toEqual([]);
    expect(await referencesIn({ 'overlay/kustomization.yaml': '' })).toEqual([]);
    expect(await referencesIn({ 'overlay/kustomization.yaml': 'resources: [\n' })).toEqual([]);
  });
});
