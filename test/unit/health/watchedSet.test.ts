import { describe, expect, it } from 'vitest';
import { WatchedSet } from '../../../src/health/watchedSet.ts';
import type { ResourceInfo } from '../../../src/kube/discovery.ts';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';

const CONFIG_MAPS: ResourceInfo = {
  group: '',
  version: 'v1',
  kind: 'ConfigMap',
  resource: 'configmaps',
  namespaced: true,
};
const ref = { group: '', version: 'v1', kind: 'ConfigMap', namespace: 'ns', name: 'cm' };
const configMap = (uid: string): KubeObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'cm', namespace: 'ns', uid },
});

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

describe('WatchedSet, the pods of Deployments in one namespace', () => {
  const DEPLOYMENTS: ResourceInfo = {
    group: 'apps',
    version: 'v1',
    kind: 'Deployment',
    resource: 'deployments',
    namespaced: true,
  };
  const deployment = (name: string): KubeObject => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: {
      name,
      namespace: 'ns',
      uid: `uid-${name}`,
      generation: 1,
      annotations: { 'deployment.kubernetes.io/revision': '1' },
    },
    spec: { replicas: 1, selector: { matchLabels: { app: name } } },
    status: {
      observedGeneration: 1,
      replicas: 1,
      updatedReplicas: 0,
      conditions: [{ type: 'Progressing', status: 'True', reason: 'ReplicaSetUpdated' }],
    },
  });
  const replicaSet = (owner: string): KubeObject => ({
    apiVersion: 'apps/v1',
    kind: 'ReplicaSet',
    metadata: {
      name: `${owner}-h`,
      namespace: 'ns',
      labels: { app: owner, 'pod-template-hash': `h-${owner}` },
      annotations: { 'deployment.kubernetes.io/revision': '1' },
      ownerReferences: [{ apiVersion: 'apps/v1', kind: 'Deployment', name: owner, uid: `uid-${owner}` }],
    },
  });
  const crashingPod = (owner: string): KubeObject => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: `${owner}-h-1`, namespace: 'ns', labels: { app: owner, 'pod-template-hash': `h-${owner}` } },
    status: {
      phase: 'Running',
      containerStatuses: [{ name: 'app', state: { waiting: { reason: 'CrashLoopBackOff' } } }],
    },
  });
  const target = (name: string) => ({
    ref: { group: 'apps', version: 'v1', kind: 'Deployment', namespace: 'ns', name },
    info: DEPLOYMENTS,
    goal: 'current' as const,
    key: name,
  });

  it('fails the Deployment whose pod crashes, once its new ReplicaSet is known, and only that one', () => {
    const set = new WatchedSet([target('web'), target('api')]);
    const watch = (role: string) => set.watches.find((w) => w.role === role)!;
    set.list(watch('members'), [deployment('web'), deployment('api')]);
    set.list(watch('replicasets'), []);
    set.list(watch('pods'), []);
    // The pod first: which revision it belongs to is not known until its ReplicaSet is.
    expect(set.event(watch('pods'), 'ADDED', crashingPod('web'))).toEqual([]);
    const changed = set.event(watch('replicasets'), 'ADDED', replicaSet('web'));
    expect(changed.map((c) => [c.target.key, c.status.status, c.status.message])).toEqual([
      ['web', 'failed', 'pod web-h-1 container app: CrashLoopBackOff'],
    ]);
    // The other Deployment's ReplicaSet and pod concern it alone.
    set.event(watch('replicasets'), 'ADDED', replicaSet('api'));
    expect(set.pending().map((p) => [p.target.key, p.status.status])).toEqual([
      ['web', 'failed'],
      ['api', 'in progress'],
    ]);
  });
});

describe('WatchedSet, waiting for a Helm hook Job that may be deleted once it ends', () => {
  const JOBS: ResourceInfo = { group: 'batch', version: 'v1', kind: 'Job', resource: 'jobs', namespaced: true };
  const job = { group: 'batch', version: 'v1', kind: 'Job', namespace: 'ns', name: 'create' };
  const whenGone = { status: 'current' as const, message: 'deleted before its end was seen' };

  it('takes it as ended when a LIST no longer finds it (its ttlSecondsAfterFinished deleted it)', () => {
    const set = new WatchedSet([{ ref: job, info: JOBS, goal: 'current', key: 'create', whenGone }]);
    const changes = set.list(set.watches[0]!, []);
    expect(set.settled()).toBe(true);
    expect(changes.map((change) => change.status)).toEqual([whenGone]);
  });

  it('waits for a member that is not there yet, as before', () => {
    const set = new WatchedSet([{ ref: job, info: JOBS, goal: 'current', key: 'create' }]);
    set.list(set.watches[0]!, []);
    expect(set.settled()).toBe(false);
  });
});
