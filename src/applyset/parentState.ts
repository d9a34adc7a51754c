import type { KubeObject } from '../kube/kubeObject.ts';
import { formatGroupKind, parseGroupKind, type GroupKind } from '../kube/objectRef.ts';
import { type ApplySet, parentIdentity } from './applySet.ts';
import { GROUP_KINDS_ANNOTATION, ID_LABEL, NAMESPACES_ANNOTATION, TOOLING_ANNOTATION } from './applySetKeys.ts';
import { HISTORY_ANNOTATION } from './deployHistory.ts';

/** What the live parent records; empty when it does not exist yet. */
export interface RecordedScope {
  groupKinds: GroupKind[];
  /** Namespaces besides the parent's own. */
  namespaces: string[];
}

export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function recordedScope(live: KubeObject | undefined, legacyGroupKinds: GroupKind[]): RecordedScope {
  const annotations = live?.metadata.annotations ?? {};
  return {
    groupKinds: [...splitList(annotations[GROUP_KINDS_ANNOTATION]).map(parseGroupKind), ...legacyGroupKinds],
    namespaces: splitList(annotations[NAMESPACES_ANNOTATION]),
  };
}

/**
 * The parent as server-side apply sends it: only the fields the ApplySet spec gives it, and the
 * deploy history, so the parent's own data (a Secret's keys, a custom resource's spec) is never
 * touched. Every write carries the history as it is to be: one that left it out would remove it,
 * as server-side apply removes a field its manager owned and no longer sends.
 */
export function parentPatch(
  parent: ApplySet,
  tooling: string,
  scope: RecordedScope,
  history: string | undefined,
): KubeObject {
  const groupKinds = [...new Set(scope.groupKinds.map(formatGroupKind))].sort();
  const namespaces = [...new Set(scope.namespaces)].filter((ns) => ns !== parent.namespace).sort();
  const identity = parentIdentity(parent);
  return {
    ...identity,
    metadata: {
      ...identity.metadata,
      labels: { [ID_LABEL]: parent.id },
      annotations: {
        [TOOLING_ANNOTATION]: tooling,
        [GROUP_KINDS_ANNOTATION]: groupKinds.join(','),
        // kubectl writes this one even when empty; so do we, for byte-compatible parents.
        [NAMESPACES_ANNOTATION]: namespaces.join(','),
        ...(history === undefined ? {} : { [HISTORY_ANNOTATION]: history }),
      },
    },
  };
}

export function unionScope(a: RecordedScope, b: RecordedScope): RecordedScope {
  const gks = new Map<string, GroupKind>();
  for (const gk of [...a.groupKinds, ...b.groupKinds]) gks.set(formatGroupKind(gk), gk);
  return { groupKinds: [...gks.values()], namespaces: [...new Set([...a.namespaces, ...b.namespaces])] };
}

/** What `a` records and `b` does not. */
export function differenceScope(a: RecordedScope, b: RecordedScope): RecordedScope {
  const gks = new Set(b.groupKinds.map(formatGroupKind));
  const nss = new Set(b.namespaces);
  return {
    groupKinds: a.groupKinds.filter((gk) => !gks.has(formatGroupKind(gk))),
    namespaces: a.namespaces.filter((ns) => !nss.has(ns)),
  };
}

export function isEmptyScope(scope: RecordedScope): boolean {
  return scope.groupKinds.length === 0 && scope.namespaces.length === 0;
}

/** The deploy history's text on a live parent; undefined when it has none. */
export function historyText(live: KubeObject | undefined): string | undefined {
  return live?.metadata.annotations?.[HISTORY_ANNOTATION];
}
