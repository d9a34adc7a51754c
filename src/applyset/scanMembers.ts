import { ApiError, isForbidden } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import { listObjects } from '../kube/objectRequests.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import { listedMembers, type LiveMember } from './members.ts';

/** What a full scan found, and the kinds it could not look at. */
export interface MemberScan {
  members: LiveMember[];
  /** Kinds the caller may not list cluster-wide (`Kind.group`): members of them, if any, are unseen. */
  unscanned: string[];
}

/**
 * The fsck's scan, not prune's: every kind the cluster serves, each with one cluster-wide LIST of
 * metadata only with `selector`, so members outside what a parent records are found too. Kinds that
 * cannot be listed (bindings, reviews) are passed over; kinds RBAC forbids are named.
 */
export async function scanMembers(cluster: Cluster, selector: string): Promise<MemberScan> {
  const unscanned: string[] = [];
  const found = await Promise.all(
    cluster.discovery.preferred().map(async (info) => {
      try {
        return listedMembers(
          { info, namespace: '', full: false },
          await listObjects(cluster.client, info, '', selector, { metadataOnly: true }),
        );
      } catch (error) {
        if (isForbidden(error)) unscanned.push(formatGroupKind(info));
        else if (!(error instanceof ApiError && (error.status === 405 || error.status === 404))) throw error;
        return [];
      }
    }),
  );
  return { members: found.flat(), unscanned: unscanned.sort() };
}
