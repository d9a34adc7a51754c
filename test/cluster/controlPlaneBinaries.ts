import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './runCommand.ts';

const buildScript = fileURLToPath(new URL('./build-control-plane.sh', import.meta.url));

/**
 * The directory holding etcd, kube-apiserver, kube-controller-manager and kubectl, built on first
 * use by build-control-plane.sh (minutes when cold, instant when cached). Its progress goes to stderr.
 */
export async function buildControlPlane(): Promise<string> {
  const result = await runCommand('bash', [buildScript], { stderr: 'inherit' });
  const binDir = result.stdout.trim();
  if (result.code !== 0 || binDir === '') {
    throw new Error(`build-control-plane.sh failed (exit ${result.code}); see its output above`);
  }
  return binDir;
}

export function kubectlIn(binDir: string): string {
  return join(binDir, 'kubectl');
}
