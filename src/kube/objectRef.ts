/** The one way this project names a Kubernetes object. */
export interface ObjectRef {
  /** API group; '' for the core group. */
  group: string;
  version: string;
  kind: string;
  /** '' for a cluster-scoped object. */
  namespace: string;
  name: string;
}

export interface GroupKind {
  group: string;
  kind: string;
}

/** `Kind` for the core group, `Kind.group` otherwise: the form of the ApplySet annotations. */
export function formatGroupKind(gk: GroupKind): string {
  return gk.group === '' ? gk.kind : `${gk.kind}.${gk.group}`;
}

/** Parses the form written by {@link formatGroupKind}: the kind ends at the first dot. */
export function parseGroupKind(text: string): GroupKind {
  const dot = text.indexOf('.');
  return dot < 0 ? { group: '', kind: text } : { group: text.slice(dot + 1), kind: text.slice(0, dot) };
}

/** kubectl's name for an object in its output: `deployment.apps/web`, `configmap/app`. */
export function formatRef(ref: Pick<ObjectRef, 'group' | 'kind' | 'name'>): string {
  const kind = ref.kind.toLowerCase();
  return ref.group === '' ? `${kind}/${ref.name}` : `${kind}.${ref.group}/${ref.name}`;
}

/** `formatRef` plus the namespace, for messages where the namespace tells objects apart. */
export function describeRef(ref: Omit<ObjectRef, 'version'>): string {
  return ref.namespace === '' ? formatRef(ref) : `${formatRef(ref)} in namespace ${ref.namespace}`;
}

/** Identity of an object independent of the API version it is served at. */
export function refKey(ref: Omit<ObjectRef, 'version'>): string {
  return `${ref.group}/${ref.kind}/${ref.namespace}/${ref.name}`;
}

export function groupVersion(ref: Pick<ObjectRef, 'group' | 'version'>): string {
  return ref.group === '' ? ref.version : `${ref.group}/${ref.version}`;
}

/** Splits an apiVersion (`apps/v1`, `v1`) into group and version. */
export function parseApiVersion(apiVersion: string): { group: string; version: string } {
  const slash = apiVersion.indexOf('/');
  return slash < 0
    ? { group: '', version: apiVersion }
    : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}
