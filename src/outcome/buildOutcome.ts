import { parentRef } from '../applyset/applySet.ts';
import type { RequestCounts } from '../kube/requestStats.ts';
import type { Mode } from '../options/options.ts';
import type { Plan, PlanEntry } from '../plan/planTypes.ts';
import { actionOfResult } from './objectActions.ts';
import type { HookOutcome } from '../plan/planHooks.ts';
import type { ObjectRecords } from './objectRecords.ts';
import type { DeployResult, Health, HealthCounts, ObjectOutcome, RunOutcome, Summary } from './runOutcome.ts';

export interface OutcomeFacts {
  mode: Mode;
  durationMs: number;
  warnings: string[];
  requests: RequestCounts;
  /** The apply stopped part way: objects it did not get to are `skipped`. */
  stopped?: 'failed' | 'cancelled';
  /** Who allowed the plan's prunes that take more with them; undefined when no one did. */
  destructiveConsent?: string | undefined;
  /** The chart's hooks the run runs, in order. */
  hooks?: HookOutcome[];
}

/** The plan and what the steps recorded, as the one outcome every report renders. */
export function buildOutcome(plan: Plan, records: ObjectRecords, facts: OutcomeFacts): RunOutcome {
  const { parent } = plan.parent;
  // The reports name the parent by kind, never by version.
  const { group, kind, namespace, name } = parentRef(parent);
  const summary: Summary = { create: 0, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 0 };
  const orderOf = plan.order.declared ? groupNumbers(plan) : undefined;
  const objects = plan.entries.map((entry): ObjectOutcome => {
    const record =
      facts.stopped && !records.get(entry)?.result
        ? { ...records.get(entry), result: 'skipped' as const }
        : records.get(entry);
    // A preview counts what would be done; an apply what was done.
    const counted = facts.mode === 'preview' ? entry.action : record?.result && actionOfResult(record.result);
    if (counted === 'uncompared') summary.uncompared = (summary.uncompared ?? 0) + 1;
    else if (counted) summary[counted]++;
    return objectOutcome(entry, record, orderOf?.get(entry));
  });
  const ignored = plan.entries.flatMap((entry) => (entry.ignored ? [entry.ignored] : []));
  const destructive = facts.destructiveConsent !== undefined && plan.entries.some((e) => e.destroys !== undefined);
  const health = healthCounts(objects);
  return {
    mode: facts.mode,
    ...(facts.mode === 'apply' && health ? { health } : {}),
    applyset: { id: parent.id, parent: { group, kind, namespace, name } },
    objects,
    summary,
    warnings: facts.warnings,
    durationMs: facts.durationMs,
    ...(plan.unlisted ? { unlisted: plan.unlisted } : {}),
    ...(plan.dryRunsSkipped ? { dryRunsSkipped: plan.dryRunsSkipped } : {}),
    ...(ignored.length > 0
      ? {
          ignoredDifferences: {
            differences: ignored.reduce((sum, one) => sum + one.differences, 0),
            objects: ignored.length,
            rules: [...new Set(ignored.flatMap((one) => one.rules))],
          },
        }
      : {}),
    requests: facts.requests,
    ...(facts.stopped === 'cancelled' ? { cancelled: true } : {}),
    ...(destructive ? { destructiveConsent: facts.destructiveConsent } : {}),
    ...(facts.hooks && facts.hooks.length > 0 ? { hooks: facts.hooks } : {}),
  };
}

const HEALTH_KEYS: Record<Health, keyof HealthCounts> = {
  ready: 'ready',
  failed: 'failed',
  'timed out': 'timedOut',
  'not waited': 'notWaited',
};

/** The counts of each health; undefined when no object has one (nothing was applied, or the apply stopped first). */
function healthCounts(objects: ObjectOutcome[]): HealthCounts | undefined {
  if (!objects.some((o) => o.health)) return undefined;
  const counts: HealthCounts = { ready: 0, failed: 0, timedOut: 0, notWaited: 0 };
  for (const { health } of objects) if (health) counts[HEALTH_KEYS[health]]++;
  return counts;
}

/** Each entry's 1-based group: apply groups for members, prune groups for prunes. */
function groupNumbers(plan: Plan): Map<PlanEntry, number> {
  const numbers = new Map<PlanEntry, number>();
  for (const groups of [plan.order.apply, plan.order.prune])
    groups.forEach((group, index) => group.forEach((entry) => numbers.set(entry, index + 1)));
  return numbers;
}

/** The server's warnings about the object, from its dry-run and its apply, each once. */
function serverWarningsOf(entry: PlanEntry, record: DeployResult | undefined): { serverWarnings?: string[] } {
  const warnings = [...new Set([...(entry.serverWarnings ?? []), ...(record?.serverWarnings ?? [])])];
  return warnings.length > 0 ? { serverWarnings: warnings } : {};
}

/** One object's record as the outcome shows it: its reference, what the plan decided (its entry), what the deploy did. */
export function objectOutcome(entry: PlanEntry, record: DeployResult | undefined, order?: number): ObjectOutcome {
  const { group, version, kind, namespace, name } = entry.ref;
  const result = record?.result;
  return {
    action: entry.action,
    group,
    version,
    kind,
    namespace,
    name,
    ...(entry.member ? { source: `${entry.member.source.file}:${entry.member.source.line}` } : {}),
    ...(entry.diff ? { diff: entry.diff } : {}),
    ...(entry.changedPaths?.length ? { changedPaths: entry.changedPaths } : {}),
    // A reason explains a planned action; once done, the result speaks for itself.
    ...(entry.reason && !result ? { reason: entry.reason } : {}),
    ...(result ? { result } : {}),
    ...(record?.health ? { health: record.health } : {}),
    ...(record?.message ? { message: record.message } : {}),
    // What the prune found when it came says more than what the plan expected.
    ...((record?.keep ?? entry.keep) ? { keep: record?.keep ?? entry.keep } : {}),
    ...(entry.ignored ? { ignored: entry.ignored } : {}),
    ...(entry.destroys ? { destroys: entry.destroys } : {}),
    ...(entry.cascade ? { cascade: entry.cascade } : {}),
    ...serverWarningsOf(entry, record),
    ...(order !== undefined ? { order } : {}),
  };
}
