import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { UserError } from '../common/errors.ts';
import type { TargetReport, TargetsDocument } from '../report/targetsComment.ts';
import { MATRIX_JOB_LIMIT } from './targetChunks.ts';
import type { PlanDocument, SelectionDocument, TargetsPlanDocument } from './planDocument.ts';
import { PlanDocumentError, readPlanDocument } from './planDocumentShape.ts';

/** A matrix's jobs, the planner's document, and room for a re-run's stray file. */
const MAX_FILES = MATRIX_JOB_LIMIT + 8;
/** One document: a chunk of targets' previews, diffs included. */
const MAX_FILE_BYTES = 16 << 20;
const MAX_TOTAL_BYTES = 256 << 20;

/**
 * The plan documents in `dir`: its `.json` files, and those one directory down (download-artifact
 * without merge-multiple puts each artifact in a directory of its own). Links are not followed;
 * the count, each file's size and their total are bounded before anything is parsed.
 */
export async function readPlanDirectory(dir: string): Promise<{ file: string; doc: PlanDocument }[]> {
  const files: string[] = [];
  const walk = async (at: string, depth: number): Promise<void> => {
    let entries;
    try {
      entries = await readdir(at, { withFileTypes: true });
    } catch (error) {
      if (depth === 0)
        throw new UserError(`cannot read the plan documents' directory ${dir}: ${(error as Error).message}`, {
          hint: "download the matrix jobs' artifacts into it first (actions/download-artifact, path: the same directory)",
        });
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(at, entry.name);
      if (entry.isFile() && entry.name.endsWith('.json')) files.push(path);
      else if (entry.isDirectory() && depth === 0) await walk(path, 1);
      if (files.length > MAX_FILES)
        throw new UserError(
          `${dir} holds more than ${MAX_FILES} plan documents: more than a matrix of ${MATRIX_JOB_LIMIT} jobs writes`,
        );
    }
  };
  await walk(dir, 0);
  let total = 0;
  const read: { file: string; doc: PlanDocument }[] = [];
  for (const file of files) {
    const name = relative(dir, file);
    const { size } = await lstat(file);
    if (size > MAX_FILE_BYTES)
      throw new UserError(`plan document ${name} is ${size} bytes, over the ${MAX_FILE_BYTES} a document may be`);
    total += size;
    if (total > MAX_TOTAL_BYTES)
      throw new UserError(`the plan documents in ${dir} are over ${MAX_TOTAL_BYTES} bytes together`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new UserError(`plan document ${name} is not JSON: ${(error as Error).message}`);
    }
    try {
      read.push({ file: name, doc: readPlanDocument(parsed) });
    } catch (error) {
      if (error instanceof PlanDocumentError)
        throw new UserError(`plan document ${name} is refused: ${error.message}`, {
          hint: 'plan documents are written by mode: plan-targets and by previews given plan-documents, of the same version of applyset-action',
        });
      throw error;
    }
  }
  return read;
}

/** What the report job posts: the targets comment's key and title, and its document. */
export interface MergedPlan {
  key: string;
  title: string | undefined;
  commit: string;
  doc: TargetsDocument;
  /** Targets the planner chose whose job wrote no document: each is in `doc` as failed. */
  missing: string[];
}

/**
 * The documents of one matrix merged into the one targets document: every target once, in the
 * planner's order (then as found), with the planner's reason and skipped targets. Documents must
 * agree on the commit (and it must be `commit`, the event's, when known) and on the comment's key;
 * a target the planner did not choose, or in two documents, is refused. A target the planner chose
 * with no document is reported as failed: its job failed or was cancelled before it wrote one.
 */
export function mergePlanDocuments(
  read: readonly { file: string; doc: PlanDocument }[],
  commit: string | undefined,
): MergedPlan {
  const selections = read.filter(
    (r): r is { file: string; doc: SelectionDocument } => r.doc.kind === 'applyset-action/targets-selection',
  );
  const plans = read.filter(
    (r): r is { file: string; doc: TargetsPlanDocument } => r.doc.kind === 'applyset-action/targets-plan',
  );
  const first = plans[0];
  if (!first)
    throw new UserError(
      `no matrix job's plan document was found${read.length > 0 ? ` (only ${read.map((r) => r.file).join(', ')})` : ''}`,
      {
        hint: 'each preview job writes one when given plan-documents, and uploads that directory as an artifact, which this job downloads into the same directory',
      },
    );
  if (selections.length > 1)
    throw new UserError(`two planners' documents were found: ${selections.map((s) => s.file).join(', ')}`);
  const selection = selections[0];
  const expected = commit || first.doc.commit;
  for (const { file, doc } of read) {
    if (doc.commit !== expected)
      throw new UserError(
        `plan document ${file} is of commit ${doc.commit.slice(0, 12)}, not ${expected.slice(0, 12)}${commit ? ', the commit this run is for' : ''}`,
        { hint: 'a document from an earlier run or another commit is not merged' },
      );
  }
  for (const { file, doc } of plans) {
    if (doc.key !== first.doc.key)
      throw new UserError(
        `plan document ${file} is for another comment than ${first.file} (another targets file, cluster, context or title)`,
        { hint: 'one report job merges one matrix: give each matrix its own plan-documents directory and artifacts' },
      );
  }
  const byName = new Map<string, TargetReport>();
  for (const { file, doc } of plans) {
    for (const target of doc.targets) {
      if (byName.has(target.name))
        throw new UserError(`target ${target.name} is in two plan documents (one of them ${file})`);
      byName.set(target.name, target);
    }
  }
  const chosen = new Map(selection?.doc.run.map((r) => [r.name, r.reason]));
  if (selection) {
    const stray = [...byName.keys()].find((name) => !chosen.has(name));
    if (stray !== undefined)
      throw new UserError(`target ${stray} has a plan document but the planner did not choose it`, {
        hint: "a matrix job runs the targets of its chunk of the planner's chunks output",
      });
  }
  const missing = [...chosen.keys()].filter((name) => !byName.has(name));
  const targets: TargetReport[] = selection
    ? selection.doc.run.map(({ name, reason }) => {
        const found = byName.get(name);
        return found
          ? { ...found, reason }
          : {
              name,
              reason,
              outcome: undefined,
              error:
                'Its matrix job wrote no plan document: it failed or was cancelled before its preview ended (see the workflow run).',
            };
      })
    : [...byName.values()];
  return {
    key: first.doc.key,
    title: first.doc.title,
    commit: expected,
    doc: { mode: 'preview', targets, skipped: selection?.doc.skipped ?? [] },
    missing,
  };
}
