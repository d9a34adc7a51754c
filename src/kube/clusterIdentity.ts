import { createHash } from 'node:crypto';
import { type ConnectOptions, readKubeconfig } from './connect.ts';

/** Which cluster a run is for, as far as the kubeconfig tells it before any request. */
export interface ClusterIdentity {
  /** The kubeconfig context's name (else its cluster's): what the comment's headline names. */
  name: string;
  /**
   * A hash of the API server's URL: tells two clusters' comments and reviews apart without showing
   * the URL, which may be private. It only hides it: a URL someone can guess, they can check.
   */
  key: string;
}

/** How much of the hash is kept: 96 bits, far from any collision between one repository's clusters. */
const KEY_LENGTH = 16;

/**
 * The cluster `options` reach, read as the run will read it; undefined when the kubeconfig cannot be
 * read (the run then fails with the reason, and its comment has no cluster to name).
 */
export function clusterIdentity(
  options: Pick<ConnectOptions, 'kubeconfig' | 'kubeconfigPath' | 'context' | 'environment'>,
): ClusterIdentity | undefined {
  let config: ReturnType<typeof readKubeconfig>;
  try {
    config = readKubeconfig(options);
  } catch {
    return undefined;
  }
  const cluster = config.getCurrentCluster();
  if (!cluster) return undefined;
  return {
    name: config.getCurrentContext() || cluster.name,
    key: createHash('sha256').update(serverOf(cluster.server)).digest('base64url').slice(0, KEY_LENGTH),
  };
}

/** The URL without what does not change the server: user information, a default port, a trailing slash, the host's case. */
function serverOf(server: string): string {
  try {
    const url = new URL(server);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return server;
  }
}
