import { describe, expect, it } from 'vitest';
import { applyStage, isCrd, isNamespace, pruneStage } from '../../../src/plan/ordering.ts';

const crd = { group: 'apiextensions.k8s.io', kind: 'CustomResourceDefinition' };
const namespace = { group: '', kind: 'Namespace' };
const deployment = { group: 'apps', kind: 'Deployment' };
const widget = { group: 'example.com', kind: 'Widget' };
const webhook = { group: 'admissionregistration.k8s.io', kind: 'ValidatingWebhookConfiguration' };
const policyBinding = { group: 'admissionregistration.k8s.io', kind: 'MutatingAdmissionPolicyBinding' };

/** The kinds sorted by a stage function, ties kept in the order given. */
const sortedBy = (stage: (ref: { group: string; kind: string }) => number, refs: { group: string; kind: string }[]) =>
  [...refs].sort((a, b) => stage(a) - stage(b)).map((ref) => ref.kind);

describe('apply and prune order of kinds', () => {
  it('applies CRDs and Namespaces first, admission webhooks and policies last', () => {
    expect(sortedBy(applyStage, [webhook, deployment, widget, crd, policyBinding, namespace])).toEqual([
      'CustomResourceDefinition',
      'Namespace',
      'Deployment',
      'Widget',
      'ValidatingWebhookConfiguration',
      'MutatingAdmissionPolicyBinding',
    ]);
  });

  it('prunes webhooks first, custom resources before their CRD, Namespaces last', () => {
    expect(sortedBy(pruneStage, [namespace, crd, widget, deployment, webhook])).toEqual([
      'ValidatingWebhookConfiguration',
      'Widget',
      'Deployment',
      'CustomResourceDefinition',
      'Namespace',
    ]);
  });

  it('tells a kind by its group too: a Namespace or CRD of another group is an ordinary kind', () => {
    const lookalikes = [
      { group: 'example.com', kind: 'Namespace' },
      { group: 'example.com', kind: 'CustomResourceDefinition' },
    ];
    expect(lookalikes.map(applyStage)).toEqual([1, 1]);
    expect(lookalikes.map(pruneStage)).toEqual([1, 1]);
    expect([isNamespace(lookalikes[0]!), isCrd(lookalikes[1]!), isNamespace(namespace), isCrd(crd)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
