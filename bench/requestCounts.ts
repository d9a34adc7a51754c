import type { ProxiedRequest } from '../test/cluster/faultProxy/faultProxy.ts';

/** Requests a tool sent, by category: verb (`APPLY`, `LIST`, ...), `APPLY dry-run`, `discovery`, `openapi`. */
export type RequestCounts = Record<string, number>;

const VERBS: Record<string, string> = {
  get: 'GET',
  list: 'LIST',
  create: 'POST',
  update: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
  deletecollection: 'DELETECOLLECTION',
};

/**
 * Where a request belongs, or undefined for what is no step's work: WATCH and Leases (the lock's
 * renewals are timed, not per object). A PATCH with an apply body is a server-side apply, as the API
 * server's own counters name it.
 */
function category({ request, contentType }: ProxiedRequest): string | undefined {
  if (request.verb === 'watch' || request.resource === 'leases') return undefined;
  if (request.resource === undefined) return request.path.startsWith('/openapi') ? 'openapi' : 'discovery';
  const verb =
    request.verb === 'patch' && contentType?.startsWith('application/apply-patch')
      ? 'APPLY'
      : (VERBS[request.verb] ?? request.verb);
  return request.dryRun ? `${verb} dry-run` : verb;
}

/**
 * The requests of one step, as every tool sends them through the fault proxy: counted there, they
 * are the tool's alone, not the controllers' (the API server's counters also hold the pods the
 * controllers and kwok create for the set's Deployments).
 */
export function countRequests(requests: readonly ProxiedRequest[]): RequestCounts {
  const counts: RequestCounts = {};
  for (const proxied of requests) {
    const key = category(proxied);
    if (key !== undefined) counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * The same requests by what they ask for, for finding what a run sends beyond its members' LISTs and
 * dry-runs: `GET secrets`, `POST selfsubjectreviews`, `LIST validatingwebhookconfigurations`, `GET /version`.
 */
export function countByResource(requests: readonly ProxiedRequest[]): RequestCounts {
  const counts: RequestCounts = {};
  for (const proxied of requests) {
    const verb = category(proxied);
    if (verb === undefined) continue;
    const { resource, path } = proxied.request;
    const key = resource === undefined ? `${verb} ${path}` : `${verb} ${resource}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export function totalRequests(counts: RequestCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
