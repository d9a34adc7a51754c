import { listMembers, memberLists } from '../applyset/members.ts';
import { formatGroupKind, formatRef } from '../kube/objectRef.ts';
import { commandDocument, parentDocument, type CommandResult } from './commandResult.ts';
import { toolingOf } from '../applyset/parentTooling.ts';
import type { OpenSet } from './openSet.ts';
import { sortMembers } from './view.ts';

/** One kind of a set's members, with the members of that kind. */
export interface KindMembers {
  kind: string;
  group: string;
  members: { namespace: string; name: string }[];
}

/** Members grouped by kind, in the order given (view's: by group and kind, then namespace and name). */
export function groupByKind(members: readonly { group: string; kind: string; namespace: string; name: string }[]): KindMembers[] {
  const kinds = new Map<string, KindMembers>();
  for (const { group, kind, namespace, name } of members) {
    const key = formatGroupKind({ group, kind });
    const entry = kinds.get(key) ?? { kind, group, members: [] };
    entry.members.push({ namespace, name });
    kinds.set(key, entry);
  }
  return [...kinds.values()];
}

/** `ConfigMap`, then each of its members indented (`shop/app`, or `name` for a cluster-scoped one). */
export function treeLines(kinds: readonly KindMembers[]): string[] {
  return kinds.flatMap(({ kind, group, members }) => [formatGroupKind({ group, kind }), ...members.map(({ namespace, name }) => `  ${namespace ? `${namespace}/` : ''}${name}`)]);
}

/** `tree`: the set's members, found as prune finds them (as view does), grouped under their kinds. */
export async function treeOfSet(set: OpenSet): Promise<CommandResult> {
  const { cluster, parent, reading } = set;
  const warnings = [...reading.warnings];
  const lists = memberLists(cluster.discovery, parent, reading.recorded, { warnings });
  const members = sortMembers(await listMembers(cluster, parent, reading.recorded, { lists }));
  const kinds = groupByKind(members.map(({ ref }) => ref));
  const document = commandDocument('tree', { applyset: parentDocument(parent, toolingOf(set.live.metadata.annotations)), kinds, warnings }, set.requests());
  const text = [
    `ApplySet ${formatRef({ ...parent.info, name: parent.name })}${parent.namespace ? ` in namespace ${parent.namespace}` : ''} (${parent.id}): ${members.length} member${members.length === 1 ? '' : 's'} of ${kinds.length} kind${kinds.length === 1 ? '' : 's'}`,
    ...treeLines(kinds),
    ...warnings.map((warning) => `Warning: ${warning}`),
  ].join('\n');
  return { document, text, code: 0 };
}
