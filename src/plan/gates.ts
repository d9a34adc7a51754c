import { UserError } from '../common/errors.ts';
import { DESTRUCTIVE_CONSENT_LABEL, type Options } from '../options/options.ts';
import type { Plan } from './planTypes.ts';
import { destructiveRefusal } from './destructivePrunes.ts';

/*
 * The gates between a plan and its first write, in order: each a refusal filter (as
 * pruneFilters/ keeps one filter per reason an object is kept) that returns the reason the user
 * sees, or nothing. A deploy and its rollback pass the same gates; a preview only those a preview
 * must show it would fail (max-prunes), so that a pull request sees the refusal its merge would meet.
 */

/** How a deploy is given consent to prunes that take more with them, in the words of every refusal. */
export const CONSENT_HINT = `set allow-destructive-prunes (--allow-destructive-prunes) to true, or to the kinds to allow (e.g. Namespace), for the deploy; or, with the action, label the pull request ${DESTRUCTIVE_CONSENT_LABEL} before it is merged`;

/** What the gates judge a plan by. */
export interface GateRun {
  options: Pick<Options, 'maxPrunes' | 'allowDestructivePrunes'>;
  /** A deploy's or a rollback's plan: the consent refusal says what to do about each. */
  of: 'deploy' | 'rollback';
  /** The action's comparison with the reviewed preview: a UserError thrown refuses the deploy. */
  review?: (() => Promise<void>) | undefined;
}

interface Gate {
  name: string;
  /** Whether a preview is refused by it too. */
  preview: boolean;
  check(plan: Plan, run: GateRun): Promise<UserError | undefined> | UserError | undefined;
}

const GATES: readonly Gate[] = [
  { name: 'max-prunes', preview: true, check: (plan, run) => pruneLimitRefusal(plan, run.options.maxPrunes) },
  { name: 'reviewed preview', preview: false, check: (_plan, run) => run.review && refusalOf(run.review) },
  {
    name: 'destructive consent',
    preview: false,
    check: (plan, run) =>
      destructiveRefusal(
        plan.entries,
        run.options.allowDestructivePrunes,
        run.of === 'rollback'
          ? `if the rollback should prune them, ${CONSENT_HINT}`
          : `if that is intended, ${CONSENT_HINT}; to keep them instead, put them back in the manifests or annotate them (e.g. helm.sh/resource-policy: keep)`,
      ),
  },
];

/** The first gate's refusal of `plan`, in order; undefined when every gate (a preview's: every one that refuses a preview) lets it through. */
export async function firstRefusal(
  plan: Plan,
  run: GateRun,
  mode: 'preview' | 'apply',
): Promise<UserError | undefined> {
  for (const gate of GATES) {
    if (mode === 'preview' && !gate.preview) continue;
    const refusal = await gate.check(plan, run);
    if (refusal) return refusal;
  }
  return undefined;
}

/** The refusal of a plan that prunes more than max-prunes allows; undefined when it is within the limit. */
function pruneLimitRefusal(plan: Plan, maxPrunes: number | undefined): UserError | undefined {
  const prunes = plan.entries.filter((e) => e.action === 'prune').length;
  if (maxPrunes === undefined || prunes <= maxPrunes) return undefined;
  return new UserError(
    `this run would prune ${prunes} object${prunes === 1 ? '' : 's'}, more than max-prunes (${maxPrunes}) allows`,
    {
      hint: 'check the preview; if the prunes are intended, raise max-prunes for this run',
    },
  );
}

/** A review's refusal, as the UserError it threw; anything else is thrown on. */
async function refusalOf(review: () => Promise<void>): Promise<UserError | undefined> {
  try {
    await review();
    return undefined;
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
}
