// Which revision of a workload uses what, now and once an apply's rollout is done. The objects are
// shaped as the API server lists them; the e2e tests (test/e2e/health/pruneInUse.test.ts) check the
// same against the controllers of the local cluster.
import { describe, expect, it } from 'vitest';
import type { ListedObject } from '../../../src/kube/objectRequests.ts';
import {
  describeUse,
  namespaceUses,
  type NamespaceObjects,
  type UsersMoment,
} from '../../../src/plan/inUse/namespaceUsers.ts';

const owner = (kind: string, name: string, uid: string, apiVersion = 'apps/v1') => [
  { apiVersion, kind, name, uid, controller: true },
];
const specUsing = (config: string) => ({
  containers: [{ name: 'app' }],
  volumes: [{ name: 'c', configMap: { name: config } }],
});

/** The ReplicaSet of revision `n` of deployment `web`, running `config`, with `pods` pods. */
function revision(n: number, config: string, pods: number): { rs: ListedObject; pods: ListedObject[] } {
  const rs: ListedObject = {
    metadata: {
      name: `web-${n}`,
      uid: `rs-${n}`,
      annotations: { 'deployment.kubernetes.io/revision': String(n) },
      ownerReferences: owner('Deployment', 'web', 'deploy-web'),
    },
    spec: { template: { spec: specUsing(config) } },
  };
  const running = Array.from({ length: pods }, (_, i): ListedObject => ({
    metadata: {
      name: `web-${n}-${i}`,
      uid: `pod-${n}-${i}`,
      ownerReferences: owner('ReplicaSet', `web-${n}`, `rs-${n}`),
    },
    spec: specUsing(config),
    status: { phase: 'Running' },
  }));
  return { rs, pods: running };
}

const objects = (parts: Partial<NamespaceObjects>): NamespaceObjects => ({
  pods: [],
  replicaSets: [],
  controllerRevisions: [],
  cronJobs: [],
  ...parts,
});
const now: UsersMoment = { when: 'now', newRevisions: new Set(), pruned: new Set() };
const users = (uses: ReturnType<typeof namespaceUses>, key: string) => (uses.get(key) ?? []).map(describeUse);

describe('what uses an object in a namespace', () => {
  const one = revision(1, 'config-v1', 0);
  const two = revision(2, 'config-v2', 0);
  const three = revision(3, 'config-v3', 2);
  const history = objects({ replicaSets: [one.rs, two.rs, three.rs], pods: three.pods });

  it('counts the current revision, its pods first, and the previous one, but not older ones', () => {
    const uses = namespaceUses(history, now);
    expect(users(uses, 'ConfigMap/config-v3')).toEqual([
      'pod web-3-0 (deployment.apps/web)',
      'pod web-3-1 (deployment.apps/web)',
      'replicaset.apps/web-3 (deployment.apps/web)',
    ]);
    expect(users(uses, 'ConfigMap/config-v2')).toEqual([
      'replicaset.apps/web-2 (deployment.apps/web, previous revision)',
    ]);
    expect(users(uses, 'ConfigMap/config-v1')).toEqual([]);
  });

  it('after an apply that changes the template, sees the current revision as the previous one', () => {
    const uses = namespaceUses(history, { ...now, when: 'after-apply', newRevisions: new Set(['deploy-web']) });
    expect(users(uses, 'ConfigMap/config-v3')[0]).toBe(
      'pod web-3-0 (deployment.apps/web, the previous revision after this deploy)',
    );
    expect(users(uses, 'ConfigMap/config-v2')).toEqual([]);
  });

  it('after an apply, forgets the running pods of revisions the rollout replaces; now, still counts them', () => {
    const stuck = revision(1, 'config-v1', 2);
    const crashing = revision(2, 'config-v2', 1);
    const mid = objects({ replicaSets: [stuck.rs, crashing.rs], pods: [...stuck.pods, ...crashing.pods] });
    const after = { ...now, when: 'after-apply' as const, newRevisions: new Set(['deploy-web']) };
    expect(users(namespaceUses(mid, after), 'ConfigMap/config-v1')).toEqual([]);
    expect(users(namespaceUses(mid, now), 'ConfigMap/config-v1')[0]).toBe(
      'pod web-1-0 (deployment.apps/web, previous revision)',
    );
  });

  it('leaves out what the run prunes, and all it owns', () => {
    const uses = namespaceUses(history, { ...now, pruned: new Set(['deploy-web']) });
    expect(uses.size).toBe(0);
  });

  it('leaves out pods that have finished', () => {
    const done = { ...three.pods[0]!, status: { phase: 'Succeeded' } };
    const failed = { ...three.pods[1]!, status: { phase: 'Failed' } };
    expect(users(namespaceUses(objects({ pods: [done, failed] }), now), 'ConfigMap/config-v3')).toEqual([]);
  });

  it("reads a DaemonSet's revisions, and which its pods run from the hash they carry", () => {
    const controllerRevision = (n: number, hash: string, config: string): ListedObject => ({
      metadata: { name: `agent-${hash}`, uid: `cr-${n}`, ownerReferences: owner('DaemonSet', 'agent', 'ds-agent') },
      revision: n,
      data: { spec: { template: { spec: specUsing(config), $patch: 'replace' } } },
    });
    const pod: ListedObject = {
      metadata: {
        name: 'agent-x1',
        uid: 'pod-a',
        labels: { 'controller-revision-hash': 'aaa' },
        ownerReferences: owner('DaemonSet', 'agent', 'ds-agent'),
      },
      spec: specUsing('agent-v1'),
      status: { phase: 'Running' },
    };
    const uses = namespaceUses(
      objects({
        controllerRevisions: [controllerRevision(1, 'aaa', 'agent-v1'), controllerRevision(2, 'bbb', 'agent-v2')],
        pods: [pod],
      }),
      now,
    );
    expect(users(uses, 'ConfigMap/agent-v2')).toEqual(['controllerrevision.apps/agent-bbb (daemonset.apps/agent)']);
    // A pod the rollout has not replaced yet: of the previous revision.
    expect(users(uses, 'ConfigMap/agent-v1')).toEqual([
      'pod agent-x1 (daemonset.apps/agent, previous revision)',
      'controllerrevision.apps/agent-aaa (daemonset.apps/agent, previous revision)',
    ]);
  });

  it("counts CronJobs' job templates, and a Job's running pod", () => {
    const cronJob: ListedObject = {
      metadata: { name: 'report', uid: 'cj' },
      spec: { jobTemplate: { spec: { template: { spec: specUsing('report-settings') } } } },
    };
    const jobPod: ListedObject = {
      metadata: { name: 'migrate-abc', uid: 'p', ownerReferences: owner('Job', 'migrate', 'job-uid', 'batch/v1') },
      spec: specUsing('migration'),
      status: { phase: 'Running' },
    };
    const uses = namespaceUses(objects({ cronJobs: [cronJob], pods: [jobPod] }), now);
    expect(users(uses, 'ConfigMap/report-settings')).toEqual(['cronjob.batch/report']);
    expect(users(uses, 'ConfigMap/migration')).toEqual(['pod migrate-abc (job.batch/migrate)']);
  });
});
