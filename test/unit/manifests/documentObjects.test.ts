import { describe, expect, it } from 'vitest';
import { documentObjects } from '../../../src/manifests/documentObjects.ts';
import type { SourceLocation } from '../../../src/kube/manifestObject.ts';

const at = (line: number): SourceLocation => ({ file: 'app.yaml', line });

function configMap(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, ...extra } };
}

function problems(value: unknown): string[] {
  return documentObjects({ value, source: at(3), itemSources: [] }).errors.map((error) => error.describe());
}

describe('documentObjects', () => {
  it('returns a valid object unchanged, with its source', () => {
    const value = { ...configMap('app'), data: { key: 'value' } };
    const { objects, errors } = documentObjects({ value, source: at(3), itemSources: [] });
    expect(errors).toEqual([]);
    expect(objects).toEqual([{ object: value, source: at(3) }]);
    expect(objects[0]!.object).toBe(value);
  });

  it('flattens a List, each item at its own line', () => {
    const value = { apiVersion: 'v1', kind: 'List', items: [configMap('a'), configMap('b')] };
    const { objects } = documentObjects({ value, source: at(1), itemSources: [at(5), at(9)] });
    expect(objects.map((object) => [object.object.metadata.name, object.source.line])).toEqual([
      ['a', 5],
      ['b', 9],
    ]);
  });

  it('flattens typed Lists such as ConfigMapList, and nested Lists at the nested List line', () => {
    const nested = { apiVersion: 'v1', kind: 'List', items: [configMap('c')] };
    const value = { apiVersion: 'v1', kind: 'ConfigMapList', items: [configMap('a'), nested] };
    const { objects } = documentObjects({ value, source: at(1), itemSources: [at(4), at(8)] });
    expect(objects.map((object) => [object.object.metadata.name, object.source.line])).toEqual([
      ['a', 4],
      ['c', 8],
    ]);
  });

  it('uses the List line for items whose line is unknown, and treats a List without items as empty', () => {
    const value = { apiVersion: 'v1', kind: 'List', items: [configMap('a')] };
    expect(documentObjects({ value, source: at(7), itemSources: [] }).objects[0]!.source).toEqual(at(7));
    expect(documentObjects({ value: { apiVersion: 'v1', kind: 'List' }, source: at(1), itemSources: [] })).toEqual({
      objects: [],
      errors: [],
    });
  });

  it('does not treat a kind ending in List without an items array as a List', () => {
    const value = { apiVersion: 'example.com/v1', kind: 'AllowList', metadata: { name: 'x' }, spec: {} };
    expect(documentObjects({ value, source: at(1), itemSources: [] }).objects).toHaveLength(1);
  });

  it('collects every problem of every item', () => {
    const value = {
      apiVersion: 'v1',
      kind: 'List',
      items: [
        { kind: 'ConfigMap', metadata: { name: 'a' } },
        'text',
        configMap('ok'),
        { apiVersion: 'v1', metadata: {} },
      ],
    };
    const { objects, errors } = documentObjects({ value, source: at(1), itemSources: [at(2), at(3), at(4), at(5)] });
    expect(objects.map((object) => object.object.metadata.name)).toEqual(['ok']);
    expect(errors.map((error) => `${error.source?.line}: ${error.message}`)).toEqual([
      '2: object has no apiVersion',
      '3: expected a Kubernetes object (a mapping with apiVersion, kind and metadata), found a string',
      '5: object has no kind',
      '5: object has no metadata.name',
    ]);
  });

  it('refuses documents that are sequences or scalars, saying what to write instead', () => {
    expect(problems([configMap('a')])).toEqual([
      expect.stringMatching(/^app\.yaml:3: expected a Kubernetes object .* found a sequence\. .*kind: List/),
    ]);
    expect(problems(42)).toEqual([expect.stringContaining('found a number (42)')]);
  });

  it('refuses generateName, explaining why', () => {
    expect(problems({ apiVersion: 'v1', kind: 'Pod', metadata: { generateName: 'job-' } })).toEqual([
      expect.stringMatching(/^app\.yaml:3: metadata\.generateName is not supported.*Set metadata\.name/),
    ]);
  });

  it('refuses a name YAML read as a number, suggesting quotes', () => {
    expect(problems({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 123 } })).toEqual([
      expect.stringMatching(/metadata\.name must be a string, found a number \(123\)\. Quote the name/),
    ]);
  });

  it('names the object and each label or annotation that is not a string', () => {
    const value = configMap('app', {
      labels: { version: 1, enabled: true, tier: 'web', empty: null },
      annotations: ['a'],
    });
    expect(problems(value)).toEqual([
      expect.stringMatching(
        /^app\.yaml:3: configmap\/app: label `version` must be a string, found a number \(1\)\. Quote/,
      ),
      expect.stringContaining('label `enabled` must be a string, found a boolean (true)'),
      expect.stringContaining('label `empty` must be a string, found null. Write an empty string'),
      expect.stringContaining('metadata.annotations must be a mapping of strings, found a sequence'),
    ]);
  });

  it('names the group in the object reference', () => {
    const value = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', labels: { a: 1 } } };
    expect(problems(value)).toEqual([expect.stringContaining('deployment.apps/web: label `a`')]);
  });

  it('refuses apiVersion and kind that are not strings', () => {
    expect(problems({ apiVersion: 1, kind: ['x'], metadata: { name: 'a' } })).toEqual([
      expect.stringContaining('apiVersion must be a string, found a number (1)'),
      expect.stringContaining('kind must be a string, found a sequence'),
    ]);
  });

  it('refuses .inf and .nan, which JSON cannot carry, naming the field', () => {
    const value = { ...configMap('app'), spec: { ratios: [1, Infinity] } };
    expect(problems(value)).toEqual([expect.stringContaining('configmap/app: spec.ratios[1] is .inf or .nan')]);
  });
});
