import { mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as core from '@actions/core';
import { type ErrorDocument, renderJson } from '../report/jsonReport.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';

/** GitHub refuses a step output over 1 MB. */
const OUTPUT_LIMIT_BYTES = 1_000_000;

/** The outputs setDocumentOutputs sets, those of every run of the engine. */
export const DOCUMENT_OUTPUTS = [
  'mode',
  'applyset-id',
  'created',
  'updated',
  'replaced',
  'unchanged',
  'pruned',
  'kept',
  'ready',
  'failed',
  'plan',
  'plan-file',
] as const;

/**
 * The counts, the ApplySet ID and the plan of a run, as step outputs; the plan also as a file, the
 * same JSON document as the CLI's `-o json` (with `error` when the run failed after it planned).
 * `mode` is the action's mode, which for a drift check is not the document's (a preview).
 */
export async function setDocumentOutputs(
  doc: RunOutcome,
  tempDir: string,
  mode: string = doc.mode,
  error?: ErrorDocument,
): Promise<void> {
  core.setOutput('mode', mode);
  core.setOutput('applyset-id', doc.applyset.id);
  setCountOutputs(doc.summary);
  core.setOutput('ready', doc.health?.ready ?? 0);
  core.setOutput('failed', (doc.health?.failed ?? 0) + (doc.health?.timedOut ?? 0));
  const json = renderJson(doc, error);
  // A directory of its own: two steps of one job may deploy two ApplySets.
  const file = join(await mkdtemp(join(tempDir, 'applyset-plan-')), 'plan.json');
  await writeFile(file, `${json}\n`);
  core.setOutput('plan-file', file);
  const plan = planOutput(doc, error, json);
  if (plan === undefined)
    core.warning(
      `the plan is over ${OUTPUT_LIMIT_BYTES} bytes even without its diffs, too large for the plan output; read the plan-file output (${file}) instead`,
    );
  core.setOutput('plan', plan ?? '');
}

/** The outputs of a run that did nothing: zero counts, so that expressions on them still work. */
export function setSkippedOutputs(): void {
  core.setOutput('mode', 'skipped');
  setCountOutputs({ create: 0, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 0 });
  core.setOutput('ready', 0);
  core.setOutput('failed', 0);
}

/**
 * The JSON document when it fits in an output; else the document without its diffs, which keeps
 * every object and count; undefined when even that is too large.
 */
export function planOutput(
  doc: RunOutcome,
  error?: ErrorDocument,
  json: string = renderJson(doc, error),
): string | undefined {
  if (Buffer.byteLength(json, 'utf8') <= OUTPUT_LIMIT_BYTES) return json;
  const withoutDiffs = renderJson({ ...doc, objects: doc.objects.map(({ diff: _diff, ...obj }) => obj) }, error);
  return Buffer.byteLength(withoutDiffs, 'utf8') <= OUTPUT_LIMIT_BYTES ? withoutDiffs : undefined;
}

function setCountOutputs(summary: RunOutcome['summary']): void {
  core.setOutput('created', summary.create);
  core.setOutput('updated', summary.update);
  core.setOutput('replaced', summary.replace);
  core.setOutput('unchanged', summary.unchanged);
  core.setOutput('pruned', summary.prune);
  core.setOutput('kept', summary.keep);
}
