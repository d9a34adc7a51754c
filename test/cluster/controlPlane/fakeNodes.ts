import type { V1Node } from '@kubernetes/client-node';
import type { ApiClient } from '../apiRequest.ts';

/** kwok manages the nodes that carry this annotation, and the pods scheduled to them. */
export const kwokNodeAnnotation = { key: 'kwok.x-k8s.io/node', value: 'fake' } as const;

/** A label every fake node carries, for tests that want to name the pool in a nodeSelector. */
export const fakeNodeLabel = { key: 'applyset-action.test/node-pool', value: 'kwok' } as const;

/** Three nodes of 1,000 pods each (test/cluster/controlPlane/kwok/stages/nodes.yaml): room for a benchmark's thousand pods and the tests beside it. */
export const fakeNodeNames = ['kwok-node-0', 'kwok-node-1', 'kwok-node-2'] as const;

function fakeNode(name: string, index: number): V1Node {
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: {
      name,
      // The node's address, which kwok reports in its status (kwok/stages/nodes.yaml) and as its pods' hostIP.
      annotations: {
        [kwokNodeAnnotation.key]: kwokNodeAnnotation.value,
        'applyset-action.test/node-ip': `10.243.0.${index + 1}`,
      },
      labels: {
        [fakeNodeLabel.key]: fakeNodeLabel.value,
        'kubernetes.io/hostname': name,
        'kubernetes.io/os': 'linux',
        'kubernetes.io/arch': 'amd64',
      },
    },
    // kwok gives pods addresses from their node's range; a /22 holds the node's 1,000 pods.
    spec: { podCIDR: `10.244.${index * 4}.0/22` },
  };
}

export async function createFakeNodes(api: ApiClient): Promise<void> {
  await Promise.all(
    fakeNodeNames.map(async (name, index) => {
      const response = await api.request('POST', '/api/v1/nodes', { body: fakeNode(name, index) });
      if (response.status !== 201) {
        throw new Error(`creating node ${name} answered ${response.status}: ${JSON.stringify(response.body)}`);
      }
    }),
  );
}

/**
 * True once every fake node is Ready (kwok has taken it over) and carries no taint (the node
 * lifecycle controller taints a node it has seen not ready, which would keep pods off it).
 */
export async function fakeNodesReady(api: ApiClient): Promise<boolean> {
  const response = await api.request(
    'GET',
    `/api/v1/nodes?labelSelector=${encodeURIComponent(`${fakeNodeLabel.key}=${fakeNodeLabel.value}`)}`,
  );
  if (response.status !== 200) return false;
  const nodes = (response.body as { items: V1Node[] }).items;
  const ready = (node: V1Node): boolean =>
    (node.status?.conditions ?? []).some((condition) => condition.type === 'Ready' && condition.status === 'True') &&
    (node.spec?.taints ?? []).length === 0;
  return nodes.length === fakeNodeNames.length && nodes.every(ready);
}
