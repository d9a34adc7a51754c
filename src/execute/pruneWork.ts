import type { RecordedScope } from '../applyset/parentState.ts';
import type { Cluster } from '../kube/connect.ts';
import type { ObjectRecords } from '../outcome/objectRecords.ts';
import { checkUsage } from '../plan/inUse/inUseCheck.ts';
import type { Plan, PlanEntry } from '../plan/planTypes.ts';

/** What a prune does, decided when it comes. */
export interface PruneWork {
  /** The planned prunes nothing uses now. */
  deletes: PlanEntry[];
  /** What its annotations ask to keep: it leaves the set. */
  leaves: PlanEntry[];
  /** The kinds and namespaces of what stays a member because it is used: the parent keeps recording them. */
  keptScope: RecordedScope;
}

/**
 * The check where the prune happens (after the rollout, with prune-timing: after-healthy): what the
 * plan would delete but something uses now (the old ReplicaSet, scaled to 0, is still what
 * `kubectl rollout undo` returns to) is kept as a member, and recorded `kept`, as is what the plan
 * kept for its use. A plan's keep is never turned into a delete here: what is deleted, the plan showed.
 */
export async function decidePruneWork(cluster: Cluster, plan: Plan, records: ObjectRecords): Promise<PruneWork> {
  const prunes = plan.entries.filter((entry) => entry.action === 'prune');
  const usedKeeps = plan.entries.filter(
    (entry) => entry.action === 'keep' && entry.keep && !('annotation' in entry.keep),
  );
  const leaves = plan.entries.filter((entry) => entry.action === 'keep' && entry.keep && 'annotation' in entry.keep);
  const checked = prunes.filter((entry) => !entry.terminating);
  const moment = {
    when: 'now' as const,
    newRevisions: new Set<string>(),
    pruned: new Set(checked.flatMap((entry) => (entry.uid ? [entry.uid] : []))),
  };
  // What could not be read now could not at the plan either, which warned of it already.
  const inUse = await checkUsage(
    cluster,
    [...checked, ...usedKeeps].map((entry) => entry.ref),
    { members: plan.entries.filter((entry) => entry.member), moment },
    () => {},
  );
  const kept: PlanEntry[] = [];
  for (const entry of [...checked, ...usedKeeps]) {
    const keep = inUse(entry.ref) ?? (entry.action === 'keep' ? entry.keep : undefined);
    if (!keep) continue;
    records.record(entry, { result: 'kept', keep });
    kept.push(entry);
  }
  const keptScope: RecordedScope = {
    groupKinds: kept.map((entry) => ({ group: entry.ref.group, kind: entry.ref.kind })),
    namespaces: kept.map((entry) => entry.ref.namespace).filter((namespace) => namespace !== ''),
  };
  const keptNow = new Set(kept);
  return { deletes: prunes.filter((entry) => !keptNow.has(entry)), leaves, keptScope };
}
