// The ApplySet keys and ID as the checker reads them from the spec (../shared/reference/README.md), written
// apart from src/applyset on purpose: a checker that shared the engine's reading would share its mistakes.
import { createHash } from 'node:crypto';

export const PART_OF = 'applyset.kubernetes.io/part-of';
export const ID_LABEL = 'applyset.kubernetes.io/id';
export const KINDS = 'applyset.kubernetes.io/contains-group-kinds';
export const NAMESPACES = 'applyset.kubernetes.io/additional-namespaces';
/** This tool's own keys, from docs/action.md: the deploy history, the plan record's label, the lock's Lease. */
export const HISTORY = 'applyset-action.github.io/history';
export const PLAN_RECORD_LABEL = 'applyset-action.github.io/plan-record';
export const LEASE_SECONDS = 30;

/** `applyset-` + base64url(sha256(`<name>.<namespace>.<Kind>.<group>`)) + `-v1`. */
export function applySetId(parent: { name: string; namespace: string; kind: string; group: string }): string {
  const digest = createHash('sha256')
    .update(`${parent.name}.${parent.namespace}.${parent.kind}.${parent.group}`)
    .digest('base64url');
  return `applyset-${digest}-v1`;
}

/** `Kind` for the core group, `Kind.group` otherwise. */
export function groupKind(apiVersion: string, kind: string): string {
  const group = apiVersion.includes('/') ? apiVersion.split('/')[0] : '';
  return group ? `${kind}.${group}` : kind;
}

/** A comma-joined annotation as a set; empty or absent is the empty set. */
export function commaSet(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  );
}
