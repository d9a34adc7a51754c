import { CRD_RESOURCE } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { getObject } from '../kube/objectRequests.ts';
import { UserError } from '../errors.ts';

interface CrdStatus {
  status?: { conditions?: { type?: string; status?: string }[] };
}

/** Waits until each CRD is Established, so custom resources of its kinds can be applied right after (kubectl fails here). */
export async function waitForCrdsEstablished(client: KubeClient, names: string[], timeoutMs = 60_000, pollMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await Promise.all(
    names.map(async (name) => {
      for (;;) {
        const crd = (await getObject(client, CRD_RESOURCE, '', name)) as CrdStatus | undefined;
        if (crd?.status?.conditions?.some((c) => c.type === 'Established' && c.status === 'True')) return;
        if (Date.now() > deadline) {
          throw new UserError(`customresourcedefinition.apiextensions.k8s.io/${name} was not Established within ${timeoutMs / 1000}s`, {
            hint: 'check the CRD\'s status conditions (kubectl describe crd) for why the server does not accept it',
          });
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    }),
  );
}
