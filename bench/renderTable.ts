import type { BenchResults, StepResult } from './results.ts';
import { STEPS } from './steps.ts';
import type { TargetVerdict } from './targets.ts';
import type { ToolName } from './tools.ts';

interface Table {
  headers: string[];
  /** Columns aligned right (numbers). */
  right: boolean[];
  rows: string[][];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (x: number) => `${x.toFixed(1)}×`;
// Against a 1.15× target one decimal would hide a miss.
const ratio2 = (x: number) => `${x.toFixed(2)}×`;
const count = (n: number) => n.toLocaleString('en-US');
// The API server's categories in the order a reader looks for them; anything else follows.
const CATEGORY_ORDER = ['APPLY dry-run', 'APPLY', 'DELETE dry-run', 'DELETE', 'LIST', 'GET', 'discovery'];

function find(results: StepResult[], rttMs: number, n: number, step: string, tool: ToolName): StepResult | undefined {
  return results.find((r) => r.rttMs === rttMs && r.n === n && r.step === step && r.tool === tool);
}

const rtt = (ms: number) => (ms === 0 ? 'loopback' : `${ms} ms`);

function sizes(results: StepResult[]): number[] {
  return [...new Set(results.map((r) => r.n))].sort((a, b) => a - b);
}

/**
 * Wall time (median) and peak RSS per step: this tool, kubectl and the limit side by side, round trips in the order
 * run; with BENCH_GO_LIMIT=1 the client-go limit's whole process too (issue 48's reference).
 */
function timeTable(all: BenchResults): Table {
  const { results } = all;
  const withGo = results.some((r) => r.tool === 'client-go');
  const rows: string[][] = [];
  const cases = all.settings.rttMs.flatMap((rttMs) =>
    sizes(results).flatMap((n) => STEPS.map((step) => ({ rttMs, n, step }))),
  );
  for (const { rttMs, n, step } of cases) {
    const [ours, kubectl, limit, go] = (['ours', 'kubectl', 'limit', 'client-go'] as const).map((tool) =>
      find(results, rttMs, n, step.name, tool),
    );
    if (!ours) continue;
    const notRun = all.notRun.find(
      (r) => r.rttMs === rttMs && r.n === n && r.step === step.name && r.tool === 'kubectl',
    );
    const kubectlMs = kubectl?.wallMs ?? notRun?.atLeastMs;
    const atLeast = kubectl ? '' : '≥ ';
    rows.push([
      rtt(rttMs),
      count(n),
      `${step.number}. ${step.title}`,
      seconds(ours.wallMs),
      kubectlMs === undefined ? '—' : `${atLeast}${seconds(kubectlMs)}${notRun ? ' †' : ''}`,
      limit ? seconds(limit.wallMs) : '—',
      kubectlMs === undefined ? '—' : `${atLeast}${ratio(kubectlMs / ours.wallMs)}`,
      limit ? ratio(ours.wallMs / limit.wallMs) : '—',
      limit?.processMs ? seconds(limit.processMs) : '—',
      limit?.processMs ? ratio(ours.wallMs / limit.processMs) : '—',
      ...(withGo
        ? [go?.processMs ? seconds(go.processMs) : '—', go?.processMs ? ratio2(ours.wallMs / go.processMs) : '—']
        : []),
      limit && kubectlMs !== undefined ? `${atLeast}${ratio(kubectlMs / limit.wallMs)}` : '—',
      `${ours.maxRssMb} / ${kubectl?.maxRssMb ?? '—'} / ${limit?.maxRssMb ?? '—'}`,
    ]);
  }
  return {
    headers: [
      'RTT',
      'N',
      'step',
      'applyset-action',
      'kubectl',
      'limit',
      'kubectl ÷ ours',
      'ours ÷ limit',
      'limit, whole process',
      'ours ÷ it',
      ...(withGo ? ['client-go limit, whole process', 'ours ÷ it'] : []),
      'kubectl ÷ limit',
      'peak RSS MB (ours / kubectl / limit)',
    ],
    right: [false, true, false, true, true, true, true, true, true, true, ...(withGo ? [true, true] : []), true, true],
    rows,
  };
}

/** The requests the API server counted (median of the repetitions), by verb, at the first round trip run (they do not depend on it). */
function requestTable(all: BenchResults): Table {
  const first = all.settings.rttMs[0];
  const results = all.results.filter((r) => r.rttMs === first);
  const present = new Set(results.flatMap((r) => Object.keys(r.requests)));
  const categories = [
    ...CATEGORY_ORDER.filter((c) => present.has(c)),
    ...[...present].filter((c) => !CATEGORY_ORDER.includes(c)).sort(),
  ];
  const rows: string[][] = [];
  for (const n of sizes(results)) {
    for (const step of STEPS) {
      for (const tool of ['ours', 'kubectl', 'limit', 'client-go'] as const) {
        const r = find(results, first ?? 0, n, step.name, tool);
        if (!r) continue;
        rows.push([
          count(n),
          `${step.number}`,
          tool === 'ours' ? 'applyset-action' : tool,
          count(r.totalRequests),
          ...categories.map((c) => (r.requests[c] ? count(r.requests[c]) : '')),
        ]);
      }
    }
  }
  return {
    headers: ['N', 'step', 'tool', 'total', ...categories],
    right: [true, true, false, true, ...categories.map(() => true)],
    rows,
  };
}

/**
 * The CPU time (user + system) of each tool's process per object (median), at every round trip and size: what the
 * client itself costs, which a busy machine does not stretch as it stretches wall time.
 */
function cpuTable(all: BenchResults): Table {
  const rows = all.results
    .filter((r) => r.tool !== 'limit')
    .map((r) => [
      rtt(r.rttMs),
      count(r.n),
      `${STEPS.find((s) => s.name === r.step)?.number ?? '?'}`,
      r.tool === 'ours' ? 'applyset-action' : r.tool,
      seconds(r.cpuMs),
      `${((r.cpuMs * 1000) / r.n).toFixed(0)} µs`,
    ]);
  return {
    headers: ['RTT', 'N', 'step', 'tool', 'CPU (user + system)', 'CPU per object'],
    right: [false, true, true, false, true, true],
    rows,
  };
}

/** This tool's requests besides its per-object applies and dry-runs, by resource: where a step's fixed requests go. */
function fixedRequests(all: BenchResults): string[] {
  return all.results
    .filter((r) => r.tool === 'ours' && r.rttMs === all.settings.rttMs[0])
    .map((r) => {
      const named = Object.entries(r.byResource)
        .filter(([key]) => !key.startsWith('APPLY '))
        .map(([key, v]) => `${v} ${key}`)
        .join(', ');
      return `N=${count(r.n)} step ${STEPS.find((s) => s.name === r.step)?.number ?? '?'}: ${named}`;
    });
}

function renderText(table: Table): string {
  const widths = table.headers.map((h, i) => Math.max(h.length, ...table.rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (table.right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(table.headers), widths.map((w) => '-'.repeat(w)).join('  '), ...table.rows.map(line)].join('\n');
}

function renderMarkdown(table: Table): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(table.headers), line(table.right.map((r) => (r ? '---:' : '---'))), ...table.rows.map(line)].join('\n');
}

function notes(results: BenchResults): string[] {
  const m = results.machine;
  return [
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}; Node ${m.node}; Kubernetes ${m.kubernetes} (local etcd + kube-apiserver + kube-controller-manager + kube-scheduler + kwok).`,
    `Network: ${results.settings.network}`,
    `Sizes: ${results.settings.sizes.map(count).join(', ')} at ${rtt(results.settings.rttMs[0] ?? 0)}, ${results.settings.otherSizes.map(count).join(', ')} at the other round trips. ` +
      `${repetitions(results.settings)} (N ≥ ${count(results.settings.onceFrom)}: one run); peak RSS is the largest of the runs. Whole benchmark: ${(results.durationSeconds / 60).toFixed(1)} min.`,
    `Set: ${results.settings.set}`,
    `applyset-action: ${results.settings.ours}`,
    `kubectl: ${results.settings.kubectl}`,
    `limit: ${results.settings.limit}`,
    ...[...new Set(results.notRun.map((r) => r.reason))].map((reason) => {
      const where = STEPS.flatMap((step) =>
        results.notRun
          .filter((r) => r.reason === reason && r.step === step.name)
          .map((r) => `${rtt(r.rttMs)} N=${count(r.n)} step ${step.number}`),
      );
      return `† kubectl ${where.join(', ')}: ${reason}.`;
    }),
    `Start-up (median of 5): \`--help\` ${Math.round(results.startup.help.wallMs)} ms and ${results.startup.help.maxRssMb} MB; from process start to the first request to the API server ${Math.round(results.startup.firstRequestMs)} ms (a preview of ${results.startup.actionNoop.objects} objects); ` +
      `the bundled action (dist/index.js) applying ${results.startup.actionNoop.objects} ConfigMaps already applied, at ${rtt(results.startup.actionNoop.rttMs)}: ${seconds(results.startup.actionNoop.wallMs)}, ${results.startup.actionNoop.maxRssMb} MB.`,
    "Requests are those each tool sent, counted at the proxy (WATCH and the lock's Lease requests left out): the controllers' own requests (the pods of the set's Deployments) are not in them.",
  ];
}

function verdicts(targets: TargetVerdict[]): string[] {
  return targets.map((t) => `${t.met ? 'met   ' : 'MISSED'}  ${t.target}: ${t.measured}`);
}

export function renderTerminal(results: BenchResults, targets: TargetVerdict[]): string {
  return [
    'Wall time (median) and peak RSS',
    renderText(timeTable(results)),
    '',
    'Requests each tool sent (median, first round trip)',
    renderText(requestTable(results)),
    '',
    "applyset-action's requests besides its applies and dry-runs, by resource",
    ...fixedRequests(results),
    '',
    'CPU time of each process (median)',
    renderText(cpuTable(results)),
    '',
    ...notes(results),
    '',
    'Targets (issues 5, 11 and 48)',
    ...verdicts(targets),
  ].join('\n');
}

export function renderMarkdownReport(results: BenchResults, targets: TargetVerdict[]): string {
  return [
    `### Benchmark (${results.generatedAt.slice(0, 10)})`,
    '',
    renderMarkdown(timeTable(results)),
    '',
    '<details><summary>Requests each tool sent (median), by verb</summary>',
    '',
    renderMarkdown(requestTable(results)),
    '',
    "applyset-action's requests besides its applies and dry-runs, by resource:",
    '',
    ...fixedRequests(results).map((line) => `- ${line}`),
    '',
    '</details>',
    '',
    '<details><summary>CPU time of each process (median, user + system)</summary>',
    '',
    renderMarkdown(cpuTable(results)),
    '',
    '</details>',
    '',
    ...notes(results).map((line) => `- ${line}`),
    '',
    '**Targets**',
    '',
    ...targets.map((t) => `- ${t.met ? '✅' : '❌'} ${t.target}: ${t.measured}`),
    '',
  ].join('\n');
}

function repetitions({ reps, otherReps, rttMs }: BenchResults['settings']): string {
  const runs = (n: number) => `${n} run${n === 1 ? '' : 's'}`;
  if (otherReps === reps || rttMs.length === 1) return `Median of ${runs(reps)}`;
  return `Median of ${runs(reps)} at ${rtt(rttMs[0] ?? 0)}, of ${runs(otherReps)} at the other round trips`;
}
