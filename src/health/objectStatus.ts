import type { KubeObject } from '../kube/kubeObject.ts';
import { cutServerMessage } from '../kube/responseLimits.ts';

/** kstatus's words: Current (done), InProgress (not yet), Failed (will not get there by waiting). */
export type Status = 'current' | 'in progress' | 'failed';

export interface ObjectStatus {
  status: Status;
  /** What the object is waiting for, or why it failed; when current, '' or a note worth saying (a Service without its external address). */
  message: string;
  /** More than the message says (a container's whole termination message), for the log only when the user asks. */
  detail?: string;
}

/** The status of one live object of a kind, read from its `status`. */
export type StatusRule = (object: KubeObject) => ObjectStatus;

export interface Condition {
  type?: string;
  status?: string;
  reason?: string;
  message?: string;
}

export const CURRENT: ObjectStatus = { status: 'current', message: '' };

// The message quotes the object's status, which its controller (or anyone who may write it) wrote: kept short.
export function inProgress(message: string): ObjectStatus {
  return { status: 'in progress', message: cutServerMessage(message) };
}

export function failed(message: string, detail?: string): ObjectStatus {
  return { status: 'failed', message: cutServerMessage(message), ...(detail !== undefined ? { detail } : {}) };
}

/** The object's `status.conditions` entry of a type. */
export function conditionOf(object: KubeObject, type: string): Condition | undefined {
  const conditions = (object.status as { conditions?: Condition[] } | undefined)?.conditions;
  return Array.isArray(conditions) ? conditions.find((c) => c.type === type) : undefined;
}

/** A field of `status` (or of `spec`) as a number; absent counts as `fallback`. */
export function numberAt(object: KubeObject, part: 'spec' | 'status', field: string, fallback = 0): number {
  const value = (object[part] as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'number' ? value : fallback;
}

/** A field of `status` (or of `spec`) as a string; absent is ''. */
export function stringAt(object: KubeObject, part: 'spec' | 'status', field: string): string {
  const value = (object[part] as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

/** `reason: message`, or whichever of them the condition has. */
export function describeCondition(condition: Condition): string {
  return [condition.reason, condition.message].filter(Boolean).join(': ');
}
