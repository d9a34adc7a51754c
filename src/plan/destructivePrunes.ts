import { parentRef, type ApplySet } from '../applyset/applySet.ts';
import { PART_OF_LABEL } from '../applyset/applySetKeys.ts';
import { UserError } from '../common/errors.ts';
import type { Cluster } from '../kube/connect.ts';
import type { ResourceInfo } from '../kube/discovery.ts';
import type { ListedObject } from '../kube/objectRequests.ts';
import { describeRef, formatGroupKind, formatRef, type ObjectRef } from '../kube/objectRef.ts';
import type { DestructiveConsent, DestructiveKind, PropagationPolicy } from '../options/options.ts';
import type { CascadeCount, CascadeUncounted, PlanEntry, PruneCascade } from './planTypes.ts';
import {
  CascadeListings,
  COUNT_LIMIT,
  crdResource,
  isAutomatic,
  namespaceKinds,
  type PageAnswer,
  wasCut,
} from './cascade/cascadeListings.ts';
import { mayHoldClaims, pruneCascade } from './cascade/pruneCascade.ts';

/*
 * Prunes that take more with them than the object: a Namespace everything in it, a CRD every
 * custom resource of it (cluster-wide), a PersistentVolumeClaim or PersistentVolume the data. A
 * deploy does them only with consent; each says what it would take, counted with bounded LISTs of
 * metadata only (one per kind, at most COUNT_LIMIT objects each). Every prune also says what the
 * garbage collector takes with it (cascade/pruneCascade.ts), from the same LISTs; a prune whose cascade takes
 * claims or volumes (a StatefulSet whose retention policy deletes its claims) needs the consent their
 * own prune would.
 */

/** The consent kind of an object whose prune takes more with it; undefined for any other. */
function destructiveKind(ref: Pick<ObjectRef, 'group' | 'kind'>): DestructiveKind | undefined {
  switch (formatGroupKind(ref)) {
    case 'Namespace':
      return 'Namespace';
    case 'CustomResourceDefinition.apiextensions.k8s.io':
      return 'CustomResourceDefinition';
    case 'PersistentVolumeClaim':
      return 'PersistentVolumeClaim';
    case 'PersistentVolume':
      return 'PersistentVolume';
    default:
      return undefined;
  }
}

/**
 * Says, on each prune entry whose prune takes more with it, what it takes (`destroys`), and on each
 * prune what goes with it (`cascade`), as `propagationPolicy` deletes it.
 */
export async function describeDestruction(
  cluster: Cluster,
  parent: ApplySet,
  entries: readonly PlanEntry[],
  propagationPolicy: PropagationPolicy = 'Background',
  listings = new CascadeListings(cluster),
): Promise<void> {
  const prunes = entries.filter((entry) => entry.action === 'prune');
  const pruned = new Set(prunes.flatMap((entry) => entry.uid ?? []));
  await Promise.all(
    prunes.map(async (entry) => {
      const cascade = await pruneCascade({ cluster, listings, pruned, propagationPolicy }, entry);
      if (cascade) entry.cascade = cascade;
      const kind = destructiveKind(entry.ref);
      // With Orphan nothing the collector would take goes, counted or not.
      const data = propagationPolicy === 'Orphan' ? cascadeDataKind(cascade) : cascadeConsentKind(cascade);
      if (!kind && data) entry.destroys = cascadeDestroys(data, cascade);
      else if (kind === 'Namespace')
        entry.destroys = await namespaceContents(cluster, listings, parent, entry.ref.name);
      else if (kind === 'CustomResourceDefinition')
        entry.destroys = await customResources(cluster, listings, parent, entry.ref.name);
      else if (kind === 'PersistentVolumeClaim')
        entry.destroys =
          "takes the data on its volume with it when the volume's reclaim policy is Delete (the default for provisioned volumes)";
      else if (kind === 'PersistentVolume')
        entry.destroys = 'takes its storage and the data on it with it when its reclaim policy is Delete';
    }),
  );
}

/**
 * The refusal of an apply whose plan has prunes that take more with them and no consent to them,
 * naming each, what it would take and how to consent; undefined when there are none or all are allowed.
 */
export function destructiveRefusal(
  entries: readonly PlanEntry[],
  consent: DestructiveConsent | undefined,
  hint: string,
): UserError | undefined {
  const refused = entries.filter(
    (entry) => entry.action === 'prune' && entry.destroys !== undefined && !consents(consent, entry),
  );
  if (refused.length === 0) return undefined;
  const list = refused.map((entry) => `${describeRef(entry.ref)} ${entry.destroys}`).join('; ');
  const count = refused.length === 1 ? 'a prune that takes' : `${refused.length} prunes that take`;
  return new UserError(
    `this deploy has ${count} more with ${refused.length === 1 ? 'it' : 'them'}, and no consent to ${refused.length === 1 ? 'it' : 'them'}; nothing was written: ${list}`,
    { hint },
  );
}

/** Whether `consent` covers the prune (or delete) of the object, and of the claims or volumes its cascade takes. */
export function consents(
  consent: DestructiveConsent | undefined,
  object: { ref: Pick<ObjectRef, 'group' | 'kind'>; cascade?: PruneCascade | undefined },
): boolean {
  const kind = destructiveKind(object.ref) ?? cascadeConsentKind(object.cascade);
  return kind === undefined || (consent?.kinds.has(kind) ?? false);
}

/**
 * The consent a cascade needs, failing closed: what it deletes, or claims when whether it deletes them
 * could not be counted (their LIST, or a LIST of what may own them, refused or cut at its cap).
 */
function cascadeConsentKind(
  cascade: PruneCascade | undefined,
): 'PersistentVolumeClaim' | 'PersistentVolume' | undefined {
  return cascadeDataKind(cascade) ?? (uncountedClaims(cascade).length > 0 ? 'PersistentVolumeClaim' : undefined);
}

/** The LISTs a cascade could not count that leave unknown whether it takes claims. */
function uncountedClaims(cascade: PruneCascade | undefined): CascadeUncounted[] {
  return cascade?.notCounted?.filter(mayHoldClaims) ?? [];
}

/** The consent a cascade needs: claims it deletes (their data), else volumes; undefined when it deletes neither. */
function cascadeDataKind(cascade: PruneCascade | undefined): 'PersistentVolumeClaim' | 'PersistentVolume' | undefined {
  const deletes = (kind: string) =>
    cascade?.deletes.some((count) => count.group === '' && count.kind === kind) ?? false;
  return deletes('PersistentVolumeClaim')
    ? 'PersistentVolumeClaim'
    : deletes('PersistentVolume')
      ? 'PersistentVolume'
      : undefined;
}

/** `takes 2 PersistentVolumeClaims with it ...`: what a cascade's data loss is, in the refusal's and the caution's words. */
function cascadeDestroys(
  kind: 'PersistentVolumeClaim' | 'PersistentVolume',
  cascade: PruneCascade | undefined,
): string {
  const counted = cascade?.deletes.find((count) => count.group === '' && count.kind === kind);
  if (!counted) {
    const why = uncountedClaims(cascade).map(({ reason, resource, namespace }) => {
      const where = `${resource}${namespace ? ` in namespace ${namespace}` : ''}`;
      return reason === 'forbidden'
        ? `listing ${where} is forbidden to this credential`
        : `more ${where} than one LIST reads (${COUNT_LIMIT})`;
    });
    return `may take PersistentVolumeClaims with it (the garbage collector deletes what it owns), which could not be counted (${why.join('; ')}), so it is taken as taking them, and the data on their volumes when the volumes' reclaim policy is Delete`;
  }
  const count = `${counted?.atLeast ? 'at least ' : ''}${counted?.count ?? 1} ${kind}${counted?.count === 1 ? '' : 's'}`;
  return kind === 'PersistentVolumeClaim'
    ? `takes ${count} with it (the garbage collector deletes what it owns), and the data on their volumes when the volumes' reclaim policy is Delete`
    : `takes ${count} with it (the garbage collector deletes what it owns), and the data on them when their reclaim policy is Delete`;
}

/** `holds 37 objects that are not in this set`: what nothing in the set accounts for, and that nothing there owns. */
async function namespaceContents(
  cluster: Cluster,
  listings: CascadeListings,
  parent: ApplySet,
  namespace: string,
): Promise<string> {
  const kinds = namespaceKinds(cluster);
  const counts = await Promise.all(
    kinds.map(async (info) => countOutsideSet(info, await listings.page(info, namespace), parent)),
  );
  let total = 0;
  let atLeast = false;
  const forbidden: string[] = [];
  counts.forEach((count, i) => {
    if (count === 'forbidden') forbidden.push(kinds[i]!.resource);
    else {
      total += count.count;
      atLeast ||= count.more;
    }
  });
  const objects =
    total === 1 && !atLeast
      ? '1 object that is not in this set'
      : `${atLeast ? 'at least ' : ''}${total === 0 ? 'no' : total} objects that are not in this set`;
  const parentThere =
    parent.namespace === namespace ? `, this ApplySet's parent ${formatRef(parentRef(parent))} among them` : '';
  const shown = forbidden.slice(0, 3).join(', ') + (forbidden.length > 3 ? ', …' : '');
  const uncounted =
    forbidden.length === 0
      ? ''
      : `, and objects of ${forbidden.length} kind${forbidden.length === 1 ? '' : 's'} that could not be counted (listing ${shown} is forbidden)`;
  return `holds ${objects}${parentThere}${uncounted}`;
}

/** Objects of one kind in a namespace that are not members of the set, owned by nothing and not the namespace's own. */
function countOutsideSet(
  info: ResourceInfo,
  page: PageAnswer,
  parent: ApplySet,
): { count: number; more: boolean } | 'forbidden' {
  if (page === 'forbidden' || page === 'not listable') return page === 'forbidden' ? page : { count: 0, more: false };
  const outside = (item: ListedObject) =>
    item.metadata.labels?.[PART_OF_LABEL] !== parent.id &&
    (item.metadata.ownerReferences ?? []).length === 0 &&
    !item.metadata.deletionTimestamp &&
    !isAutomatic(info, item);
  return { count: page.items.filter(outside).length, more: wasCut(page) };
}

/** `has 12 custom resources, 3 of them in this set`: every object of the CRD's kind, in every namespace. */
async function customResources(
  cluster: Cluster,
  listings: CascadeListings,
  parent: ApplySet,
  crdName: string,
): Promise<string> {
  const info = crdResource(cluster, crdName);
  if (!info) return 'has no custom resources the cluster serves';
  const page = await listings.page(info, '');
  if (page === 'forbidden')
    return `has custom resources that could not be counted (listing ${info.resource} is forbidden)`;
  if (page === 'not listable') return 'has no custom resources the cluster serves';
  const count = page.items.length + (typeof page.more === 'number' ? page.more : 0);
  const atLeast = page.more === true ? 'at least ' : '';
  if (count === 0) return 'has no custom resources';
  const ours = page.items.filter((item) => item.metadata.labels?.[PART_OF_LABEL] === parent.id).length;
  return `has ${atLeast}${count} custom resource${count === 1 ? '' : 's'}${ours > 0 ? `, ${ours} of them in this set` : ''}`;
}
