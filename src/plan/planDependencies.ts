import { describeRules, type IgnoreRule } from '../options/ignoreDifferences.ts';
import type { Discovery, ResourceInfo } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { listCollection } from '../kube/objectRequests.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import { VERSION } from '../common/version.ts';
import { digest } from './planRecord.ts';

/** What a dry-run's answer depends on, besides the object sent and the live object's version. */
export interface PlanDependencies {
  /** Digest of what every member's answer depends on, as this run's record is keyed. */
  cluster: string;
  /** The digests of the records whose verdicts hold for this run. */
  accepted: readonly string[];
  /**
   * The same without who the client is, as the record's public copy is keyed: it holds the deploy's
   * verdicts, which a preview (run as another identity) takes as what the deploy will find.
   */
  anyIdentity: { cluster: string; accepted: readonly string[] };
  /** Digest of what the answers for one kind depend on. */
  kind(info: ResourceInfo): string;
}

/** The run's settings a dry-run's answer depends on. */
export interface DependencyOptions {
  fieldManager: string;
  forceConflicts: boolean;
  ignoreDifferences?: readonly IgnoreRule[];
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
 * Reads the dependencies: the API server's version, who the client is, the admission configuration
 * and every CRD (a schema change, a new default, bumps its generation). One GET, one
 * SelfSubjectReview and at most seven LISTs, whatever the size of the set. Each object counts by its UID and generation, not its resourceVersion: a
 * ValidatingAdmissionPolicy's status is rewritten whenever its type check runs again (after any CRD
 * changes), which moves its resourceVersion but not what it admits.
 */
export async function readDependencies(
  client: KubeClient,
  discovery: Discovery,
  options: DependencyOptions,
  { identity: withIdentity = true }: { identity?: boolean } = {},
): Promise<PlanDependencies> {
  const [server, identity, admission, crds] = await Promise.all([
    client
      .request<{ gitVersion?: unknown }>({ method: 'GET', path: '/version' })
      .then((response) => String(response.body.gitVersion)),
    // A run that reads only the public copy has no use for who it is: no SelfSubjectReview.
    withIdentity ? whoAmI(client) : [],
    Promise.all(
      ADMISSION_KINDS.map((kind) =>
        generationsOfKind(client, discovery.forGroupKind({ group: ADMISSION_GROUP, kind }), kind),
      ),
    ),
    generationsOfKind(client, discovery.forGroupKind(CRD), CRD.kind),
  ]);
  const generations = new Map(crds.slice(1).map((line) => [line.slice(0, line.indexOf(' ')), line]));
  // The ignore-differences rules decide what is sent and what is compared: other rules, other verdicts.
  const ignored = describeRules(options.ignoreDifferences ?? []).map((rule) => `ignore ${rule}`);
  const kinds = new Map<string, string>();
  const cluster = (force: boolean, who: readonly string[] = identity) =>
    digest([
      `tool ${VERSION}`,
      `server ${server}`,
      `field-manager ${options.fieldManager}`,
      `force ${force}`,
      ...ignored,
      ...who,
      ...admission.flat(),
    ]);
  // An unchanged verdict without force had no conflict to force, so it holds with force too.
  const forces = options.forceConflicts ? [true, false] : [false];
  return {
    cluster: cluster(options.forceConflicts),
    accepted: forces.map((force) => cluster(force)),
    anyIdentity: {
      cluster: cluster(options.forceConflicts, []),
      accepted: forces.map((force) => cluster(force, [])),
    },
    kind: (info) => {
      // Asked once per member (a thousand times for a few kinds): each kind's digest is taken once.
      const groupKind = formatGroupKind(info);
      let known = kinds.get(groupKind);
      if (known === undefined) {
        known = digest([
          groupKind,
          ...discovery.versionsOf(info),
          `crd ${generations.get(`${info.resource}.${info.group}`) ?? 'none'}`,
        ]);
        kinds.set(groupKind, known);
      }
      return known;
    },
  };
}

interface UserInfo {
  username?: string;
  uid?: string;
  groups?: string[];
}

/**
 * Who the API server takes this client for (a SelfSubjectReview, which every authenticated user may
 * create): RBAC and admission answer per identity, so a plan run as another user or ServiceAccount
 * must not be served another's verdicts. Its `extra` is left out: a ServiceAccount token's credential
 * ID changes with every token. A review that fails fails the read, and the plan dry-runs every member.
 */
async function whoAmI(client: KubeClient): Promise<string[]> {
  const { body } = await client.request<{ status?: { userInfo?: UserInfo } }>({
    method: 'POST',
    path: '/apis/authentication.k8s.io/v1/selfsubjectreviews',
    body: { apiVersion: 'authentication.k8s.io/v1', kind: 'SelfSubjectReview' },
  });
  const user = body.status?.userInfo;
  if (user?.username === undefined) throw new Error('the SelfSubjectReview named no user');
  return [
    `user ${user.username}`,
    `uid ${user.uid ?? ''}`,
    ...[...(user.groups ?? [])].sort().map((group) => `group ${group}`),
  ];
}

/**
 * `Kind@version`, then `name uid generation` per object by name (its resourceVersion for a kind
 * whose objects have no generation); `Kind unserved` when the cluster does not serve it.
 */
async function generationsOfKind(client: KubeClient, info: ResourceInfo | undefined, kind: string): Promise<string[]> {
  if (!info) return [`${kind} unserved`];
  const { items } = await listCollection(client, info, '', undefined, { metadataOnly: true });
  const lines = items
    .map(
      ({ metadata }) =>
        `${metadata.name ?? ''} ${metadata.uid ?? ''} ${typeof metadata['generation'] === 'number' ? metadata['generation'] : `rv ${metadata.resourceVersion ?? ''}`}`,
    )
    .sort();
  return [`${kind}@${info.version}`, ...lines];
}
