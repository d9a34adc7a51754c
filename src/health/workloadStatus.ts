import type { KubeObject } from '../kube/kubeObject.ts';
import {
  conditionOf,
  CURRENT,
  describeCondition,
  failed,
  inProgress,
  numberAt,
  stringAt,
  type ObjectStatus,
} from './objectStatus.ts';

// The rules kstatus documents for the built-in workloads, in its order: first the replicas the
// controller has created, then those updated to the latest template, then the available or ready ones.

export function deploymentStatus(deployment: KubeObject): ObjectStatus {
  const progressing = conditionOf(deployment, 'Progressing');
  if (progressing?.reason === 'ProgressDeadlineExceeded')
    return failed(`ProgressDeadlineExceeded: ${progressing.message ?? 'the rollout made no progress'}`);
  const wanted = numberAt(deployment, 'spec', 'replicas', 1);
  const replicas = numberAt(deployment, 'status', 'replicas');
  const updated = numberAt(deployment, 'status', 'updatedReplicas');
  const available = numberAt(deployment, 'status', 'availableReplicas');
  const ready = numberAt(deployment, 'status', 'readyReplicas');
  if (replicas < wanted) return inProgress(`${replicas}/${wanted} replicas created`);
  if (updated < wanted) return inProgress(`${updated}/${wanted} replicas updated`);
  if (replicas > wanted) return inProgress(`${replicas - wanted} old replicas pending termination`);
  if (available < wanted) return inProgress(`${available}/${wanted} replicas available`);
  if (ready < wanted) return inProgress(`${ready}/${wanted} replicas ready`);
  // A rollout is over once the new ReplicaSet is available (Progressing True for that reason) and the Deployment Available.
  if (
    wanted > 0 &&
    progressing &&
    !(progressing.status === 'True' && progressing.reason === 'NewReplicaSetAvailable')
  ) {
    return inProgress(`new ReplicaSet not yet available${progressing.message ? ` (${progressing.message})` : ''}`);
  }
  const availableCondition = conditionOf(deployment, 'Available');
  if (wanted > 0 && availableCondition && availableCondition.status !== 'True')
    return inProgress(`not Available (${describeCondition(availableCondition)})`);
  return CURRENT;
}

export function statefulSetStatus(set: KubeObject): ObjectStatus {
  const strategy = (
    set.spec as { updateStrategy?: { type?: string; rollingUpdate?: { partition?: number } } } | undefined
  )?.updateStrategy;
  // Pods of an OnDelete StatefulSet change only when someone deletes them: nothing to wait for.
  if (strategy?.type === 'OnDelete') return CURRENT;
  const wanted = numberAt(set, 'spec', 'replicas', 1);
  const replicas = numberAt(set, 'status', 'replicas');
  const ready = numberAt(set, 'status', 'readyReplicas');
  const current = numberAt(set, 'status', 'currentReplicas');
  const updated = numberAt(set, 'status', 'updatedReplicas');
  const partition = strategy?.rollingUpdate?.partition ?? 0;
  if (replicas < wanted) return inProgress(`${replicas}/${wanted} replicas created`);
  if (ready < wanted) return inProgress(`${ready}/${wanted} replicas ready`);
  if (partition > 0) {
    // A partitioned rollout updates only the ordinals from the partition up.
    const toUpdate = Math.max(0, wanted - partition);
    return updated < toUpdate
      ? inProgress(`${updated}/${toUpdate} replicas updated (partition ${partition})`)
      : CURRENT;
  }
  if (current < wanted) return inProgress(`${current}/${wanted} replicas at the current revision`);
  const currentRevision = stringAt(set, 'status', 'currentRevision');
  if (currentRevision !== stringAt(set, 'status', 'updateRevision'))
    return inProgress(`rolling out revision ${stringAt(set, 'status', 'updateRevision')}`);
  return CURRENT;
}

export function daemonSetStatus(set: KubeObject): ObjectStatus {
  const desired = numberAt(set, 'status', 'desiredNumberScheduled');
  const scheduled = numberAt(set, 'status', 'currentNumberScheduled');
  const updated = numberAt(set, 'status', 'updatedNumberScheduled');
  const available = numberAt(set, 'status', 'numberAvailable');
  const ready = numberAt(set, 'status', 'numberReady');
  if (scheduled < desired) return inProgress(`${scheduled}/${desired} pods scheduled`);
  if (updated < desired) return inProgress(`${updated}/${desired} pods updated`);
  if (available < desired) return inProgress(`${available}/${desired} pods available`);
  if (ready < desired) return inProgress(`${ready}/${desired} pods ready`);
  return CURRENT;
}

export function replicaSetStatus(set: KubeObject): ObjectStatus {
  const failure = conditionOf(set, 'ReplicaFailure');
  if (failure?.status === 'True') return inProgress(`ReplicaFailure: ${describeCondition(failure)}`);
  const wanted = numberAt(set, 'spec', 'replicas', 1);
  const labelled = numberAt(set, 'status', 'fullyLabeledReplicas');
  const available = numberAt(set, 'status', 'availableReplicas');
  const ready = numberAt(set, 'status', 'readyReplicas');
  const replicas = numberAt(set, 'status', 'replicas');
  if (labelled < wanted) return inProgress(`${labelled}/${wanted} replicas labelled`);
  if (available < wanted) return inProgress(`${available}/${wanted} replicas available`);
  if (ready < wanted) return inProgress(`${ready}/${wanted} replicas ready`);
  if (replicas > wanted) return inProgress(`${replicas - wanted} replicas pending termination`);
  return CURRENT;
}
