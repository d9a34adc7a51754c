// The set test/e2e/engine/planCache.test.ts deploys, and how it reads a plan's verdict: a few hundred
// objects of many kinds, one of them a CRD and some of its custom resources.
import type { RawInputs } from '../../../src/options/parseOptions.ts';
import { describeError } from '../../../src/common/errors.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { engine, type Manifest } from './harness.ts';

export const COUNTS = { configMaps: 90, secrets: 40, services: 25, deployments: 12, widgets: 50, roles: 20 };

export function buildSet(namespace: string, group: string, overrides: Map<string, Manifest>): Manifest[] {
  const meta = (name: string) => ({ name, namespace });
  const range = (n: number, make: (i: number) => Manifest) => Array.from({ length: n }, (_, i) => make(i));
  const objects: Manifest[] = [
    {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: `widgets.${group}` },
      spec: {
        group,
        scope: 'Namespaced',
        names: { kind: 'Widget', plural: 'widgets' },
        versions: [
          {
            name: 'v1',
            served: true,
            storage: true,
            schema: {
              openAPIV3Schema: {
                type: 'object',
                properties: { spec: { type: 'object', properties: { size: { type: 'integer' } } } },
              },
            },
          },
        ],
      },
    },
    ...range(COUNTS.configMaps, (i) => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: meta(`cm-${i}`),
      data: { key: `value-${i}` },
    })),
    ...range(COUNTS.secrets, (i) => ({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: meta(`secret-${i}`),
      stringData: { password: `pw-${i}` },
    })),
    ...range(COUNTS.services, (i) => ({
      apiVersion: 'v1',
      kind: 'Service',
      metadata: meta(`svc-${i}`),
      spec: { selector: { app: `app-${i}` }, ports: [{ port: 80 }] },
    })),
    ...range(COUNTS.deployments, (i) => ({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: meta(`deploy-${i}`),
      spec: {
        replicas: 1,
        selector: { matchLabels: { app: `app-${i}` } },
        template: {
          metadata: { labels: { app: `app-${i}` } },
          spec: { containers: [{ name: 'app', image: 'registry.example/app:1' }] },
        },
      },
    })),
    ...range(COUNTS.widgets, (i) => ({
      apiVersion: `${group}/v1`,
      kind: 'Widget',
      metadata: meta(`widget-${i}`),
      spec: { size: i },
    })),
    ...range(COUNTS.roles, (i) => ({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: meta(`sa-${i}`) })),
    ...range(COUNTS.roles, (i) => ({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: meta(`role-${i}`),
      rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get'] }],
    })),
    ...range(COUNTS.roles, (i) => ({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: meta(`binding-${i}`),
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: `role-${i}` },
      subjects: [{ kind: 'ServiceAccount', name: `sa-${i}`, namespace }],
    })),
  ];
  return objects.map((object) => overrides.get(keyOf(object)) ?? object);
}

export function keyOf(object: Manifest): string {
  return `${String(object.kind)}/${(object.metadata as { name: string }).name}`;
}

/** What a plan says of each object, or the error it stopped with. */
export type Verdict = { error: string } | { objects: string[]; skipped: number };

export async function verdict(dir: string, inputs: RawInputs): Promise<Verdict> {
  try {
    const outcome: RunOutcome = await engine('preview', dir, inputs);
    return {
      objects: outcome.objects
        .map((o) => [o.action, o.kind, o.namespace, o.name, o.reason ?? '', o.diff ?? ''].join(' | '))
        .sort(),
      skipped: outcome.dryRunsSkipped ?? 0,
    };
  } catch (error) {
    return { error: describeError(error instanceof RunFailure ? error.error : error) };
  }
}

/** Every member of the set: the CRD and each of COUNTS, with a Role and a RoleBinding for every ServiceAccount. */
export const TOTAL = 1 + Object.values(COUNTS).reduce((a, b) => a + b, 0) + 2 * COUNTS.roles;
