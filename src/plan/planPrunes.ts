import type { ParentReading } from '../applyset/readParent.ts';
import type { Cluster } from '../kube/connect.ts';
import type { LiveMember } from '../applyset/members.ts';
import type { PropagationPolicy } from '../options/options.ts';
import type { PlanEntry } from './planTypes.ts';
import { CascadeListings } from './cascade/cascadeListings.ts';
import { describeDestruction } from './destructivePrunes.ts';
import { checkUsage } from './inUse/inUseCheck.ts';
import { keepAnnotationFilter } from './pruneFilters/keepAnnotations.ts';
import { ownedFilter } from './pruneFilters/ownedFilter.ts';
import { parentFilter } from './pruneFilters/parentFilter.ts';
import { firstVerdict, type PruneFilter } from './pruneFilters/pruneFilter.ts';

/**
 * The plan's entries for the live members that left the manifests: a prune each, unless a filter
 * has a reason not to. The parent and what something else owns are left out, with a warning; what
 * its annotations ask to keep, and what is still used after this apply, become keep entries. A prune
 * that takes more with it says what (it needs consent), and every prune what the garbage collector takes with it.
 */
export async function planPrunes(
  cluster: Cluster,
  reading: ParentReading,
  candidates: readonly LiveMember[],
  members: readonly PlanEntry[],
  warnings: string[],
  propagationPolicy?: PropagationPolicy,
): Promise<PlanEntry[]> {
  const filters: PruneFilter[] = [parentFilter(reading), ownedFilter(reading), keepAnnotationFilter];
  const entries: PlanEntry[] = [];
  for (const candidate of candidates) {
    const verdict = firstVerdict(filters, candidate);
    if (verdict && 'skip' in verdict) warnings.push(verdict.skip);
    else entries.push(entryOf(candidate, verdict ? 'keep' : 'prune', verdict?.keep));
  }
  // What is already being deleted goes whatever this run does: nothing to check or consent to.
  const prunes = entries.filter((entry) => entry.action === 'prune' && !entry.terminating);
  // The counts of what the prunes take with them read the pods and ReplicaSets the in-use check listed, not again.
  const listings = new CascadeListings(cluster);
  const inUse = await checkUsage(
    cluster,
    prunes.map((entry) => entry.ref),
    {
      members,
      moment: afterApply(members, prunes),
      listed: (info, namespace, items) => listings.listed(info, namespace, items),
    },
    (warning) => warnings.push(warning),
  );
  for (const entry of prunes) {
    const keep = inUse(entry.ref);
    if (keep) Object.assign(entry, { action: 'keep', keep });
  }
  await describeDestruction(cluster, reading.parent, prunes, propagationPolicy, listings);
  return entries;
}

/**
 * The cluster once this apply's rollouts are done: the workloads whose template it changes have a
 * new revision, and what it prunes is gone (what it keeps stays, and still uses what it uses).
 */
function afterApply(members: readonly PlanEntry[], prunes: readonly PlanEntry[]) {
  return {
    when: 'after-apply' as const,
    newRevisions: new Set(members.filter((e) => e.newRevision && e.uid).map((e) => e.uid!)),
    pruned: new Set(prunes.filter((e) => e.uid).map((e) => e.uid!)),
  };
}

function entryOf(candidate: LiveMember, action: 'prune' | 'keep', keep: PlanEntry['keep']): PlanEntry {
  const meta = candidate.object.metadata;
  return {
    action,
    ref: candidate.ref,
    info: candidate.info,
    ...(meta.uid ? { uid: meta.uid } : {}),
    ...(keep ? { keep } : {}),
    ...(action === 'prune' && meta.deletionTimestamp ? { terminating: true, reason: 'already being deleted' } : {}),
  };
}
