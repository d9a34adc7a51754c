import { TOOL_NAME } from '../applyset/applySetKeys.ts';
import { parentPatch, type ApplySetParent, type RecordedScope } from '../applyset/parentState.ts';
import { isConflict } from '../kube/apiError.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { serverSideApply } from '../kube/objectRequests.ts';
import { formatGroupKind } from '../kube/objectRef.ts';

/** The parent's fields belong to their own manager, apart from the members' (kubectl uses kubectl-applyset). */
const PARENT_FIELD_MANAGER = `${TOOL_NAME}-applyset`;

export function sameScope(a: RecordedScope, b: RecordedScope, parentNamespace: string): boolean {
  const gks = (s: RecordedScope) => [...new Set(s.groupKinds.map(formatGroupKind))].sort().join(',');
  const nss = (s: RecordedScope) => [...new Set(s.namespaces)].filter((n) => n !== parentNamespace).sort().join(',');
  return gks(a) === gks(b) && nss(a) === nss(b);
}

/**
 * Writes the parent's ApplySet label and annotations for `scope` (creating a Secret or ConfigMap
 * parent). A conflict with another manager (kubectl-applyset, after --adopt) is retried once with force, as kubectl does.
 */
export async function applyParent(client: KubeClient, parent: ApplySetParent, scope: RecordedScope, tooling: string): Promise<void> {
  const body = parentPatch(parent, tooling, scope);
  const options = { fieldManager: PARENT_FIELD_MANAGER, force: false, dryRun: false };
  try {
    await serverSideApply(client, parent.info, body, options);
  } catch (error) {
    if (!isConflict(error)) throw error;
    await serverSideApply(client, parent.info, body, { ...options, force: true });
  }
}
