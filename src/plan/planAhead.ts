import type { ApplySet } from '../applyset/applySet.ts';
import type { RecordedScope } from '../applyset/parentState.ts';
import type { ParentReading } from '../applyset/readParent.ts';
import { rulesFor } from '../options/ignoreDifferences.ts';
import type { Cluster } from '../kube/connect.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';
import { startListing } from './listLiveMembers.ts';
import type { PlanCache } from './planCache.ts';
import { PlanRequests, type DryRunOptions } from './planRequests.ts';
import type { Member } from './planTypes.ts';
import { prepareMembers } from './prepareMembers.ts';

const NOTHING_RECORDED: RecordedScope = { groupKinds: [], namespaces: [] };

/**
 * The plan's requests for a set that is still being read: for each file read, the LISTs of its
 * kinds and namespaces and the dry-runs of its objects; once the parent is read, the LISTs of what
 * it records. A dry-run needs the parent's identity (the ID its label carries), not its reading, so
 * the first go out beside the parent's GET. The plan takes their answers (`requests`) once the
 * whole set is read and checked.
 */
export class PlanAhead {
  readonly requests: PlanRequests;
  private readonly cluster: Cluster;
  private readonly parent: ApplySet;
  private readonly namespace: string | undefined;
  private readonly options: DryRunOptions;
  /** One member of each kind and namespace read so far: the scope the LISTs cover (see startListing). */
  private readonly scope: Member[] = [];
  private readonly scopeKeys = new Set<string>();
  /** Each manifest object's member, for the plan of the whole set (see prepareMembers). */
  private readonly prepared = new WeakMap<ManifestObject, Member>();
  private recorded: RecordedScope = NOTHING_RECORDED;

  constructor(
    cluster: Cluster,
    parent: ApplySet,
    reading: Promise<ParentReading>,
    namespace: string | undefined,
    options: DryRunOptions,
    cache?: PlanCache,
  ) {
    this.cluster = cluster;
    this.parent = parent;
    this.namespace = namespace;
    this.options = options;
    this.requests = new PlanRequests(cluster, cache, options);
    // A parent refused on reading stops the run; its rejection is the run's to report.
    reading.then(
      (read) => {
        this.recorded = read.recorded;
        this.list();
      },
      () => undefined,
    );
  }

  /**
   * One file's objects, as far as they can be checked alone: an object whose kind the cluster does
   * not serve (its CRD may be in another file) or that breaks a rule is left to the plan, which
   * checks the whole set and reports every problem.
   */
  add(objects: ManifestObject[]): void {
    const added: Member[] = [];
    for (const manifest of objects) {
      try {
        const [member] = prepareMembers([manifest], this.cluster.discovery, this.parent, this.namespace);
        if (member && member.definedByCrd === undefined) {
          added.push(member);
          this.prepared.set(manifest, member);
        }
      } catch {
        // Left to the plan's check of the whole set.
      }
    }
    // A file that brings no new kind or namespace has no LIST to start: the scope is not walked again.
    const before = this.scope.length;
    for (const member of added) {
      const key = `${formatGroupKind(member.info)}/${member.info.version}/${member.ref.namespace}`;
      if (this.scopeKeys.has(key)) continue;
      this.scopeKeys.add(key);
      this.scope.push(member);
    }
    if (this.scope.length > before) this.list();
    // A member an ignore-differences rule is for sends what its live object decides: its plan reads that first.
    for (const member of added)
      if (rulesFor(this.options.ignoreDifferences ?? [], member.ref).length === 0)
        this.requests.dryRunEarly(member, this.options);
  }

  /** The member made of a manifest object early, if it was: the plan takes it instead of making another copy. */
  readonly preparedOf = (manifest: ManifestObject): Member | undefined => this.prepared.get(manifest);

  /** The LISTs of the scope known so far; each is sent once. */
  private list(): void {
    startListing(this.requests, this.cluster.discovery, this.parent, this.recorded, this.scope);
  }
}
