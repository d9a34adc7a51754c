/** The Kubernetes verb of a request, as the API server's authorizer and audit log name it. */
export type Verb = 'get' | 'list' | 'watch' | 'create' | 'update' | 'patch' | 'delete' | 'deletecollection';

/** What a request to the API server asks for, read from its method and URL. */
export interface RequestInfo {
  verb: Verb;
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  /** The resource (plural, e.g. `configmaps`) of a resource request; undefined for discovery and other paths. */
  resource: string | undefined;
  namespace: string | undefined;
  name: string | undefined;
  subresource: string | undefined;
  /** A server-side dry run (`?dryRun=All`): it writes nothing. */
  dryRun: boolean;
}

// `/api/v1/namespaces/NAME/status` is the status of namespace NAME, not a resource `status` in it.
const namespaceSubresources = new Set(['status', 'finalize']);

function verbOf(method: string, named: boolean, watch: boolean): Verb {
  switch (method) {
    case 'POST':
      return 'create';
    case 'PUT':
      return 'update';
    case 'PATCH':
      return 'patch';
    case 'DELETE':
      return named ? 'delete' : 'deletecollection';
    default:
      if (watch) return 'watch';
      return named ? 'get' : 'list';
  }
}

/**
 * Reads a request as kube-apiserver's RequestInfoFactory does: `/api/v1/...` and `/apis/GROUP/VERSION/...`,
 * then `[watch/][namespaces/NS/]RESOURCE[/NAME[/SUBRESOURCE]]`. Any other path (discovery, /version,
 * /openapi) is a `get`, with no resource.
 */
export function readRequestInfo(method: string, url: string): RequestInfo {
  const { pathname, searchParams } = new URL(url, 'http://api-server');
  const parts = pathname.split('/').filter((part) => part !== '');
  const prefix = parts[0] === 'api' ? 2 : parts[0] === 'apis' ? 3 : parts.length;
  let rest = parts.slice(prefix);
  const legacyWatch = rest[0] === 'watch';
  if (legacyWatch) rest = rest.slice(1);
  let namespace: string | undefined;
  if (rest[0] === 'namespaces' && rest.length >= 3 && !namespaceSubresources.has(rest[2] ?? '')) {
    namespace = rest[1];
    rest = rest.slice(2);
  } else if (rest[0] === 'namespaces' && rest.length >= 2) {
    namespace = rest[1];
  }
  const [resource, name, subresource] = rest;
  const watch = legacyWatch || searchParams.get('watch') === 'true' || searchParams.get('watch') === '1';
  return {
    verb: resource === undefined ? 'get' : verbOf(method, name !== undefined, watch),
    method,
    path: pathname,
    query: searchParams,
    resource,
    namespace,
    name,
    subresource,
    dryRun: searchParams.getAll('dryRun').includes('All'),
  };
}
