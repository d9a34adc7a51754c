import type { Cluster } from '../kube/connect.ts';
import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { listObjects, serverSideApply, type ListedObject } from '../kube/objectRequests.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import { applyStage } from './ordering.ts';
import type { PlanCache } from './planCache.ts';
import type { Member } from './planTypes.ts';

export interface DryRunOptions {
  fieldManager: string;
  forceConflicts: boolean;
}

/** The plan's requests, each sent once: those sent ahead of the plan are not sent again. */
export class PlanRequests {
  private readonly cluster: Cluster;
  /** The record of the last apply (plan-cache: true), which may make a member's dry-run unneeded. */
  readonly cache: PlanCache | undefined;
  private readonly lists = new Map<string, { metadataOnly: boolean; items: Promise<ListedObject[]> }>();
  /** Each list's resourceVersions by name, indexed once. */
  private readonly versions = new WeakMap<ListedObject[], Map<string, string | undefined>>();
  private readonly dryRuns = new Map<string, Promise<KubeObject | undefined>>();
  /** Members whose dry-run was sent: another is a follow-up. */
  private readonly dryRunSent = new Set<string>();
  private readonly knownUnchanged = new Map<string, Promise<boolean>>();
  /** What the server warned of in each member's last dry-run answer, by member key. */
  private readonly warnings = new Map<string, string[]>();

  constructor(cluster: Cluster, cache?: PlanCache) {
    this.cluster = cluster;
    this.cache = cache;
  }

  /** The members of the set of one kind in one namespace ('' for a cluster-scoped kind): whole objects, or their metadata only. */
  list(info: ResourceInfo, namespace: string, selector: string, metadataOnly: boolean): Promise<ListedObject[]> {
    const key = `${formatGroupKind(info)}/${namespace}`;
    const started = this.lists.get(key);
    // A LIST of whole objects answers a metadata-only one too, not the other way round.
    if (started && (metadataOnly || !started.metadataOnly)) return started.items;
    // Before the dry-runs waiting: every member's comparison waits for the listing.
    const items = listObjects(this.cluster.client.ahead(), info, namespace, selector, { metadataOnly });
    items.catch(() => undefined);
    this.lists.set(key, { metadataOnly, items });
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
    const listed = this.lists.get(`${formatGroupKind(member.info)}/${member.ref.namespace}`);
    known = !cache || !listed
      ? Promise.resolve(false)
      // Without a usable record nothing waits for the LIST.
      : cache.usable().then((usable) => usable && listed.items.then((items) => cache.known(member, this.versionsOf(items).get(member.ref.name)))).catch(() => false);
    this.knownUnchanged.set(member.key, known);
    return known;
  }

  /** Sends a member's dry-run before the plan, which takes its answer; not when the record already knows it. */
  dryRunEarly(member: Member, options: DryRunOptions): void {
    if (this.dryRunSent.has(member.key) || this.dryRuns.has(member.key)) return;
    const answer = this.unchangedByRecord(member).then((known) => (known ? undefined : this.send(member, options)));
    // Awaited by the plan; a run stopped before it would otherwise leave it unhandled.
    answer.catch(() => undefined);
    this.dryRuns.set(member.key, answer);
  }

  /**
   * The member's dry-run: the one sent early, taken once, or a new one. A second (the object
   * changed meanwhile) goes before the requests waiting: the member's plan waits on nothing else.
   */
  async dryRun(member: Member, options: DryRunOptions): Promise<KubeObject> {
    const early = this.dryRuns.get(member.key);
    if (!early) return this.send(member, options);
    this.dryRuns.delete(member.key);
    return (await early) ?? this.send(member, options);
  }

  /** What the server warned of in the member's last dry-run answer; undefined when it warned of nothing. */
  warningsOf(member: Member): string[] | undefined {
    return this.warnings.get(member.key);
  }

  private versionsOf(items: ListedObject[]): Map<string, string | undefined> {
    let versions = this.versions.get(items);
    if (!versions) {
      versions = new Map(items.map((item) => [item.metadata.name ?? '', item.metadata.resourceVersion]));
      this.versions.set(items, versions);
    }
    return versions;
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
    return serverSideApply(client, member.info, member.object, { fieldManager: options.fieldManager, force: options.forceConflicts, dryRun: true, warned });
  }
}
