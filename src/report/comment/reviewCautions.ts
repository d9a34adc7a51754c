import { describeRef, formatRef } from '../../kube/objectRef.ts';
import { pastTense } from '../../outcome/objectActions.ts';
import type { PlanAction } from '../../plan/planTypes.ts';
import { escapeText, inlineCode } from '../markdownEscape.ts';
import { sentenceCase } from '../summaryPhrases.ts';
import type { DeployVerdict } from '../../review/deployVerdict.ts';
import type { ReviewComparison, UnreviewedChange } from '../../review/reviewComparison.ts';

/** Whether the deploy went ahead (`configured`) or was refused before it wrote (`would be configured`). */
export type DeployTense = 'deployed' | 'refused';

/** Objects listed by name in the markdown; the rest are counted, so a large difference cannot crowd out the report. */
const LISTED_CHANGES = 50;

/** `deployment.apps/api in namespace shop: configured, but the reviewed preview showed it unchanged`, for the log and error messages. */
export function describeUnreviewedChange(change: UnreviewedChange, tense: DeployTense): string {
  return `${describeRef(change.object)}: ${comparisonPhrase(change, tense)}`;
}

/**
 * The warning put at the top of a deploy's comment and job summary when it did something other
 * than the reviewed preview showed, object by object; '' when it did what was reviewed.
 */
export function unreviewedMarkdown(comparison: ReviewComparison, tense: DeployTense): string {
  const lines: string[] = [];
  for (const change of comparison.changes.slice(0, LISTED_CHANGES)) {
    const where = change.object.namespace === '' ? '' : ` in ${inlineCode(change.object.namespace)}`;
    lines.push(`- ${inlineCode(formatRef(change.object))}${where}: ${comparisonPhrase(change, tense)}`);
  }
  const hidden = comparison.changes.length - LISTED_CHANGES;
  if (hidden > 0) lines.push(`- … and ${hidden} more object${hidden === 1 ? '' : 's'}`);
  if (comparison.reviewedButGone > 0) {
    const count = comparison.reviewedButGone;
    lines.push(
      `- ${count} object${count === 1 ? '' : 's'} the preview would have changed ${count === 1 ? 'is' : 'are'} not part of this deploy`,
    );
  }
  if (comparison.digestDiffers) {
    lines.push(
      '- the plan differs from the reviewed one (the preview had too many changes to record each object, so which objects differ is not known)',
    );
  }
  if (lines.length === 0) return '';
  const headline =
    tense === 'deployed'
      ? `**This deploy did not do what the reviewed preview showed.** The cluster or the manifests changed after the review (another merge, a change made by hand, or a preview of an older commit):`
      : `**This deploy was refused before it wrote anything: it would not do what the reviewed preview showed** (on-unreviewed-changes: fail):`;
  return [`> [!CAUTION]`, `> ${headline}`, '>', ...lines.map((line) => `> ${line}`)].join('\n');
}

/**
 * The warning put at the top of a deploy's comment and job summary when there is no review it can
 * trust (`reason`, a sentence in plain text): it was refused, or, with `warn`, deployed unchecked.
 */
export function unprovenReviewMarkdown(reason: string, tense: DeployTense): string {
  const headline =
    tense === 'refused'
      ? '**This deploy was refused before it wrote anything: nothing shows that it does what a reviewed preview showed** (on-unreviewed-changes: fail):'
      : '**This deploy was not compared with the reviewed preview:**';
  return [`> [!CAUTION]`, `> ${headline}`, `> ${escapeText(sentenceCase(reason))}.`].join('\n');
}

/** The caution a deploy's comment and job summary open with, for what it made of its review; '' for none. */
export function verdictCaution(verdict: DeployVerdict): string {
  switch (verdict.kind) {
    case 'same':
      return '';
    case 'differs':
      return unreviewedMarkdown(verdict.comparison, verdict.refused ? 'refused' : 'deployed');
    case 'unproven':
      return verdict.caution
        ? unprovenReviewMarkdown(verdict.review.reason, verdict.refused ? 'refused' : 'deployed')
        : '';
  }
}

/**
 * What the deploy did (or would do) in the words of its report's headings, kubectl's verbs, then
 * how the reviewed preview showed the object: one vocabulary for the whole deploy comment.
 */
function comparisonPhrase(change: UnreviewedChange, tense: DeployTense): string {
  const done = deployedPhrase(change.object.action, tense);
  if (change.otherDiff) return `${done} with a different diff than the reviewed preview showed`;
  const reviewed =
    change.reviewedAs === 'absent'
      ? 'it was not in the reviewed preview'
      : change.reviewedAs === 'not-changed'
        ? 'it was not among the reviewed changes'
        : `the reviewed preview showed it ${change.reviewedAs === 'unchanged' || change.reviewedAs === 'uncompared' ? pastTense(change.reviewedAs) : `to be ${pastTense(change.reviewedAs)}`}`;
  return `${done}, but ${reviewed}`;
}

/** `configured`, or for a refused deploy `would be configured` (`would stay unchanged`). */
function deployedPhrase(action: PlanAction, tense: DeployTense): string {
  if (tense === 'deployed') return pastTense(action);
  return action === 'unchanged' ? 'would stay unchanged' : `would be ${pastTense(action)}`;
}

/**
 * What one target's report of many says of its review: the one-set caution, or, for a deploy that
 * went on with no review when one was due (not a direct push), why it was not compared.
 */
export function targetVerdictCaution(verdict: DeployVerdict): string {
  const caution = verdictCaution(verdict);
  if (caution !== '' || verdict.kind !== 'unproven' || !verdict.loud) return caution;
  return unprovenReviewMarkdown(verdict.review.reason, 'deployed');
}

/** The flag in the table of many targets: refused, or deployed unlike (or without) its review; '' when it did what was reviewed or needed no review. */
export function verdictFlag(verdict: DeployVerdict): string {
  if (verdict.kind === 'same') return '';
  if (verdict.refused) return '**refused: unreviewed**';
  if (verdict.kind === 'differs') return '**unreviewed changes**';
  return verdict.loud || verdict.caution ? 'not reviewed' : '';
}
