// The conventions of the local cluster's simulated workloads (test/cluster/README.md), for tests:
// which pod annotation makes kwok fail a pod on purpose, what the failure then looks like, and
// small workload manifests that use them.
import type { V1Deployment, V1Job, V1PodTemplateSpec, V1StatefulSet } from '@kubernetes/client-node';

/** The pod annotation kwok reads (test/cluster/controlPlane/kwok/stages/pod-failures.yaml); without it a pod runs and is Ready. */
export const simulateAnnotation = 'applyset-action.test/simulate';

/** The values of simulateAnnotation, each a way for a pod to go wrong. */
export const simulate = {
  /** Containers waiting in CrashLoopBackOff, restartCount growing every 2 s, last state terminated with exit code 1. */
  crashLoop: 'crash-loop',
  /** Containers waiting in ErrImagePull, then ImagePullBackOff about 1 s later; the pod stays Pending. */
  imagePullError: 'image-pull-error',
  /** Containers running, but the pod's Ready condition stays False. */
  neverReady: 'never-ready',
  /** The pod runs, then its containers exit with code 1 and the pod is Failed (for pods not restarted, as a Job's). */
  fail: 'fail',
} as const;

export type SimulatedFailure = (typeof simulate)[keyof typeof simulate];

/** What the failing containers report, for assertions on messages. */
export const simulatedTermination = {
  crashLoop: { exitCode: 1, reason: 'Error', message: 'simulated crash (applyset-action.test/simulate=crash-loop)' },
  fail: { exitCode: 1, reason: 'Error', message: 'simulated failure (applyset-action.test/simulate=fail)' },
} as const;

/** A nodeSelector no node matches: the scheduler leaves such pods Pending with PodScheduled=False, reason Unschedulable. */
export const unschedulableNodeSelector = { 'applyset-action.test/no-such-node': 'true' } as const;

/** The pod annotation whose value a crash-loop pod reports as its containers' last termination message. */
export const terminationMessageAnnotation = 'applyset-action.test/termination-message';

/** What to do wrong, if anything, in the pods of a workload manifest below. */
export interface PodBehaviour {
  simulate?: SimulatedFailure;
  unschedulable?: boolean;
  /** With simulate.crashLoop: the containers' last termination message (multi-line, like the tail of a log). */
  terminationMessage?: string;
}

/** Never pulled by kwok; a real cluster (E2E_KUBECONFIG) would need it. */
const image = 'registry.k8s.io/pause:3.10';

function podTemplate(app: string, behaviour: PodBehaviour, restartPolicy: 'Always' | 'Never'): V1PodTemplateSpec {
  return {
    metadata: {
      labels: { app },
      ...(behaviour.simulate
        ? {
            annotations: {
              [simulateAnnotation]: behaviour.simulate,
              ...(behaviour.terminationMessage ? { [terminationMessageAnnotation]: behaviour.terminationMessage } : {}),
            },
          }
        : {}),
    },
    spec: {
      restartPolicy,
      containers: [{ name: 'app', image }],
      ...(behaviour.unschedulable ? { nodeSelector: { ...unschedulableNodeSelector } } : {}),
    },
  };
}

export function deploymentManifest(name: string, replicas: number, behaviour: PodBehaviour = {}): V1Deployment {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name },
    spec: { replicas, selector: { matchLabels: { app: name } }, template: podTemplate(name, behaviour, 'Always') },
  };
}

export function statefulSetManifest(name: string, replicas: number, behaviour: PodBehaviour = {}): V1StatefulSet {
  return {
    apiVersion: 'apps/v1',
    kind: 'StatefulSet',
    metadata: { name },
    spec: {
      replicas,
      serviceName: name,
      selector: { matchLabels: { app: name } },
      template: podTemplate(name, behaviour, 'Always'),
    },
  };
}

/** A Job of one pod; backoffLimit 0 fails the Job on the first failed pod instead of after minutes of retries. */
export function jobManifest(name: string, behaviour: PodBehaviour = {}): V1Job {
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name },
    spec: { backoffLimit: 0, template: podTemplate(name, behaviour, 'Never') },
  };
}
