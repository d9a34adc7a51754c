import type { TestProject } from 'vitest/node';
import { startControlPlane, type ControlPlane } from './controlPlane.ts';
import { helmPath } from '../helm/helmPath.ts';
import { buildControlPlane, kubectlIn } from './controlPlaneBinaries.ts';
import type {} from './provided.ts';

/**
 * The control planes of this vitest process by Kubernetes version, each with the number of projects using
 * it: the e2e projects of one version (vitest.config.ts splits them into groups) share one cluster. On
 * globalThis because vitest loads this module once per project.
 */
type Shared = Map<string, { controlPlane: Promise<ControlPlane>; users: number }>;
const shared: Shared = ((globalThis as { e2eControlPlanes?: Shared }).e2eControlPlanes ??= new Map());

/**
 * One cluster for the whole e2e run: the cluster of the kubeconfig in E2E_KUBECONFIG when it is set,
 * otherwise a local control plane started here and stopped when the last project using it ends, of the
 * Kubernetes version the project's E2E_KUBERNETES names (vitest.config.ts), else the environment's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The chart tests' helm, built before any test runs (minutes on a cold cache, both cores), as the control plane is.
  await helmPath();
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

  const key = kubernetes ?? '';
  let entry = shared.get(key);
  if (!entry) {
    entry = { controlPlane: startControlPlane({ kubernetes }), users: 0 };
    shared.set(key, entry);
    const started = await entry.controlPlane;
    console.log(
      `control plane ${started.binaries.kubernetesVersion} at ${started.server} ready in ${(started.startupMs / 1000).toFixed(1)} s`,
    );
  }
  entry.users++;
  const controlPlane = await entry.controlPlane;
  project.provide('kubeconfigPath', controlPlane.kubeconfigPath);
  project.provide('certificateKubeconfigPath', controlPlane.certificateKubeconfigPath);
  project.provide('kubectlPath', kubectlIn(controlPlane.binaries));
  project.provide('kubernetesVersion', controlPlane.binaries.kubernetesVersion);
  project.provide('simulatedWorkloads', true);
  return async () => {
    if (--entry.users > 0) return;
    shared.delete(key);
    await controlPlane.stop();
  };
}
