import type { KubeClient } from '../kube/kubeClient.ts';
import { serverSideApply } from '../kube/objectRequests.ts';
import { type ApplySet, ownedByParent } from './applySet.ts';
import { TOOL_NAME } from './applySetKeys.ts';

export const SECRETS = { group: '', version: 'v1', kind: 'Secret', resource: 'secrets', namespaced: true };

export const CONFIG_MAPS = { group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps', namespaced: true };

/** Where a record of the tool's own goes, who owns it, and who writes it. */
interface ToolObject {
  parent: ApplySet;
  parentUid: string | undefined;
  place: { namespace: string; name: string };
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  fieldManager: string;
}

/**
 * Writes a Secret of the tool's own beside the parent (a record: the plan's, the delete hooks'), owned
 * by the parent when its UID is known, so that it goes with it; written only by its own field manager.
 */
export function writeToolSecret(
  client: KubeClient,
  secret: ToolObject & { data: Record<string, string> },
): Promise<void> {
  const { data, ...object } = secret;
  return writeToolObject(client, object, { kind: 'Secret', type: 'Opaque', data });
}

/** Writes a ConfigMap of the tool's own beside the parent, as writeToolSecret writes a Secret: for what anyone may read. */
export function writeToolConfigMap(
  client: KubeClient,
  configMap: ToolObject & { binaryData: Record<string, string> },
): Promise<void> {
  const { binaryData, ...object } = configMap;
  return writeToolObject(client, object, { kind: 'ConfigMap', binaryData });
}

async function writeToolObject(
  client: KubeClient,
  { parent, parentUid, place, labels, annotations, fieldManager }: ToolObject,
  content: { kind: 'Secret' | 'ConfigMap' } & Record<string, unknown>,
): Promise<void> {
  await serverSideApply(
    client,
    content.kind === 'Secret' ? SECRETS : CONFIG_MAPS,
    {
      apiVersion: 'v1',
      metadata: {
        ...place,
        labels: { 'app.kubernetes.io/managed-by': TOOL_NAME, ...labels },
        ...(annotations ? { annotations } : {}),
        ...(parentUid ? ownedByParent(parent, parentUid) : {}),
      },
      ...content,
    },
    { fieldManager, force: true, dryRun: false },
  );
}
