import type { IgnoreRule } from '../options/ignoreDifferences.ts';
import type { Cluster } from '../kube/connect.ts';
import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { listObjects, serverSideApply, type ListedObject } from '../kube/objectRequests.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import { compactListed, keepOwnershipOnly } from './objectDiff.ts';
import { applyStage } from './ordering.ts';
import type { PlanCache } from './planCache.ts';
import type { Member } from './planTypes.ts';
import { isSecret } from './unreadableSecrets.ts';
import { handledLater } from '../common/handledLater.ts';

interface StartedList {
  metadataOnly: boolean;
  /** Until the plan takes them. */
  items?: Promise<ListedObject[]>;
  /** The listed objects' resourceVersions by name, when there is a record to check them against. */
  versions?: Promise<Map<string, string | undefined>>;
}

/**
 * Listed objects held parsed before the plan holds the rest as text until compared (see compactListed):
 * a set of a few thousand pays nothing for it, neither the text nor the second parse.
 */
const KEEP_PARSED = 5000;

const listKey = (info: ResourceInfo, namespace: string) => `${formatGroupKind(info)}/${namespace}`;

/**
 * The most early dry-runs started and not yet taken by the plan: their answers wait here while the
 * manifests are still read, each a whole object. The others wait as members only, and start as the
 * plan takes answers (or sends them itself when it reaches them first).
 */
const EARLY_WINDOW = 2000;

export interface DryRunOptions {
  fieldManager: string;
  forceConflicts: boolean;
  /** Members some of these rules are for are not dry-run ahead: what they send depends on the live object. */
  ignoreDifferences?: readonly IgnoreRule[];
}

/** The plan's requests, each sent once: those sent ahead of the plan are not sent again. */
export class PlanRequests {
  private readonly cluster: Cluster;
  /** The record of the last apply (plan-cache: true), which may make a member's dry-run unneeded. */
  readonly cache: PlanCache | undefined;
  /**
   * Each LIST sent, with the resourceVersions it found by name (for the record). Its items only until
   * the plan takes them (`take`): the plan lets each listed object go once compared, which it could not
   * while held here.
   */
  private readonly lists = new Map<string, StartedList>();
  private readonly dryRuns = new Map<string, Promise<KubeObject | undefined>>();
  /** Early dry-runs not started yet (see EARLY_WINDOW), in the order given. */
  private readonly queued = new Map<string, { member: Member; options: DryRunOptions }>();
  /** Early dry-runs started whose answer the plan has not taken yet. */
  private readonly holding = new Set<string>();
  /** Members whose dry-run was sent: another is a follow-up. */
  private readonly dryRunSent = new Set<string>();
  private readonly knownUnchanged = new Map<string, Promise<boolean>>();
  /** What the server warned of in each member's last dry-run answer, by member key. */
  private readonly warnings = new Map<string, string[]>();

  /** Objects listed so far (see KEEP_PARSED). */
  private listed = 0;

  /** Whether listed objects keep their managedFields: ignore-differences rules read who owns each ignored field. */
  private readonly keepManagedFields: boolean;

  constructor(cluster: Cluster, cache?: PlanCache, options: Pick<DryRunOptions, 'ignoreDifferences'> = {}) {
    this.cluster = cluster;
    this.cache = cache;
    this.keepManagedFields = (options.ignoreDifferences?.length ?? 0) > 0;
  }

  /** Starts the LIST of the set's members of one kind in one namespace ('' for a cluster-scoped kind), unless it was sent. */
  list(info: ResourceInfo, namespace: string, selector: string, metadataOnly: boolean): void {
    const started = this.lists.get(listKey(info, namespace));
    // A LIST of whole objects answers a metadata-only one too, not the other way round.
    // Its items wait in `lists` for take(), which meets any failure.
    if (!started || (!metadataOnly && started.metadataOnly))
      void this.sendList(info, namespace, selector, metadataOnly, true);
  }

  /**
   * The set's members of one kind in one namespace, whole objects or their metadata only: the LIST
   * started before, or a new one. Taken once: a second plan on these requests lists again.
   */
  take(info: ResourceInfo, namespace: string, selector: string, metadataOnly: boolean): Promise<ListedObject[]> {
    const started = this.lists.get(listKey(info, namespace));
    const items = started?.items;
    if (!items || (!metadataOnly && started.metadataOnly))
      return this.sendList(info, namespace, selector, metadataOnly, false);
    delete started.items;
    return items;
  }

  /** Sends a LIST; `keep`: its items wait here for the plan to take them. */
  private sendList(
    info: ResourceInfo,
    namespace: string,
    selector: string,
    metadataOnly: boolean,
    keep: boolean,
  ): Promise<ListedObject[]> {
    // Before the dry-runs waiting: every member's comparison waits for the listing.
    // Held until each member's dry-run is compared: without their managedFields, of which the comparison keeps what it reads,
    // let go as each page arrives (a LIST of 30,000 members is 60 pages). Past the first objects, the rest of each is held
    // as text; a Secret's values are read as it is listed (see PlanOptions.liveSecret), so a Secret stays whole.
    const compact = !isSecret(info);
    const eachItem = this.keepManagedFields
      ? {}
      : {
          eachItem: (item: ListedObject) => {
            keepOwnershipOnly(item as KubeObject);
            return compact && ++this.listed > KEEP_PARSED ? compactListed(item) : item;
          },
        };
    // Returned to the plan, or kept for it: whoever takes the items awaits them and meets the failure.
    const items = handledLater(
      listObjects(this.cluster.client.ahead(), info, namespace, selector, { metadataOnly, ...eachItem }),
    );
    // The items' failure, which reaches the plan through them.
    const versions =
      this.cache &&
      handledLater(
        items.then(
          (listed) => new Map(listed.map((item) => [item.metadata.name ?? '', item.metadata.resourceVersion])),
        ),
      );
    this.lists.set(listKey(info, namespace), {
      metadataOnly,
      ...(versions ? { versions } : {}),
      ...(keep ? { items } : {}),
    });
    return items;
  }

  /**
   * Whether the record of the last apply already knows the member unchanged, at the resourceVersion
   * its LIST (started before) returns: then its dry-run is not sent. Asked once per member.
   */
  unchangedByRecord(member: Member): Promise<boolean> {
    let known = this.knownUnchanged.get(member.key);
    if (known) return known;
    const { cache } = this;
    const versions = this.lists.get(listKey(member.info, member.ref.namespace))?.versions;
    known =
      !cache || !versions
        ? Promise.resolve(false)
        : // Without a usable record nothing waits for the LIST. A failure knows nothing: the member is dry-run,
          // and a failed LIST reaches the plan through the listing.
          cache
            .usable()
            .then((usable) => usable && versions.then((listed) => cache.known(member, listed.get(member.ref.name))))
            .catch(() => false);
    this.knownUnchanged.set(member.key, known);
    return known;
  }

  /** Sends a member's dry-run before the plan, which takes its answer; not when the record already knows it. */
  dryRunEarly(member: Member, options: DryRunOptions): void {
    if (this.dryRunSent.has(member.key) || this.dryRuns.has(member.key) || this.queued.has(member.key)) return;
    this.queued.set(member.key, { member, options });
    this.startQueued();
  }

  private startQueued(): void {
    for (const [key, { member, options }] of this.queued) {
      if (this.holding.size >= EARLY_WINDOW) return;
      this.queued.delete(key);
      this.holding.add(key);
      // Awaited by the plan; a run stopped before it would otherwise leave it unhandled.
      const answer = handledLater(
        this.unchangedByRecord(member).then((known) => {
          if (!known) return this.send(member, options);
          // Nothing to hold: the record answers for the member.
          this.taken(key);
          return undefined;
        }),
      );
      this.dryRuns.set(key, answer);
    }
  }

  /** An early answer the plan took (or needs not): the next queued dry-run may start. */
  private taken(key: string): void {
    if (this.holding.delete(key)) this.startQueued();
  }

  /**
   * The member's dry-run: the one sent early, taken once, or a new one. A second (the object
   * changed meanwhile) goes before the requests waiting: the member's plan waits on nothing else.
   */
  async dryRun(member: Member, options: DryRunOptions): Promise<KubeObject> {
    // Reached before its early turn: sent now, once.
    this.queued.delete(member.key);
    const early = this.dryRuns.get(member.key);
    if (!early) return this.send(member, options);
    this.dryRuns.delete(member.key);
    this.taken(member.key);
    return (await early) ?? this.send(member, options);
  }

  /** What the server warned of in the member's last dry-run answer; undefined when it warned of nothing. */
  warningsOf(member: Member): string[] | undefined {
    return this.warnings.get(member.key);
  }

  /**
   * Before the requests waiting go a member's second dry-run, and Namespaces and CRDs, as the apply
   * goes: one that exists outside the set needs a second request, which then runs beside the other
   * dry-runs rather than after the last of them.
   */
  private send(member: Member, options: DryRunOptions): Promise<KubeObject> {
    const first = this.dryRunSent.has(member.key) || applyStage(member.ref) === 0;
    this.dryRunSent.add(member.key);
    const client = first ? this.cluster.client.ahead() : this.cluster.client;
    this.warnings.delete(member.key);
    const warned = (warnings: string[]) => this.warnings.set(member.key, warnings);
    return serverSideApply(client, member.info, member.object, {
      fieldManager: options.fieldManager,
      force: options.forceConflicts,
      dryRun: true,
      warned,
    });
  }
}
