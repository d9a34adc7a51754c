import { formatRef } from '../kube/objectRef.ts';
import { DESTRUCTIVE_CONSENT_LABEL } from '../options/options.ts';
import type { ObjectOutcome, RunOutcome } from '../outcome/runOutcome.ts';
import { escapeText, inlineCode } from './markdownEscape.ts';

const CONSENT_MARKDOWN = `set ${inlineCode('allow-destructive-prunes')} (${inlineCode('--allow-destructive-prunes')}) to ${inlineCode('true')}, or to the kinds to allow (e.g. ${inlineCode('Namespace')}), for the deploy; or, with the action, label the pull request ${inlineCode(DESTRUCTIVE_CONSENT_LABEL)} before it is merged`;

/** The prunes of a run that take more with them, in plan order. */
function destructivePrunes(doc: RunOutcome): ObjectOutcome[] {
  return doc.objects.filter(
    (obj) => obj.destroys !== undefined && (doc.mode === 'preview' ? obj.action === 'prune' : obj.result === 'pruned'),
  );
}

/**
 * The caution at the top of a report whose prunes take more with them (a Namespace's contents, a
 * CRD's custom resources, a volume's data): each of them, what it takes, and who allowed it or how
 * to; '' when there are none.
 */
export function destructiveCaution(doc: RunOutcome): string {
  const prunes = destructivePrunes(doc);
  if (prunes.length === 0) return '';
  const count = prunes.length === 1 ? '1 prune takes' : `${prunes.length} prunes take`;
  const consent = doc.destructiveConsent;
  const headline =
    doc.mode === 'apply'
      ? `**${prunes.length === 1 ? '1 pruned object took' : `${prunes.length} pruned objects took`} more with ${prunes.length === 1 ? 'it' : 'them'}** (allowed by ${escapeText(consent ?? 'consent')}):`
      : consent
        ? `**${count} more with ${prunes.length === 1 ? 'it' : 'them'}**, allowed by ${escapeText(consent)}:`
        : `**${count} more with ${prunes.length === 1 ? 'it' : 'them'}: a deploy does ${prunes.length === 1 ? 'it' : 'them'} only with consent**, and without it refuses before it writes anything:`;
  const lines = prunes.map((obj) => {
    const where = obj.namespace === '' ? '' : ` in ${inlineCode(obj.namespace)}`;
    return `- ${inlineCode(formatRef(obj))}${where} ${escapeText(obj.destroys ?? '')}`;
  });
  const how =
    doc.mode === 'preview' && !consent
      ? ['>', `> To allow ${prunes.length === 1 ? 'it' : 'them'}, ${CONSENT_MARKDOWN}.`]
      : [];
  return ['> [!CAUTION]', `> ${headline}`, '>', ...lines.map((line) => `> ${line}`), ...how].join('\n');
}
