import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from '../runCommand.ts';

const buildScript = fileURLToPath(new URL('./build-control-plane.sh', import.meta.url));

/** Where the local cluster's programs are, each directory keyed by its version in the cache. */
export interface ControlPlaneBinaries {
  /** The Kubernetes version they are, e.g. `v1.34.4`: chosen by E2E_KUBERNETES (build-control-plane.sh). */
  kubernetesVersion: string;
  /** etcd, kube-apiserver, kube-controller-manager, kube-scheduler and kubectl. */
  kubernetes: string;
  /** kwok, which plays the nodes and the pods' lifecycle. */
  kwok: string;
}

/**
 * The local cluster's programs, of the Kubernetes minor version `minor` names (`1.30`; the
 * newest when unset), built on first use by build-control-plane.sh (minutes when cold, instant when
 * cached). Its progress goes to stderr.
 */
export async function buildControlPlane(minor = process.env.E2E_KUBERNETES): Promise<ControlPlaneBinaries> {
  const env = { ...process.env, E2E_KUBERNETES: minor ?? '' };
  const result = await runCommand('bash', [buildScript], { stderr: 'inherit', env });
  const [kubernetes, kwok, kubernetesVersion] = result.stdout.trim().split('\n');
  if (result.code !== 0 || !kubernetes || !kwok || !kubernetesVersion) {
    throw new Error(`build-control-plane.sh failed (exit ${result.code}); see its output above`);
  }
  return { kubernetesVersion, kubernetes, kwok };
}

export function kubectlIn(binaries: ControlPlaneBinaries): string {
  return join(binaries.kubernetes, 'kubectl');
}
