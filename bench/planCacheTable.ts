import type { PlanCacheRun, PlanCacheSample } from './planCacheScenario.ts';
import { totalRequests } from './requestCounts.ts';

/** issue 25's targets, as a share of the limit's time at the same size and round trip. */
const LIMIT_SHARE: Partial<Record<PlanCacheRun, number>> = { 'apply-noop': 0.2, 'preview-unchanged': 0.2, 'drift-quiet': 0.2, 'preview-10-changed': 0.25 };
// At 10,000 objects on loopback: a no-op apply under 5 s (issue 25), a preview and an apply under 300 MB (issue 23).
const BIG_N = 10_000;
const BIG_NOOP_MS = 5_000;
const BIG_RSS_MB = 300;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const rttLabel = (rttMs: number) => (rttMs === 0 ? 'loopback' : `${rttMs} ms`);

function median(group: readonly PlanCacheSample[]): PlanCacheSample {
  return [...group].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(group.length / 2)]!;
}

function groups(samples: readonly PlanCacheSample[]): PlanCacheSample[][] {
  const byKey = new Map<string, PlanCacheSample[]>();
  for (const s of samples) {
    const key = `${s.rttMs}/${s.n}/${s.run}/${s.cache}`;
    byKey.set(key, [...(byKey.get(key) ?? []), s]);
  }
  return [...byKey.values()];
}

/** What a run with the record is held to, and whether this one met it; undefined where nothing is asked. */
function verdicts(m: PlanCacheSample, limit: PlanCacheSample | undefined): string[] {
  const out: string[] = [];
  if (!m.cache) return out;
  const share = LIMIT_SHARE[m.run];
  if (share !== undefined && limit) out.push(`≤ ${share}× limit: ${m.wallMs / limit.wallMs <= share ? 'met' : 'missed'}`);
  if (m.run === 'apply-noop') {
    // The requests a no-op may send: the LISTs it makes anyway and a dry-run per miss; the rest are named.
    const lists = m.requests['LIST'] ?? 0;
    const misses = m.n - m.skipped;
    const other = totalRequests(m.requests) - lists - misses;
    out.push(`requests ≤ ${lists} LISTs + ${misses} misses: ${other <= 0 ? 'met' : `missed by ${other} (${otherRequests(m)})`}`);
  }
  if (m.n === BIG_N && m.rttMs === 0 && m.run === 'apply-noop') out.push(`< ${BIG_NOOP_MS / 1000} s: ${m.wallMs < BIG_NOOP_MS ? 'met' : 'missed'}`);
  return out;
}

function otherRequests(m: PlanCacheSample): string {
  return Object.entries(m.requests).filter(([k]) => k !== 'LIST' && k !== 'APPLY dry-run').map(([k, v]) => `${v} ${k}`).join(', ');
}

/** The scenario's table: medians per run and cache setting, beside the limit's median at the same size and round trip. */
export function renderPlanCache(samples: readonly PlanCacheSample[]): string {
  const lines = [
    '| RTT | N | run | plan-cache | median | ÷ limit | peak RSS MB | requests | LIST | dry-runs | hit share | targets |',
    '| --- | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const medians = groups(samples).map(median);
  for (const m of medians) {
    const limit = medians.find((l) => l.run === 'limit' && l.n === m.n && l.rttMs === m.rttMs);
    const peak = Math.max(...samples.filter((s) => s.n === m.n && s.rttMs === m.rttMs && s.run === m.run && s.cache === m.cache).map((s) => s.maxRssBytes));
    const targets = verdicts(m, limit);
    if (m.n === BIG_N && m.run !== 'limit') targets.push(`peak RSS < ${BIG_RSS_MB} MB: ${mb(peak) < BIG_RSS_MB ? 'met' : 'missed'}`);
    lines.push([
      rttLabel(m.rttMs), m.n.toLocaleString('en-US'), m.run, m.run === 'limit' ? '—' : String(m.cache), seconds(m.wallMs),
      limit && m.run !== 'limit' ? `${(m.wallMs / limit.wallMs).toFixed(2)}×` : '—', String(mb(peak)), String(totalRequests(m.requests)),
      String(m.requests['LIST'] ?? 0), String(m.requests['APPLY dry-run'] ?? 0), m.run === 'limit' ? '—' : `${((m.skipped / m.n) * 100).toFixed(0)} %`, targets.join('; ') || '—',
    ].join(' | ').replace(/^/, '| ').concat(' |'));
  }
  return lines.join('\n');
}
