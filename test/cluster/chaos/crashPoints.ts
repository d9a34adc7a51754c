// Where a crash campaign's run dies: a phase of the run, seen at the fault proxy as the k-th request of a
// verb on some resource, picked at random from a seed so that a round can be replayed.
import type { RequestInfo, Verb } from '../faultProxy/requestInfo.ts';

export type Operation = 'apply' | 'delete';

export interface CrashPoint {
  phase: string;
  verbs: readonly Verb[];
  /** Dies at the k-th matching request. */
  k: number;
  /** The request reaches the server (a write that happened, its answer lost) before the client dies. */
  forwarded: boolean;
}

interface Phase {
  name: string;
  verbs: readonly Verb[];
  maxK: number;
  /** Which requests count, given the parent's name; real requests only (no dry runs). */
  matches: (request: RequestInfo, parentName: string) => boolean;
}

const isLease = (r: RequestInfo) => r.resource === 'leases';
const isParent = (r: RequestInfo, parent: string) => r.resource === 'secrets' && r.name === parent;
const isPlanRecord = (r: RequestInfo) => r.resource === 'secrets' && (r.name ?? '').startsWith('applyset-plan-record');
const isMember = (r: RequestInfo, parent: string) =>
  !isLease(r) && !isParent(r, parent) && !isPlanRecord(r) && r.resource !== undefined;
const isWaitRead = (r: RequestInfo) => ['deployments', 'replicasets', 'pods', 'widgets'].includes(r.resource ?? '');

const APPLY_PHASES: readonly Phase[] = [
  { name: 'taking the lock', verbs: ['create', 'update'], maxK: 1, matches: isLease },
  // Forwarded: between the parent's widen and the first member write.
  { name: 'widening the parent', verbs: ['patch', 'create', 'update'], maxK: 1, matches: isParent },
  { name: 'member writes', verbs: ['patch', 'create', 'update'], maxK: 9, matches: isMember },
  { name: 'the wait', verbs: ['watch', 'list', 'get'], maxK: 3, matches: isWaitRead },
  { name: 'prunes', verbs: ['delete'], maxK: 3, matches: (r, p) => isMember(r, p) },
  { name: 'narrowing the parent', verbs: ['patch', 'update'], maxK: 2, matches: isParent },
  { name: 'the plan record', verbs: ['patch', 'create', 'update'], maxK: 1, matches: isPlanRecord },
  { name: 'renewing or releasing the lock', verbs: ['update', 'delete'], maxK: 2, matches: isLease },
  { name: 'any request', verbs: ['get', 'list', 'patch', 'create', 'update', 'delete'], maxK: 40, matches: () => true },
];

const DELETE_PHASES: readonly Phase[] = [
  { name: 'taking the lock', verbs: ['create', 'update'], maxK: 1, matches: isLease },
  { name: 'member deletes', verbs: ['delete'], maxK: 9, matches: isMember },
  { name: 'deleting the parent', verbs: ['delete'], maxK: 1, matches: isParent },
  { name: 'any request', verbs: ['get', 'list', 'delete', 'update'], maxK: 30, matches: () => true },
];

export interface PickedCrash {
  point: CrashPoint;
  /** Whether a request counts toward the crash point. */
  matches: (request: RequestInfo) => boolean;
}

export function pickCrash(operation: Operation, parentName: string, random: () => number): PickedCrash {
  const phases = operation === 'apply' ? APPLY_PHASES : DELETE_PHASES;
  const phase = phases[Math.floor(random() * phases.length)]!;
  const k = 1 + Math.floor(random() * phase.maxK);
  const forwarded = random() < 0.5;
  return {
    point: { phase: phase.name, verbs: phase.verbs, k, forwarded },
    matches: (request) => !request.dryRun && phase.matches(request, parentName),
  };
}
