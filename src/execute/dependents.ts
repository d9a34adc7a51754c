import { appendTo } from '../common/appendTo.ts';
import { formatRef } from '../kube/objectRef.ts';
import type { ObjectRecords } from '../outcome/objectRecords.ts';
import type { DeployResult } from '../outcome/runOutcome.ts';
import type { PlanEntry, PlanOrder } from '../plan/planTypes.ts';

/** What the dependents of an object that did not come through are told; undefined when it did. */
function whyNot(record: DeployResult | undefined): string | undefined {
  if (record?.result === 'failed' || record?.health === 'failed') return 'which failed';
  if (record?.health === 'timed out') return 'which was not ready within the timeout (--timeout)';
  return undefined;
}

/**
 * Records each object that depends on one of `entries` that failed, directly or through others,
 * as not applied, and why: `not applied: depends on job.batch/migrate, which failed`.
 */
export function skipDependents(order: PlanOrder, records: ObjectRecords, entries: readonly PlanEntry[]): void {
  const dependents = new Map<PlanEntry, PlanEntry[]>();
  for (const [entry, dependencies] of order.dependsOn) {
    for (const dependency of dependencies) appendTo(dependents, dependency, entry);
  }
  const queue: [PlanEntry, string][] = [];
  for (const entry of entries) {
    const why = whyNot(records.get(entry));
    if (why) queue.push([entry, why]);
  }
  // Walked by index: shift() moves the whole queue each time.
  for (let next = 0; next < queue.length; next++) {
    const [dependency, why] = queue[next]!;
    for (const dependent of dependents.get(dependency) ?? []) {
      if (records.get(dependent)?.result) continue;
      records.record(dependent, {
        result: 'skipped',
        message: `not applied: depends on ${formatRef(dependency.ref)}, ${why}`,
      });
      queue.push([dependent, 'which was not applied']);
    }
  }
}
