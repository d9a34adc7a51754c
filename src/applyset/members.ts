import { isNotFound } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import type { Discovery, ResourceInfo } from '../kube/discovery.ts';
import { listObjects, type ListedObject } from '../kube/objectRequests.ts';
import { formatGroupKind, groupVersion, type ObjectRef } from '../kube/objectRef.ts';
import { memberSelector, type ApplySet } from './applySet.ts';
import type { RecordedScope } from './parentState.ts';

/** One LIST of members: a kind in a namespace ('' for a cluster-scoped kind). */
export interface MemberList {
  info: ResourceInfo;
  namespace: string;
  /** Whole objects (a kind the manifests hold, needed for a diff) or metadata only. */
  full: boolean;
}

export interface LiveMember {
  ref: ObjectRef;
  info: ResourceInfo;
  object: ListedObject;
}

export interface MemberListOptions {
  /** Kinds listed as whole objects, in the version given (the manifests' kinds); the others are listed by metadata. */
  fullKinds?: ResourceInfo[];
  /** Where a recorded kind the cluster no longer serves is told. */
  warnings?: string[];
}

/**
 * The LISTs that find a set's members the way prune finds them: each kind of `scope` (and of
 * `fullKinds`) in the parent's namespace and each namespace of `scope`; a cluster-scoped kind once.
 */
export function memberLists(
  discovery: Discovery,
  parent: ApplySet,
  scope: RecordedScope,
  options: MemberListOptions = {},
): MemberList[] {
  const kinds = new Map<string, { info: ResourceInfo; full: boolean }>();
  for (const info of options.fullKinds ?? []) kinds.set(formatGroupKind(info), { info, full: true });
  for (const gk of scope.groupKinds) {
    const name = formatGroupKind(gk);
    if (kinds.has(name)) continue;
    const info = discovery.forGroupKind(gk);
    if (info) kinds.set(name, { info, full: false });
    else
      options.warnings?.push(
        `the ApplySet records ${name}, which the cluster no longer serves (was its CustomResourceDefinition deleted?); its members are not looked for`,
      );
  }
  const namespaces = new Set([parent.namespace, ...scope.namespaces].filter((ns) => ns !== ''));
  return [...kinds.values()].flatMap(({ info, full }) =>
    (info.namespaced ? [...namespaces] : ['']).map((namespace) => ({ info, namespace, full })),
  );
}

/** How one LIST is sent: through the plan's shared requests, or straight to the cluster. */
export type SendList = (list: MemberList, selector: string) => Promise<ListedObject[]>;

/** The members one LIST found, as references; list items carry no apiVersion/kind of their own, so they are given back. */
export function listedMembers(list: MemberList, items: ListedObject[]): LiveMember[] {
  const { info } = list;
  return items.map((item) => ({
    ref: {
      group: info.group,
      version: info.version,
      kind: info.kind,
      namespace: item.metadata.namespace ?? '',
      name: item.metadata.name ?? '',
    },
    info,
    object: { ...item, apiVersion: groupVersion(info), kind: info.kind },
  }));
}

/**
 * Every live member of the set in `lists` (by default {@link memberLists} of `scope`): one paginated
 * LIST per kind and namespace, metadata only unless the list asks for whole objects.
 */
export async function listMembers(
  cluster: Cluster,
  parent: ApplySet,
  scope: RecordedScope,
  options: MemberListOptions & { lists?: MemberList[]; send?: SendList } = {},
): Promise<LiveMember[]> {
  const selector = memberSelector(parent);
  const send: SendList =
    options.send ??
    ((list) => listObjects(cluster.client, list.info, list.namespace, selector, { metadataOnly: !list.full }));
  const lists = options.lists ?? memberLists(cluster.discovery, parent, scope, options);
  const found = await Promise.all(
    lists.map((list) =>
      send(list, selector).then(
        (items) => listedMembers(list, items),
        (error: unknown) => goneKind(error, list, options.warnings),
      ),
    ),
  );
  return found.flat();
}

/**
 * A LIST answered 404: its kind stopped being served since discovery (a CRD deleted, often by this
 * very run's prune, whose handler kube-apiserver drops a moment later), so it has no members left.
 */
function goneKind(error: unknown, list: MemberList, warnings: string[] | undefined): LiveMember[] {
  if (!isNotFound(error)) throw error;
  warnings?.push(
    `${formatGroupKind(list.info)} is no longer served (was its CustomResourceDefinition deleted?); it has no members left`,
  );
  return [];
}
