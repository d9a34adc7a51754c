import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';
import { selectorMatches } from '../../../src/health/labelSelector.ts';
import { podProblem } from '../../../src/health/podProblems.ts';
import { podRunStatus } from '../../../src/health/coreStatus.ts';
import { statusOf } from '../../../src/health/statusRules.ts';
import { NO_LOAD_BALANCER_ADDRESS } from '../../../src/health/coreStatus.ts';

function obj(
  apiVersion: string,
  kind: string,
  fields: { generation?: number; spec?: object; status?: object; deleting?: boolean } = {},
): KubeObject {
  return {
    apiVersion,
    kind,
    metadata: {
      name: 'x',
      generation: fields.generation ?? 1,
      ...(fields.deleting ? { deletionTimestamp: '2026-01-01T00:00:00Z' } : {}),
    },
    ...(fields.spec ? { spec: fields.spec } : {}),
    ...(fields.status ? { status: fields.status } : {}),
  };
}

const deployment = (status: object, spec: object = { replicas: 3 }) =>
  obj('apps/v1', 'Deployment', { spec, status: { observedGeneration: 1, ...status } });
const rolledOut = {
  replicas: 3,
  updatedReplicas: 3,
  readyReplicas: 3,
  availableReplicas: 3,
  conditions: [
    { type: 'Progressing', status: 'True', reason: 'NewReplicaSetAvailable' },
    { type: 'Available', status: 'True' },
  ],
};

describe('status rules (kstatus)', () => {
  it('holds a Pod that runs to its end (a Helm hook) as done only once it succeeded, and says why it failed', () => {
    const ready = { phase: 'Running', conditions: [{ type: 'Ready', status: 'True' }] };
    expect(statusOf(obj('v1', 'Pod', { status: ready })).status).toBe('current');
    expect(podRunStatus(obj('v1', 'Pod', { status: ready }))).toEqual({
      status: 'in progress',
      message: 'pod Running, not Succeeded yet',
    });
    expect(podRunStatus(obj('v1', 'Pod', { status: { phase: 'Succeeded' } })).status).toBe('current');
    const terminated = { exitCode: 2, reason: 'Error', message: 'migration 42 failed\nstack...' };
    expect(
      podRunStatus(
        obj('v1', 'Pod', {
          status: { phase: 'Failed', containerStatuses: [{ name: 'migrate', state: { terminated } }] },
        }),
      ),
    ).toEqual({
      status: 'failed',
      message: 'pod x container migrate: exit 2, Error: migration 42 failed (and 1 more line)',
      detail: 'pod x container migrate: its termination message:\nmigration 42 failed\nstack...',
    });
  });

  it('follows a Deployment through its rollout', () => {
    expect(statusOf(deployment({}))).toEqual({ status: 'in progress', message: '0/3 replicas created' });
    expect(statusOf(deployment({ ...rolledOut, updatedReplicas: 1 }))).toEqual({
      status: 'in progress',
      message: '1/3 replicas updated',
    });
    expect(statusOf(deployment({ ...rolledOut, replicas: 4 }))).toEqual({
      status: 'in progress',
      message: '1 old replicas pending termination',
    });
    expect(statusOf(deployment({ ...rolledOut, availableReplicas: 2 }))).toEqual({
      status: 'in progress',
      message: '2/3 replicas available',
    });
    expect(statusOf(deployment(rolledOut)).status).toBe('current');
    expect(statusOf(deployment({}, { replicas: 0 })).status).toBe('current');
  });

  it('fails a Deployment past its progress deadline, and waits while the controller has not seen the new spec', () => {
    const stuck = deployment({
      conditions: [
        {
          type: 'Progressing',
          status: 'False',
          reason: 'ProgressDeadlineExceeded',
          message: 'ReplicaSet "web-1" has timed out progressing.',
        },
      ],
    });
    expect(statusOf(stuck)).toEqual({
      status: 'failed',
      message: 'ProgressDeadlineExceeded: ReplicaSet "web-1" has timed out progressing.',
    });
    const unobserved = obj('apps/v1', 'Deployment', {
      generation: 3,
      spec: { replicas: 3 },
      status: { ...rolledOut, observedGeneration: 2 },
    });
    expect(statusOf(unobserved)).toEqual({
      status: 'in progress',
      message: 'generation 3 not yet observed (observed 2)',
    });
    expect(statusOf({ ...deployment(rolledOut), metadata: { name: 'x', deletionTimestamp: 'now' } })).toEqual({
      status: 'in progress',
      message: 'being deleted',
    });
  });

  it('reads StatefulSets, DaemonSets and ReplicaSets by their replica counts', () => {
    const sts = (status: object, spec: object = { replicas: 2 }) =>
      obj('apps/v1', 'StatefulSet', { spec, status: { observedGeneration: 1, ...status } });
    const full = {
      replicas: 2,
      readyReplicas: 2,
      currentReplicas: 2,
      updatedReplicas: 2,
      currentRevision: 'a',
      updateRevision: 'a',
    };
    expect(statusOf(sts(full)).status).toBe('current');
    expect(statusOf(sts({ ...full, updateRevision: 'b' }))).toEqual({
      status: 'in progress',
      message: 'rolling out revision b',
    });
    expect(statusOf(sts({ ...full, readyReplicas: 1 }))).toEqual({
      status: 'in progress',
      message: '1/2 replicas ready',
    });
    expect(statusOf(sts({}, { replicas: 2, updateStrategy: { type: 'OnDelete' } })).status).toBe('current');
    expect(
      statusOf(
        sts(
          { ...full, updatedReplicas: 0, updateRevision: 'b' },
          { replicas: 2, updateStrategy: { type: 'RollingUpdate', rollingUpdate: { partition: 1 } } },
        ),
      ),
    ).toEqual({
      status: 'in progress',
      message: '0/1 replicas updated (partition 1)',
    });
    const ds = obj('apps/v1', 'DaemonSet', {
      status: {
        observedGeneration: 1,
        desiredNumberScheduled: 3,
        currentNumberScheduled: 3,
        updatedNumberScheduled: 3,
        numberAvailable: 2,
        numberReady: 3,
      },
    });
    expect(statusOf(ds)).toEqual({ status: 'in progress', message: '2/3 pods available' });
    const rs = obj('apps/v1', 'ReplicaSet', {
      spec: { replicas: 1 },
      status: { observedGeneration: 1, replicas: 1, fullyLabeledReplicas: 1, availableReplicas: 1, readyReplicas: 1 },
    });
    expect(statusOf(rs).status).toBe('current');
  });

  it('reads Jobs, Pods, claims, Services, Namespaces and CRDs', () => {
    expect(
      statusOf(obj('batch/v1', 'Job', { status: { conditions: [{ type: 'Complete', status: 'True' }] } })).status,
    ).toBe('current');
    expect(statusOf(obj('batch/v1', 'Job', { status: { active: 1 } }))).toEqual({
      status: 'in progress',
      message: 'Job not complete yet (1 active, 0 succeeded, 0 failed)',
    });
    expect(
      statusOf(
        obj('batch/v1', 'Job', {
          status: {
            conditions: [
              {
                type: 'Failed',
                status: 'True',
                reason: 'BackoffLimitExceeded',
                message: 'Job has reached the specified backoff limit',
              },
            ],
          },
        }),
      ),
    ).toEqual({
      status: 'failed',
      message: 'Job failed: BackoffLimitExceeded: Job has reached the specified backoff limit',
    });
    expect(
      statusOf(obj('v1', 'Pod', { status: { phase: 'Running', conditions: [{ type: 'Ready', status: 'True' }] } }))
        .status,
    ).toBe('current');
    expect(
      statusOf(obj('v1', 'Pod', { status: { phase: 'Running', conditions: [{ type: 'Ready', status: 'False' }] } }))
        .status,
    ).toBe('in progress');
    expect(statusOf(obj('v1', 'PersistentVolumeClaim', { status: { phase: 'Pending' } }))).toEqual({
      status: 'in progress',
      message: 'not Bound (Pending)',
    });
    expect(statusOf(obj('v1', 'Service', { spec: { type: 'ClusterIP' } })).status).toBe('current');
    expect(
      statusOf(obj('v1', 'Service', { spec: { type: 'LoadBalancer' }, status: { loadBalancer: {} } })).status,
    ).toBe('in progress');
    // kstatus's rule: the cluster IP makes it current; the missing external address is a note.
    expect(
      statusOf(
        obj('v1', 'Service', { spec: { type: 'LoadBalancer', clusterIP: '10.96.0.9' }, status: { loadBalancer: {} } }),
      ),
    ).toEqual({ status: 'current', message: NO_LOAD_BALANCER_ADDRESS });
    expect(
      statusOf(
        obj('v1', 'Service', {
          spec: { type: 'LoadBalancer' },
          status: { loadBalancer: { ingress: [{ ip: '10.0.0.1' }] } },
        }),
      ),
    ).toEqual({ status: 'current', message: '' });
    expect(statusOf(obj('v1', 'Namespace', { status: { phase: 'Terminating' } })).status).toBe('in progress');
    expect(
      statusOf(
        obj('apiextensions.k8s.io/v1', 'CustomResourceDefinition', {
          status: { conditions: [{ type: 'Established', status: 'True' }] },
        }),
      ).status,
    ).toBe('current');
  });

  it('reads any other kind through Ready, Reconciling and Stalled; without conditions it is current', () => {
    const custom = (conditions: object[]) => obj('example.com/v1', 'Widget', { status: { conditions } });
    expect(statusOf(obj('example.com/v1', 'Widget')).status).toBe('current');
    expect(statusOf(obj('v1', 'ConfigMap')).status).toBe('current');
    expect(statusOf(custom([{ type: 'Ready', status: 'False', reason: 'Waiting', message: 'no capacity' }]))).toEqual({
      status: 'in progress',
      message: 'Ready is False (Waiting: no capacity)',
    });
    expect(statusOf(custom([{ type: 'Ready', status: 'True' }])).status).toBe('current');
    expect(statusOf(custom([{ type: 'Reconciling', status: 'True', message: 'working' }]))).toEqual({
      status: 'in progress',
      message: 'Reconciling: working',
    });
    expect(
      statusOf(
        custom([
          { type: 'Ready', status: 'False' },
          { type: 'Stalled', status: 'True', reason: 'Quota' },
        ]),
      ),
    ).toEqual({ status: 'failed', message: 'Stalled: Quota' });
  });

  it('keeps 4 KiB of a status message, however long the controller (or whoever may write the status) made it', () => {
    const custom = (conditions: object[]) => obj('example.com/v1', 'Widget', { status: { conditions } });
    const waiting = statusOf(
      custom([{ type: 'Ready', status: 'False', reason: 'Waiting', message: 'w'.repeat(1_000_000) }]),
    );
    expect(waiting.message).toMatch(/^Ready is False \(Waiting: w{4000,}… \(\d+ more characters not shown\)$/);
    expect(waiting.message.length).toBeLessThan(4200);
    const stalled = statusOf(
      custom([{ type: 'Stalled', status: 'True', reason: 'Quota', message: 's'.repeat(1_000_000) }]),
    );
    expect(stalled.status).toBe('failed');
    expect(stalled.message.length).toBeLessThan(4200);
  });
});

describe('pod problems that waiting does not mend', () => {
  const pod = (status: object) => ({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'web-1' }, status });

  it('names the container, the reason and its last words', () => {
    const crashing = pod({
      containerStatuses: [
        {
          name: 'app',
          state: { waiting: { reason: 'CrashLoopBackOff', message: 'back-off 10s' } },
          lastState: { terminated: { exitCode: 2, message: 'no config' } },
        },
      ],
    });
    expect(podProblem(crashing)).toEqual({ message: 'pod web-1 container app: CrashLoopBackOff (exit 2: no config)' });
    const oomKilled = pod({
      containerStatuses: [
        {
          name: 'app',
          state: { waiting: { reason: 'CrashLoopBackOff' } },
          lastState: { terminated: { exitCode: 137, reason: 'OOMKilled' } },
        },
      ],
    });
    expect(podProblem(oomKilled)).toEqual({
      message: 'pod web-1 container app: CrashLoopBackOff (exit 137, OOMKilled)',
    });
    const pulling = pod({
      initContainerStatuses: [
        { name: 'init', state: { waiting: { reason: 'ImagePullBackOff', message: 'Back-off pulling image "nope"' } } },
      ],
    });
    expect(podProblem(pulling)).toEqual({
      message: 'pod web-1 container init: ImagePullBackOff (Back-off pulling image "nope")',
    });
    const unschedulable = pod({
      conditions: [
        { type: 'PodScheduled', status: 'False', reason: 'Unschedulable', message: '0/3 nodes are available' },
      ],
    });
    expect(podProblem(unschedulable)).toEqual({ message: 'pod web-1: Unschedulable (0/3 nodes are available)' });
    // Its claims not bound yet: the scheduler tries again once they are (a StatefulSet's first pod, a volume provisioned).
    const binding = pod({
      conditions: [
        {
          type: 'PodScheduled',
          status: 'False',
          reason: 'Unschedulable',
          message:
            '0/1 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: 0/1 nodes are available',
        },
      ],
    });
    expect(podProblem(binding)).toBeUndefined();
    expect(
      podProblem(pod({ containerStatuses: [{ name: 'app', state: { waiting: { reason: 'ContainerCreating' } } }] })),
    ).toBeUndefined();
  });

  it('quotes only the first line of a termination message, cut to 200 characters, and keeps the rest for the log', () => {
    const crashLog = [
      'panic: cannot reach the database',
      'DATABASE_URL=postgres://app:hunter2@db:5432/prod',
      '\tat main.go:12',
    ].join('\n');
    const crashed = (message: string) =>
      pod({
        containerStatuses: [
          {
            name: 'app',
            state: { waiting: { reason: 'CrashLoopBackOff' } },
            lastState: { terminated: { exitCode: 2, reason: 'Error', message } },
          },
        ],
      });

    const problem = podProblem(crashed(crashLog));
    expect(problem?.message).toBe(
      'pod web-1 container app: CrashLoopBackOff (exit 2, Error: panic: cannot reach the database (and 2 more lines))',
    );
    expect(problem?.detail).toBe(`pod web-1 container app: its last termination message:\n${crashLog}`);

    const long = `fatal: ${'x'.repeat(300)}`;
    expect(podProblem(crashed(long))?.message).toBe(
      `pod web-1 container app: CrashLoopBackOff (exit 2, Error: ${long.slice(0, 200)}…)`,
    );
    expect(podProblem(crashed(long))?.detail).toContain(long);
  });

  it('matches pods to a workload by its selector', () => {
    expect(selectorMatches({ matchLabels: { app: 'web' } }, { app: 'web', 'pod-template-hash': 'x' })).toBe(true);
    expect(selectorMatches({ matchLabels: { app: 'web' } }, { app: 'api' })).toBe(false);
    expect(
      selectorMatches({ matchExpressions: [{ key: 'tier', operator: 'In', values: ['a', 'b'] }] }, { tier: 'b' }),
    ).toBe(true);
    expect(selectorMatches({ matchExpressions: [{ key: 'tier', operator: 'DoesNotExist' }] }, { tier: 'b' })).toBe(
      false,
    );
    expect(selectorMatches({}, { app: 'web' })).toBe(false);
  });
});
