import { ApiError } from './apiError.ts';
import { discoveryForbidden, notKubernetes } from './clusterAccessError.ts';
import type { KubeClient } from './kubeClient.ts';
import { formatGroupKind, type GroupKind } from './objectRef.ts';

/** How one kind is served: the REST resource behind it and whether it lives in namespaces. */
export interface ResourceInfo {
  group: string;
  version: string;
  kind: string;
  /** Plural resource name, e.g. `deployments`. */
  resource: string;
  namespaced: boolean;
}

interface DiscoveryResource {
  resource: string;
  responseKind?: { kind?: string };
  scope?: string;
}
interface AggregatedList {
  kind?: string;
  items?: { metadata?: { name?: string }; versions?: { version: string; resources?: DiscoveryResource[] }[] }[];
}
interface LegacyGroupList {
  groups?: {
    name: string;
    versions: { groupVersion: string; version: string }[];
    preferredVersion?: { version: string };
  }[];
}
interface LegacyResourceList {
  resources?: { name: string; kind: string; namespaced: boolean }[];
}

// One request for every group (aggregated discovery, GA in 1.30); plain JSON is the fallback older servers answer with.
const AGGREGATED_ACCEPT = 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json';

/** What the cluster serves, read once per run. */
export class Discovery {
  /** GroupKind -> served versions, the preferred first. */
  private readonly kinds = new Map<string, ResourceInfo[]>();
  private readonly resources = new Map<string, ResourceInfo[]>();

  add(info: ResourceInfo): void {
    const gk = formatGroupKind(info);
    const list = this.kinds.get(gk) ?? [];
    if (!list.some((r) => r.version === info.version)) list.push(info);
    this.kinds.set(gk, list);
    const byResource = this.resources.get(`${info.resource}.${info.group}`) ?? [];
    byResource.push(info);
    this.resources.set(`${info.resource}.${info.group}`, byResource);
  }

  /** The resource for an exact group, version and kind (as a manifest names it). */
  forKind(group: string, version: string, kind: string): ResourceInfo | undefined {
    return this.kinds.get(formatGroupKind({ group, kind }))?.find((r) => r.version === version);
  }

  /** The preferred version's resource for a GroupKind (as the ApplySet annotations name it). */
  forGroupKind(gk: GroupKind): ResourceInfo | undefined {
    return this.kinds.get(formatGroupKind(gk))?.[0];
  }

  /** Every kind the cluster serves, each at its preferred version. */
  preferred(): ResourceInfo[] {
    return [...this.kinds.values()].flatMap((versions) => versions.slice(0, 1));
  }

  /** Versions served for a GroupKind, for "did you mean" messages. */
  versionsOf(gk: GroupKind): string[] {
    return (this.kinds.get(formatGroupKind(gk)) ?? []).map((r) => r.version);
  }

  /** The resource for `resource.group` (and a version when given): how kubectl's `--applyset` names a parent. */
  forResource(resource: string, group: string, version?: string): ResourceInfo | undefined {
    const list = this.resources.get(`${resource}.${group}`);
    return version === undefined ? list?.[0] : list?.find((r) => r.version === version);
  }
}

export async function discover(client: KubeClient): Promise<Discovery> {
  const [core, groups] = await Promise.all([
    client.request<AggregatedList & LegacyGroupList>({ method: 'GET', path: '/api', accept: AGGREGATED_ACCEPT }),
    client.request<AggregatedList & LegacyGroupList>({ method: 'GET', path: '/apis', accept: AGGREGATED_ACCEPT }),
  ]).catch((error: unknown) => {
    // Every authenticated identity may read discovery: refused it, the run can do nothing.
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 403) throw discoveryForbidden(client.target, error.message, error);
    // A redirect, or a 4xx page that is no Status: the address is a web server's, not an API server's (a proxy's 5xx page may stand for one that is down).
    const redirect = error.status >= 300 && error.status < 400;
    throw redirect || (!error.isStatus && error.status < 500)
      ? notKubernetes(client.target, error.status, error)
      : error;
  });
  const discovery = new Discovery();
  if (core.body.kind === 'APIGroupDiscoveryList' && groups.body.kind === 'APIGroupDiscoveryList') {
    for (const item of [...(core.body.items ?? []), ...(groups.body.items ?? [])]) {
      const group = item.metadata?.name ?? '';
      for (const v of item.versions ?? []) {
        for (const r of v.resources ?? []) {
          const kind = r.responseKind?.kind;
          if (kind)
            discovery.add({
              group,
              version: v.version,
              kind,
              resource: r.resource,
              namespaced: r.scope === 'Namespaced',
            });
        }
      }
    }
    return discovery;
  }
  await discoverLegacy(client, discovery, groups.body);
  return discovery;
}

/** Servers without aggregated discovery: one request per group version, the preferred version first. */
async function discoverLegacy(client: KubeClient, discovery: Discovery, groupList: LegacyGroupList): Promise<void> {
  const groupVersions: { group: string; version: string; path: string }[] = [
    { group: '', version: 'v1', path: '/api/v1' },
  ];
  for (const g of groupList.groups ?? []) {
    const preferred = g.preferredVersion?.version;
    const ordered = [...g.versions].sort((a, b) => Number(b.version === preferred) - Number(a.version === preferred));
    for (const v of ordered) groupVersions.push({ group: g.name, version: v.version, path: `/apis/${v.groupVersion}` });
  }
  const lists = await Promise.all(
    groupVersions.map((gv) => client.request<LegacyResourceList>({ method: 'GET', path: gv.path })),
  );
  lists.forEach((list, i) => {
    const gv = groupVersions[i]!;
    for (const r of list.body.resources ?? []) {
      if (r.name.includes('/')) continue;
      discovery.add({ group: gv.group, version: gv.version, kind: r.kind, resource: r.name, namespaced: r.namespaced });
    }
  });
}

/** CustomResourceDefinitions, read before discovery knows whether a CRD from the manifests exists. */
export const CRD_RESOURCE: ResourceInfo = {
  group: 'apiextensions.k8s.io',
  version: 'v1',
  kind: 'CustomResourceDefinition',
  resource: 'customresourcedefinitions',
  namespaced: false,
};

/** REST path of a collection (no name) or of one object. */
export function resourcePath(info: ResourceInfo, namespace: string, name?: string): string {
  const base = info.group === '' ? `/api/${info.version}` : `/apis/${info.group}/${info.version}`;
  const scoped = info.namespaced && namespace !== '' ? `${base}/namespaces/${encodeURIComponent(namespace)}` : base;
  return name === undefined ? `${scoped}/${info.resource}` : `${scoped}/${info.resource}/${encodeURIComponent(name)}`;
}
