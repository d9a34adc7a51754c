import type { KubeObject } from '../src/kube/kubeObject.ts';

/** The custom resource kind of the benchmark; its CRD is installed once, outside every ApplySet (see benchCluster.ts). */
export const WIDGET_GROUP = 'bench.applyset.example';

export const WIDGET_CRD: KubeObject = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: `widgets.${WIDGET_GROUP}` },
  spec: {
    group: WIDGET_GROUP,
    scope: 'Namespaced',
    names: { kind: 'Widget', plural: 'widgets', singular: 'widget', listKind: 'WidgetList' },
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: {
              spec: {
                type: 'object',
                properties: {
                  size: { type: 'integer' },
                  color: { type: 'string' },
                  enabled: { type: 'boolean' },
                  rollout: { type: 'integer' },
                },
              },
            },
          },
        },
      },
    ],
  },
};

/** One generated object and what the change of step 4 does to it. */
export interface BenchObject {
  object: KubeObject;
  /** '' for the cluster-scoped Namespaces. */
  namespace: string;
  /** Removed from the manifests in step 4 (pruned). */
  removed: boolean;
  /** Changed in step 4 (updated). */
  changed: boolean;
}

type Make = (name: string, namespace: string, revision: number) => KubeObject;

const meta = (name: string, namespace: string) => ({ name, namespace, labels: { app: name, tier: 'bench' } });

// Each kind changes a field of its own in step 4 (revision 1 -> 2), as a real edit would.
const KINDS: { prefix: string; make: Make }[] = [
  {
    prefix: 'config',
    make: (name, namespace, revision) => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: meta(name, namespace),
      data: {
        'app.properties': `log.level=info\nfeature.x=${revision > 1}\nmax.connections=100\n`,
        revision: String(revision),
      },
    }),
  },
  {
    prefix: 'secret',
    make: (name, namespace, revision) => ({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: meta(name, namespace),
      type: 'Opaque',
      data: {
        username: Buffer.from(`svc-${name}`).toString('base64'),
        password: Buffer.from(`pw-${name}-r${revision}`).toString('base64'),
      },
    }),
  },
  {
    prefix: 'svc',
    make: (name, namespace, revision) => ({
      // Headless: the benchmark cluster's service range has 254 addresses, far fewer than the Services of a 5,000-object run.
      apiVersion: 'v1',
      kind: 'Service',
      metadata: meta(name, namespace),
      spec: {
        clusterIP: 'None',
        selector: { app: name },
        ports: [{ name: 'http', port: 80, targetPort: 8080 + revision - 1 }],
      },
    }),
  },
  {
    prefix: 'deploy',
    make: (name, namespace, revision) => ({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: meta(name, namespace),
      spec: {
        replicas: 2,
        selector: { matchLabels: { app: name } },
        template: {
          metadata: { labels: { app: name, tier: 'bench' } },
          spec: {
            serviceAccountName: 'default',
            containers: [
              {
                name: 'app',
                image: `registry.example/bench/app:1.${revision}.0`,
                ports: [{ name: 'http', containerPort: 8080 }],
                env: [
                  { name: 'LOG_LEVEL', value: 'info' },
                  { name: 'APP_NAME', value: name },
                ],
                resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '128Mi' } },
                readinessProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 10 },
              },
            ],
          },
        },
      },
    }),
  },
  {
    prefix: 'sa',
    make: (name, namespace, revision) => ({
      apiVersion: 'v1',
      kind: 'ServiceAccount',
      metadata: { ...meta(name, namespace), annotations: { 'bench.applyset.example/revision': String(revision) } },
    }),
  },
  {
    prefix: 'role',
    make: (name, namespace, revision) => ({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: meta(name, namespace),
      rules: [
        {
          apiGroups: [''],
          resources: ['configmaps'],
          verbs: revision > 1 ? ['get', 'list', 'watch'] : ['get', 'list'],
        },
      ],
    }),
  },
  {
    prefix: 'binding',
    make: (name, namespace, revision) => ({
      // roleRef cannot change on a live RoleBinding; the subjects can.
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: meta(name, namespace),
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: `role-${name}` },
      subjects: [{ kind: 'ServiceAccount', name: `sa-${name}-r${revision}`, namespace }],
    }),
  },
  {
    prefix: 'widget',
    make: (name, namespace, revision) => ({
      apiVersion: `${WIDGET_GROUP}/v1`,
      kind: 'Widget',
      metadata: meta(name, namespace),
      spec: { size: 3, color: 'blue', enabled: true, rollout: revision * 10 },
    }),
  },
];

/**
 * `n` objects over three namespaces: the three Namespaces themselves, then the other kinds in turn
 * (9 GroupKinds in all). In step 4 every other object is removed (50%) and every tenth is changed (10%).
 */
export function generateObjects(
  n: number,
  namespaces: readonly [string, string, string],
  revision: number,
): BenchObject[] {
  const objects: BenchObject[] = namespaces.map((ns) => ({
    object: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns, labels: { tier: 'bench' } } },
    namespace: '',
    removed: false,
    changed: false,
  }));
  for (let i = 0; i < n - namespaces.length; i++) {
    const namespace = namespaces[i % 3]!;
    const kind = KINDS[Math.floor(i / 3) % KINDS.length]!;
    const changed = i % 10 === 0;
    objects.push({
      object: kind.make(`${kind.prefix}-${i}`, namespace, changed ? revision : 1),
      namespace,
      removed: i % 2 === 1,
      changed,
    });
  }
  return objects;
}

/** The manifests of step 4: the changed objects at revision 2, the removed ones left out. */
export function changedManifests(n: number, namespaces: readonly [string, string, string]): BenchObject[] {
  return generateObjects(n, namespaces, 2).filter((o) => !o.removed);
}

/** What step 4 does, counted from the generated set. */
export function expectedChange(objects: BenchObject[]): { updated: number; pruned: number } {
  return { updated: objects.filter((o) => o.changed).length, pruned: objects.filter((o) => o.removed).length };
}
