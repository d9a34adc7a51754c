import { existsSync } from 'node:fs';
import { delimiter } from 'node:path';
import { KubeConfig } from '@kubernetes/client-node/dist/config.js';
import type { RunEnvironment } from '../common/runEnvironment.ts';

/** The files a KUBECONFIG value lists, in order: separated by `:` (`;` on Windows), empty entries dropped. */
export function listedKubeconfigs(value: string | undefined): string[] {
  return value?.split(delimiter).filter((path) => path !== '') ?? [];
}

/** In a pod with a service account token, which the usual loading (kubectl's, client-node's) uses when no kubeconfig file is found. */
export function inPodWithServiceAccount(
  env: Pick<RunEnvironment, 'KUBERNETES_SERVICE_HOST'>,
  exists: (path: string) => boolean = existsSync,
): boolean {
  return Boolean(env['KUBERNETES_SERVICE_HOST']) && exists('/var/run/secrets/kubernetes.io/serviceaccount/token');
}

/**
 * The kubeconfigs of a KUBECONFIG list merged as kubectl merges them (client-go's loading rules):
 * the first file to name a cluster, a user or a context, or to set the current context, wins.
 * client-node's own merge fails on a name two files share and takes the last file's current
 * context, so a list that kubectl reads as one cluster would fail here or reach another.
 */
export function mergeKubeconfigs(files: readonly KubeConfig[]): KubeConfig {
  const merged = new KubeConfig();
  merged.loadFromOptions({
    clusters: firstOfEachName(files.flatMap((file) => file.clusters)),
    users: firstOfEachName(files.flatMap((file) => file.users)),
    contexts: firstOfEachName(files.flatMap((file) => file.contexts)),
    currentContext: files.map((file) => file.currentContext).find((name) => name) ?? '',
  });
  return merged;
}

function firstOfEachName<T extends { name: string }>(items: readonly T[]): T[] {
  const first = new Map<string, T>();
  for (const item of items) if (!first.has(item.name)) first.set(item.name, item);
  return [...first.values()];
}
