import * as yaml from 'js-yaml';
import { HISTORY_ANNOTATION } from '../../../src/applyset/deployHistory.ts';
import { deploymentManifest, type SimulatedFailure } from '../../cluster/workloads.ts';
import { getLive } from '../engine/harness.ts';

/**
 * One version of an app's manifests: Deployment `name` (two replicas; its pods labelled with the
 * version, failing as `simulate` says when given), a ConfigMap per name and, when asked, a Service, in one file.
 */
export function appVersion(
  name: string,
  version: string,
  options: { simulate?: SimulatedFailure; configMaps: string[]; service?: boolean },
): string {
  const deployment = deploymentManifest(name, 2, options.simulate ? { simulate: options.simulate } : {});
  deployment.spec!.template.metadata!.labels!['version'] = version;
  const configMaps = options.configMaps.map((cm) => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: cm },
    data: { name: cm },
  }));
  const service = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name },
    spec: { selector: { app: name }, ports: [{ port: 80 }] },
  };
  return [deployment, ...configMaps, ...(options.service ? [service] : [])]
    .map((object) => yaml.dump(object))
    .join('---\n');
}

/** The Deployment's pod template and rollout as the cluster has them. */
export async function deploymentState(
  namespace: string,
  name: string,
): Promise<{
  version?: string;
  simulated?: string;
  readyReplicas?: number;
  updatedReplicas?: number;
  current: boolean;
}> {
  const live = (await getLive('deployment', namespace, name)) as unknown as {
    metadata: { generation: number };
    spec: { template: { metadata: { labels?: Record<string, string>; annotations?: Record<string, string> } } };
    status?: { observedGeneration?: number; readyReplicas?: number; updatedReplicas?: number };
  };
  const { labels, annotations } = live.spec.template.metadata;
  return {
    ...(labels?.['version'] ? { version: labels['version'] } : {}),
    ...(annotations?.['applyset-action.test/simulate']
      ? { simulated: annotations['applyset-action.test/simulate'] }
      : {}),
    ...(live.status?.readyReplicas !== undefined ? { readyReplicas: live.status.readyReplicas } : {}),
    ...(live.status?.updatedReplicas !== undefined ? { updatedReplicas: live.status.updatedReplicas } : {}),
    current: live.status?.observedGeneration === live.metadata.generation,
  };
}

/** The parent's deploy history, each entry as `<commit> <result>[ rollback]`, oldest first, and the entries themselves. */
export async function historyOf(
  namespace: string,
  parent: string,
): Promise<{ lines: string[]; entries: Record<string, unknown>[] }> {
  const text = (await getLive('secret', namespace, parent))?.metadata.annotations?.[HISTORY_ANNOTATION];
  const entries = JSON.parse(text ?? '[]') as Record<string, unknown>[];
  return {
    lines: entries.map(
      (e) => `${String(e['commit'] ?? '-')} ${String(e['result'])}${e['rollback'] ? ' rollback' : ''}`,
    ),
    entries,
  };
}
