import type { ApiClient } from '../test/cluster/apiRequest.ts';

/** Requests the API server counted, by category: verb (`APPLY`, `LIST`, ...), `APPLY dry-run`, `discovery`, `openapi`. */
export type RequestCounts = Record<string, number>;

const LINE = /^apiserver_request_total\{(.*)\} (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;
// Health probes and metrics scrapes are the benchmark's and the components' own, never a client's work.
const HEALTH = new Set(['/healthz', '/readyz', '/livez', '/metrics']);

/**
 * Where a counted request belongs, or undefined for traffic that is no client's: WATCH (the
 * controllers' long-running watches) and Leases (the API server's own heartbeat).
 */
function category(labels: Map<string, string>): string | undefined {
  const verb = labels.get('verb') ?? '';
  const resource = labels.get('resource') ?? '';
  const subresource = labels.get('subresource') ?? '';
  if (verb === 'WATCH' || resource === 'leases') return undefined;
  if (resource === '') {
    if (HEALTH.has(subresource) || subresource.startsWith('/livez') || subresource.startsWith('/readyz')) return undefined;
    return subresource.startsWith('openapi') ? 'openapi' : 'discovery';
  }
  return labels.get('dry_run') ? `${verb} dry-run` : verb;
}

/** The API server's request counters now, summed by category. */
export async function scrapeRequestCounts(api: ApiClient): Promise<RequestCounts> {
  const response = await api.request('GET', '/metrics');
  if (response.status !== 200 || typeof response.body !== 'string') throw new Error(`GET /metrics answered ${response.status}`);
  return parseRequestCounts(response.body);
}

export function parseRequestCounts(text: string): RequestCounts {
  const counts: RequestCounts = {};
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const labels = new Map([...match[1]!.matchAll(LABEL)].map((m) => [m[1]!, m[2]!] as const));
    const key = category(labels);
    if (key !== undefined) counts[key] = (counts[key] ?? 0) + Number(match[2]);
  }
  return counts;
}

/** after - before, leaving out categories that did not move. */
export function countDifference(before: RequestCounts, after: RequestCounts): RequestCounts {
  const diff: RequestCounts = {};
  for (const [key, value] of Object.entries(after)) {
    const delta = value - (before[key] ?? 0);
    if (delta !== 0) diff[key] = delta;
  }
  return diff;
}

export function totalRequests(counts: RequestCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/** What the API server counts per minute with no client at work: the background every measurement includes. */
export async function measureBackground(api: ApiClient, windowMs: number): Promise<RequestCounts> {
  const before = await scrapeRequestCounts(api);
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const diff = countDifference(before, await scrapeRequestCounts(api));
  return Object.fromEntries(Object.entries(diff).map(([k, v]) => [k, Math.round((v * 60_000) / windowMs * 10) / 10]));
}
