// kind's, minikube's and k3s's kubeconfigs authenticate with a client certificate, which every
// connection of the pool must present: the transport builds one TLS context for it (with the CA).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../../src/kube/connect.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, getLive, writeSet } from './harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const certificateKubeconfigPath = inject('certificateKubeconfigPath');

describe.skipIf(certificateKubeconfigPath === undefined)('a kubeconfig with a client certificate', () => {
  let ns: TestNamespace;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'client-cert');
  });
  afterAll(async () => {
    await ns.delete();
  });

  it('is who the API server sees on every connection, for an apply and the preview after it', async () => {
    const cluster = await connect({
      environment: testEnvironment(),
      kubeconfigPath: certificateKubeconfigPath,
      concurrency: 8,
    });
    const review = await cluster.client.request<{ status: { userInfo: { username: string; groups: string[] } } }>({
      method: 'POST',
      path: '/apis/authentication.k8s.io/v1/selfsubjectreviews',
      body: { apiVersion: 'authentication.k8s.io/v1', kind: 'SelfSubjectReview' },
    });
    expect(review.body.status.userInfo).toMatchObject({
      username: 'applyset-admin',
      groups: expect.arrayContaining(['system:masters']),
    });

    // Twenty objects at a concurrency of 8: several connections, each with the certificate.
    const dir = await writeSet(Array.from({ length: 20 }, (_, i) => configMap(`cm-${i}`, ns.name)));
    const inputs = {
      applyset: 'certified',
      namespace: ns.name,
      'kubeconfig-path': certificateKubeconfigPath,
      'max-requests-in-flight': '8',
    };
    const applied = await engine('apply', dir, inputs);
    expect(applied.summary).toMatchObject({ create: 20 });
    expect(await getLive('configmap', ns.name, 'cm-19')).toBeDefined();
    const previewed = await engine('preview', dir, inputs);
    expect(previewed.summary).toEqual({ create: 0, update: 0, replace: 0, unchanged: 20, prune: 0, keep: 0 });
  });
});
