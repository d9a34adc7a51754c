import { describeApplySet } from '../applyset/applySet.ts';
import { listMembers, memberLists, type LiveMember } from '../applyset/members.ts';
import { toolingOf } from '../applyset/parentTooling.ts';
import { statusOf } from '../health/statusRules.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { formatGroupKind, formatRef, refKey } from '../kube/objectRef.ts';
import { commandDocument, parentDocument, type CommandResult } from './commandResult.ts';
import type { OpenSet } from './openSet.ts';

/**
 * `view`: the set's members, found the way prune finds them (one LIST per recorded kind and
 * namespace, metadata only), or whole objects with their health (`--health`, kstatus's rules).
 */
export async function viewSet(set: OpenSet, flags: { health: boolean }): Promise<CommandResult> {
  const { cluster, parent, reading } = set;
  const warnings = [...reading.warnings];
  const lists = memberLists(cluster.discovery, parent, reading.recorded, { warnings }).map((list) => ({
    ...list,
    full: flags.health,
  }));
  const members = sortMembers(await listMembers(cluster, parent, reading.recorded, { lists }));
  const rows = members.map(({ ref, object }) => ({
    group: ref.group,
    version: ref.version,
    kind: ref.kind,
    namespace: ref.namespace,
    name: ref.name,
    ...(flags.health ? { health: statusOf(object as KubeObject) } : {}),
  }));
  const document = commandDocument(
    'view',
    {
      applyset: parentDocument(parent, toolingOf(set.live.metadata.annotations)),
      groupKinds: reading.recorded.groupKinds.map(formatGroupKind),
      namespaces: reading.recorded.namespaces,
      members: rows,
      warnings,
    },
    set.requests(),
  );
  const text = [
    `ApplySet ${describeApplySet(parent)} (${parent.id}): ${rows.length} member${rows.length === 1 ? '' : 's'}`,
    ...rows.map((row) =>
      [
        '  ',
        row.namespace ? `${row.namespace}/` : '',
        formatRef(row),
        row.health ? `  ${row.health.status}${row.health.message ? `: ${row.health.message}` : ''}` : '',
      ].join(''),
    ),
    ...warnings.map((warning) => `Warning: ${warning}`),
  ].join('\n');
  return { document, text, names: rows.map(formatRef), code: 0 };
}

/** Members in a stable order: by group and kind, then namespace and name. */
export function sortMembers(members: LiveMember[]): LiveMember[] {
  return [...members].sort((a, b) => refKey(a.ref).localeCompare(refKey(b.ref)));
}
