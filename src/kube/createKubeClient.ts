import { KubeConfig } from '@kubernetes/client-node';
import { UserError } from '../errors.ts';
import { KubeClient } from './kubeClient.ts';

export interface ClusterOptions {
  /** A kubeconfig file; the usual KUBECONFIG / ~/.kube/config search when absent. */
  kubeconfigPath?: string;
  /** A kubeconfig's content, read from memory, before kubeconfigPath. */
  kubeconfig?: string | undefined;
  context?: string;
  concurrency: number;
}

/** Reads the kubeconfig once and returns the client every request of the run goes through. */
export function createKubeClient(options: ClusterOptions): { client: KubeClient; defaultNamespace: string | undefined } {
  const kubeConfig = new KubeConfig();
  try {
    if (options.kubeconfig !== undefined) kubeConfig.loadFromString(options.kubeconfig);
    else if (options.kubeconfigPath) kubeConfig.loadFromFile(options.kubeconfigPath);
    else kubeConfig.loadFromDefault();
  } catch (error) {
    // The message may quote the file; name the file only, its contents can hold credentials.
    throw new UserError(`cannot read the kubeconfig${options.kubeconfigPath ? ` ${options.kubeconfigPath}` : ''}`, {
      hint: 'check that it is a valid kubeconfig file (kubectl config view would show the same problem)',
      cause: error,
    });
  }
  if (options.context) {
    if (!kubeConfig.getContextObject(options.context)) {
      const known = kubeConfig.getContexts().map((c) => c.name).join(', ') || 'none';
      throw new UserError(`the kubeconfig has no context "${options.context}"`, { hint: `use one of: ${known}` });
    }
    kubeConfig.setCurrentContext(options.context);
  }
  if (!kubeConfig.getCurrentCluster()) {
    throw new UserError('the kubeconfig names no cluster to use', {
      hint: 'give a kubeconfig (the kubeconfig input, --kubeconfig or KUBECONFIG) whose current context points at a cluster, or choose one with --context',
    });
  }
  const context = kubeConfig.getContextObject(kubeConfig.getCurrentContext());
  return { client: new KubeClient(kubeConfig, { concurrency: options.concurrency }), defaultNamespace: context?.namespace || undefined };
}
