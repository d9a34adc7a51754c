import type { ParentReading } from '../applyset/readParent.ts';
import type { Cluster } from '../kube/connect.ts';
import type { ManifestObject } from '../manifests/manifestObject.ts';
import { startListing } from './listLiveMembers.ts';
import { PlanRequests, type DryRunOptions } from './planRequests.ts';
import type { Member } from './planTypes.ts';
import { prepareMembers } from './prepareMembers.ts';

/**
 * The plan's requests for a set that is still being read: from the parent's reading, the LISTs of
 * what it records; then, for each file read, the LISTs of its kinds and namespaces and the dry-runs
 * of its objects. The plan takes their answers (`requests`) once the whole set is read and checked.
 */
export class PlanAhead {
  readonly requests: PlanRequests;
  private readonly cluster: Cluster;
  private readonly reading: ParentReading;
  private readonly namespace: string | undefined;
  private readonly options: DryRunOptions;
  private readonly members: Member[] = [];

  constructor(cluster: Cluster, reading: ParentReading, namespace: string | undefined, options: DryRunOptions) {
    this.cluster = cluster;
    this.reading = reading;
    this.namespace = namespace;
    this.options = options;
    this.requests = new PlanRequests(cluster);
    startListing(this.requests, cluster.discovery, reading.parent, reading.recorded, []);
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
        added.push(...prepareMembers([manifest], this.cluster.discovery, this.reading.parent, this.namespace).filter((m) => m.definedByCrd === undefined));
      } catch {
        // Left to the plan's check of the whole set.
      }
    }
    this.members.push(...added);
    startListing(this.requests, this.cluster.discovery, this.reading.parent, this.reading.recorded, this.members);
    for (const member of added) this.requests.dryRunEarly(member, this.options);
  }
}
