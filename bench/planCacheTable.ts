import type { PlanCacheRun, PlanCacheSample } from './planCacheScenario.ts';
import { totalRequests } from './requestCounts.ts';

/**
 * issues 35 and 48's targets, as a multiple of the floor's time (bench/floorClient.ts: discovery, the parent and the
 * members' LISTs, the manifests read, parsed with js-yaml and hashed, nothing else) at the same size and round trip:
 * 1.3× at 1,000 objects and 25 ms, 1.5× at 10,000.
 */
// A drift check dry-runs every object, record or not (issue 48): it has no floor target.
const FLOOR_RUNS: readonly PlanCacheRun[] = ['apply-noop', 'preview-unchanged', 'preview-unchanged-copy'];
const floorMultiple = (n: number) => (n >= 10_000 ? 1.5 : 1.3);
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
function verdicts(m: PlanCacheSample, floor: PlanCacheSample | undefined): string[] {
  const out: string[] = [];
  if (!m.cache) return out;
  if (FLOOR_RUNS.includes(m.run) && floor)
    out.push(`≤ ${floorMultiple(m.n)}× floor: ${m.wallMs / floor.wallMs <= floorMultiple(m.n) ? 'met' : 'missed'}`);
  if (m.run === 'apply-noop') {
    // The requests a no-op may send: the LISTs it makes anyway and a dry-run per miss; the rest are named.
    const lists = m.requests['LIST'] ?? 0;
    const misses = m.n - m.skipped;
    const other = totalRequests(m.requests) - lists - misses;
    out.push(
      `requests ≤ ${lists} LISTs + ${misses} misses: ${other <= 0 ? 'met' : `missed by ${other} (${otherRequests(m)})`}`,
    );
  }
  if (m.n === BIG_N && m.rttMs === 0 && m.run === 'apply-noop')
    out.push(`< ${BIG_NOOP_MS / 1000} s: ${m.wallMs < BIG_NOOP_MS ? 'met' : 'missed'}`);
  return out;
}

function otherRequests(m: PlanCacheSample): string {
  return Object.entries(m.requests)
    .filter(([k]) => k !== 'LIST' && k !== 'APPLY dry-run')
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
}

const baseline = (run: PlanCacheRun) => run === 'limit' || run === 'floor';
const perObject = (m: PlanCacheSample) => `${((m.cpuMs * 1000) / m.n).toFixed(0)} µs`;

/** What each median run sent besides its members' LISTs and dry-runs, by resource: where a run's fixed requests go. */
function requestLines(medians: readonly PlanCacheSample[]): string[] {
  return medians.map((m) => {
    const named = Object.entries(m.byResource)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${v} ${k}`)
      .join(', ');
    return `- ${m.n.toLocaleString('en-US')} ${m.run}${baseline(m.run) ? '' : ` (plan-cache ${m.cache})`}: ${named}`;
  });
}

/** The scenario's table: medians per run and cache setting, beside the limit's median at the same size and round trip. */
export function renderPlanCache(samples: readonly PlanCacheSample[]): string {
  const lines = [
    '| RTT | N | run | plan-cache | median | ÷ limit | ÷ floor | CPU | CPU per object | peak RSS MB | requests | LIST | dry-runs | hit share | targets |',
    '| --- | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const medians = groups(samples).map(median);
  for (const m of medians) {
    const limit = medians.find((l) => l.run === 'limit' && l.n === m.n && l.rttMs === m.rttMs);
    const floor = medians.find((l) => l.run === 'floor' && l.n === m.n && l.rttMs === m.rttMs);
    const peak = Math.max(
      ...samples
        .filter((s) => s.n === m.n && s.rttMs === m.rttMs && s.run === m.run && s.cache === m.cache)
        .map((s) => s.maxRssBytes),
    );
    const targets = verdicts(m, floor);
    if (m.n === BIG_N && !baseline(m.run))
      targets.push(`peak RSS < ${BIG_RSS_MB} MB: ${mb(peak) < BIG_RSS_MB ? 'met' : 'missed'}`);
    lines.push(
      [
        rttLabel(m.rttMs),
        m.n.toLocaleString('en-US'),
        m.run,
        baseline(m.run) ? '—' : String(m.cache),
        seconds(m.wallMs),
        limit && m.run !== 'limit' ? `${(m.wallMs / limit.wallMs).toFixed(2)}×` : '—',
        floor && !baseline(m.run) ? `${(m.wallMs / floor.wallMs).toFixed(2)}×` : '—',
        seconds(m.cpuMs),
        perObject(m),
        String(mb(peak)),
        String(totalRequests(m.requests)),
        String(m.requests['LIST'] ?? 0),
        String(m.requests['APPLY dry-run'] ?? 0),
        baseline(m.run) ? '—' : `${((m.skipped / m.n) * 100).toFixed(0)} %`,
        targets.join('; ') || '—',
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    );
  }
  return [...lines, '', 'Requests of each median run by resource (discovery by path):', ...requestLines(medians)].join(
    '\n',
  );
}
