import { UserError } from '../errors.ts';
import { CRD_RESOURCE } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { isCrd } from '../plan/ordering.ts';
import type { PlanEntry } from '../plan/planTypes.ts';
import { pollUntilSettled } from './pollStatus.ts';

/** Waits until each CRD is Established, so custom resources of its kinds can be applied right after (kubectl fails here). */
export async function waitForCrdsEstablished(client: KubeClient, names: string[], timeoutMs = 60_000, pollMs = 200): Promise<void> {
  const statuses = await pollUntilSettled(client, names.map((name) => ({ info: CRD_RESOURCE, namespace: '', name })), { timeoutMs, pollMs });
  const stuck = names.find((_, i) => statuses[i]?.status !== 'current');
  if (stuck === undefined) return;
  throw new UserError(`customresourcedefinition.apiextensions.k8s.io/${stuck} was not Established within ${timeoutMs / 1000}s`, {
    hint: 'check the CRD\'s status conditions (kubectl describe crd) for why the server does not accept it',
  });
}

/** After an apply stage: the CRDs it created or changed are Established before the next stage uses their kinds. */
export async function waitForAppliedCrds(client: KubeClient, stage: PlanEntry[]): Promise<void> {
  const names = stage.filter((e) => isCrd(e.ref) && e.action !== 'unchanged').map((e) => e.ref.name);
  if (names.length > 0) await waitForCrdsEstablished(client, names);
}
