import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TargetReport } from '../report/targetsComment.ts';

/*
 * A matrix of targets reports in one comment: the planner (mode: plan-targets) and each matrix job
 * (a preview of its chunk) write a plan document into the `plan-documents` directory, the workflow
 * uploads each as an artifact, and the report job (mode: report) downloads them all into one
 * directory and merges them into the targets comment the one-step preview would have posted.
 */

export const PLAN_DOCUMENT_VERSION = 1;

/** The planner's: which targets the matrix runs (with why) and which it skipped, so a job that wrote nothing shows as missing. */
export interface SelectionDocument {
  kind: 'applyset-action/targets-selection';
  version: typeof PLAN_DOCUMENT_VERSION;
  /** The commit previewed: the pull request's head. */
  commit: string;
  run: { name: string; reason: string }[];
  skipped: { name: string; reason: string }[];
}

/** A matrix job's: the preview of its targets, as the one-step preview reports them (already scrubbed of Secret values). */
export interface TargetsPlanDocument {
  kind: 'applyset-action/targets-plan';
  version: typeof PLAN_DOCUMENT_VERSION;
  commit: string;
  /** The key of the targets comment: the one a step running the whole file would use (file, cluster, context, title), so the deploy finds it. */
  key: string;
  title?: string | undefined;
  targets: TargetReport[];
}

export type PlanDocument = SelectionDocument | TargetsPlanDocument;

/** The planner's file name; each matrix job's is named by a hash of its targets, so no two collide when the artifacts are merged into one directory. */
export const SELECTION_FILE = 'selection.json';

/** Writes `doc` into `dir` (made when missing) and returns its path. */
export async function writePlanDocument(dir: string, doc: PlanDocument): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name =
    doc.kind === 'applyset-action/targets-selection'
      ? SELECTION_FILE
      : `targets-${createHash('sha256')
          .update(doc.targets.map((t) => t.name).join('\n'))
          .digest('hex')
          .slice(0, 16)}.json`;
  const file = join(dir, name);
  await writeFile(file, `${JSON.stringify(doc)}\n`);
  return file;
}
