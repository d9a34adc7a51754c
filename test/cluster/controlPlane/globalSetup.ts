import type { TestProject } from 'vitest/node';
import { startControlPlane } from './controlPlane.ts';
import { buildControlPlane, kubectlIn } from './controlPlaneBinaries.ts';
import type {} from './provided.ts';

/**
 * One cluster for the whole e2e run: the cluster of the kubeconfig in E2E_KUBECONFIG when it is set,
 * otherwise a local control plane started here and stopped when the run ends, of the Kubernetes
 * version the project's E2E_KUBERNETES names (vitest.config.ts), else the environment's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A project without `env` has none here (vitest 5.1), although its type says otherwise.
  const kubernetes = project.config.env?.E2E_KUBERNETES ?? process.env.E2E_KUBERNETES;
  const external = process.env.E2E_KUBECONFIG;
  if (external) {
    project.provide('kubeconfigPath', external);
    project.provide('certificateKubeconfigPath', undefined);
    const binaries = await buildControlPlane(kubernetes);
    project.provide('kubectlPath', kubectlIn(binaries));
    project.provide('kubernetesVersion', binaries.kubernetesVersion);
    project.provide('simulatedWorkloads', false);
    return async () => {};
  }

  const controlPlane = await startControlPlane({ kubernetes });
  const version = controlPlane.binaries.kubernetesVersion;
  console.log(`control plane ${version} at ${controlPlane.server} ready in ${(controlPlane.startupMs / 1000).toFixed(1)} s`);
  project.provide('kubeconfigPath', controlPlane.kubeconfigPath);
  project.provide('certificateKubeconfigPath', controlPlane.certificateKubeconfigPath);
  project.provide('kubectlPath', kubectlIn(controlPlane.binaries));
  project.provide('kubernetesVersion', version);
  project.provide('simulatedWorkloads', true);
  return controlPlane.stop;
}
