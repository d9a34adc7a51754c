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
 * Reads the dependencies: the API server's version, the admission configuration and every CRD (a
 * schema change, a new default, bumps its generation). One GET and at most seven LISTs, whatever
 * the size of the set. Each object counts by its UID and generation, not its resourceVersion: a
 * ValidatingAdmissionPolicy's status is rewritten whenever its type check runs again (after any CRD
 * changes), which moves its resourceVersion but not what it admits.
 */
export async function readDependencies(client: KubeClient, discovery: Discovery, options: { fieldManager: string; forceConflicts: boolean }): Promise<PlanDependencies> {
  const [server, admission, crds] = await Promise.all([
    client.request<{ gitVersion?: unknown }>({ method: 'GET', path: '/version' }).then((response) => String(response.body.gitVersion)),
    Promise.all(ADMISSION_KINDS.map((kind) => generationsOfKind(client, discovery.forGroupKind({ group: ADMISSION_GROUP, kind }), kind))),
    generationsOfKind(client, discovery.forGroupKind(CRD), CRD.kind),
  ]);
  const generations = new Map(crds.slice(1).map((line) => [line.slice(0, line.indexOf(' ')), line]));
  return {
    cluster: digest([`tool ${VERSION}`, `server ${server}`, `field-manager ${options.fieldManager}`, `force ${options.forceConflicts}`, ...admission.flat()]),
    kind: (info) => digest([formatGroupKind(info), ...discovery.versionsOf(info), `crd ${generations.get(`${info.resource}.${info.group}`) ?? 'none'}`]),
  };
}

/**
 * `Kind@version`, then `name uid generation` per object by name (its resourceVersion for a kind
 * whose objects have no generation); `Kind unserved` when the cluster does not serve it.
 */
async function generationsOfKind(client: KubeClient, info: ResourceInfo | undefined, kind: string): Promise<string[]> {
  if (!info) return [`${kind} unserved`];
  const { items } = await listCollection(client, info, '', undefined, { metadataOnly: true });
  const lines = items.map(({ metadata }) => `${metadata.name ?? ''} ${metadata.uid ?? ''} ${typeof metadata['generation'] === 'number' ? metadata['generation'] : `rv ${metadata.resourceVersion ?? ''}`}`).sort();
  return [`${kind}@${info.version}`, ...lines];
}
