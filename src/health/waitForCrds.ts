import { memberSelector, type ApplySet } from '../applyset/applySet.ts';
import { UserError } from '../common/errors.ts';
import { CRD_RESOURCE } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { isCrd } from '../plan/ordering.ts';
import type { PlanEntry } from '../plan/planTypes.ts';
import { settleTargets } from './settleTargets.ts';
import { describeStatus, WatchedSet } from './watchedSet.ts';

/**
 * Waits until each CRD is Established, so custom resources of its kinds can be applied right after
 * (kubectl fails here). `labelSelector` narrows the watch to the CRDs that carry it (an ApplySet's
 * members); without it every CRD of the cluster is listed.
 */
export async function waitForCrdsEstablished(
  client: KubeClient,
  names: string[],
  labelSelector?: string,
  timeoutMs = 60_000,
): Promise<void> {
  const set = new WatchedSet(
    names.map((name) => ({
      ref: { group: CRD_RESOURCE.group, version: CRD_RESOURCE.version, kind: CRD_RESOURCE.kind, namespace: '', name },
      info: CRD_RESOURCE,
      goal: 'current' as const,
      key: name,
    })),
  );
  const end = await settleTargets(client, set, { timeoutMs, ...(labelSelector ? { labelSelector } : {}) });
  if (end === 'settled') return;
  const stuck = set.pending()[0]!;
  throw new UserError(
    end === 'failed'
      ? describeStatus(stuck.target.ref, stuck.status)
      : `${describeStatus(stuck.target.ref, stuck.status)} after ${timeoutMs / 1000}s`,
    {
      hint: "check the CRD's status conditions (kubectl describe crd) for why the server does not accept it",
    },
  );
}

/** After an apply stage: the CRDs it created or changed are Established before the next stage uses their kinds. */
export async function waitForAppliedCrds(client: KubeClient, stage: PlanEntry[], applySet: ApplySet): Promise<void> {
  const names = stage.filter((e) => isCrd(e.ref) && e.action !== 'unchanged').map((e) => e.ref.name);
  if (names.length > 0) await waitForCrdsEstablished(client, names, memberSelector(applySet));
}
