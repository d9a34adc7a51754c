// What globalSetup.ts provides to e2e tests, read with vitest's `inject('kubeconfigPath')`.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** An admin kubeconfig for the cluster under test. */
    kubeconfigPath: string;
    /** The same admin, authenticated by a client certificate (none on E2E_KUBECONFIG's cluster). */
    certificateKubeconfigPath: string | undefined;
    /** The kubectl built for the control plane's Kubernetes version. */
    kubectlPath: string;
    /**
     * The Kubernetes version of that kubectl and of the local control plane, e.g. `v1.34.4` (E2E_KUBERNETES
     * chooses it); E2E_KUBECONFIG's cluster may run another.
     */
    kubernetesVersion: string;
    /**
     * Whether kwok plays the cluster's nodes, so that pods follow the lifecycles of
     * test/cluster/README.md (true on the local control plane, false on E2E_KUBECONFIG's cluster).
     */
    simulatedWorkloads: boolean;
  }
}
