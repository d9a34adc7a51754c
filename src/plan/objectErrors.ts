import { ApiError } from '../kube/apiError.ts';
import { describeRef, type ObjectRef } from '../kube/objectRef.ts';
import type { SourceLocation } from '../kube/manifestObject.ts';
import { errorMessage, hintOr, UserError } from '../common/errors.ts';

/** How the API server words a refusal by an admission policy or webhook, as opposed to RBAC's. */
const ADMISSION_DENIAL = /\b(ValidatingAdmissionPolicy|admission webhook) .* denied (the )?request/;
const ADMISSION_HINT =
  'an admission policy or webhook of the cluster refused it (the message says which and why): change the manifest to satisfy it; a preview-only identity (examples/rbac/applyset-action-preview.yaml) refuses every write by design: apply with the deploy credentials';

/** Turns the server's refusal of one object into a message that names the object, says why and what to do. */
export function objectError(
  ref: ObjectRef,
  source: SourceLocation | undefined,
  verb: string,
  error: unknown,
): UserError {
  const what = describeRef(ref);
  if (!(error instanceof ApiError)) {
    return new UserError(`${what}: ${verb} failed: ${errorMessage(error)}`, {
      source,
      hint: hintOr(error, 'check that the cluster is reachable, then run again'),
      cause: error,
    });
  }
  if (error.status === 409 && error.causes.length > 0) {
    const owners = error.causes.map((c) => `${c.field ?? '?'} (${c.message ?? c.reason ?? 'conflict'})`).join('; ');
    // A scaler (an HPA, kubectl scale) owns the replicas: the usual answer is to leave them to it, not to force.
    const scaled = error.causes.some((c) => c.field === '.spec.replicas');
    return new UserError(`${what}: field manager conflict: ${owners}`, {
      source,
      hint: scaled
        ? 'a scaler (a HorizontalPodAutoscaler, kubectl scale) owns spec.replicas: leave it the replicas, by removing replicas from the manifest or by ignoring /spec/replicas with ignore-differences (--ignore-differences; docs/action.md#differences-to-ignore); force-conflicts would take them back at every deploy'
        : `another manager owns these fields: remove them from the manifest, make the other manager stop setting them, or set force-conflicts (--force-conflicts) to take ownership`,
      cause: error,
    });
  }
  const hints: Record<number, string> = {
    400: 'fix the manifest',
    401: 'the cluster rejected the credentials: check the kubeconfig',
    403: 'the credentials lack permission for this object: grant it in RBAC (docs/action.md#least-privilege-rbac lists what the tool needs)',
    404: "check that the object's namespace exists (or add it to the manifests)",
    422: 'fix the field named above in the manifest',
  };
  const hint = ADMISSION_DENIAL.test(error.message) ? ADMISSION_HINT : hints[error.status];
  return new UserError(
    `${what}: ${verb} refused by the server (HTTP ${error.status}${error.reason ? ` ${error.reason}` : ''}): ${error.message}`,
    {
      source,
      hint: hint ?? "see the server's message above",
      cause: error,
    },
  );
}
