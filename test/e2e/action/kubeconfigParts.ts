import { readFile } from 'node:fs/promises';
import * as yaml from 'js-yaml';

/*
 * Kubeconfigs a test composes from the test cluster's admin kubeconfig: its cluster and user under
 * other names, beside contexts and users of the test's choosing.
 */

export interface KubeconfigContext {
  name: string;
  context: { cluster: string; user: string; namespace?: string };
}

export interface Kubeconfig {
  clusters: { name: string; cluster: Record<string, unknown> }[];
  users: { name: string; user: Record<string, unknown> }[];
  contexts: KubeconfigContext[];
  'current-context': string;
}

/** The cluster and the user of a kubeconfig file's current context. */
export async function currentClusterAndUser(
  path: string,
): Promise<{ cluster: Record<string, unknown>; user: Record<string, unknown> }> {
  const config = yaml.load(await readFile(path, 'utf8')) as Kubeconfig;
  const current = config.contexts.find((c) => c.name === config['current-context']);
  const cluster = config.clusters.find((c) => c.name === current?.context.cluster);
  const user = config.users.find((u) => u.name === current?.context.user);
  if (!cluster || !user) throw new Error(`${path} has no current cluster and user`);
  return { cluster: cluster.cluster, user: user.user };
}

/** A kubeconfig file's content. */
export function dumpKubeconfig(config: Kubeconfig): string {
  return yaml.dump({ apiVersion: 'v1', kind: 'Config', ...config });
}
