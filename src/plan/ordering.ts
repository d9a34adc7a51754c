import type { ObjectRef } from '../kube/objectRef.ts';

const FOUNDATION = new Set(['CustomResourceDefinition.apiextensions.k8s.io', 'Namespace']);
// Admission webhooks and policies last, so they cannot reject the objects applied with them.
const ADMISSION = new Set([
  'MutatingWebhookConfiguration.admissionregistration.k8s.io',
  'ValidatingWebhookConfiguration.admissionregistration.k8s.io',
  'ValidatingAdmissionPolicy.admissionregistration.k8s.io',
  'ValidatingAdmissionPolicyBinding.admissionregistration.k8s.io',
  'MutatingAdmissionPolicy.admissionregistration.k8s.io',
  'MutatingAdmissionPolicyBinding.admissionregistration.k8s.io',
]);

const key = (ref: Pick<ObjectRef, 'group' | 'kind'>) => (ref.group === '' ? ref.kind : `${ref.kind}.${ref.group}`);

/** Apply in stages: CRDs and Namespaces, then everything else, then admission webhooks and policies. */
export function applyStage(ref: Pick<ObjectRef, 'group' | 'kind'>): number {
  if (FOUNDATION.has(key(ref))) return 0;
  return ADMISSION.has(key(ref)) ? 2 : 1;
}

/** Prune in reverse: webhooks first, custom resources before their CRDs, Namespaces (which take their contents along) last. */
export function pruneStage(ref: Pick<ObjectRef, 'group' | 'kind'>): number {
  const k = key(ref);
  if (ADMISSION.has(k)) return 0;
  if (k === 'CustomResourceDefinition.apiextensions.k8s.io') return 2;
  return k === 'Namespace' ? 3 : 1;
}

export function isCrd(ref: Pick<ObjectRef, 'group' | 'kind'>): boolean {
  return ref.group === 'apiextensions.k8s.io' && ref.kind === 'CustomResourceDefinition';
}

export function isNamespace(ref: Pick<ObjectRef, 'group' | 'kind'>): boolean {
  return ref.group === '' && ref.kind === 'Namespace';
}
