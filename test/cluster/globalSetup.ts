import type { TestProject } from 'vitest/node';
import { startControlPlane } from './controlPlane.ts';
import { buildControlPlane, kubectlIn } from './controlPlaneBinaries.ts';
import type {} from './provided.ts';

/**
 * One cluster for the whole e2e run: the cluster of the kubeconfig in E2E_KUBECONFIG when it is set,
 * otherwise a local control plane started here and stopped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_KUBECONFIG;
  if (external) {
    project.provide('kubeconfigPath', external);
    project.provide('certificateKubeconfigPath', undefined);
    project.provide('kubectlPath', kubectlIn(await buildControlPlane()));
    project.provide('simulatedWorkloads', false);
    return async () => {};
  }

  const controlPlane = await startControlPlane();
  console.log(`control plane at ${controlPlane.server} ready in ${(controlPlane.startupMs / 1000).toFixed(1)} s`);
  project.provide('kubeconfigPath', controlPlane.kubeconfigPath);
  project.provide('certificateKubeconfigPath', controlPlane.certificateKubeconfigPath);
  project.provide('kubectlPath', kubectlIn(controlPlane.binaries));
  project.provide('simulatedWorkloads', true);
  return controlPlane.stop;
}
