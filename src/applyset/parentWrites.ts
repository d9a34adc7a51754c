import { isConflict, isNotFound } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { createObject, getObject, serverSideApply } from '../kube/objectRequests.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import type { ApplySet } from './applySet.ts';
import { TOOL_NAME } from './applySetKeys.ts';
import { scopeInUse } from './parentScopeInUse.ts';
import {
  differenceScope,
  historyText,
  isEmptyScope,
  parentPatch,
  recordedScope,
  unionScope,
  type RecordedScope,
} from './parentState.ts';
import { toolingOf } from './parentTooling.ts';
import type { ParentReading } from './readParent.ts';

/** The parent's fields belong to their own manager, apart from the members' (kubectl uses kubectl-applyset). */
const PARENT_FIELD_MANAGER = `${TOOL_NAME}-applyset`;
/** Other runs writing the same parent at once: each conflict is one more run that got there first. */
const MAX_CONFLICTS = 10;

/** The parent as this run last saw or wrote it: what it records, and the resourceVersion the next write must match. */
export interface ParentVersion {
  recorded: RecordedScope;
  /** undefined: the parent does not exist. */
  resourceVersion: string | undefined;
  /** Whether this tool manages it already (else the next write must claim it, even with nothing to add). */
  ours: boolean;
  /** The deploy history's text (deployHistory.ts), which every write carries on. */
  history: string | undefined;
}

/** A change to the deploy history: its new text from the text read. */
export type HistoryUpdate = (text: string | undefined) => string | undefined;

const EMPTY_SCOPE: RecordedScope = { groupKinds: [], namespaces: [] };
const unchanged: HistoryUpdate = (text) => text;

/**
 * Before any member is applied (kubectl's updateToSuperset): the parent records what it recorded
 * plus this run's scope, so a run stopped part way leaves every member findable by the next. The
 * write is conditional on the resourceVersion read: when another run wrote the parent meanwhile, it
 * is read again and the union written, so nothing another run recorded is lost.
 */
export async function widenParent(
  client: KubeClient,
  reading: ParentReading,
  scope: RecordedScope,
  tooling: string,
): Promise<ParentVersion> {
  const first: ParentVersion = {
    recorded: reading.recorded,
    resourceVersion: reading.resourceVersion,
    ours: Boolean(reading.live && !reading.adoptedFrom),
    history: historyText(reading.live),
  };
  // What the first read found (with kinds from a legacy annotation) stays recorded too.
  return widenFrom(client, reading.parent, first, scope, tooling, unchanged, reading.recorded);
}

/**
 * A deploy's entry in the parent's history, written with the parent as it is (a failed deploy's
 * widening kept, so the next run still finds every member), read afresh first; false when the
 * parent does not exist (the deploy stopped before writing it), which is then not created for it.
 */
export async function recordOnParent(
  client: KubeClient,
  parent: ApplySet,
  tooling: string,
  history: HistoryUpdate,
): Promise<boolean> {
  const live = await rereadParent(client, parent);
  if (live.resourceVersion === undefined) return false;
  await widenFrom(client, parent, live, EMPTY_SCOPE, tooling, history, EMPTY_SCOPE);
  return true;
}

/**
 * Writes the union of what the parent records and `scope`, with its history updated, conditional
 * on the resourceVersion seen: when another run wrote the parent meanwhile, it is read again and
 * the union written, so nothing another run recorded is lost. Writes nothing when nothing changes.
 */
async function widenFrom(
  client: KubeClient,
  parent: ApplySet,
  first: ParentVersion,
  scope: RecordedScope,
  tooling: string,
  history: HistoryUpdate,
  alsoRecorded: RecordedScope,
): Promise<ParentVersion> {
  let seen = first;
  for (let conflicts = 0; ; conflicts++) {
    const widened = unionScope(seen.recorded, scope);
    const text = history(seen.history);
    if (seen.ours && sameScope(seen.recorded, widened, parent.namespace) && text === seen.history) return seen;
    const written = await writeParent(
      client,
      parent,
      widened,
      tooling,
      text,
      seen.resourceVersion,
      conflicts >= MAX_CONFLICTS,
    );
    if (written) return written;
    const live = await rereadParent(client, parent);
    seen = { ...live, recorded: unionScope(alsoRecorded, live.recorded) };
  }
}

/**
 * After the prunes (kubectl's updateToLatestSet): the parent records this run's scope, read
 * afresh first, and its history the deploy's entry. A namespace or kind this run drops is kept
 * while members of the set still live there (another run applied them after this one listed), and
 * one this run needs but another run narrowed away is written back: with two runs at once, neither
 * leaves the other's members unfindable.
 */
export async function narrowParent(
  cluster: Cluster,
  parent: ApplySet,
  scope: RecordedScope,
  tooling: string,
  onWarning: (message: string) => void,
  history: HistoryUpdate = unchanged,
): Promise<RecordedScope> {
  for (let conflicts = 0; ; conflicts++) {
    const live = await rereadParent(cluster.client, parent);
    const kept = await scopeInUse(cluster, parent, live.recorded, differenceScope(live.recorded, scope));
    const target = unionScope(scope, kept);
    const text = history(live.history);
    if (live.ours && sameScope(live.recorded, target, parent.namespace) && text === live.history) return target;
    if (!isEmptyScope(kept)) {
      const what = [...kept.groupKinds.map(formatGroupKind), ...kept.namespaces.map((ns) => `namespace ${ns}`)].join(
        ', ',
      );
      onWarning(
        `the ApplySet parent keeps recording ${what}: members of the set live there that this run did not apply (another run of this ApplySet at the same time?); the next run prunes them if they left the manifests`,
      );
    }
    if (
      await writeParent(cluster.client, parent, target, tooling, text, live.resourceVersion, conflicts >= MAX_CONFLICTS)
    )
      return target;
  }
}

/**
 * Whether a run that writes nothing (every member unchanged, nothing pruned) may leave the parent
 * unread at its end: this tool's parent, read recording exactly the run's scope, so the widening
 * wrote nothing and there is nothing to narrow. No member is new, so none can have been narrowed away
 * by another run meanwhile: that run's own narrowing found them live and kept their kinds and namespaces.
 */
export function nothingToNarrow(reading: ParentReading, scope: RecordedScope): boolean {
  return (
    reading.live !== undefined &&
    reading.adoptedFrom === undefined &&
    sameScope(reading.recorded, scope, reading.parent.namespace)
  );
}

function sameScope(a: RecordedScope, b: RecordedScope, parentNamespace: string): boolean {
  const gks = (s: RecordedScope) => [...new Set(s.groupKinds.map(formatGroupKind))].sort().join(',');
  const nss = (s: RecordedScope) =>
    [...new Set(s.namespaces)]
      .filter((n) => n !== parentNamespace)
      .sort()
      .join(',');
  return gks(a) === gks(b) && nss(a) === nss(b);
}

async function rereadParent(client: KubeClient, parent: ApplySet): Promise<ParentVersion> {
  const live = await getObject(client, parent.info, parent.namespace, parent.name);
  return {
    recorded: recordedScope(live, []),
    resourceVersion: live?.metadata.resourceVersion,
    ours: toolingOf(live?.metadata.annotations).tooling === 'ours',
    history: historyText(live),
  };
}

/**
 * Writes the parent's ApplySet label and annotations for `scope`, and `history`, if the parent is
 * still at `resourceVersion` (creating it when that is undefined). Returns undefined when another writer
 * got there first, so the caller reads again; after too many such conflicts, throws.
 * A conflict with another field manager (kubectl-applyset, after --adopt) is retried with force, as kubectl does.
 */
async function writeParent(
  client: KubeClient,
  parent: ApplySet,
  scope: RecordedScope,
  tooling: string,
  history: string | undefined,
  resourceVersion: string | undefined,
  lastTry: boolean,
): Promise<ParentVersion | undefined> {
  const patch = parentPatch(parent, tooling, scope, history);
  const written = (object: { metadata: { resourceVersion?: string } }): ParentVersion => ({
    recorded: scope,
    resourceVersion: object.metadata.resourceVersion,
    ours: true,
    history,
  });
  try {
    if (resourceVersion === undefined)
      return written(await createObject(client, parent.info, patch, PARENT_FIELD_MANAGER));
    const body = { ...patch, metadata: { ...patch.metadata, resourceVersion } };
    const options = { fieldManager: PARENT_FIELD_MANAGER, force: false, dryRun: false };
    try {
      return written(await serverSideApply(client, parent.info, body, options));
    } catch (error) {
      if (!isFieldManagerConflict(error)) throw error;
      return written(await serverSideApply(client, parent.info, body, { ...options, force: true }));
    }
  } catch (error) {
    // 409 without causes: the resourceVersion moved on (or the parent was created meanwhile); 404: it was deleted.
    if (lastTry || !(isConflict(error) || isNotFound(error))) throw error;
    return undefined;
  }
}

function isFieldManagerConflict(error: unknown): boolean {
  return isConflict(error) && error.causes.length > 0;
}
