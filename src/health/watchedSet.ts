import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { formatGroupKind, formatRef, type ObjectRef } from '../kube/objectRef.ts';
import { selectorMatches, type LabelSelector } from './labelSelector.ts';
import { failed, inProgress, type ObjectStatus } from './objectStatus.ts';
import { isPodGone, podProblem } from './podProblems.ts';
import { statusOf } from './statusRules.ts';

/** What the wait wants of an object: current (applied) or gone (pruned). */
export type Goal = 'current' | 'gone';

export interface WaitTarget<T> {
  ref: ObjectRef;
  info: ResourceInfo;
  goal: Goal;
  /** The caller's handle (a plan entry). */
  key: T;
}

/** Kinds whose pods the wait looks at, to fail a rollout fast instead of at the timeout. */
const WORKLOADS = new Set(['Deployment.apps', 'StatefulSet.apps', 'DaemonSet.apps', 'ReplicaSet.apps', 'Job.batch']);

export const POD_RESOURCE: ResourceInfo = { group: '', version: 'v1', kind: 'Pod', resource: 'pods', namespaced: true };

/** One LIST+WATCH: a resource in a namespace ('' for cluster-scoped kinds). */
export interface WatchKey {
  id: string;
  info: ResourceInfo;
  namespace: string;
  /** Pods of workloads are watched without the ApplySet's selector: they do not carry its label. */
  pods: boolean;
}

export interface TargetStatus<T> {
  target: WaitTarget<T>;
  status: ObjectStatus;
}

interface TargetState<T> {
  target: WaitTarget<T>;
  live: KubeObject | undefined;
  status: ObjectStatus;
}

/**
 * What the watches have shown of the objects waited for, and their status by it. The watches
 * feed it lists and events; it answers which targets changed status, so that the wait records
 * and logs only those. Nothing here sends a request.
 */
export class WatchedSet<T> {
  private readonly states = new Map<string, TargetState<T>[]>();
  private readonly listed = new Set<string>();
  /** Pods by namespace, then name, of the namespaces with workloads. */
  private readonly pods = new Map<string, Map<string, KubeObject>>();
  private readonly workloadsIn = new Map<string, TargetState<T>[]>();
  readonly watches: WatchKey[] = [];
  /** Targets not current: kept as statuses change, as the wait asks after every event. */
  private unsettled = 0;

  constructor(targets: WaitTarget<T>[]) {
    const keys = new Map<string, WatchKey>();
    for (const target of targets) {
      const namespace = target.info.namespaced ? target.ref.namespace : '';
      const id = `${target.info.group}/${target.info.resource}/${namespace}`;
      if (!keys.has(id)) keys.set(id, { id, info: target.info, namespace, pods: false });
      const state: TargetState<T> = { target, live: undefined, status: inProgress('not listed yet') };
      this.unsettled++;
      const byName = `${id}/${target.ref.name}`;
      this.states.set(byName, [...(this.states.get(byName) ?? []), state]);
      if (target.goal === 'current' && WORKLOADS.has(formatGroupKind(target.ref))) {
        this.workloadsIn.set(namespace, [...(this.workloadsIn.get(namespace) ?? []), state]);
      }
    }
    for (const namespace of this.workloadsIn.keys()) {
      const id = `pods-of-workloads/${namespace}`;
      keys.set(id, { id, info: POD_RESOURCE, namespace, pods: true });
      this.pods.set(namespace, new Map());
    }
    this.watches.push(...keys.values());
  }

  /** A watch's (re)list: every object it matches now. Returns the targets whose status changed. */
  list(watch: WatchKey, objects: KubeObject[]): TargetStatus<T>[] {
    this.listed.add(watch.id);
    if (watch.pods) {
      this.pods.set(watch.namespace, new Map(objects.map((pod) => [pod.metadata.name ?? '', pod])));
      return this.reevaluate(this.workloadsIn.get(watch.namespace) ?? []);
    }
    const byName = new Map(objects.map((object) => [object.metadata.name ?? '', object]));
    const touched: TargetState<T>[] = [];
    for (const [key, states] of this.states) {
      if (!key.startsWith(`${watch.id}/`)) continue;
      for (const state of states) {
        state.live = byName.get(state.target.ref.name);
        touched.push(state);
      }
    }
    return this.reevaluate(touched);
  }

  /** One watch event. Returns the targets whose status changed. */
  event(watch: WatchKey, type: 'ADDED' | 'MODIFIED' | 'DELETED', object: KubeObject): TargetStatus<T>[] {
    const name = object.metadata.name ?? '';
    if (watch.pods) {
      const pods = this.pods.get(watch.namespace)!;
      if (type === 'DELETED') pods.delete(name);
      else pods.set(name, object);
      const owners = (this.workloadsIn.get(watch.namespace) ?? []).filter((state) => selectorMatches(selectorOf(state.live), object.metadata.labels));
      return this.reevaluate(owners);
    }
    const states = this.states.get(`${watch.id}/${name}`) ?? [];
    for (const state of states) state.live = type === 'DELETED' ? undefined : object;
    return this.reevaluate(states);
  }

  /** Whether every target is where the wait wants it. */
  settled(): boolean {
    return this.unsettled === 0;
  }

  /** Targets not yet where the wait wants them, and why. */
  pending(): TargetStatus<T>[] {
    return this.all().filter((s) => s.status.status !== 'current').map((s) => ({ target: s.target, status: s.status }));
  }

  private all(): TargetState<T>[] {
    return [...this.states.values()].flat();
  }

  private reevaluate(states: TargetState<T>[]): TargetStatus<T>[] {
    const changed: TargetStatus<T>[] = [];
    for (const state of states) {
      const next = this.evaluate(state);
      if (next.status !== state.status.status || next.message !== state.status.message) changed.push({ target: state.target, status: next });
      this.unsettled += (next.status === 'current' ? 0 : 1) - (state.status.status === 'current' ? 0 : 1);
      state.status = next;
    }
    return changed;
  }

  private evaluate(state: TargetState<T>): ObjectStatus {
    const { target, live } = state;
    const namespace = target.info.namespaced ? target.ref.namespace : '';
    if (!this.listed.has(`${target.info.group}/${target.info.resource}/${namespace}`)) return inProgress('not listed yet');
    if (target.goal === 'gone') return live ? inProgress('still being deleted') : { status: 'current', message: 'deleted' };
    if (!live) return inProgress('not found');
    const status = statusOf(live);
    if (status.status !== 'in progress' || !this.pods.has(namespace)) return status;
    const problem = this.podProblemOf(namespace, live);
    return problem ? failed(problem) : status;
  }

  /** The first pod of a workload that will not become ready by waiting, as `pod x container y: reason (...)`. */
  private podProblemOf(namespace: string, workload: KubeObject): string | undefined {
    const selector = selectorOf(workload);
    for (const pod of this.pods.get(namespace)?.values() ?? []) {
      if (isPodGone(pod) || !selectorMatches(selector, pod.metadata.labels)) continue;
      const problem = podProblem(pod);
      if (problem) return problem;
    }
    return undefined;
  }
}

function selectorOf(workload: KubeObject | undefined): LabelSelector {
  return (workload?.spec as { selector?: LabelSelector } | undefined)?.selector ?? {};
}

/** `deployment.apps/web: 2/3 replicas available`. */
export function describeStatus(ref: ObjectRef, status: ObjectStatus): string {
  return `${formatRef(ref)}: ${status.message}`;
}
