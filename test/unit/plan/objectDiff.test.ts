import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';
import {
  adoptionDiff,
  compactListed,
  compareObjects,
  expandListed,
  keepOwnershipOnly,
} from '../../../src/plan/objectDiff.ts';

const configMap = (data: Record<string, string>, extra: Partial<KubeObject['metadata']> = {}): KubeObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: {
    name: 'app',
    namespace: 'shop',
    uid: 'u1',
    resourceVersion: '7',
    creationTimestamp: '2026-01-01T00:00:00Z',
    ...extra,
  },
  data,
});

describe('compareObjects', () => {
  it('ignores fields the server owns', () => {
    const live = configMap({ a: '1' }, { resourceVersion: '7', generation: 3 });
    const planned = configMap({ a: '1' }, { resourceVersion: '9', generation: 4, uid: 'u1' });
    expect(compareObjects(live, planned)).toEqual({ changed: false });
  });

  it('shows a changed field as a unified diff line pair', () => {
    const result = compareObjects(configMap({ a: '1', b: 'same' }), configMap({ a: '2', b: 'same' }));
    expect(result.changed).toBe(true);
    if (!result.changed) return;
    expect(result.diff).toContain("-  a: '1'");
    expect(result.diff).toContain("+  a: '2'");
    expect(result.ownershipOnly).toBe(false);
    expect(result.paths).toEqual(['data.a']);
  });

  it('leaves the ignored fields out of both sides: an object that differs only there is unchanged, and they never show in a diff', () => {
    const live = configMap({ a: '1', replicas: '5' });
    expect(compareObjects(live, configMap({ a: '1', replicas: '2' }), [['data', 'replicas']])).toEqual({
      changed: false,
    });
    const result = compareObjects(live, configMap({ a: '2', replicas: '2' }), [['data', 'replicas']]);
    expect(result.changed && result.paths).toEqual(['data.a']);
    expect(result.changed && result.diff).not.toContain('replicas');
  });

  it('leaves ownership of the ignored fields out too: letting go of one is no change', () => {
    const owning = (fields: object, others = false) =>
      configMap(
        { level: 'debug', other: 'x' },
        {
          managedFields: [
            {
              manager: 'applyset-action',
              operation: 'Apply',
              fieldsV1: { 'f:data': { ...fields, 'f:other': {} } },
              time: 'x',
            },
            ...(others
              ? [{ manager: 'log-operator', operation: 'Update', fieldsV1: { 'f:data': { 'f:level': {} } }, time: 'y' }]
              : []),
          ],
        },
      );
    const live = owning({ 'f:level': {} }, true);
    const planned = owning({}, true);
    expect(compareObjects(live, planned, [['data', 'level']])).toEqual({ changed: false });
    expect(compareObjects(live, planned)).toMatchObject({ changed: true, ownershipOnly: true });
    expect(
      compareObjects(live, owning({}, false), [['data', 'level']]),
      'an entry left owning nothing counts as gone',
    ).toEqual({ changed: false });
  });

  it('reports a change of field ownership without content change', () => {
    const owned = (manager: string) =>
      configMap(
        { a: '1' },
        { managedFields: [{ manager, operation: 'Apply', fieldsV1: { 'f:data': {} }, time: 'x' }] },
      );
    const result = compareObjects(owned('kubectl'), owned('applyset-action'));
    expect(result).toEqual({ changed: true, diff: '', paths: [], ownershipOnly: true });
  });

  it('compares a listed object whose managedFields were let go as it compared the whole object, whatever order the server wrote their keys in', () => {
    const owned = (manager: string, fieldsV1: Record<string, unknown>) =>
      configMap({ a: '1' }, { managedFields: [{ manager, operation: 'Apply', fieldsV1, time: 'x' }] });
    const fields = { 'f:data': { 'f:a': {} }, 'f:metadata': { 'f:labels': { 'f:x': {} } } };
    const reordered = { 'f:metadata': { 'f:labels': { 'f:x': {} } }, 'f:data': { 'f:a': {} } };
    const live = owned('applyset-action', fields);
    keepOwnershipOnly(live);
    expect(live.metadata.managedFields).toBeUndefined();
    // The plan compares a copy of the listed object (members.ts), which shares its metadata.
    expect(compareObjects({ ...live, kind: 'ConfigMap' }, owned('applyset-action', reordered))).toEqual({
      changed: false,
    });
    const other = owned('applyset-action', fields);
    keepOwnershipOnly(other);
    expect(compareObjects(other, owned('kubectl', fields))).toEqual({
      changed: true,
      diff: '',
      paths: [],
      ownershipOnly: true,
    });
    const fewer = owned('applyset-action', fields);
    keepOwnershipOnly(fewer);
    expect(compareObjects(fewer, owned('applyset-action', { 'f:data': { 'f:a': {} } }))).toMatchObject({
      changed: true,
      ownershipOnly: true,
    });
  });

  it('compares a listed object held as text as it would the object: its fields in their order, its ownership kept', () => {
    const owned = (manager: string, fieldsV1: Record<string, unknown>) =>
      configMap({ a: '1' }, { managedFields: [{ manager, operation: 'Apply', fieldsV1, time: 'x' }] });
    const fields = { 'f:data': { 'f:a': {} }, 'f:metadata': { 'f:labels': { 'f:x': {} } } };
    // A list item: no apiVersion nor kind, given back beside it as members.ts does, after its own fields.
    const listed = () => {
      const { apiVersion: _apiVersion, kind: _kind, ...item } = owned('applyset-action', fields);
      keepOwnershipOnly(item as KubeObject);
      return item;
    };
    const whole = { ...listed(), apiVersion: 'v1', kind: 'ConfigMap' } as KubeObject;
    const held = { ...compactListed(listed()), apiVersion: 'v1', kind: 'ConfigMap' } as KubeObject;
    expect(held).toEqual({ metadata: whole.metadata, apiVersion: 'v1', kind: 'ConfigMap' });
    const expanded = expandListed(held);
    expect(JSON.stringify(expanded)).toBe(JSON.stringify(whole));
    expect(compareObjects(expanded, owned('applyset-action', fields))).toEqual({ changed: false });
    expect(compareObjects(expanded, owned('kubectl', fields))).toEqual(compareObjects(whole, owned('kubectl', fields)));
    expect(expandListed(whole)).toBe(whole);
  });

  it('never shows Secret values, only which keys changed', () => {
    const secret = (data: Record<string, string>): KubeObject => ({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's', namespace: 'shop' },
      data,
    });
    const live = secret({ password: 'b2xkLXNlY3JldA==', user: 'YWRtaW4=' });
    const planned = secret({ password: 'bmV3LXNlY3JldA==', user: 'YWRtaW4=', token: 'dG9rZW4=' });
    const result = compareObjects(live, planned);
    expect(result.changed).toBe(true);
    if (!result.changed) return;
    for (const value of ['b2xkLXNlY3JldA==', 'bmV3LXNlY3JldA==', 'YWRtaW4=', 'dG9rZW4='])
      expect(result.diff).not.toContain(value);
    expect(result.diff).toContain("-  password: '*** (before)'");
    expect(result.diff).toContain("+  password: '*** (after)'");
    expect(result.diff).toContain("+  token: '*** (after)'");
    expect(result.diff).not.toMatch(/^[-+]\s+user:/m);
    expect(result.paths).toEqual(['data.password', 'data.token']);
  });

  it('masks the last-applied annotation of a Secret, which copies its data', () => {
    const withAnnotation = (value: string): KubeObject => ({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: {
        name: 's',
        annotations: { 'kubectl.kubernetes.io/last-applied-configuration': `{"data":{"k":"${value}"}}` },
      },
      data: { k: value },
    });
    const result = compareObjects(withAnnotation('c2VjcmV0MQ=='), withAnnotation('c2VjcmV0Mg=='));
    expect(result.changed && result.diff).not.toMatch(/c2VjcmV0/);
  });
});

describe('adoptionDiff', () => {
  it("shows an existing object's manifest as added lines only, a Secret's values masked", () => {
    const diff = adoptionDiff({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's', namespace: 'shop' },
      stringData: { password: 'from-the-pr' },
    });
    expect(diff.split('\n').slice(0, 2)).toEqual(['--- live (not shown)', '+++ manifest']);
    expect(diff).toContain("+  password: '*** (after)'");
    expect(diff).not.toContain('from-the-pr');
    expect(diff).not.toMatch(/^-(?!-- )/m);
  });
});

it("lets a listed object's managedFields go without turning its metadata into a dictionary (some 450 bytes more each)", async () => {
  const objectDiff = JSON.stringify(new URL('../../../src/plan/objectDiff.ts', import.meta.url).pathname);
  // V8 tells an object's mode only to a process started with natives syntax; the item is parsed as a LIST's page is.
  const script = `
    const { keepOwnershipOnly } = await import(${objectDiff});
    const item = JSON.parse(JSON.stringify({ metadata: { name: 'web', namespace: 'shop', uid: 'u1', resourceVersion: '7', labels: { app: 'web' },
      managedFields: [{ manager: 'applyset-action', operation: 'Apply', fieldsV1: { 'f:data': {} } }] }, data: { a: '1' } }));
    keepOwnershipOnly(item);
    process.stdout.write(JSON.stringify({ fast: %HasFastProperties(item.metadata), fields: Object.keys(item.metadata) }));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--allow-natives-syntax',
    '--input-type=module',
    '-e',
    script,
  ]);
  expect(JSON.parse(stdout)).toEqual({ fast: true, fields: ['name', 'namespace', 'uid', 'resourceVersion', 'labels'] });
}, 30_000);
