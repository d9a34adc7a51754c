import type { LiveMember } from '../../applyset/members.ts';
import type { KeepReason } from '../planTypes.ts';

/*
 * Why an object that left the manifests is not pruned, one small filter per reason (the shape of
 * cli-utils' pkg/apply/filter): each looks at one candidate and returns the reason the user is
 * shown, or undefined when it has none. The first filter with a reason decides, and a keep names it.
 */

/**
 * Each prune filter's name, as a report names the one that kept an object (`kept by the in-use
 * filter`): `parent` and `owned` leave an object out of the plan, `keep-annotation` and `in-use`
 * (src/plan/inUse/, which reads the cluster for all candidates at once) keep it.
 */
export type PruneFilterName = 'parent' | 'owned' | KeepReason['filter'];

/** What a filter decides about a live member that left the manifests. */
export type PruneVerdict =
  /** Not the set's to prune at all (its parent, what something else owns): left out of the plan; the warning says why. */
  | { skip: string }
  /** Not deleted, for the reason given: a keep entry in the plan. */
  | { keep: KeepReason };

export interface PruneFilter {
  name: PruneFilterName;
  check(candidate: LiveMember): PruneVerdict | undefined;
}

/** The first verdict of `filters` on `candidate`; undefined when none stops its prune. */
export function firstVerdict(filters: readonly PruneFilter[], candidate: LiveMember): PruneVerdict | undefined {
  for (const filter of filters) {
    const verdict = filter.check(candidate);
    if (verdict) return verdict;
  }
  return undefined;
}
