import { ApiError } from '../kube/apiError.ts';
import type { ObjectRef } from '../kube/objectRef.ts';
import type { Member, PlanEntry } from './planTypes.ts';

/*
 * A preview whose credential may not read Secrets (examples/rbac/applyset-action-preview.yaml: a
 * pull request's job must not hold a credential that reads every Secret of the namespace). RBAC has
 * no "metadata only", and a server-side dry-run answers with the whole object, live values merged in,
 * so such a credential can neither list, get nor dry-run a Secret member. The preview then plans each
 * Secret member from its manifest alone, and says that Secret prunes could not be looked for, rather
 * than fail, or claim a comparison it did not make. An apply never takes this path: its plan must see
 * every live member before it writes or prunes anything.
 */

/**
 * How RBAC words a refusal (`User "..." cannot patch resource "secrets" in API group ""`), as opposed
 * to an admission policy's or webhook's, which is a finding about the manifest and stays an error.
 */
const RBAC_SECRETS_REFUSAL = /\bcannot [a-z]+ resource "secrets" in API group ""/;

export function isSecret(ref: Pick<ObjectRef, 'group' | 'kind'>): boolean {
  return ref.group === '' && ref.kind === 'Secret';
}

/** The server refused this credential a read, list or dry-run of Secrets, by RBAC. */
export function isSecretsForbidden(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && RBAC_SECRETS_REFUSAL.test(error.message);
}

/** A Secret member this credential may not read: planned from its manifest, said not compared, and why. */
export function uncomparedSecret(member: Member, refusal: ApiError): PlanEntry {
  return {
    action: 'uncompared',
    ref: member.ref,
    info: member.info,
    member,
    reason: `this credential may not read Secrets, so the live one was not compared (Forbidden: ${refusal.message}); the deploy applies the manifest and compares it then`,
  };
}
