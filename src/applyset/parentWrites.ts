import { isConflict } from '../kube/apiError.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { serverSideApply } from '../kube/objectRequests.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import { TOOL_NAME } from './applySetKeys.ts';
import { parentPatch, unionScope, type ApplySetParent, type RecordedScope } from './parentState.ts';
import type { ParentReading } from './readParent.ts';

/** The parent's fields belong to their own manager, apart from the members' (kubectl uses kubectl-applyset). */
const PARENT_FIELD_MANAGER = `${TOOL_NAME}-applyset`;

/**
 * Before any member is applied (kubectl's updateToSuperset): the parent records what it recorded
 * plus this run's scope, so a run stopped part way leaves every member findable by the next. Written
 * only when that changes the parent, or when this run must write it anyway (new, or adopted).
 * Returns what the parent records afterwards.
 */
export async function widenParent(client: KubeClient, reading: ParentReading, scope: RecordedScope, tooling: string): Promise<RecordedScope> {
  const { parent } = reading;
  const widened = unionScope(reading.recorded, scope);
  const current = reading.live && !reading.adoptedFrom ? reading.recorded : undefined;
  if (current && sameScope(current, widened, parent.namespace)) return current;
  await applyParent(client, parent, widened, tooling);
  return widened;
}

/**
 * After the prunes (kubectl's updateToLatestSet): the parent records exactly this run's scope.
 * `recorded` is what it records now (what {@link widenParent} returned). Returns what it records afterwards.
 */
export async function narrowParent(client: KubeClient, parent: ApplySetParent, recorded: RecordedScope, scope: RecordedScope, tooling: string): Promise<RecordedScope> {
  if (sameScope(recorded, scope, parent.namespace)) return recorded;
  await applyParent(client, parent, scope, tooling);
  return scope;
}

function sameScope(a: RecordedScope, b: RecordedScope, parentNamespace: string): boolean {
  const gks = (s: RecordedScope) => [...new Set(s.groupKinds.map(formatGroupKind))].sort().join(',');
  const nss = (s: RecordedScope) => [...new Set(s.namespaces)].filter((n) => n !== parentNamespace).sort().join(',');
  return gks(a) === gks(b) && nss(a) === nss(b);
}

/**
 * Writes the parent's ApplySet label and annotations for `scope` (creating a Secret or ConfigMap
 * parent). A conflict with another manager (kubectl-applyset, after --adopt) is retried once with force, as kubectl does.
 */
async function applyParent(client: KubeClient, parent: ApplySetParent, scope: RecordedScope, tooling: string): Promise<void> {
  const body = parentPatch(parent, tooling, scope);
  const options = { fieldManager: PARENT_FIELD_MANAGER, force: false, dryRun: false };
  try {
    await serverSideApply(client, parent.info, body, options);
  } catch (error) {
    if (!isConflict(error)) throw error;
    await serverSideApply(client, parent.info, body, { ...options, force: true });
  }
}
