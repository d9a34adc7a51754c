import type { KubeClient } from '../kube/kubeClient.ts';
import { serverSideApply } from '../kube/objectRequests.ts';
import { type ApplySet, ownedByParent } from './applySet.ts';
import { TOOL_NAME } from './applySetKeys.ts';

export const SECRETS = { group: '', version: 'v1', kind: 'Secret', resource: 'secrets', namespaced: true };

/**
 * Writes a Secret of the tool's own beside the parent (a record: the plan's, the delete hooks'), owned
 * by the parent when its UID is known, so that it goes with it; written only by its own field manager.
 */
export async function writeToolSecret(
  client: KubeClient,
  secret: {
    parent: ApplySet;
    parentUid: string | undefined;
    place: { namespace: string; name: string };
    labels?: Record<string, string>;
    data: Record<string, string>;
    fieldManager: string;
  },
): Promise<void> {
  const { parent, parentUid, place, labels, data, fieldManager } = secret;
  await serverSideApply(
    client,
    SECRETS,
    {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: {
        ...place,
        labels: { 'app.kubernetes.io/managed-by': TOOL_NAME, ...labels },
        ...(parentUid ? ownedByParent(parent, parentUid) : {}),
      },
      type: 'Opaque',
      data,
    },
    { fieldManager, force: true, dryRun: false },
  );
}
