import { applySetArgument, applySetOf, BUILT_IN_PARENT_KINDS, type ApplySet } from '../applyset/applySet.ts';
import { ID_LABEL, PARENT_TYPE_LABEL } from '../applyset/applySetKeys.ts';
import { readHistory, type DeployEntry } from '../applyset/deployHistory.ts';
import { listMembers } from '../applyset/members.ts';
import { historyText, recordedScope } from '../applyset/parentState.ts';
import { toolingOf } from '../applyset/parentTooling.ts';
import type { Cluster } from '../kube/connect.ts';
import { CRD_RESOURCE, type ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { listObjects } from '../kube/objectRequests.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import { commandDocument, parentDocument, type CommandResult } from './commandResult.ts';

/**
 * `list`: every ApplySet parent the caller can read in `namespace` ('' for all namespaces): Secrets
 * and ConfigMaps with the ID label, and custom resources of kinds whose CRD opts in as parents.
 * Metadata only throughout: a Secret parent's data is never read.
 */
export async function listSets(cluster: Cluster, namespace: string): Promise<CommandResult> {
  const sets = await Promise.all(
    (await findParents(cluster, namespace)).map(({ info, live }) => describeSet(cluster, info, live)),
  );
  sets.sort((a, b) => `${a.applyset.namespace}/${a.ref}`.localeCompare(`${b.applyset.namespace}/${b.ref}`));
  const document = commandDocument('list', { applysets: sets }, cluster.client.stats.counts());
  return { document, text: listTable(sets), code: 0 };
}

/** Every ApplySet parent in `namespace` ('' for all) and every cluster-scoped one, by metadata. */
export async function findParents(
  cluster: Cluster,
  namespace: string,
): Promise<{ info: ResourceInfo; live: KubeObject }[]> {
  const crds = await listObjects(cluster.client, CRD_RESOURCE, '', PARENT_TYPE_LABEL, { metadataOnly: true });
  const customKinds = crds.flatMap(({ metadata }) => {
    const dot = (metadata.name ?? '').indexOf('.');
    const info =
      dot < 0 ? undefined : cluster.discovery.forResource(metadata.name!.slice(0, dot), metadata.name!.slice(dot + 1));
    return info ? [info] : [];
  });
  const found = await Promise.all(
    [...BUILT_IN_PARENT_KINDS, ...customKinds].map(async (info) =>
      (await listObjects(cluster.client, info, info.namespaced ? namespace : '', ID_LABEL, { metadataOnly: true })).map(
        (item) => ({ info, live: item as KubeObject }),
      ),
    ),
  );
  return found.flat();
}

/**
 * A listed parent object: the ApplySet its identity makes, and the set as its ID label says, whose
 * members it has (list and verify show them). The two differ when the label was copied or edited.
 */
export function listedParent(
  info: ResourceInfo,
  live: KubeObject,
): { applySet: ApplySet; labelled: ApplySet; idMatches: boolean } {
  const applySet = applySetOf(info, info.namespaced ? (live.metadata.namespace ?? '') : '', live.metadata.name ?? '');
  const labelId = live.metadata.labels?.[ID_LABEL] ?? '';
  const idMatches = labelId === applySet.id;
  return { applySet, labelled: idMatches ? applySet : Object.freeze({ ...applySet, id: labelId }), idMatches };
}

type ListedSet = Awaited<ReturnType<typeof describeSet>>;

async function describeSet(cluster: Cluster, info: ResourceInfo, live: KubeObject) {
  const { labelled: parent, idMatches } = listedParent(info, live);
  const scope = recordedScope(live, []);
  const members = await listMembers(cluster, parent, scope);
  const lastDeploy: DeployEntry | undefined = readHistory(historyText(live)).entries.at(-1);
  return {
    /** kubectl's --applyset form of the parent. */
    ref: applySetArgument(parent),
    applyset: parentDocument(parent, toolingOf(live.metadata.annotations)),
    // A copied or hand-edited label: the set's members are those of another identity.
    idMatchesParent: idMatches,
    groupKinds: scope.groupKinds.map(formatGroupKind),
    namespaces: scope.namespaces,
    members: members.length,
    ...(lastDeploy ? { lastDeploy } : {}),
  };
}

function listTable(sets: ListedSet[]): string {
  if (sets.length === 0) return 'No ApplySet found';
  const rows = [
    ['NAMESPACE', 'PARENT', 'TOOLING', 'MEMBERS', 'KINDS', 'NAMESPACES', 'LAST DEPLOY'],
    ...sets.map((set) => [
      (set.applyset.namespace as string) || '-',
      `${set.ref}${set.idMatchesParent ? '' : ' (ID label does not match)'}`,
      set.applyset.tooling as string,
      String(set.members),
      set.groupKinds.join(',') || '-',
      set.namespaces.join(',') || '-',
      set.lastDeploy ? `${set.lastDeploy.time} ${set.lastDeploy.result}` : '-',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '))
    .join('\n');
}
