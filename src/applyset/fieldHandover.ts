import { isRecord } from '../common/isRecord.ts';
import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { KubeObject, ObjectMeta } from '../kube/kubeObject.ts';
import { serverSideApply } from '../kube/objectRequests.ts';
import { PART_OF_LABEL } from './applySetKeys.ts';
import { patchListed } from './leaveSet.ts';

/** What kubectl's client-side apply records: the configuration it applied, and its field manager. */
export const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';
const CLIENT_SIDE_APPLY_MANAGER = 'kubectl-client-side-apply';

interface ManagedFieldsEntry {
  manager?: string;
  operation?: string;
  subresource?: string;
  [field: string]: unknown;
}

const isEntry = (entry: unknown): entry is ManagedFieldsEntry => isRecord(entry);
const entriesOf = (object: { metadata: ObjectMeta }): ManagedFieldsEntry[] =>
  Array.isArray(object.metadata['managedFields']) ? object.metadata['managedFields'].filter(isEntry) : [];
const isOwnEntry = (entry: ManagedFieldsEntry, manager: string, operation: 'Apply' | 'Update') =>
  entry.manager === manager && entry.operation === operation && !entry.subresource;

/**
 * Hands an object made by `kubectl apply` (client-side) over to server-side apply as `fieldManager`,
 * as kubectl's own csaupgrade does when a user moves to `--server-side`: its managedFields rewritten
 * so that the client-side apply's Update entries are gone and `fieldManager` holds an Apply entry.
 * That entry is the one the server computes for the configuration kubectl last applied, with the
 * part-of label (a dry-run apply): exactly what the first apply of the same manifests owns, so that
 * apply writes nothing. `object` is the member as labelled (the label's own Update entry folds into
 * the Apply entry); the rewrite changes no field, and is made only while the object is still at
 * that resourceVersion. False when it was not made: no readable last applied configuration, or the
 * object changed meanwhile.
 */
export async function handOverFields(
  client: KubeClient,
  info: ResourceInfo,
  object: KubeObject,
  id: string,
  fieldManager: string,
): Promise<boolean> {
  const applied = parseObject(object.metadata.annotations?.[LAST_APPLIED]);
  const metadata = isRecord(applied?.['metadata']) ? applied['metadata'] : undefined;
  if (!applied || !metadata) return false;
  const { annotations, labels, ...identity } = metadata;
  // kubectl records the configuration without its own annotation, which leaves `annotations: {}` when there was no other.
  const kept =
    isRecord(annotations) && Object.keys(annotations).some((key) => key !== LAST_APPLIED)
      ? { annotations: annotations as Record<string, string> }
      : {};
  const configuration: KubeObject = {
    ...applied,
    apiVersion: info.group ? `${info.group}/${info.version}` : info.version,
    kind: info.kind,
    metadata: {
      ...identity,
      ...kept,
      name: object.metadata.name,
      ...(info.namespaced ? { namespace: object.metadata.namespace } : {}),
      labels: { ...(isRecord(labels) ? labels : {}), [PART_OF_LABEL]: id },
    },
  };
  const dryRun = await serverSideApply(client, info, configuration, { fieldManager, force: true, dryRun: true });
  const owned = entriesOf(dryRun).find((entry) => isOwnEntry(entry, fieldManager, 'Apply'));
  const { uid, resourceVersion } = object.metadata;
  if (!owned || !uid || !resourceVersion) return false;
  const others = entriesOf(object).filter(
    (entry) =>
      !isOwnEntry(entry, CLIENT_SIDE_APPLY_MANAGER, 'Update') &&
      !isOwnEntry(entry, fieldManager, 'Apply') &&
      !isOwnEntry(entry, fieldManager, 'Update'),
  );
  const target = { namespace: object.metadata.namespace ?? '', name: object.metadata.name ?? '', uid };
  const outcome = await patchListed(
    client,
    info,
    target,
    [
      { op: 'test', path: '/metadata/resourceVersion', value: resourceVersion },
      { op: 'replace', path: '/metadata/managedFields', value: [owned, ...others] },
    ],
    fieldManager,
  );
  return typeof outcome !== 'string';
}

function parseObject(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether an apply gave the object its ApplySet label, as a tool applies a member (server-side, or
 * kubectl's client-side apply); false for a label put on by hand (`kubectl label`, a patch), which
 * makes any object a member that the set never applied.
 */
export function labelledByApply(object: { metadata: ObjectMeta }): boolean {
  return entriesOf(object).some((entry) => {
    const applied = (entry.operation === 'Apply' || entry.manager === CLIENT_SIDE_APPLY_MANAGER) && !entry.subresource;
    const labels =
      isRecord(entry['fieldsV1']) && isRecord(entry['fieldsV1']['f:metadata'])
        ? entry['fieldsV1']['f:metadata']['f:labels']
        : undefined;
    return applied && isRecord(labels) && `f:${PART_OF_LABEL}` in labels;
  });
}
