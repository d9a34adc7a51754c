import type { Discovery, ResourceInfo } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { listCollection } from '../kube/objectRequests.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import { VERSION } from '../version.ts';
import { digest } from './planRecord.ts';

/** What a dry-run's answer depends on, besides the object sent and the live object's version. */
export interface PlanDependencies {
  /** Digest of what every member's answer depends on. */
  cluster: string;
  /** Digest of what the answers for one kind depend on. */
  kind(info: ResourceInfo): string;
}

const ADMISSION_GROUP = 'admissionregistration.k8s.io';
/**
 * The configuration that can change a dry-run's answer without touching the object: mutating
 * admission changes what is stored, validating admission may refuse what was allowed. Each is one
 * metadata-only LIST; a kind the cluster does not serve is part of the digest as such.
 */
const ADMISSION_KINDS = [
  'MutatingWebhookConfiguration',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
  'ValidatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
];
const CRD = { group: 'apiextensions.k8s.io', kind: 'CustomResourceDefinition' };

/**
 * Reads the dependencies: the API server's version, the admission configuration (the
 * resourceVersion of each object of each admission kind) and every CRD's generation (a schema
 * change, a new default, bumps it). One GET and at most seven LISTs, whatever the size of the set.
 */
export async function readDependencies(client: KubeClient, discovery: Discovery, options: { fieldManager: string; forceConflicts: boolean }): Promise<PlanDependencies> {
  const [server, admission, crds] = await Promise.all([
    client.request<{ gitVersion?: unknown }>({ method: 'GET', path: '/version' }).then((response) => String(response.body.gitVersion)),
    Promise.all(ADMISSION_KINDS.map((kind) => versionsOfKind(client, discovery.forGroupKind({ group: ADMISSION_GROUP, kind }), kind))),
    versionsOfKind(client, discovery.forGroupKind(CRD), CRD.kind, 'generation'),
  ]);
  const generations = new Map(crds.slice(1).map((line) => line.split(' ') as [string, string]));
  return {
    cluster: digest([`tool ${VERSION}`, `server ${server}`, `field-manager ${options.fieldManager}`, `force ${options.forceConflicts}`, ...admission.flat()]),
    kind: (info) => digest([formatGroupKind(info), ...discovery.versionsOf(info), `crd ${generations.get(`${info.resource}.${info.group}`) ?? 'none'}`]),
  };
}

/** `Kind`, then `name value` per object (its resourceVersion, or `field` of its metadata), by name; `Kind unserved` when not served. */
async function versionsOfKind(client: KubeClient, info: ResourceInfo | undefined, kind: string, field = 'resourceVersion'): Promise<string[]> {
  if (!info) return [`${kind} unserved`];
  const { items } = await listCollection(client, info, '', undefined, { metadataOnly: true });
  const lines = items.map((item) => `${item.metadata.name ?? ''} ${String(item.metadata[field])}`).sort();
  return [`${kind}@${info.version}`, ...lines];
}
