import { KubeConfig } from '@kubernetes/client-node';
import { describe, expect, it } from 'vitest';
import { listedKubeconfigs, mergeKubeconfigs } from '../../../src/kube/kubeconfigList.ts';

function kubeconfig(options: {
  server: string;
  user: string;
  token: string;
  context: string;
  namespace: string;
  current?: string;
}): KubeConfig {
  const config = new KubeConfig();
  config.loadFromOptions({
    clusters: [{ name: 'cluster', server: options.server, skipTLSVerify: false }],
    users: [{ name: options.user, token: options.token }],
    contexts: [{ name: options.context, cluster: 'cluster', user: options.user, namespace: options.namespace }],
    currentContext: options.current ?? '',
  });
  return config;
}

describe('a KUBECONFIG list', () => {
  it('lists the files in order, without empty entries', () => {
    expect(listedKubeconfigs('/a::/b:')).toEqual(['/a', '/b']);
    expect(listedKubeconfigs('')).toEqual([]);
    expect(listedKubeconfigs(undefined)).toEqual([]);
  });

  it("merges as kubectl does: the first file's current context, and the first file to name a cluster, user or context wins", () => {
    const first = kubeconfig({
      server: 'https://first.example',
      user: 'admin',
      token: 'first-token',
      context: 'deploy',
      namespace: 'shop',
      current: 'deploy',
    });
    const second = kubeconfig({
      server: 'https://second.example',
      user: 'admin',
      token: 'second-token',
      context: 'theirs',
      namespace: 'other',
      current: 'theirs',
    });

    const merged = mergeKubeconfigs([first, second]);

    expect(merged.getCurrentContext()).toBe('deploy');
    expect(merged.getCurrentCluster()?.server).toBe('https://first.example');
    expect(merged.getCurrentUser()?.token).toBe('first-token');
    expect(merged.getContextObject('deploy')?.namespace).toBe('shop');
    expect(merged.getContexts().map((c) => c.name)).toEqual(['deploy', 'theirs']);
  });

  it('takes the current context from the first file that sets one', () => {
    const none = kubeconfig({ server: 'https://first.example', user: 'a', token: 't', context: 'a', namespace: 'x' });
    const later = kubeconfig({
      server: 'https://second.example',
      user: 'b',
      token: 'u',
      context: 'b',
      namespace: 'y',
      current: 'b',
    });

    expect(mergeKubeconfigs([none, later]).getCurrentContext()).toBe('b');
    expect(mergeKubeconfigs([]).getCurrentCluster()).toBeNull();
  });
});
