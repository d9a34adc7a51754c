import { listMembers, memberLists } from '../applyset/members.ts';
import { type ApplySet, describeApplySet } from '../applyset/applySet.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
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

/** A set's members under their kinds, as `tree` shows them: the CLI's command and the action's mode. */
export interface SetTree {
  set: ApplySet;
  members: number;
  kinds: KindMembers[];
  warnings: string[];
}

/** Members grouped by kind, in the order given (view's: by group and kind, then namespace and name). */
export function groupByKind(
  members: readonly { group: string; kind: string; namespace: string; name: string }[],
): KindMembers[] {
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
  return kinds.flatMap(({ kind, group, members }) => [
    formatGroupKind({ group, kind }),
    ...members.map(({ namespace, name }) => `  ${namespace ? `${namespace}/` : ''}${name}`),
  ]);
}

/** The set's members, found as prune finds them (as view does), grouped under their kinds. */
export async function readTree(set: OpenSet): Promise<SetTree> {
  const { cluster, parent, reading } = set;
  const warnings = [...reading.warnings];
  const lists = memberLists(cluster.discovery, parent, reading.recorded, { warnings });
  const members = sortMembers(await listMembers(cluster, parent, reading.recorded, { lists }));
  return { set: parent, members: members.length, kinds: groupByKind(members.map(({ ref }) => ref)), warnings };
}

/** `tree`'s text: the parent with its counts, then each kind and its members. */
export function treeText(tree: SetTree): string {
  const counts = `${tree.members} member${tree.members === 1 ? '' : 's'} of ${tree.kinds.length} kind${tree.kinds.length === 1 ? '' : 's'}`;
  return [
    `ApplySet ${describeApplySet(tree.set)} (${tree.set.id}): ${counts}`,
    ...treeLines(tree.kinds),
    ...tree.warnings.map((warning) => `Warning: ${warning}`),
  ].join('\n');
}

/** `tree`: the set's members under their kinds, as text and as its JSON document. */
export async function treeOfSet(set: OpenSet): Promise<CommandResult> {
  const tree = await readTree(set);
  const document = commandDocument(
    'tree',
    {
      applyset: parentDocument(set.parent, toolingOf(set.live.metadata.annotations)),
      kinds: tree.kinds,
      warnings: tree.warnings,
    },
    set.requests(),
  );
  return { document, text: treeText(tree), code: 0 };
}
