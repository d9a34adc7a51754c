import { describe, expect, it } from 'vitest';
import { WatchedSet } from '../../../src/health/watchedSet.ts';
import type { ResourceInfo } from '../../../src/kube/discovery.ts';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';

const CONFIG_MAPS: ResourceInfo = { group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps', namespaced: true };
const ref = { group: '', version: 'v1', kind: 'ConfigMap', namespace: 'ns', name: 'cm' };
const configMap = (uid: string): KubeObject => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm', namespace: 'ns', uid } });

describe('WatchedSet, waiting for a pruned object to be gone', () => {
  it('waits while the pruned object itself is still there', () => {
    const set = new WatchedSet([{ ref, info: CONFIG_MAPS, goal: 'gone', uid: 'old', key: 'cm' }]);
    set.list(set.watches[0]!, [configMap('old')]);
    expect(set.settled()).toBe(false);
  });

  it('counts it gone once an object re-created under its name is all that is left (another run applied it)', () => {
    const set = new WatchedSet([{ ref, info: CONFIG_MAPS, goal: 'gone', uid: 'old', key: 'cm' }]);
    set.list(set.watches[0]!, [configMap('new')]);
    expect(set.settled()).toBe(true);
  });
});
