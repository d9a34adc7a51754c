import { appendTo } from '../common/appendTo.ts';
import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { formatGroupKind, formatRef, type ObjectRef } from '../kube/objectRef.ts';
import { failed, inProgress, type ObjectStatus, type StatusRule } from './objectStatus.ts';
import { statusOf } from './statusRules.ts';
import { SelectorIndex } from './labelIndex.ts';
import { POD_RESOURCE, REPLICA_SET_RESOURCE, selectorOf, WorkloadPods, type HelperRole } from './workloadPods.ts';

/** What the wait wants of an object: current (applied) or gone (pruned). */
export type Goal = 'current' | 'gone';

export interface WaitTarget<T> {
  ref: ObjectRef;
  info: ResourceInfo;
  goal: Goal;
  /** With goal `gone`: the deleted object's UID; an object re-created under its name since is another one. */
  uid?: string;
  /** The caller's handle (a plan entry). */
  key: T;
  /** How its status is read, in place of its kind's rule (a Helm hook's Pod, which must succeed, not only be ready). */
  rule?: StatusRule;
  /**
   * With goal `current`: its status when it is not there (a consistent LIST or a watch's DELETED), in place of
   * waiting for it to appear. A Helm hook's Job whose ttlSecondsAfterFinished deleted it once it ended.
   */
  whenGone?: ObjectStatus;
}

/** Kinds whose pods the wait looks at, to fail a rollout fast instead of at the timeout. */
const WORKLOADS = new Set(['Deployment.apps', 'StatefulSet.apps', 'DaemonSet.apps', 'ReplicaSet.apps', 'Job.batch']);

/** One LIST+WATCH: a resource in a namespace ('' for cluster-scoped kinds). */
export interface WatchKey {
  id: string;
  info: ResourceInfo;
  namespace: string;
  /**
   * `members`: the targets, with the ApplySet's selector. The pods and ReplicaSets of workloads do
   * not carry its label: they are watched namespace-wide and matched by the workload's selector.
   */
  role: 'members' | HelperRole;
}

export interface TargetStatus<T> {
  target: WaitTarget<T>;
  status: ObjectStatus;
}

interface TargetState<T> {
  target: WaitTarget<T>;
  live: KubeObject | undefined;
  status: ObjectStatus;
  /** A workload's: its namespace's workloads by selector, which its live object keeps current. */
  selectors?: SelectorIndex<TargetState<T>>;
}

/**
 * What the watches have shown of the objects waited for, and their status by it. The watches
 * feed it lists and events; it answers which targets changed status, so that the wait records
 * and logs only those. Nothing here sends a request.
 */
export class WatchedSet<T> {
  private readonly states = new Map<string, TargetState<T>[]>();
  private readonly listed = new Set<string>();
  private readonly workloadPods = new WorkloadPods();
  private readonly workloadsIn = new Map<string, TargetState<T>[]>();
  /** The workloads of each namespace by the selector of their live object: those a pod or ReplicaSet event concerns. */
  private readonly selectorsIn = new Map<string, SelectorIndex<TargetState<T>>>();
  readonly watches: WatchKey[] = [];
  /** Targets not current: kept as statuses change, as the wait asks after every event. */
  private unsettled = 0;

  constructor(targets: WaitTarget<T>[]) {
    const keys = new Map<string, WatchKey>();
    const helper = (role: HelperRole, info: ResourceInfo, namespace: string) =>
      keys.set(`${role}/${namespace}`, { id: `${role}/${namespace}`, info, namespace, role });
    for (const target of targets) {
      const namespace = target.info.namespaced ? target.ref.namespace : '';
      const id = watchId(target.info, namespace);
      if (!keys.has(id)) keys.set(id, { id, info: target.info, namespace, role: 'members' });
      const state: TargetState<T> = { target, live: undefined, status: inProgress('not listed yet') };
      this.unsettled++;
      const byName = `${id}/${target.ref.name}`;
      appendTo(this.states, byName, state);
      if (target.goal !== 'current' || !WORKLOADS.has(formatGroupKind(target.ref))) continue;
      appendTo(this.workloadsIn, namespace, state);
      let selectors = this.selectorsIn.get(namespace);
      if (!selectors) this.selectorsIn.set(namespace, (selectors = new SelectorIndex()));
      state.selectors = selectors;
      helper('pods', POD_RESOURCE, namespace);
      if (target.ref.kind === 'Deployment') helper('replicasets', REPLICA_SET_RESOURCE, namespace);
    }
    this.watches.push(...keys.values());
  }

  /** A watch's (re)list: every object it matches now. Returns the targets whose status changed. */
  list(watch: WatchKey, objects: KubeObject[]): TargetStatus<T>[] {
    this.listed.add(watch.id);
    if (watch.role !== 'members') {
      this.workloadPods.list(watch.role, watch.namespace, objects);
      return this.reevaluate(this.workloadsIn.get(watch.namespace) ?? []);
    }
    const byName = new Map(objects.map((object) => [object.metadata.name ?? '', object]));
    const touched: TargetState<T>[] = [];
    for (const [key, states] of this.states) {
      if (!key.startsWith(`${watch.id}/`)) continue;
      for (const state of states) {
        this.setLive(state, byName.get(state.target.ref.name));
        touched.push(state);
      }
    }
    return this.reevaluate(touched);
  }

  /** One watch event. Returns the targets whose status changed. */
  event(watch: WatchKey, type: 'ADDED' | 'MODIFIED' | 'DELETED', object: KubeObject): TargetStatus<T>[] {
    if (watch.role !== 'members') {
      this.workloadPods.event(watch.role, watch.namespace, type, object);
      // A pod event concerns the workloads whose selector matches the pod; a ReplicaSet event the Deployments whose
      // selector matches it, as it matches their pods' template (the one each owns among them).
      const candidates = this.selectorsIn.get(watch.namespace)?.candidates(object.metadata.labels) ?? [];
      return this.reevaluate(
        candidates.filter(
          (state) =>
            (watch.role === 'pods' || state.target.ref.kind === 'Deployment') &&
            WorkloadPods.concerns(state.live, object),
        ),
      );
    }
    const states = this.states.get(`${watch.id}/${object.metadata.name ?? ''}`) ?? [];
    for (const state of states) this.setLive(state, type === 'DELETED' ? undefined : object);
    return this.reevaluate(states);
  }

  /** A target's live object as its watch shows it; a workload's selector is indexed by it. */
  private setLive(state: TargetState<T>, live: KubeObject | undefined): void {
    state.live = live;
    if (live) state.selectors?.set(state, selectorOf(live));
    else state.selectors?.delete(state);
  }

  /** Whether a watch is there only to see objects gone (pruned), none to see them become current. */
  waitsOnlyForGone(watch: WatchKey): boolean {
    if (watch.role !== 'members') return false;
    return [...this.states].every(
      ([key, states]) => !key.startsWith(`${watch.id}/`) || states.every((state) => state.target.goal === 'gone'),
    );
  }

  /** Whether every target is where the wait wants it. */
  settled(): boolean {
    return this.unsettled === 0;
  }

  /** Targets not yet where the wait wants them, and why. */
  pending(): TargetStatus<T>[] {
    return [...this.states.values()]
      .flat()
      .filter((s) => s.status.status !== 'current')
      .map((s) => ({ target: s.target, status: s.status }));
  }

  private reevaluate(states: TargetState<T>[]): TargetStatus<T>[] {
    const changed: TargetStatus<T>[] = [];
    for (const state of states) {
      const next = this.evaluate(state);
      if (next.status !== state.status.status || next.message !== state.status.message)
        changed.push({ target: state.target, status: next });
      this.unsettled += (next.status === 'current' ? 0 : 1) - (state.status.status === 'current' ? 0 : 1);
      state.status = next;
    }
    return changed;
  }

  private evaluate(state: TargetState<T>): ObjectStatus {
    const { target, live } = state;
    const namespace = target.info.namespaced ? target.ref.namespace : '';
    if (!this.listed.has(watchId(target.info, namespace))) return inProgress('not listed yet');
    if (target.goal === 'gone')
      return live && (!target.uid || live.metadata.uid === target.uid)
        ? inProgress('still being deleted')
        : { status: 'current', message: 'deleted' };
    if (!live) return target.whenGone ?? inProgress('not found');
    const status = (target.rule ?? statusOf)(live);
    const groupKind = formatGroupKind(target.ref);
    // A failed Job says only that its pods failed (BackoffLimitExceeded): its pod says how, as a failed rollout's does.
    if (status.status === 'failed' && groupKind === 'Job.batch') {
      const failure = this.workloadPods.podProblemOf(live);
      return failure ? failed(`${status.message}; ${failure.message}`, failure.detail) : status;
    }
    if (status.status !== 'in progress' || !WORKLOADS.has(groupKind)) return status;
    const problem = this.workloadPods.problemOf(live);
    return problem ? failed(problem.message, problem.detail) : status;
  }
}

function watchId(info: ResourceInfo, namespace: string): string {
  return `${info.group}/${info.resource}/${namespace}`;
}

/** `deployment.apps/web: 2/3 replicas available`. */
export function describeStatus(ref: ObjectRef, status: ObjectStatus): string {
  return `${formatRef(ref)}: ${status.message}`;
}
