import { appendTo } from '../common/appendTo.ts';
import { UserError } from '../common/errors.ts';
import { ApiUnavailableError, CancelledError } from '../kube/apiError.ts';
import type { Discovery } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { ObjectMeta } from '../kube/kubeObject.ts';
import { getObject } from '../kube/objectRequests.ts';
import { describeRef, formatGroupKind, refKey } from '../kube/objectRef.ts';
import { sortInGroups, type GraphNode } from './dependencyGraph.ts';
import { DEPENDS_ON_ANNOTATION, formatDependency, parseDependsOn, type DependencyRef } from './dependsOn.ts';
import { objectError } from './objectErrors.ts';
import { applyStage, pruneStage } from './ordering.ts';
import type { Member, PlanEntry, PlanOrder } from './planTypes.ts';

const FORMAT_HINT =
  'write each dependency as <group>/namespaces/<namespace>/<Kind>/<name>, or <group>/<Kind>/<name> for a cluster-scoped object, comma-separated; the core group is empty (/namespaces/shop/Secret/db)';

/** The members' declared dependencies and their order, found before the dry-runs answer. */
export interface MemberDependencies {
  /** Member key -> what it depends on, as declared. */
  declared: Map<string, DependencyRef[]>;
  /** Member keys in apply groups. */
  groups: string[][];
  /** Malformed annotations, cycles, dependencies against the built-in order: each at the dependent's file:line. */
  errors: UserError[];
}

/**
 * Reads every member's `config.kubernetes.io/depends-on` and sorts the members into apply groups:
 * the built-in stages (CRDs and Namespaces first, admission webhooks last), refined by what each
 * member declares it depends on among the others.
 */
export function orderMembers(members: readonly Member[]): MemberDependencies {
  const declared = new Map<string, DependencyRef[]>();
  const errors: UserError[] = [];
  const byKey = new Map(members.map((m) => [m.key, m]));
  for (const member of members) {
    const value = member.object.metadata.annotations?.[DEPENDS_ON_ANNOTATION];
    if (value === undefined) continue;
    const { refs, problems } = parseDependsOn(value);
    for (const problem of problems)
      errors.push(
        new UserError(`${describeRef(member.ref)}: ${DEPENDS_ON_ANNOTATION}: ${problem}`, {
          source: member.source,
          hint: FORMAT_HINT,
        }),
      );
    declared.set(member.key, refs);
  }
  const nodes: GraphNode[] = members.map((m) => ({
    key: m.key,
    stage: applyStage(m.ref),
    after: (declared.get(m.key) ?? []).map(refKey),
  }));
  const order = sortInGroups(nodes);
  for (const cycle of order.cycles) {
    const first = byKey.get(cycle[0]!)!;
    const path = cycle.map((key) => describeRef(byKey.get(key)!.ref));
    const message =
      cycle.length === 2 ? `${path[0]} depends on itself` : `dependency cycle: ${path.join(' depends on ')}`;
    errors.push(
      new UserError(`${message} (${DEPENDS_ON_ANNOTATION})`, {
        source: first.source,
        hint: `no order can satisfy a cycle: remove one of its dependencies (${cycle
          .slice(0, -1)
          .map((key) => sourceOf(byKey.get(key)!))
          .join(', ')})`,
      }),
    );
  }
  for (const [key, dependency] of order.againstStages) {
    const member = byKey.get(key)!;
    errors.push(
      new UserError(
        `${describeRef(member.ref)} depends on ${describeRef(byKey.get(dependency)!.ref)}, which the built-in order applies after it (${DEPENDS_ON_ANNOTATION})`,
        {
          source: member.source,
          hint: 'CustomResourceDefinitions and Namespaces are applied first and admission webhooks and policies last, so that nothing waits for a kind or namespace and no webhook refuses the objects applied with it: remove this dependency',
        },
      ),
    );
  }
  return { declared, groups: order.groups, errors };
}

export interface OutsideSetCheck {
  client: KubeClient;
  discovery: Discovery;
  /** Live members that are not in the manifests, by key: what this run prunes. */
  leaving: ReadonlySet<string>;
  prune: boolean;
}

/**
 * Checks each dependency outside the manifests: it must exist in the cluster (one GET per object),
 * and not be a member this run prunes. What exists outside the set is only required to exist: the
 * apply does not wait for its health, which is not this set's to fix.
 */
export async function checkOutsideSet(
  members: readonly Member[],
  declared: Map<string, DependencyRef[]>,
  check: OutsideSetCheck,
): Promise<UserError[]> {
  const inSet = new Set(members.map((m) => m.key));
  const lookups = new Map<string, Promise<string | undefined>>();
  const problems: Promise<UserError | undefined>[] = [];
  for (const member of members) {
    for (const ref of declared.get(member.key) ?? []) {
      const key = refKey(ref);
      if (inSet.has(key)) continue;
      if (!lookups.has(key)) lookups.set(key, whyMissing(ref, check));
      problems.push(
        lookups.get(key)!.then(
          (why) =>
            why === undefined
              ? undefined
              : new UserError(
                  `${describeRef(member.ref)} depends on ${formatDependency(ref)}, ${why} (${DEPENDS_ON_ANNOTATION})`,
                  {
                    source: member.source,
                    hint:
                      check.leaving.has(key) && check.prune
                        ? 'keep that object in the manifests, or remove the dependency'
                        : `add it to the manifests, create it first, or correct the reference (group, namespace, Kind and name as in its manifest); ${FORMAT_HINT}`,
                  },
                ),
          (error: unknown) => {
            // An outage or a cancellation stops the whole plan, said once.
            if (error instanceof CancelledError || error instanceof ApiUnavailableError) throw error;
            return objectError(
              { ...ref, version: '' },
              member.source,
              `reading a dependency of ${describeRef(member.ref)}`,
              error,
            );
          },
        ),
      );
    }
  }
  return (await Promise.all(problems)).filter((problem) => problem !== undefined);
}

/** Why a dependency outside the manifests cannot be waited on; undefined when it exists and stays. */
async function whyMissing(ref: DependencyRef, check: OutsideSetCheck): Promise<string | undefined> {
  const info = check.discovery.forGroupKind(ref);
  if (!info)
    return `which is neither in the manifests nor in the cluster (the cluster serves no kind ${formatGroupKind(ref)})`;
  if (info.namespaced && ref.namespace === '')
    return `but ${formatGroupKind(ref)} is namespaced, and the reference names no namespace`;
  if (!info.namespaced && ref.namespace !== '')
    return `but ${formatGroupKind(ref)} is cluster-scoped, and the reference names a namespace`;
  if (check.leaving.has(refKey(ref))) return check.prune ? 'which left the manifests: this run prunes it' : undefined;
  return (await getObject(check.client, info, ref.namespace, ref.name))
    ? undefined
    : 'which is neither in the manifests nor in the cluster';
}

/**
 * The whole order of a plan: the members' groups as sorted, and the prunes in reverse, each
 * before what its live depends-on annotation names among the other prunes. A live annotation is
 * what an earlier apply was given: one that no longer sorts (a cycle) only warns, and those
 * prunes go in the built-in order.
 */
export function planOrder(
  members: MemberDependencies,
  memberEntries: readonly PlanEntry[],
  pruneEntries: readonly PlanEntry[],
  liveMetadata: (entry: PlanEntry) => ObjectMeta | undefined,
  warnings: string[],
): PlanOrder {
  const entryOf = new Map<string, PlanEntry>(memberEntries.map((e) => [e.member!.key, e]));
  const dependsOn = new Map<PlanEntry, PlanEntry[]>();
  for (const [key, refs] of members.declared) {
    const within = refs.map((ref) => entryOf.get(refKey(ref))).filter((e) => e !== undefined);
    if (within.length > 0) dependsOn.set(entryOf.get(key)!, within);
  }
  const pruneKeys = new Map<string, PlanEntry>(pruneEntries.map((e) => [refKey(e.ref), e]));
  let declared = members.declared.size > 0;
  const prunesBefore = new Map<string, string[]>();
  for (const entry of pruneEntries) {
    const value = liveMetadata(entry)?.annotations?.[DEPENDS_ON_ANNOTATION];
    if (value === undefined) continue;
    declared = true;
    const within = parseDependsOn(value)
      .refs.map(refKey)
      .filter((key) => pruneKeys.has(key));
    if (within.length > 0)
      dependsOn.set(
        entry,
        within.map((key) => pruneKeys.get(key)!),
      );
    // Reversed: what an object depends on is pruned after it.
    for (const key of within) appendTo(prunesBefore, key, refKey(entry.ref));
  }
  const pruneNodes = (withDependencies: boolean): GraphNode[] =>
    pruneEntries.map((e) => ({
      key: refKey(e.ref),
      stage: pruneStage(e.ref),
      after: withDependencies ? (prunesBefore.get(refKey(e.ref)) ?? []) : [],
    }));
  let pruneOrder = sortInGroups(pruneNodes(true));
  if (pruneOrder.cycles.length > 0 || pruneOrder.againstStages.length > 0) {
    warnings.push(
      `the ${DEPENDS_ON_ANNOTATION} annotations of the objects to prune form a cycle or go against the built-in order: they are pruned in the built-in order`,
    );
    for (const entry of pruneEntries) dependsOn.delete(entry);
    pruneOrder = sortInGroups(pruneNodes(false));
  }
  return {
    apply: members.groups.map((keys) => keys.map((key) => entryOf.get(key)!)),
    prune: pruneOrder.groups.map((keys) => keys.map((key) => pruneKeys.get(key)!)),
    dependsOn,
    declared,
  };
}

function sourceOf(member: Member): string {
  return `${member.source.file}:${member.source.line}`;
}
