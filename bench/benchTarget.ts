import { startControlPlane } from '../test/cluster/controlPlane/controlPlane.ts';
import { buildControlPlane, kubectlIn } from '../test/cluster/controlPlane/controlPlaneBinaries.ts';
import { type CommandResult, runCommand } from '../test/cluster/runCommand.ts';

/** The cluster `npm run bench` measures on. */
export interface BenchTarget {
  kubeconfigPath: string;
  kubectlPath: string;
  /** Other work runs on it too: its figures are not to be kept, and it is never quiet. */
  shared: boolean;
  /** kubectl with the admin kubeconfig; a failing command resolves with its exit code. */
  kubectl(args: readonly string[]): Promise<CommandResult>;
  /** Stops the control plane the benchmark started; leaves a given cluster running. */
  close(): Promise<void>;
}

/**
 * A control plane of the benchmark's own, or the cluster of `kubeconfigPath` (BENCH_KUBECONFIG: the tests' smoke
 * run gives the shared test cluster, as a control plane's start is most of a tiny run), measured with the kubectl
 * of the control plane's build.
 */
export async function openBenchTarget(kubeconfigPath: string | undefined): Promise<BenchTarget> {
  if (kubeconfigPath) {
    const kubectlPath = kubectlIn(await buildControlPlane());
    return {
      kubeconfigPath,
      kubectlPath,
      shared: true,
      kubectl: (args) => runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, ...args]),
      close: () => Promise.resolve(),
    };
  }
  const controlPlane = await startControlPlane();
  return {
    kubeconfigPath: controlPlane.kubeconfigPath,
    kubectlPath: kubectlIn(controlPlane.binaries),
    shared: false,
    kubectl: (args) => controlPlane.kubectl(args),
    close: () => controlPlane.stop(),
  };
}
