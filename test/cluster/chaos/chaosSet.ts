// The set a crash campaign deploys: the shapes that matter (several kinds and namespaces, a CRD and its
// resources, a Deployment waited on, a Namespace member, an object adopted from outside the set) and a
// cycle of manifests versions that grow, change, shrink, rename and move objects between namespaces.

/** A manifest as written to the set's files. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

/** Where a resource is listed: its API path prefix and whether it is namespaced. */
export interface ScannedResource {
  apiPath: string;
  resource: string;
  namespaced: boolean;
}

/** One campaign's world: its names, all derived from `prefix` so that worlds never share an object. */
export interface ChaosWorld {
  prefix: string;
  /** The parent's namespace (a user's, there before the set). */
  home: string;
  /** A second namespace that exists before the set (a user's). */
  other: string;
  /** A Namespace the set itself creates. */
  owned: string;
  parentName: string;
  /** The CRD's group: its own per world, so worlds on one cluster never share a CRD. */
  group: string;
}

export const VERSIONS = 7;

export function chaosWorld(prefix: string): ChaosWorld {
  return {
    prefix,
    home: prefix,
    other: `${prefix}-b`,
    owned: `${prefix}-own`,
    parentName: 'set',
    group: `${prefix}.chaos.test`,
  };
}

/** Every resource the set's objects (and leaks of them) can be, for the checker's scan. */
export function scannedResources(world: ChaosWorld): ScannedResource[] {
  return [
    { apiPath: '/api/v1', resource: 'configmaps', namespaced: true },
    { apiPath: '/api/v1', resource: 'secrets', namespaced: true },
    { apiPath: '/api/v1', resource: 'services', namespaced: true },
    { apiPath: '/api/v1', resource: 'namespaces', namespaced: false },
    { apiPath: '/apis/apps/v1', resource: 'deployments', namespaced: true },
    { apiPath: '/apis/apiextensions.k8s.io/v1', resource: 'customresourcedefinitions', namespaced: false },
    { apiPath: `/apis/${world.group}/v1`, resource: 'widgets', namespaced: true },
  ];
}

const configMap = (namespace: string, name: string, data: Record<string, string>): Manifest => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace },
  data,
});

function crd(world: ChaosWorld): Manifest {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `widgets.${world.group}` },
    spec: {
      group: world.group,
      scope: 'Namespaced',
      names: { plural: 'widgets', singular: 'widget', kind: 'Widget', listKind: 'WidgetList' },
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
  };
}

function deployment(world: ChaosWorld, image: string): Manifest {
  const labels = { app: `${world.prefix}-web` };
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: world.home },
    spec: {
      replicas: 1,
      selector: { matchLabels: labels },
      template: { metadata: { labels }, spec: { containers: [{ name: 'web', image }] } },
    },
  };
}

/** The object "someone else" made before the set, which versions 1 to 3 adopt. */
export function adoptedObject(world: ChaosWorld): Manifest {
  return configMap(world.other, 'adopted', { owner: 'someone else' });
}

/** Objects of "someone else" beside the set's, never in its manifests: they must never change. */
export function bystanders(world: ChaosWorld): Manifest[] {
  return [
    configMap(world.home, 'bystander', { owner: 'someone else' }),
    configMap(world.other, 'extra-2-lookalike', { owner: 'someone else' }),
    {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'bystander', namespace: world.home, labels: { app: `${world.prefix}-web` } },
      stringData: { token: "not the set's" },
    },
  ];
}

/**
 * Version `v` (taken modulo VERSIONS) of the manifests: 0 the base; 1 grows (a second Widget, a
 * ConfigMap in the other namespace, a Secret, the adopted object); 2 changes data, the Widget's spec
 * and the image (a rollout to wait for); 3 shrinks (those go again, pruned, the adopted one too);
 * 4 renames; 5 moves ConfigMaps between namespaces; 6 grows once more in the owned namespace.
 */
export function manifestsVersion(world: ChaosWorld, v: number): Manifest[] {
  const version = ((v % VERSIONS) + VERSIONS) % VERSIONS;
  const { home, other, owned, group } = world;
  const widget = (name: string, size: number): Manifest => ({
    apiVersion: `${group}/v1`,
    kind: 'Widget',
    metadata: { name, namespace: home },
    spec: { size },
  });
  const objects: Manifest[] = [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: owned } },
    crd(world),
    widget('w1', version === 2 ? 2 : 1),
    deployment(world, `example.test/web:${version === 2 || version === 3 ? 2 : 1}`),
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'web', namespace: home },
      spec: { selector: { app: `${world.prefix}-web` }, ports: [{ port: 80 }] },
    },
  ];
  const settings = version >= 4 ? 'app-settings' : 'app-config';
  objects.push(configMap(home, settings, { level: version === 2 || version === 3 ? 'debug' : 'info' }));
  const extraName = version >= 4 ? 'extra-one' : 'extra-1';
  objects.push(configMap(version === 5 || version === 6 ? owned : other, extraName, { n: '1' }));
  objects.push(configMap(version === 5 ? other : owned, 'own-config', { where: 'owned' }));
  if (version >= 1 && version <= 2) {
    objects.push(widget('w2', 5), configMap(other, 'extra-2', { n: '2' }), {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'app-secret', namespace: home },
      stringData: { key: `v${version}` },
    });
  }
  // As its owner wrote it: a field changed would conflict with its owner's field manager (SSA), rightly.
  if (version >= 1 && version <= 3) objects.push(adoptedObject(world));
  if (version === 6) objects.push(configMap(owned, 'late', { n: '6' }), widget('w3', 3));
  return objects;
}
