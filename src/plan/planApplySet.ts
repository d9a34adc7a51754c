import { PART_OF_LABEL } from '../applyset/applySetKeys.ts';
import type { LiveMember } from '../applyset/members.ts';
import type { ParentReading } from '../applyset/readParent.ts';
import { UserError, UserErrors } from '../common/errors.ts';
import { type IgnoreRule, rulesFor, unmatchedRules } from '../options/ignoreDifferences.ts';
import { ApiError, ApiUnavailableError, CancelledError } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { getObject } from '../kube/objectRequests.ts';
import { describeRef, formatGroupKind, refKey } from '../kube/objectRef.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';
import type { PropagationPolicy } from '../options/options.ts';
import { type Ignoring, ignoreFields } from './ignoredFields.ts';
import { adoptionDiff, compareObjects, expandListed } from './objectDiff.ts';
import { objectError } from './objectErrors.ts';
import { listLiveMembers } from './listLiveMembers.ts';
import { isNamespace } from './ordering.ts';
import { checkOutsideSet, orderMembers, planOrder } from './planOrder.ts';
import { planPrunes } from './planPrunes.ts';
import { PlanRequests } from './planRequests.ts';
import { settlePooled } from '../common/settlePooled.ts';
import type { Member, Plan, PlanEntry, UnlistedMembers } from './planTypes.ts';
import { prepareMembers } from './prepareMembers.ts';
import { startsRevision } from './inUse/podReferences.ts';
import {
  immutableChangeError,
  isImmutableRefusal,
  mayReplace,
  replaceAnnotationErrors,
  replaceReason,
} from './replacePolicy.ts';
import { isSecret, isSecretsForbidden, uncomparedSecret } from './unreadableSecrets.ts';
import { handledLater } from '../common/handledLater.ts';

/** The live members, and the manifests' Namespaces that do not exist yet. */
interface Listing {
  live: Map<string, LiveMember>;
  createdNamespaces: Set<string>;
}

const ADOPTION_REASON =
  'already exists in the cluster, outside this ApplySet: it will be adopted. Only the fields the manifest sets are shown, none of the live object';

/** Reads and dry-runs of an object that keeps changing under other writers, before it is compared as it is. */
const SAME_VERSION_ATTEMPTS = 3;

export interface PlanOptions {
  fieldManager: string;
  forceConflicts: boolean;
  prune: boolean;
  /** Namespace of namespaced objects whose manifest names none (after the parent's own). */
  namespace: string | undefined;
  /** Kinds replaced when the server refuses their change as immutable (`Job`, `Job.batch`). */
  replace: readonly string[];
  /**
   * Told each live Secret the plan reads (a listed member, an existing object read, one whose dry-run
   * the server refused), before the plan returns or throws: a server's message may quote its values.
   */
  liveSecret?(object: KubeObject): void;
  /**
   * A preview: Secrets its credential may not read (RBAC) are planned from their manifests and their
   * prunes said unknown (see unreadableSecrets.ts), where an apply fails. Never set for an apply.
   */
  secretsMayBeUnreadable?: boolean;
  /** How prunes are deleted: with Orphan their dependents are left behind, which the plan says instead of what goes with them. */
  propagationPolicy?: PropagationPolicy;
  /** Fields whose differences are not applied nor shown (the ignore-differences rules). */
  ignoreDifferences?: readonly IgnoreRule[];
  /** Told each time a member is planned: how many of how many, for a live progress line. */
  planned?(done: number, total: number): void;
  /** The members the early plan made of the manifest objects (PlanAhead.preparedOf). */
  prepared?(manifest: ManifestObject): Member | undefined;
}

/**
 * Decides what a run does to every object, writing nothing: a server-side dry-run apply of each
 * member compared with the live object, and the live members that left the manifests.
 * Preview and apply both start here. `requests` holds what was sent before the whole set was read.
 */
export async function planApplySet(
  cluster: Cluster,
  reading: ParentReading,
  manifests: ManifestObject[],
  options: PlanOptions,
  requests: PlanRequests = new PlanRequests(cluster, undefined, options),
): Promise<Plan> {
  const { client, discovery } = cluster;
  const members = prepareMembers(manifests, discovery, reading.parent, options.namespace, options.prepared);
  const dependencies = orderMembers(members);
  const warnings = [
    ...reading.warnings,
    ...unmatchedRules(
      options.ignoreDifferences ?? [],
      members.map((m) => m.ref),
    ),
  ];
  const unlisted: UnlistedMembers[] | undefined = options.secretsMayBeUnreadable ? [] : undefined;
  // The listing and the dry-runs share the wire; each dry-run's result waits only for the listing.
  // Awaited by every member's plan and by the plan's end: its failure reaches the user there.
  const listing: Promise<Listing> = handledLater(
    listLiveMembers(requests, cluster, reading.parent, reading.recorded, members, warnings, unlisted).then((live) => {
      for (const { ref, object } of live.values()) if (isSecret(ref)) options.liveSecret?.(object as KubeObject);
      return {
        live,
        createdNamespaces: new Set(
          members.filter((m) => isNamespace(m.ref) && !live.has(m.key)).map((m) => m.ref.name),
        ),
      };
    }),
  );
  const memberKeys = new Set(members.map((m) => m.key));
  // Dependencies outside the manifests are looked up beside the dry-runs; awaited once the members are
  // planned, its failure reaches the user then.
  const outside =
    dependencies.declared.size === 0
      ? Promise.resolve([])
      : handledLater(
          listing.then(({ live }) =>
            checkOutsideSet(members, dependencies.declared, {
              client,
              discovery,
              leaving: new Set([...live.keys()].filter((key) => !memberKeys.has(key))),
              prune: options.prune,
            }),
          ),
        );
  let planned = 0;
  options.planned?.(planned, members.length);
  // Through a bounded pool: tens of thousands of members waiting at once held their promises and closures all together.
  const outcomes = await settlePooled(members, (member) =>
    planMember(client, requests, member, listing, reading.parent.id, options).finally(() =>
      options.planned?.(++planned, members.length),
    ),
  );
  // A failed listing is one error, not one per object that waited for it.
  const { live } = await listing;
  // An outage or a cancellation is one cause for every object it stopped, not a problem of each.
  const shared = outcomes.find(
    (o) => o.status === 'rejected' && (o.reason instanceof ApiUnavailableError || o.reason instanceof CancelledError),
  );
  if (shared?.status === 'rejected') throw shared.reason;
  const errors: UserError[] = [...dependencies.errors, ...replaceAnnotationErrors(members)];
  const memberEntries: PlanEntry[] = [];
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'fulfilled')
      memberEntries.push(withServerWarnings(outcome.value, requests.warningsOf(members[i]!)));
    else {
      const member = members[i]!;
      errors.push(
        outcome.reason instanceof UserError
          ? outcome.reason
          : objectError(member.ref, member.source, 'server-side dry-run', outcome.reason),
      );
    }
  });
  errors.push(...(await outside));
  if (errors.length > 0) throw new UserErrors(errors);

  const candidates = [...live]
    .filter(([key]) => !memberKeys.has(key))
    .map(([, candidate]) => ({ ...candidate, object: expandListed(candidate.object) }));
  const pruneEntries = options.prune
    ? await planPrunes(cluster, reading, candidates, memberEntries, warnings, options.propagationPolicy)
    : [];
  const order = planOrder(
    dependencies,
    memberEntries,
    pruneEntries,
    (entry) => live.get(refKey(entry.ref))?.object.metadata,
    warnings,
  );
  const entries = [...order.apply.flat(), ...order.prune.flat()];
  const groupKinds = new Map(members.map((m) => [formatGroupKind(m.ref), { group: m.ref.group, kind: m.ref.kind }]));
  const namespaces = [...new Set(members.map((m) => m.ref.namespace))].filter(
    (ns) => ns !== '' && ns !== reading.parent.namespace,
  );
  return {
    parent: reading,
    entries,
    order,
    scope: { groupKinds: [...groupKinds.values()], namespaces },
    warnings,
    ...(unlisted?.length ? { unlisted } : {}),
    ...(requests.cache ? { dryRunsSkipped: requests.cache.skipped } : {}),
  };
}

async function planMember(
  client: KubeClient,
  requests: PlanRequests,
  member: Member,
  listing: Promise<Listing>,
  applySetId: string,
  options: PlanOptions,
): Promise<PlanEntry> {
  if (member.definedByCrd !== undefined) {
    return {
      ref: member.ref,
      info: member.info,
      member,
      action: 'create',
      reason: `its CustomResourceDefinition is created by this apply, so the server cannot check it yet`,
    };
  }
  // A follow-up: it goes before the dry-runs still waiting, which do not hold up this member's plan.
  const read = async () => {
    const found = await getObject(client.ahead(), member.info, member.ref.namespace, member.ref.name);
    if (found && isSecret(member.ref)) options.liveSecret?.(found);
    return found;
  };
  // Taken once, here: the listed copy need not live on until the last dry-run (5,000 of them hold tens of MB).
  const taken = async () => {
    const { live } = await listing;
    const object = live.get(member.key)?.object as KubeObject | undefined;
    live.delete(member.key);
    return object;
  };
  // The whole listed object, for its comparison (see compactListed).
  const listed = async () => {
    const object = await taken();
    return object && expandListed(object);
  };
  const rules = rulesFor(options.ignoreDifferences ?? [], member.ref);
  const { cache } = requests;
  // The record of the last apply knows the answer: unchanged, as its dry-run would say.
  if (cache && (await requests.unchangedByRecord(member))) {
    // Its metadata is all a known member needs, unless rules ignore some of its fields.
    const known = rules.length > 0 ? await listed() : await taken();
    if (known) {
      cache.skipped++;
      cache.unchanged(member, known.metadata.resourceVersion);
      const ignored = rules.length > 0 ? ignoreFields(member.object, known, rules, options.fieldManager) : undefined;
      return {
        ref: member.ref,
        info: member.info,
        member: ignored ? { ...member, object: ignored.object } : member,
        action: 'unchanged',
        uid: known.metadata.uid,
        ...ignoredDifferences(ignored),
      };
    }
  }
  // Ignored fields are left out of what is sent, as the live object decides (see ignoreFields): it is read first.
  let ignored: Ignoring | undefined;
  const ignoring = (live: KubeObject | undefined) => {
    ignored = ignoreFields(member.object, live, rules, options.fieldManager);
    return live;
  };
  let current: KubeObject | undefined;
  try {
    if (rules.length > 0) current = ignoring((await listed()) ?? (await read()));
  } catch (error) {
    if (options.secretsMayBeUnreadable && isSecret(member.ref) && isSecretsForbidden(error))
      return uncomparedSecret(member, error);
    throw error;
  }
  const sent = (): Member => (ignored ? { ...member, object: ignored.object } : member);
  const base = () => ({ ref: member.ref, info: member.info, member: sent() });
  const dryRun = () => requests.dryRun(sent(), options);
  let planned: KubeObject;
  try {
    planned = await dryRun();
  } catch (error) {
    // Before anything that waits for the listing, which such a credential may have been refused too.
    if (options.secretsMayBeUnreadable && isSecret(member.ref) && isSecretsForbidden(error))
      return uncomparedSecret(member, error);
    if (
      error instanceof ApiError &&
      error.status === 404 &&
      (await listing).createdNamespaces.has(member.ref.namespace)
    ) {
      return {
        ...base(),
        action: 'create',
        reason: `its namespace ${member.ref.namespace} is created by this apply, so the server cannot check it yet`,
      };
    }
    if (isImmutableRefusal(error) && mayReplace(member, options.replace)) {
      current ??= (await listed()) ?? (await read());
      if (!current) return { ...base(), action: 'create' };
      checkOwner(member, current, applySetId);
      return { ...base(), action: 'replace', uid: current.metadata.uid, reason: replaceReason(error) };
    }
    // A refusal may quote the Secret as the server merged it with the live one: its live values are told first.
    // The read only serves that masking; the refusal itself is thrown whatever it answers.
    if (
      error instanceof ApiError &&
      isSecret(member.ref) &&
      !(await listing.then(
        ({ live }) => live.has(member.key),
        () => false,
      ))
    )
      await read().catch(() => undefined);
    throw isImmutableRefusal(error) ? immutableChangeError(member, error) : error;
  }
  // Not a member yet but the dry-run found it: an existing object, read once to check who owns it.
  current ??= (await listed()) ?? (planned.metadata.resourceVersion ? await read() : undefined);
  // Another writer (a controller annotating a Deployment) changed the object between the listing and
  // the dry-run: its change is not this run's. Compare the dry-run with the version it started from.
  for (
    let attempt = 0;
    current && current.metadata.resourceVersion !== planned.metadata.resourceVersion && attempt < SAME_VERSION_ATTEMPTS;
    attempt++
  ) {
    current = await read();
    if (rules.length > 0) ignoring(current);
    if (current && current.metadata.resourceVersion !== planned.metadata.resourceVersion) planned = await dryRun();
  }
  if (!current) return { ...base(), action: 'create' };

  const owner = checkOwner(member, current, applySetId);
  const uid = current.metadata.uid;
  // A workload whose pod template changes rolls out: its current revision becomes its previous one.
  const rollout = startsRevision(current, planned) ? { newRevision: true as const } : {};
  // Applying adds the part-of label, so an object outside the set always changes.
  if (owner === undefined)
    return {
      ...base(),
      action: 'update',
      uid,
      adopted: true,
      ...rollout,
      diff: adoptionDiff(sent().object),
      reason: ADOPTION_REASON,
      ...ignoredDifferences(ignored),
    };
  const comparison = compareObjects(current, planned, ignored?.paths);
  if (!comparison.changed) {
    if (current.metadata.resourceVersion === planned.metadata.resourceVersion)
      cache?.unchanged(member, current.metadata.resourceVersion);
    return { ...base(), action: 'unchanged', uid, ...ignoredDifferences(ignored) };
  }
  const reason = comparison.ownershipOnly
    ? `no field changes; field ownership moves to ${options.fieldManager}`
    : undefined;
  return {
    ...base(),
    action: 'update',
    uid,
    ...rollout,
    ...(comparison.diff ? { diff: comparison.diff, changedPaths: comparison.paths } : {}),
    ...(reason ? { reason } : {}),
    ...ignoredDifferences(ignored),
  };
}

/** The entry's count of ignored differences and where their rules are written; nothing when none was ignored. */
function ignoredDifferences(ignored: Ignoring | undefined): Pick<PlanEntry, 'ignored'> {
  return ignored && ignored.differences > 0
    ? { ignored: { differences: ignored.differences, rules: ignored.rules } }
    : {};
}

function withServerWarnings(entry: PlanEntry, warnings: string[] | undefined): PlanEntry {
  return warnings ? { ...entry, serverWarnings: warnings } : entry;
}

/** The ApplySet the live object belongs to, if any; one that belongs to another set is refused. */
function checkOwner(member: Member, current: KubeObject, applySetId: string): string | undefined {
  const owner = current.metadata.labels?.[PART_OF_LABEL];
  if (owner !== undefined && owner !== applySetId) {
    throw new UserError(`${describeRef(member.ref)} already belongs to another ApplySet (${PART_OF_LABEL}=${owner})`, {
      source: member.source,
      hint: 'an object can be in one ApplySet only: remove it from the other set first (or delete that label from the live object if that set no longer exists)',
    });
  }
  return owner;
}
