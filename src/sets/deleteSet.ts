import { isAdopted, LEFT_ADOPTED, releaseAdopted } from '../applyset/adoptedMark.ts';
import { isParent, memberSelector } from '../applyset/applySet.ts';
import { listMembers, type LiveMember } from '../applyset/members.ts';
import { toolingOf } from '../applyset/parentTooling.ts';
import { UserError } from '../common/errors.ts';
import { formatDuration } from '../options/durations.ts';
import { settleTargets } from '../health/settleTargets.ts';
import { describeStatus, WatchedSet } from '../health/watchedSet.ts';
import { deleteObject, type DeleteOutcome } from '../kube/objectRequests.ts';
import { describeRef, formatRef, type ObjectRef } from '../kube/objectRef.ts';
import type { DestructiveConsent } from '../options/options.ts';
import { pruneStage } from '../plan/ordering.ts';
import type { PruneCascade } from '../plan/planTypes.ts';
import { CascadeListings } from '../plan/cascade/cascadeListings.ts';
import { consents } from '../plan/destructivePrunes.ts';
import { pruneCascade } from '../plan/cascade/pruneCascade.ts';
import { deletedWithLine } from '../report/cascadeReport.ts';
import { commandDocument, parentDocument, type CommandResult } from './commandResult.ts';
import { PARENT_PHRASES } from './disband.ts';
import type { OpenSet } from './openSet.ts';
import { type DeleteHookFlags, openDeleteHooks } from './deleteHooks.ts';
import type { HookRunRecord } from '../outcome/runOutcome.ts';
import { hookRunLine } from '../report/hooksReport.ts';

export interface DeleteFlags extends DeleteHookFlags {
  consent: DestructiveConsent | undefined;
  timeoutMs: number;
}

/** `left`: a member the set adopted, not created: taken out of the set and kept. */
export type MemberOutcome = DeleteOutcome | 'left';

/** What `delete` did: each member and the parent, with kubectl's outcome words. */
export interface SetDeletion extends CommandResult {
  /** `cascade`: what went with a member it deleted (its ReplicaSets and Pods, a Namespace's contents), counted before. */
  members: { ref: Omit<ObjectRef, 'version'>; outcome: MemberOutcome; cascade?: PruneCascade }[];
  parent: DeleteOutcome;
  /** The chart's pre-delete and post-delete hooks the delete ran, in order, each with how it ended. */
  hooks: HookRunRecord[];
}

/**
 * `delete`, under the set's lock: every member deleted in reverse apply order (webhooks first,
 * Namespaces last), each stage gone before the next starts, then the parent; closing the set
 * deletes the Lease. A member whose deletion takes more with it (a Namespace, a CRD, a volume)
 * needs the same consent as its prune; without it nothing is deleted. Stopped by the timeout, the
 * parent stays, so a second `delete` finds what is left. A member the set adopted (it existed before
 * the set took it) is not the set's to delete: it leaves the set, kept, and the result says so.
 *
 * The parent's own namespace, when it is a member, goes after the parent: it holds the parent and
 * the Lease, and deleted while the lock is held it would take the Lease from under it ("lock
 * lost"). The set, gone with its parent, needs no lock any more: it is released first.
 *
 * The pre-delete hooks its last apply recorded run before anything is written (one that fails stops
 * the delete, nothing deleted), the post-delete ones once the members are gone, before the parent
 * (one that fails keeps the parent, so a second `delete` runs them again), as helm uninstall runs them.
 */
export async function deleteSet(set: OpenSet, flags: DeleteFlags): Promise<SetDeletion> {
  const { cluster, parent, reading, live } = set;
  const listed = (await listMembers(cluster, parent, reading.recorded)).filter((m) => !isParent(parent, m.ref));
  const adopted = listed.filter((m) => isAdopted(m.object, parent.id));
  const members = listed.filter((m) => !adopted.includes(m));
  const refused = members.filter((m) => !consents(flags.consent, { ref: m.ref }));
  if (refused.length > 0) {
    throw new UserError(
      `deleting the set deletes ${refused.map((m) => describeRef(m.ref)).join(', ')}, which take${refused.length === 1 ? 's' : ''} more with ${refused.length === 1 ? 'it' : 'them'}, and there is no consent; nothing was deleted`,
      {
        hint: 'if that is intended, give --allow-destructive-prunes (every such kind) or --allow-destructive-prunes=KINDS (e.g. Namespace,crd)',
      },
    );
  }
  const deadline = Date.now() + flags.timeoutMs;
  const hooks = await openDeleteHooks(set, flags, deadline);
  const cascades = await deletionCascades(set, members);
  await hooks.run('pre-delete', 'so nothing was deleted');
  const outcomes = new Map<LiveMember, MemberOutcome>();
  // Released first: deleting the parent later must not leave them labelled for a set that is gone.
  await Promise.all(
    adopted.map(async (member) => {
      const { ref, info, object } = member;
      outcomes.set(
        member,
        (await releaseAdopted(
          cluster.client,
          info,
          { namespace: ref.namespace, name: ref.name, uid: object.metadata.uid ?? '' },
          parent.id,
          flags.fieldManager,
        )) === 'left'
          ? 'left'
          : 'gone',
      );
    }),
  );
  const deleteStage = async (stage: LiveMember[]) => {
    await Promise.all(
      stage.map(async (member) => {
        const { ref, info, object } = member;
        outcomes.set(
          member,
          object.metadata.deletionTimestamp
            ? 'deleted'
            : await deleteObject(
                cluster.client,
                info,
                { namespace: ref.namespace, name: ref.name, uid: object.metadata.uid ?? '' },
                { propagationPolicy: 'Background', dryRun: false },
              ),
        );
      }),
    );
    const waitFor = stage.filter((m) => outcomes.get(m) === 'deleted');
    if (waitFor.length > 0) await waitGone(set, waitFor, deadline, flags);
  };
  const home = members.find(({ ref }) => ref.group === '' && ref.kind === 'Namespace' && ref.name === parent.namespace);
  for (const stage of stages(members.filter((m) => m !== home))) await deleteStage(stage);
  await hooks.run('post-delete', 'after the members were deleted; the parent is kept, so that delete can run again');
  const parentOutcome = await deleteObject(
    cluster.client,
    parent.info,
    { namespace: parent.namespace, name: parent.name, uid: live.metadata.uid ?? '' },
    { propagationPolicy: 'Background', dryRun: false },
  );
  if (home) {
    await set.releaseLock();
    await deleteStage([home]);
  }
  const deleted = [...outcomes.values()].filter((o) => o === 'deleted').length;
  const rows = listed.map((member) => {
    const outcome = outcomes.get(member) ?? 'gone';
    const cascade = outcome === 'deleted' ? cascades.get(member) : undefined;
    return {
      ref: { group: member.ref.group, kind: member.ref.kind, namespace: member.ref.namespace, name: member.ref.name },
      outcome,
      ...(cascade ? { cascade } : {}),
    };
  });
  const document = commandDocument(
    'delete',
    {
      applyset: parentDocument(parent, toolingOf(live.metadata.annotations)),
      members: rows.map(({ ref, outcome, cascade }) => ({ ...ref, outcome, ...(cascade ? { cascade } : {}) })),
      parent: parentOutcome,
      ...(hooks.records.length > 0 ? { hooks: hooks.records } : {}),
    },
    set.requests(),
  );
  const left = adopted
    .filter((m) => outcomes.get(m) === 'left')
    .map((m) => `\n${formatRef(m.ref)}${m.ref.namespace ? ` (namespace ${m.ref.namespace})` : ''} ${LEFT_ADOPTED}`);
  const went = rows.flatMap(({ ref, cascade }) => (cascade ? [`\n${deletedWithLine(ref, cascade)}`] : []));
  const ran = hooks.records.map((record) => `\n${hookRunLine(record)}`);
  const text = `Deleted ApplySet ${parent.id}: ${deleted} member${deleted === 1 ? '' : 's'} deleted and gone; the parent was ${PARENT_PHRASES[parentOutcome]}${went.join('')}${left.join('')}${ran.join('')}`;
  return { document, text, code: 0, members: rows, parent: parentOutcome, hooks: hooks.records };
}

/**
 * What deleting each member takes with it, as a prune's (the same shared LISTs, Background): counted
 * before anything is deleted, as the deletions take it away.
 */
async function deletionCascades(set: OpenSet, members: readonly LiveMember[]): Promise<Map<LiveMember, PruneCascade>> {
  const context = {
    cluster: set.cluster,
    listings: new CascadeListings(set.cluster),
    pruned: new Set(members.flatMap((m) => m.object.metadata.uid ?? [])),
    propagationPolicy: 'Background' as const,
  };
  const found = new Map<LiveMember, PruneCascade>();
  await Promise.all(
    members.map(async (member) => {
      const cascade = await pruneCascade(context, {
        ref: member.ref,
        ...(member.object.metadata.uid ? { uid: member.object.metadata.uid } : {}),
      });
      if (cascade) found.set(member, cascade);
    }),
  );
  return found;
}

/** The members grouped by prune stage, in the order they are deleted. */
function stages(members: LiveMember[]): LiveMember[][] {
  const byStage = new Map<number, LiveMember[]>();
  for (const member of members) {
    const stage = byStage.get(pruneStage(member.ref));
    if (stage) stage.push(member);
    else byStage.set(pruneStage(member.ref), [member]);
  }
  return [...byStage.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

async function waitGone(set: OpenSet, members: LiveMember[], deadline: number, flags: DeleteFlags): Promise<void> {
  const watched = new WatchedSet(
    members.map((m) => ({ ref: m.ref, info: m.info, goal: 'gone' as const, uid: m.object.metadata.uid ?? '', key: m })),
  );
  flags.progress(`Waiting for ${members.length} deleted object${members.length === 1 ? '' : 's'} to be gone`);
  const end = await settleTargets(set.cluster.client, watched, {
    timeoutMs: Math.max(0, deadline - Date.now()),
    labelSelector: memberSelector(set.parent),
    signal: set.signal,
  });
  if (end === 'settled') return;
  const stuck = watched.pending();
  throw new UserError(
    `${stuck.length} deleted object${stuck.length === 1 ? ' is' : 's are'} not gone within ${formatDuration(flags.timeoutMs)} (${stuck
      .slice(0, 5)
      .map((s) => describeStatus(s.target.ref, s.status))
      .join('; ')}); the parent is kept`,
    {
      hint: 'look at their finalizers (kubectl get -o yaml); run delete again once they are gone to delete the parent',
    },
  );
}
