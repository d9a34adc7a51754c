import { isRecord } from '../common/isRecord.ts';
import { countPlanned } from '../outcome/objectActions.ts';
import type { ObjectOutcome, RunOutcome } from '../outcome/runOutcome.ts';
import type { CascadeCount, CascadeUncounted, KeepReason, PlanAction, PruneCascade } from '../plan/planTypes.ts';
import type { TargetReport } from '../report/targetsComment.ts';
import { PLAN_DOCUMENT_VERSION, type PlanDocument } from './planDocument.ts';

/*
 * A plan document is read as untrusted input: an artifact any job of the workflow run could have
 * uploaded. Each is rebuilt from what it holds, field by field, each field of the type and within
 * the bounds a real preview's would be; a field this version does not know is dropped, and a count
 * is worked out again from the objects, never taken as written. The first mistake is thrown, at its path.
 */

export class PlanDocumentError extends Error {}

const NAME = /^[a-z0-9._-]{1,253}$/;
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const ACTIONS: readonly PlanAction[] = ['create', 'update', 'replace', 'unchanged', 'prune', 'keep', 'uncompared'];
const SHORT = 1_000;
const TEXT = 65_536;
/** A diff is shortened by the report; this bounds what is read. */
const DIFF = 1 << 20;
const MANY = 100_000;

type Path = string;

function fail(path: Path, why: string): never {
  throw new PlanDocumentError(`${path}: ${why}`);
}
function record(value: unknown, path: Path): Record<string, unknown> {
  return isRecord(value) ? value : fail(path, 'must be an object');
}
function text(value: unknown, path: Path, max = SHORT): string {
  if (typeof value !== 'string') fail(path, 'must be a string');
  if (value.length > max) fail(path, `is longer than ${max} characters`);
  return value;
}
function optionalText(value: unknown, path: Path, max = SHORT): string | undefined {
  return value === undefined ? undefined : text(value, path, max);
}
function count(value: unknown, path: Path): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? value
    : fail(path, 'must be a whole number from 0');
}
function list<T>(value: unknown, path: Path, max: number, item: (value: unknown, path: Path) => T): T[] {
  if (!Array.isArray(value)) fail(path, 'must be a list');
  if (value.length > max) fail(path, `has more than ${max} entries`);
  return value.map((entry, index) => item(entry, `${path}[${index}]`));
}
function optionalList<T>(
  value: unknown,
  path: Path,
  max: number,
  item: (value: unknown, path: Path) => T,
): T[] | undefined {
  return value === undefined ? undefined : list(value, path, max, item);
}
function targetName(value: unknown, path: Path): string {
  const name = text(value, path, 253);
  return NAME.test(name) ? name : fail(path, 'is not a target name (lowercase letters, digits, -, . and _)');
}
/** Keeps only the fields that are set: the reports test for presence. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** A plan document, rebuilt from parsed JSON; throws PlanDocumentError at the first field that is wrong. */
export function readPlanDocument(value: unknown): PlanDocument {
  const doc = record(value, 'the document');
  if (doc['version'] !== PLAN_DOCUMENT_VERSION)
    fail('version', `must be ${PLAN_DOCUMENT_VERSION}: written by another version of applyset-action`);
  const commit = text(doc['commit'], 'commit', 64);
  if (!COMMIT.test(commit)) fail('commit', 'is not a commit id');
  const named = (path: Path) => (entry: unknown, at: Path) => {
    const item = record(entry, at);
    return { name: targetName(item['name'], `${at}.name`), reason: text(item['reason'], `${at}.reason`, TEXT) };
  };
  if (doc['kind'] === 'applyset-action/targets-selection') {
    return {
      kind: doc['kind'],
      version: PLAN_DOCUMENT_VERSION,
      commit,
      run: list(doc['run'], 'run', MANY, named('run')),
      skipped: list(doc['skipped'], 'skipped', MANY, named('skipped')),
    };
  }
  if (doc['kind'] !== 'applyset-action/targets-plan')
    fail('kind', 'must be applyset-action/targets-selection or applyset-action/targets-plan');
  return defined({
    kind: doc['kind'],
    version: PLAN_DOCUMENT_VERSION,
    commit,
    key: targetsKey(doc['key']),
    title: optionalText(doc['title'], 'title'),
    targets: list(doc['targets'], 'targets', MANY, targetReport),
  });
}

/**
 * A targets comment's key as a step running the whole file makes it (src/action/commentKey.ts): never
 * one set's, a matrix job's own (`target=`) nor a deploy's report, whose comments a document must not overwrite.
 */
const TARGETS_KEY = /^targets=[^;]+(;cluster=[^;]+)?(;context=[^;]+)?(;title=.+)?$/;

function targetsKey(value: unknown): string {
  const key = text(value, 'key', 4_000);
  return TARGETS_KEY.test(key) && !key.endsWith(';deploy')
    ? key
    : fail('key', "is not a targets comment's key (targets=FILE, then cluster, context and title)");
}

function targetReport(value: unknown, path: Path): TargetReport {
  const target = record(value, path);
  return defined({
    name: targetName(target['name'], `${path}.name`),
    cluster: optionalText(target['cluster'], `${path}.cluster`),
    reason: text(target['reason'] ?? '', `${path}.reason`, TEXT),
    outcome: target['outcome'] === undefined ? undefined : outcome(target['outcome'], `${path}.outcome`),
    error: optionalText(target['error'], `${path}.error`, TEXT),
  }) as TargetReport;
}

function outcome(value: unknown, path: Path): RunOutcome {
  const doc = record(value, path);
  if (doc['mode'] !== 'preview') fail(`${path}.mode`, 'must be preview: a plan document holds previews');
  const applyset = record(doc['applyset'], `${path}.applyset`);
  const parent = record(applyset['parent'], `${path}.applyset.parent`);
  const objects = list(doc['objects'], `${path}.objects`, MANY, objectOutcome);
  const requests = isRecord(doc['requests']) ? doc['requests'] : {};
  const ignored =
    doc['ignoredDifferences'] === undefined
      ? undefined
      : record(doc['ignoredDifferences'], `${path}.ignoredDifferences`);
  return defined({
    mode: 'preview' as const,
    applyset: {
      id: text(applyset['id'], `${path}.applyset.id`),
      parent: {
        group: text(parent['group'], `${path}.parent.group`),
        kind: text(parent['kind'], `${path}.parent.kind`),
        namespace: text(parent['namespace'], `${path}.parent.namespace`),
        name: text(parent['name'], `${path}.parent.name`),
      },
    },
    objects,
    summary: countPlanned(objects),
    warnings: list(doc['warnings'] ?? [], `${path}.warnings`, 1_000, (w, at) => text(w, at, TEXT)),
    durationMs: count(doc['durationMs'] ?? 0, `${path}.durationMs`),
    unlisted: optionalList(doc['unlisted'], `${path}.unlisted`, 1_000, (entry, at) => {
      const item = record(entry, at);
      return {
        group: text(item['group'], `${at}.group`),
        kind: text(item['kind'], `${at}.kind`),
        namespace: text(item['namespace'], `${at}.namespace`),
        message: text(item['message'], `${at}.message`, TEXT),
      };
    }),
    ignoredDifferences: ignored && {
      differences: count(ignored['differences'], `${path}.ignoredDifferences.differences`),
      objects: count(ignored['objects'], `${path}.ignoredDifferences.objects`),
      rules: list(ignored['rules'], `${path}.ignoredDifferences.rules`, 1_000, (rule, at) => text(rule, at)),
    },
    dryRunsSkipped:
      doc['dryRunsSkipped'] === undefined ? undefined : count(doc['dryRunsSkipped'], `${path}.dryRunsSkipped`),
    // Not shown in a comment: kept for the counts' shape only.
    requests: {
      total: count(requests['total'] ?? 0, `${path}.requests.total`),
      retries: count(requests['retries'] ?? 0, `${path}.requests.retries`),
      byMethod: {},
    },
  });
}

/** A preview counts each object's planned action, as buildOutcome does. */
function objectOutcome(value: unknown, path: Path): ObjectOutcome {
  const obj = record(value, path);
  const action = obj['action'];
  if (!ACTIONS.includes(action as PlanAction)) fail(`${path}.action`, `must be one of ${ACTIONS.join(', ')}`);
  return defined({
    action: action as PlanAction,
    group: text(obj['group'], `${path}.group`),
    version: text(obj['version'], `${path}.version`),
    kind: text(obj['kind'], `${path}.kind`),
    namespace: text(obj['namespace'], `${path}.namespace`),
    name: text(obj['name'], `${path}.name`),
    source: optionalText(obj['source'], `${path}.source`, 4_096),
    diff: optionalText(obj['diff'], `${path}.diff`, DIFF),
    changedPaths: optionalList(obj['changedPaths'], `${path}.changedPaths`, 10_000, (p, at) => text(p, at, 4_096)),
    reason: optionalText(obj['reason'], `${path}.reason`, TEXT),
    message: optionalText(obj['message'], `${path}.message`, TEXT),
    keep: obj['keep'] === undefined ? undefined : keepReason(obj['keep'], `${path}.keep`),
    serverWarnings: optionalList(obj['serverWarnings'], `${path}.serverWarnings`, 100, (w, at) => text(w, at, TEXT)),
    ignored: obj['ignored'] === undefined ? undefined : ignoredOf(obj['ignored'], `${path}.ignored`),
    destroys: optionalText(obj['destroys'], `${path}.destroys`, TEXT),
    cascade: obj['cascade'] === undefined ? undefined : cascadeOf(obj['cascade'], `${path}.cascade`),
    order: obj['order'] === undefined ? undefined : count(obj['order'], `${path}.order`),
  });
}

function keepReason(value: unknown, path: Path): KeepReason {
  const keep = record(value, path);
  if (keep['filter'] === 'keep-annotation')
    return { filter: 'keep-annotation', annotation: text(keep['annotation'], `${path}.annotation`) };
  if (keep['filter'] !== 'in-use') fail(`${path}.filter`, 'must be keep-annotation or in-use');
  if (typeof keep['usedBy'] === 'string')
    return { filter: 'in-use', usedBy: text(keep['usedBy'], `${path}.usedBy`, TEXT) };
  return { filter: 'in-use', unchecked: text(keep['unchecked'], `${path}.unchecked`, TEXT) };
}

function ignoredOf(value: unknown, path: Path): { differences: number; rules: string[] } {
  const ignored = record(value, path);
  return {
    differences: count(ignored['differences'], `${path}.differences`),
    rules: list(ignored['rules'], `${path}.rules`, 1_000, (rule, at) => text(rule, at)),
  };
}

function cascadeOf(value: unknown, path: Path): PruneCascade {
  const cascade = record(value, path);
  const counted = (entry: unknown, at: Path): CascadeCount => {
    const item = record(entry, at);
    const namespaces = item['namespaces'] === undefined ? undefined : record(item['namespaces'], `${at}.namespaces`);
    if (namespaces && Object.keys(namespaces).length > 10_000) fail(`${at}.namespaces`, 'has more than 10000 entries');
    return defined({
      group: text(item['group'], `${at}.group`),
      kind: text(item['kind'], `${at}.kind`),
      count: count(item['count'], `${at}.count`),
      atLeast: item['atLeast'] === true ? (true as const) : undefined,
      data: item['data'] === true ? (true as const) : undefined,
      namespaces:
        namespaces &&
        Object.fromEntries(
          Object.entries(namespaces).map(([ns, n]) => [
            text(ns, `${at}.namespaces`),
            count(n, `${at}.namespaces.${ns}`),
          ]),
        ),
    });
  };
  const uncounted = (entry: unknown, at: Path): CascadeUncounted => {
    const item = record(entry, at);
    const reason =
      item['reason'] === 'forbidden' || item['reason'] === 'too many'
        ? item['reason']
        : fail(`${at}.reason`, 'must be forbidden or too many');
    return {
      reason,
      group: text(item['group'], `${at}.group`),
      kind: text(item['kind'], `${at}.kind`),
      resource: text(item['resource'], `${at}.resource`),
      namespace: text(item['namespace'], `${at}.namespace`),
    };
  };
  return defined({
    deletes: list(cascade['deletes'], `${path}.deletes`, 1_000, counted),
    orphans: optionalList(cascade['orphans'], `${path}.orphans`, 1_000, counted),
    notCounted: optionalList(cascade['notCounted'], `${path}.notCounted`, 1_000, uncounted),
  });
}
