import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../../common/isRecord.ts';
import type { KubeObject } from '../../kube/kubeObject.ts';

/*
 * What a pod uses by name in its own namespace, read from a pod spec: the kinds whose prune would
 * break a pod that still runs, or one a rollback would start.
 */

/** The kinds a pod refers to by name (all in the core group). */
export const REFERENCED_KINDS: ReadonlySet<string> = new Set([
  'ConfigMap',
  'Secret',
  'ServiceAccount',
  'PersistentVolumeClaim',
]);

/** `Kind/name`, the form references are indexed by. */
export function referenceKey(kind: string, name: string): string {
  return `${kind}/${name}`;
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const field = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Every ConfigMap, Secret, ServiceAccount and PersistentVolumeClaim a pod spec names, as
 * {@link referenceKey}s: volumes (projected ones too), `envFrom`, `env[].valueFrom`, `imagePullSecrets`
 * and the ServiceAccount (`default` when none is named, as the server defaults it). Optional
 * references count: the data is used when it is there.
 */
export function podSpecReferences(spec: unknown): Set<string> {
  const found = new Set<string>();
  const add = (kind: string, name: unknown) => {
    const n = text(name);
    if (n) found.add(referenceKey(kind, n));
  };
  if (!isRecord(spec)) return found;
  add('ServiceAccount', text(spec['serviceAccountName']) ?? text(spec['serviceAccount']) ?? 'default');
  for (const secret of records(spec['imagePullSecrets'])) add('Secret', secret['name']);
  for (const volume of records(spec['volumes'])) {
    add('ConfigMap', field(volume, 'configMap', 'name'));
    add('Secret', field(volume, 'secret', 'secretName'));
    add('PersistentVolumeClaim', field(volume, 'persistentVolumeClaim', 'claimName'));
    add('Secret', field(volume, 'csi', 'nodePublishSecretRef', 'name'));
    for (const source of records(field(volume, 'projected', 'sources'))) {
      add('ConfigMap', field(source, 'configMap', 'name'));
      add('Secret', field(source, 'secret', 'name'));
    }
  }
  const containers = ['initContainers', 'containers', 'ephemeralContainers'].flatMap((key) => records(spec[key]));
  for (const container of containers) {
    for (const from of records(container['envFrom'])) {
      add('ConfigMap', field(from, 'configMapRef', 'name'));
      add('Secret', field(from, 'secretRef', 'name'));
    }
    for (const env of records(container['env'])) {
      add('ConfigMap', field(env, 'valueFrom', 'configMapKeyRef', 'name'));
      add('Secret', field(env, 'valueFrom', 'secretKeyRef', 'name'));
    }
  }
  return found;
}

/** The pod spec an object runs or will run: a Pod's own, a workload's template, a CronJob's job template. */
export function podSpecOf(object: { apiVersion?: string; kind?: string; spec?: unknown }): unknown {
  const group = (object.apiVersion ?? '').includes('/') ? (object.apiVersion ?? '').split('/')[0] : '';
  switch (`${object.kind}.${group}`) {
    case 'Pod.':
      return object.spec;
    case 'ReplicationController.':
    case 'Deployment.apps':
    case 'StatefulSet.apps':
    case 'DaemonSet.apps':
    case 'ReplicaSet.apps':
    case 'Job.batch':
      return field(object.spec, 'template', 'spec');
    case 'CronJob.batch':
      return field(object.spec, 'jobTemplate', 'spec', 'template', 'spec');
    default:
      return undefined;
  }
}

/** The workloads whose pod-template change is a new revision, the previous one being what `kubectl rollout undo` returns to. */
const REVISIONED = new Set(['Deployment', 'StatefulSet', 'DaemonSet']);

/** Whether applying `planned` over `live` (both as the server has them) starts a new revision of a workload's pods. */
export function startsRevision(live: KubeObject, planned: KubeObject): boolean {
  return (
    live.apiVersion.startsWith('apps/') &&
    REVISIONED.has(live.kind) &&
    !isDeepStrictEqual(field(live['spec'], 'template'), field(planned['spec'], 'template'))
  );
}
