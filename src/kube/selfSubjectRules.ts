import type { KubeClient } from './kubeClient.ts';

/** One rule of what this client may do, as a SelfSubjectRulesReview lists it. */
export interface ResourceRule {
  verbs: string[];
  apiGroups?: string[];
  resources?: string[];
  resourceNames?: string[];
}

export interface SelfSubjectRules {
  resourceRules: ResourceRule[];
  /** The authorizer chain could not list every rule (a webhook authorizer): what is listed is RBAC's. */
  incomplete: boolean;
}

/**
 * What this client may do in `namespace`, cluster-wide rules included (a SelfSubjectRulesReview, which every
 * authenticated user may create). Rules with resourceNames are listed too, which a name-less
 * SelfSubjectAccessReview would not match: a grant on one named object is still a grant.
 */
export async function selfSubjectRules(client: KubeClient, namespace: string): Promise<SelfSubjectRules> {
  const { body } = await client.request<{ status?: { resourceRules?: ResourceRule[]; incomplete?: boolean } }>({
    method: 'POST',
    path: '/apis/authorization.k8s.io/v1/selfsubjectrulesreviews',
    body: { apiVersion: 'authorization.k8s.io/v1', kind: 'SelfSubjectRulesReview', spec: { namespace } },
  });
  return { resourceRules: body.status?.resourceRules ?? [], incomplete: body.status?.incomplete === true };
}
