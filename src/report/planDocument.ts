import type { PlanAction } from '../plan/planTypes.ts';

/** What happened to an object in an apply, in kubectl's words. */
export type ObjectResult = 'created' | 'configured' | 'unchanged' | 'pruned';

export interface DocumentObject {
  action: PlanAction;
  group: string;
  version: string;
  kind: string;
  /** '' for cluster-scoped objects. */
  namespace: string;
  name: string;
  /** `file:line` of the manifest the object came from; absent for prune entries. */
  source?: string;
  /** Unified diff of the object's fields (Secret values already masked); updates only. */
  diff?: string;
  /** Why the action was chosen where it is not obvious, e.g. a custom resource whose CRD is new. */
  reason?: string;
  /** Apply mode only: what was done. */
  result?: ObjectResult;
}

export interface Summary {
  create: number;
  update: number;
  unchanged: number;
  prune: number;
}

/**
 * The one document every report is rendered from: the CLI's `--output json`, the action's
 * `plan` output, the PR comment, the job summary and the log lines.
 */
export interface PlanDocument {
  mode: 'preview' | 'apply';
  applyset: {
    id: string;
    parent: { group: string; kind: string; namespace: string; name: string };
  };
  objects: DocumentObject[];
  /** Preview: what would happen. Apply: what happened. */
  summary: Summary;
  warnings: string[];
  /** Wall time of the run in milliseconds. */
  durationMs: number;
}
