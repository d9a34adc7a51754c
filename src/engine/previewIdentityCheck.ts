import { UserError } from '../common/errors.ts';
import { ApiError } from '../kube/apiError.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { type ResourceRule, selfSubjectRules } from '../kube/selfSubjectRules.ts';

/*
 * A preview identity is kept to dry runs by an admission policy (examples/rbac/applyset-action-preview.yaml),
 * but the API server runs no admission policy or webhook on admission configuration itself: an identity that
 * may write a ValidatingAdmissionPolicy, a binding or a webhook configuration can delete the very policy that
 * holds it, for real, and then write anything. A pull request's job holds that credential, so the preview
 * refuses to run with it rather than leave the hole open in silence.
 */

const ADMISSION_GROUP = 'admissionregistration.k8s.io';
const ADMISSION_RESOURCES = [
  'validatingadmissionpolicies',
  'validatingadmissionpolicybindings',
  'mutatingadmissionpolicies',
  'mutatingadmissionpolicybindings',
  'validatingwebhookconfigurations',
  'mutatingwebhookconfigurations',
];
const WRITE_VERBS = ['create', 'update', 'patch', 'delete', 'deletecollection'];

const grants = (list: string[] | undefined, value: string) =>
  list !== undefined && (list.includes('*') || list.includes(value));

/** `verb resource` for each write this rule grants on admission configuration (by name or not: a named grant is still one). */
function admissionWrites(rule: ResourceRule): string[] {
  if (!grants(rule.apiGroups, ADMISSION_GROUP)) return [];
  return ADMISSION_RESOURCES.filter((resource) => grants(rule.resources, resource)).flatMap((resource) =>
    WRITE_VERBS.filter((verb) => grants(rule.verbs, verb)).map((verb) => `${verb} ${resource}`),
  );
}

/**
 * A rule that writes every resource of every group (cluster-admin's): no admission policy limits such an
 * identity in a way admission configuration could undo, as it is not a preview identity at all.
 */
function writesEverything(rule: ResourceRule): boolean {
  return (
    !rule.resourceNames?.length &&
    [rule.apiGroups, rule.resources, rule.verbs].every((list) => list?.includes('*') === true)
  );
}

/**
 * Refuses a preview whose identity may write admission configuration (a SelfSubjectRulesReview in the
 * set's namespace, which lists cluster-wide grants too). An identity that may write everything is left
 * alone: it is not kept to dry runs by anything, which docs/action.md says. What the review could not
 * list (an authorizer other than RBAC) is said as a warning.
 */
export async function checkPreviewIdentity(
  client: KubeClient,
  namespace: string,
  warning: (line: string) => void,
): Promise<void> {
  const { resourceRules, incomplete } = await selfSubjectRules(client, namespace).catch((error: unknown) => {
    throw error instanceof ApiError
      ? new UserError(
          `checking what this preview's credential may write (a SelfSubjectRulesReview) was refused by the server: ${error.message}`,
          {
            hint: 'every authenticated user may create one (the system:basic-user ClusterRole); restore that binding, or run the preview with a credential that may',
            cause: error,
          },
        )
      : error;
  });
  if (resourceRules.some(writesEverything)) return;
  const writes = [...new Set(resourceRules.flatMap(admissionWrites))];
  if (writes.length > 0) {
    const shown =
      writes.length > 4 ? `${writes.slice(0, 4).join(', ')} and ${writes.length - 4} more` : writes.join(', ');
    throw new UserError(
      `this preview's credential may write admission configuration (${shown}, ${ADMISSION_GROUP}): the API server runs no admission policy on admission configuration, so a policy that limits the identity to dry runs cannot keep it from deleting that policy for real, and then writing anything; the preview was not run`,
      {
        hint: 'give the preview identity no write verb on admission webhooks, policies or their bindings (examples/rbac/applyset-action-preview.yaml): grant those to the deploy identity alone, in a ClusterRole the preview does not bind',
      },
    );
  }
  if (incomplete) {
    warning(
      "the cluster's authorizer could not list every right of this preview's credential: whether it may write admission configuration was checked against RBAC's rules only",
    );
  }
}
