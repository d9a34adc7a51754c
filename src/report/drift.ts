import type { RawInputs } from '../options/parseOptions.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { describeParent, formatCounts } from './summaryPhrases.ts';

/** A drift check's preview: anything the cluster would need created, updated, replaced or pruned to match the manifests. */
export function hasDrifted(doc: RunOutcome): boolean {
  return doc.summary.create + doc.summary.update + doc.summary.replace + doc.summary.prune > 0;
}

/**
 * The one-line verdict of a drift check, for the log and the terminal. What a credential that may not
 * read Secrets could not check is said, never counted as matching.
 */
export function driftLine(doc: RunOutcome): string {
  const unread =
    doc.summary.uncompared || doc.unlisted?.length
      ? 'this credential may not read Secrets, whose changes and prunes were not looked for'
      : '';
  return hasDrifted(doc)
    ? `drift: ApplySet ${describeParent(doc)} differs from the manifests: ${formatCounts(doc.summary, 'preview')}${unread ? `; ${unread}` : ''}`
    : `no drift: ApplySet ${describeParent(doc)} matches the manifests${unread ? `, but for its Secrets: ${unread}` : ''}`;
}

/**
 * What a drift check changes in the inputs: its dry run takes over fields that another manager
 * now owns (someone ran kubectl edit), so such a field shows as the update that would restore it
 * rather than failing the check with a conflict. It writes nothing either way. It dry-runs every
 * object, whatever plan-cache says: drift is what someone changed in the cluster, and the plan
 * record lives there too, so a check that trusted it could be told there is none.
 */
export const DRIFT_INPUTS: RawInputs = { 'force-conflicts': 'true', 'plan-cache': 'false' };
