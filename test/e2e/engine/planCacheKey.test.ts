// plan-cache: what the record's key holds beyond the objects. A plan run as another identity (a
// ServiceAccount with narrower RBAC) must not be served the verdicts of the identity that applied:
// its own dry-runs would be refused. A plan that forces conflicts takes the verdicts of an apply that
// did not force (an unchanged object had no conflict to force); a drift check reads no record at all.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeError } from '../../../src/common/errors.ts';
import type { RawInputs } from '../../../src/options/parseOptions.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { serviceAccountKubeconfig } from '../action/serviceAccountKubeconfig.ts';
import { configMap, engine, kubectlOk, writeSet, type Manifest } from './harness.ts';

type Verdict = { error: string } | { objects: string[]; skipped: number };

async function verdict(dir: string, inputs: RawInputs): Promise<Verdict> {
  try {
    const outcome = await engine('preview', dir, inputs);
    return {
      objects: outcome.objects.map((o) => `${o.action} ${o.kind} ${o.name} ${o.diff ?? ''}`).sort(),
      skipped: outcome.dryRunsSkipped ?? 0,
    };
  } catch (error) {
    return { error: describeError(error instanceof RunFailure ? error.error : error) };
  }
}

const without = (v: Verdict) => ('error' in v ? v : { objects: v.objects });

async function applyFile(objects: Manifest[]): Promise<void> {
  const file = join(await mkdtemp(join(tmpdir(), 'plan-cache-key-')), 'objects.json');
  await writeFile(file, JSON.stringify({ apiVersion: 'v1', kind: 'List', items: objects }));
  await kubectlOk(['apply', '-f', file]);
}

describe('plan-cache: the record answers only for the identity and settings it was proven under', () => {
  let ns: TestNamespace;
  let dir: string;
  const clusterRole = () => `plan-cache-reader-${ns.name}`;
  const inputs = (extra: RawInputs = {}): RawInputs => ({
    applyset: 'set',
    namespace: ns.name,
    wait: 'false',
    ...extra,
  });

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'plan-cache-key');
    dir = await writeSet([
      ...Array.from({ length: 20 }, (_, i) => configMap(`cm-${i}`, ns.name)),
      ...Array.from({ length: 5 }, (_, i) => ({
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: `secret-${i}`, namespace: ns.name },
        stringData: { password: `pw-${i}` },
      })),
    ]);
    await engine('apply', dir, inputs());
    // The second apply finds everything unchanged and records it.
    const recorded = await engine('apply', dir, inputs());
    expect(recorded.summary.unchanged).toBe(25);
  }, 120_000);

  afterAll(async () => {
    await kubectlOk(['delete', 'clusterrole,clusterrolebinding', clusterRole(), '--ignore-not-found']);
    await ns.delete();
  });

  it('a plan as a ServiceAccount that may read the set but not patch its ConfigMaps is refused, with the record and without', async () => {
    // It may read what a plan reads (the set, the record, the admission configuration and CRDs) and
    // dry-run Secrets; a dry-run of a ConfigMap is a patch, which RBAC refuses it.
    await applyFile([
      { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'narrow', namespace: ns.name } },
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'Role',
        metadata: { name: 'narrow', namespace: ns.name },
        rules: [
          { apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list', 'watch'] },
          { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'list', 'watch', 'patch'] },
          { apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['get', 'list', 'watch'] },
        ],
      },
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'RoleBinding',
        metadata: { name: 'narrow', namespace: ns.name },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'narrow' },
        subjects: [{ kind: 'ServiceAccount', name: 'narrow', namespace: ns.name }],
      },
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        metadata: { name: clusterRole() },
        rules: [
          {
            apiGroups: ['admissionregistration.k8s.io'],
            resources: [
              'mutatingwebhookconfigurations',
              'validatingwebhookconfigurations',
              'mutatingadmissionpolicies',
              'mutatingadmissionpolicybindings',
              'validatingadmissionpolicies',
              'validatingadmissionpolicybindings',
            ],
            verbs: ['list'],
          },
          { apiGroups: ['apiextensions.k8s.io'], resources: ['customresourcedefinitions'], verbs: ['list'] },
        ],
      },
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRoleBinding',
        metadata: { name: clusterRole() },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: clusterRole() },
        subjects: [{ kind: 'ServiceAccount', name: 'narrow', namespace: ns.name }],
      },
    ]);
    const kubeconfig = join(await mkdtemp(join(tmpdir(), 'plan-cache-key-')), 'narrow.yaml');
    await writeFile(
      kubeconfig,
      await serviceAccountKubeconfig(
        connectToApi(inject('kubeconfigPath')),
        inject('kubeconfigPath'),
        ns.name,
        'narrow',
      ),
    );
    const as = { 'kubeconfig-path': kubeconfig };
    const full = await verdict(dir, inputs({ ...as, 'plan-cache': 'false' }));
    const cached = await verdict(dir, inputs({ ...as, 'plan-cache': 'true' }));
    expect(full).toMatchObject({ error: expect.stringMatching(/forbidden/i) });
    expect(without(cached), "the plan from the record disagrees with its own identity's full plan").toEqual(
      without(full),
    );
    // The identity that applied is still served: the record was not spoiled by the other's plans.
    expect(await verdict(dir, inputs())).toMatchObject({ skipped: 25 });
  }, 120_000);

  it('a plan that forces conflicts is served the verdicts of an apply that did not force, and agrees with its full plan', async () => {
    // Another manager takes one ConfigMap's field: a conflict without force, an update to show with it.
    await kubectlOk([
      'patch',
      'configmap',
      'cm-1',
      '-n',
      ns.name,
      '--type=merge',
      '-p',
      '{"data":{"key":"theirs"}}',
      '--field-manager=someone-else',
    ]);
    const forced = { 'force-conflicts': 'true' };
    const full = await verdict(dir, inputs({ ...forced, 'plan-cache': 'false' }));
    const cached = await verdict(dir, inputs({ ...forced, 'plan-cache': 'true' }));
    expect(without(cached)).toEqual(without(full));
    expect(full).toMatchObject({ objects: expect.arrayContaining([expect.stringMatching(/^update ConfigMap cm-1 /)]) });
    expect(cached).toMatchObject({ skipped: 24 });
  }, 120_000);
});
