// What the ignore-differences rules make of a member: the fields left out of (or kept at their live
// values in) what is applied, as server-side apply's field ownership decides, and the fields owned by
// named managers, found in metadata.managedFields as the API server writes it (FieldsV1).
import { describe, expect, it } from 'vitest';
import { parseIgnoreDifferences } from '../../../src/options/ignoreDifferences.ts';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';
import { removeFields, valueAt } from '../../../src/plan/fieldLocations.ts';
import { ignoreFields } from '../../../src/plan/ignoredFields.ts';
import { fieldsOwnedBy } from '../../../src/plan/managedFieldPaths.ts';

const rules = (text: string) => parseIgnoreDifferences(text, 'ignore-differences', 'applyset-action', []);

function deployment(replicas: number, annotations: Record<string, string>, image = 'web:1'): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'shop', annotations },
    spec: {
      replicas,
      template: {
        spec: {
          containers: [
            { name: 'web', image },
            { name: 'log', image: 'log:1' },
          ],
        },
      },
    },
  };
}

/** The live Deployment, with the managedFields entries given (manager, operation, FieldsV1). */
function live(object: KubeObject, entries: [string, string, unknown][]): KubeObject {
  return {
    ...object,
    metadata: {
      ...object.metadata,
      managedFields: entries.map(([manager, operation, fieldsV1]) => ({
        manager,
        operation,
        fieldsType: 'FieldsV1',
        fieldsV1,
      })),
    },
  };
}

const OURS = {
  'f:metadata': { 'f:annotations': { 'f:example.com/note': {} } },
  'f:spec': {
    'f:template': { 'f:spec': { 'f:containers': { 'k:{"name":"web"}': { '.': {}, 'f:name': {}, 'f:image': {} } } } },
  },
};
const SCALE = { 'f:spec': { 'f:replicas': {} } };
const INJECTOR = {
  'f:metadata': { 'f:annotations': { 'f:example.com/sidecar': {} } },
  'f:spec': {
    'f:template': { 'f:spec': { 'f:containers': { 'k:{"name":"log"}': { '.': {}, 'f:name': {}, 'f:image': {} } } } },
  },
};

describe('fields by path', () => {
  it('removes keys, list items by index or by their key fields, each item once, and nothing where a path leads nowhere', () => {
    const object = deployment(2, { a: '1', 'x/y': '2' });
    removeFields(object, [
      ['metadata', 'annotations', 'x/y'],
      ['spec', 'template', 'spec', 'containers', '0'],
      ['spec', 'template', 'spec', 'containers', { item: { name: 'web' } }],
      ['spec', 'nothing', 'here'],
    ]);
    expect(object.metadata.annotations).toEqual({ a: '1' });
    expect(valueAt(object, ['spec', 'template', 'spec', 'containers'])).toEqual([{ name: 'log', image: 'log:1' }]);
  });

  it('leaves no mapping emptied by the removal behind (applied, an empty mapping claims the mapping), and keeps one that still holds keys', () => {
    const config: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'settings', namespace: 'shop' },
      data: { level: 'info' },
    };
    const current = live({ ...config, data: { level: 'debug' } }, [
      ['log-operator', 'Update', { 'f:data': { 'f:level': {} } }],
    ]);
    const ignored = ignoreFields(
      config,
      current,
      rules('- {kind: ConfigMap, jsonPointers: [/data/level]}'),
      'applyset-action',
    );
    expect(ignored.object).not.toHaveProperty('data');
    expect(
      ignoreFields(
        { ...config, data: { level: 'info', other: 'x' } },
        current,
        rules('- {kind: ConfigMap, jsonPointers: [/data/level]}'),
        'applyset-action',
      ).object.data,
    ).toEqual({ other: 'x' });
  });

  it('finds the fields a manager owns, leaving out the key fields that name a list item', () => {
    const object = live(deployment(5, {}), [
      ['sidecar-injector', 'Update', INJECTOR],
      ['kube-controller-manager', 'Update', SCALE],
    ]);
    expect(fieldsOwnedBy(object, ['sidecar-injector'])).toEqual([
      ['metadata', 'annotations', 'example.com/sidecar'],
      ['spec', 'template', 'spec', 'containers', { item: { name: 'log' } }, 'image'],
    ]);
  });
});

describe('ignoreFields', () => {
  const entries: [string, string, unknown][] = [
    ['applyset-action', 'Apply', OURS],
    ['kube-controller-manager', 'Update', SCALE],
    ['sidecar-injector', 'Update', INJECTOR],
  ];

  it('leaves out of the apply what another manager owns and the manifest does not set, so that its value stands, and counts the differences', () => {
    const current = live(deployment(5, { 'example.com/note': 'a', 'example.com/sidecar': 'v2' }, 'web:1'), entries);
    // The manifest sets neither the injector's annotation nor its container.
    const manifest = deployment(2, { 'example.com/note': 'a' }, 'web:2');
    removeFields(manifest, [['spec', 'template', 'spec', 'containers', { item: { name: 'log' } }]]);
    const ignored = ignoreFields(
      manifest,
      current,
      rules(
        '- {group: apps, kind: Deployment, jsonPointers: [/spec/replicas]}\n- {group: apps, kind: Deployment, managedFieldsManagers: [sidecar-injector]}',
      ),
      'applyset-action',
    );
    expect(ignored.object.spec).toEqual({ template: { spec: { containers: [{ name: 'web', image: 'web:2' }] } } });
    expect(ignored.object.metadata.annotations).toEqual({ 'example.com/note': 'a' });
    expect(ignored.differences).toBe(1);
    expect(ignored.rules).toEqual(['ignore-differences rule 1']);
    expect(manifest.spec, 'the manifest itself is left as it is').toMatchObject({ replicas: 2 });
  });

  it("hides no change to a field the manifest sets under a manager's name, which anyone may write; a path the rule names is ignored whoever wrote it", () => {
    // A namespace writer patched the image and the injector's annotation as `sidecar-injector`.
    const spoofed = {
      'f:metadata': { 'f:annotations': { 'f:example.com/sidecar': {} } },
      'f:spec': { 'f:template': { 'f:spec': { 'f:containers': { 'k:{"name":"web"}': { 'f:image': {} } } } } },
    };
    const current = live(deployment(2, { 'example.com/note': 'a', 'example.com/sidecar': 'evil' }, 'evil:1'), [
      ['applyset-action', 'Apply', OURS],
      ['sidecar-injector', 'Update', spoofed],
    ]);
    const manifest = deployment(2, { 'example.com/note': 'a', 'example.com/sidecar': 'v1' }, 'web:2');
    const byManager = ignoreFields(
      manifest,
      current,
      rules('- {group: apps, kind: Deployment, managedFieldsManagers: [sidecar-injector]}'),
      'applyset-action',
    );
    expect(byManager.object).toEqual(manifest);
    expect(byManager.differences).toBe(0);
    const named = ignoreFields(
      manifest,
      current,
      rules(
        '- {group: apps, kind: Deployment, managedFieldsManagers: [sidecar-injector], jsonPointers: [/metadata/annotations/example.com~1sidecar]}',
      ),
      'applyset-action',
    );
    expect(named.object.metadata.annotations).toEqual({ 'example.com/note': 'a' });
    expect(named.object.spec).toMatchObject({
      template: {
        spec: {
          containers: [
            { name: 'web', image: 'web:2' },
            { name: 'log', image: 'log:1' },
          ],
        },
      },
    });
    expect(named.differences).toBe(1);
  });

  it("applies the live value of a field this run's manager alone owns: left out, the API server would delete it", () => {
    const current = live(deployment(5, { 'example.com/note': 'a' }), entries);
    const ignored = ignoreFields(
      deployment(5, { 'example.com/note': 'b' }),
      current,
      rules('- {group: apps, kind: Deployment, jsonPointers: [/metadata/annotations/example.com~1note]}'),
      'applyset-action',
    );
    expect(ignored.object.metadata.annotations).toEqual({ 'example.com/note': 'a' });
    expect(ignored.differences).toBe(1);
    const {
      metadata: { annotations: _gone, ...metadata },
      ...rest
    } = deployment(5, {});
    const dropped = ignoreFields(
      { ...rest, metadata },
      current,
      rules('- {group: apps, kind: Deployment, jsonPointers: [/metadata/annotations/example.com~1note]}'),
      'applyset-action',
    );
    expect(dropped.object.metadata.annotations, 'kept when the manifest no longer sets it, too').toEqual({
      'example.com/note': 'a',
    });
    expect(dropped.differences).toBe(1);
  });

  it('leaves out a field it owns with another manager: the other keeps it', () => {
    const shared = live(deployment(5, {}), [
      ['applyset-action', 'Apply', SCALE],
      ['kube-controller-manager', 'Update', SCALE],
    ]);
    const ignored = ignoreFields(
      deployment(5, {}),
      shared,
      rules('- {group: apps, kind: Deployment, jsonPointers: [/spec/replicas]}'),
      'applyset-action',
    );
    expect(ignored.object.spec).not.toHaveProperty('replicas');
    expect(ignored.differences, 'the same value is no difference').toBe(0);
  });

  it('applies a new object as the manifest writes it: there is no live value to keep', () => {
    const manifest = deployment(2, {});
    const ignored = ignoreFields(
      manifest,
      undefined,
      rules('- {group: apps, kind: Deployment, jsonPointers: [/spec/replicas]}'),
      'applyset-action',
    );
    expect(ignored.object).toBe(manifest);
    expect(ignored.paths).toEqual([['spec', 'replicas']]);
    expect(ignored.differences).toBe(0);
  });
});
