import { describe, expect, it } from 'vitest';
import { changedPaths } from '../../../src/plan/changedPaths.ts';

const deployment = (containers: unknown[], extra: Record<string, unknown> = {}) => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', ...extra },
  spec: { replicas: 2, template: { spec: { containers } } },
});

describe('changedPaths', () => {
  it('names a list item by its name, wherever it moved in the list', () => {
    const before = deployment([
      { name: 'sidecar', image: 'proxy:1' },
      { name: 'web', image: 'web:1' },
    ]);
    const after = deployment([
      { name: 'web', image: 'web:2' },
      { name: 'sidecar', image: 'proxy:1' },
    ]);
    expect(changedPaths(before, after)).toEqual(['spec.template.spec.containers[web].image']);
  });

  it('names added and removed items, fields and map keys whole, keys in sorted order as the diff shows them', () => {
    const before = deployment([{ name: 'web', image: 'web:1', env: [{ name: 'OLD', value: '1' }] }]);
    const after = deployment(
      [{ name: 'web', image: 'web:1', env: [{ name: 'NEW', value: '2' }], ports: [{ containerPort: 80 }] }],
      { labels: { tier: 'front' } },
    );
    expect(changedPaths(before, after)).toEqual([
      'metadata.labels',
      'spec.template.spec.containers[web].env[NEW]',
      'spec.template.spec.containers[web].env[OLD]',
      'spec.template.spec.containers[web].ports',
    ]);
  });

  it('keys a list by another merge key when its items have no name', () => {
    const mounts = (path: string) =>
      deployment([
        { name: 'web', volumeMounts: [{ mountPath: '/data', readOnly: path === '/data' }, { mountPath: '/cache' }] },
      ]);
    expect(changedPaths(mounts('/data'), mounts('/other'))).toEqual([
      'spec.template.spec.containers[web].volumeMounts[mountPath=/data].readOnly',
    ]);
  });

  it('names items of a list without a merge key by index while its length holds, else the list', () => {
    const args = (list: string[]) => deployment([{ name: 'web', args: list }]);
    expect(changedPaths(args(['--a', '--b']), args(['--a', '--c']))).toEqual([
      'spec.template.spec.containers[web].args[1]',
    ]);
    expect(changedPaths(args(['--a']), args(['--a', '--c']))).toEqual(['spec.template.spec.containers[web].args']);
  });

  it('does not key a list by a name two items share', () => {
    const dup = (image: string) =>
      deployment([
        { name: 'web', image },
        { name: 'web', image: 'x' },
      ]);
    expect(changedPaths(dup('a'), dup('b'))).toEqual(['spec.template.spec.containers[0].image']);
  });

  it('quotes keys that are not plain words', () => {
    const data = (value: string) => ({ data: { 'config.yaml': value, 'a b': value, LOG_LEVEL: 'info' } });
    expect(changedPaths(data('1'), data('2'))).toEqual(['data["a b"]', 'data["config.yaml"]']);
  });

  it('finds nothing in equal objects', () => {
    expect(changedPaths(deployment([{ name: 'web' }]), deployment([{ name: 'web' }]))).toEqual([]);
  });
});
