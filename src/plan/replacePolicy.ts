import { UserError } from '../common/errors.ts';
import { ApiError } from '../kube/apiError.ts';
import { describeRef, formatGroupKind } from '../kube/objectRef.ts';
import type { Member } from './planTypes.ts';

/**
 * Our own, beside `applyset-action.github.io/prune`: an object carrying it is deleted and created
 * again when the server refuses its change as immutable (a Job's template, a Service's clusterIP,
 * a Deployment's selector), rather than failing the deploy.
 */
export const REPLACE_ANNOTATION = 'applyset-action.github.io/replace';
export const REPLACE_ON_IMMUTABLE = 'on-immutable-change';

/** How the API server words a refusal to change a field that cannot change (apimachinery, core, apps validation; CEL's `self == oldSelf` rules). */
const IMMUTABLE = /\bimmutable\b|may not change once set|updates to statefulset spec for fields other than/i;

/** A dry-run's 422 whose every cause is a field that cannot change: deleting and creating the object would get past it. */
export function isImmutableRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const messages = error.causes.length > 0 ? error.causes.map((cause) => cause.message ?? '') : [error.message];
  return messages.every((message) => IMMUTABLE.test(message));
}

/** `spec.template`, `spec.selector`: the fields the server would not change. */
function immutableFields(error: ApiError): string {
  const fields = [...new Set(error.causes.map((cause) => cause.field).filter((field) => field !== undefined))];
  return fields.length > 0 ? fields.join(', ') : 'a field';
}

/**
 * `spec.template: field is immutable`: each cause without the value the server quotes, which for a
 * pod template is a dump of the whole template (and of any value written in it).
 */
function immutableCauses(error: ApiError): string {
  if (error.causes.length === 0) return error.message;
  return error.causes.map((cause) => `${cause.field ?? '?'}: ${(cause.message ?? '').split(': ').at(-1)}`).join('; ');
}

/**
 * Whether a member may be replaced: it carries the annotation, or its kind is named in the
 * `replace` input, as `Job` (any group, any case) or `Job.batch`.
 */
export function mayReplace(member: Member, kinds: readonly string[]): boolean {
  if (member.object.metadata.annotations?.[REPLACE_ANNOTATION] === REPLACE_ON_IMMUTABLE) return true;
  return kinds.some((kind) =>
    kind.includes('.') ? kind === formatGroupKind(member.ref) : kind.toLowerCase() === member.ref.kind.toLowerCase(),
  );
}

/** Members whose replace annotation has a value this version does not know: refused, as a typo would silently turn it off. */
export function replaceAnnotationErrors(members: readonly Member[]): UserError[] {
  return members
    .filter(
      (m) =>
        m.object.metadata.annotations?.[REPLACE_ANNOTATION] !== undefined &&
        m.object.metadata.annotations[REPLACE_ANNOTATION] !== REPLACE_ON_IMMUTABLE,
    )
    .map(
      (m) =>
        new UserError(
          `${describeRef(m.ref)}: ${REPLACE_ANNOTATION} must be ${REPLACE_ON_IMMUTABLE}, not "${m.object.metadata.annotations![REPLACE_ANNOTATION]}"`,
          {
            source: m.source,
            hint: `set it to ${REPLACE_ON_IMMUTABLE} to have the object deleted and created again when the server refuses its change as immutable, or remove it`,
          },
        ),
    );
}

/** The planned reason of a replacement. */
export function replaceReason(error: ApiError): string {
  return `the server cannot change ${immutableFields(error)} (immutable): it will be deleted and created again`;
}

/** The refusal of an immutable change by an object that did not opt in to being replaced, saying how to opt in. */
export function immutableChangeError(member: Member, error: ApiError): UserError {
  return new UserError(
    `${describeRef(member.ref)}: server-side dry-run refused by the server (HTTP 422${error.reason ? ` ${error.reason}` : ''}): ${immutableCauses(error)}`,
    {
      source: member.source,
      hint: `the server cannot change ${immutableFields(error)} of an existing ${member.ref.kind}. To have it deleted and created again on such a change, annotate it ${REPLACE_ANNOTATION}: ${REPLACE_ON_IMMUTABLE}, or name its kind in the replace input (--replace ${member.ref.kind}); or keep the field as it is`,
      cause: error,
    },
  );
}
