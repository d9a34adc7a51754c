import { isParent } from '../applyset/applySet.ts';
import { leaveSet, type LeaveOutcome } from '../applyset/leaveSet.ts';
import { listMembers } from '../applyset/members.ts';
import { toolingOf } from '../applyset/parentTooling.ts';
import { deleteObject, type DeleteOutcome } from '../kube/objectRequests.ts';
import { describeRef } from '../kube/objectRef.ts';
import { commandDocument, parentDocument, type CommandResult } from './commandResult.ts';
import type { OpenSet } from './openSet.ts';

/**
 * `disband`, under the set's lock: every member leaves the set (its part-of label removed, the
 * object kept), then the parent is deleted. A member replaced or relabelled since it was listed is
 * left as it is and named.
 */
export async function disbandSet(set: OpenSet, fieldManager: string): Promise<CommandResult> {
  const { cluster, parent, reading, live } = set;
  const members = (await listMembers(cluster, parent, reading.recorded)).filter((m) => !isParent(parent, m.ref));
  const left = await Promise.all(
    members.map(async ({ ref, info, object }) => ({
      ref,
      outcome: await leaveSet(
        cluster.client,
        info,
        { namespace: ref.namespace, name: ref.name, uid: object.metadata.uid ?? '' },
        parent.id,
        fieldManager,
      ),
    })),
  );
  const count = (outcome: LeaveOutcome) => left.filter((l) => l.outcome === outcome).length;
  const warnings = left
    .filter((l) => l.outcome === 'changed')
    .map((l) => `${describeRef(l.ref)} was replaced or moved to another set since it was listed; left as it is`);
  const parentOutcome = await deleteObject(
    cluster.client,
    parent.info,
    { namespace: parent.namespace, name: parent.name, uid: live.metadata.uid ?? '' },
    { propagationPolicy: 'Background', dryRun: false },
  );
  const document = commandDocument(
    'disband',
    {
      applyset: parentDocument(parent, toolingOf(live.metadata.annotations)),
      members: left.map(({ ref, outcome }) => ({
        group: ref.group,
        kind: ref.kind,
        namespace: ref.namespace,
        name: ref.name,
        outcome,
      })),
      parent: parentOutcome,
      warnings,
    },
    set.requests(),
  );
  const text = [
    `Disbanded ApplySet ${parent.id}: ${count('left')} member${count('left') === 1 ? '' : 's'} left the set and stay${count('gone') ? `, ${count('gone')} already gone` : ''}; the parent was ${PARENT_PHRASES[parentOutcome]}`,
    ...warnings.map((w) => `Warning: ${w}`),
  ].join('\n');
  return { document, text, code: 0 };
}

export const PARENT_PHRASES: Record<DeleteOutcome, string> = {
  deleted: 'deleted',
  gone: 'already gone',
  replaced: 'replaced by another object since it was read, and left',
};
