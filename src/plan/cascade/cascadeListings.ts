import { ApiError, isForbidden } from '../../kube/apiError.ts';
import type { Cluster } from '../../kube/connect.ts';
import type { ResourceInfo } from '../../kube/discovery.ts';
import { listFirstPage, type ListedObject } from '../../kube/objectRequests.ts';
import { formatGroupKind } from '../../kube/objectRef.ts';

/** The most objects of one kind in one namespace a count reads: beyond it, counts are lower bounds. */
export const COUNT_LIMIT = 500;

/** One bounded LIST's answer: its objects, and whether there are more than it holds. */
export interface CountedPage {
  items: ListedObject[];
  /** The server's count of the objects left out, or `true` when it has more and does not say how many. */
  more: number | boolean;
}

/** What RBAC forbids (normal for a preview's credential), or a resource that cannot be listed, said as such. */
export type PageAnswer = CountedPage | 'forbidden' | 'not listable';

/**
 * The LISTs of one plan's counts of what its prunes take with them, each sent at most once: a
 * Namespace's contents, a Deployment's and a StatefulSet's dependents in one namespace share the
 * Pod LIST. One page each, of metadata only unless a field beyond it is needed.
 */
export class CascadeListings {
  private readonly pages = new Map<string, Promise<PageAnswer>>();
  private readonly cluster: Cluster;

  constructor(cluster: Cluster) {
    this.cluster = cluster;
  }

  page(
    info: ResourceInfo,
    namespace: string,
    options: { metadataOnly: boolean } = { metadataOnly: true },
  ): Promise<PageAnswer> {
    const key = pageKey(info, namespace, options.metadataOnly);
    let page = this.pages.get(key);
    if (!page) {
      page = firstPage(this.cluster, info, namespace, options.metadataOnly);
      this.pages.set(key, page);
    }
    return page;
  }

  /**
   * A whole LIST of whole objects the plan already made (the in-use check's pods and ReplicaSets): the
   * counts take it instead of listing the same objects again, and count all of them, not the first page.
   */
  listed(info: ResourceInfo, namespace: string, items: ListedObject[]): void {
    const whole = Promise.resolve<PageAnswer>({ items, more: false });
    for (const metadataOnly of [true, false])
      if (!this.pages.has(pageKey(info, namespace, metadataOnly)))
        this.pages.set(pageKey(info, namespace, metadataOnly), whole);
  }
}

const pageKey = (info: ResourceInfo, namespace: string, metadataOnly: boolean) =>
  `${info.resource}.${info.group}/${namespace}/${metadataOnly ? 'metadata' : 'objects'}`;

/** Kinds a namespace's count leaves out: events, and what mirrors other objects (Endpoints of Services, PodMetrics of pods). */
const NOT_COUNTED = new Set(['Event', 'Event.events.k8s.io', 'Endpoints', 'EndpointSlice.discovery.k8s.io']);
const NOT_COUNTED_GROUPS = new Set(['metrics.k8s.io']);
/** What every namespace gets from the cluster itself. */
const AUTOMATIC = new Set(['ConfigMap/kube-root-ca.crt', 'ServiceAccount/default']);

/** The namespaced kinds whose objects a Namespace's counts list. */
export function namespaceKinds(cluster: Cluster): ResourceInfo[] {
  return cluster.discovery
    .preferred()
    .filter(
      (info) => info.namespaced && !NOT_COUNTED.has(formatGroupKind(info)) && !NOT_COUNTED_GROUPS.has(info.group),
    );
}

/** The custom resources a CRD named `<plural>.<group>` serves; undefined when the cluster serves none. */
export function crdResource(cluster: Cluster, crdName: string): ResourceInfo | undefined {
  const dot = crdName.indexOf('.');
  return dot < 0 ? undefined : cluster.discovery.forResource(crdName.slice(0, dot), crdName.slice(dot + 1));
}

/** Whether a listed object is one every namespace gets from the cluster, not anyone's. */
export function isAutomatic(info: ResourceInfo, item: ListedObject): boolean {
  return info.group === '' && AUTOMATIC.has(`${info.kind}/${item.metadata.name ?? ''}`);
}

/** Whether a page was cut at its cap. */
export function wasCut(page: CountedPage): boolean {
  return page.more !== false && page.more !== 0;
}

async function firstPage(
  cluster: Cluster,
  info: ResourceInfo,
  namespace: string,
  metadataOnly: boolean,
): Promise<PageAnswer> {
  try {
    return await listFirstPage(cluster.client, info, namespace, COUNT_LIMIT, { metadataOnly });
  } catch (error) {
    if (isForbidden(error)) return 'forbidden';
    // Resources that are only created (bindings, reviews) answer 405; a kind gone since discovery, 404.
    if (error instanceof ApiError && (error.status === 405 || error.status === 404)) return 'not listable';
    throw error;
  }
}
