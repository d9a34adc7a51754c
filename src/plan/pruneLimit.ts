import { UserError } from '../errors.ts';
import type { Plan } from './planTypes.ts';

/** The refusal of a plan that prunes more than max-prunes allows; undefined when it is within the limit. */
export function pruneLimitRefusal(plan: Plan, maxPrunes: number | undefined): UserError | undefined {
  const prunes = plan.entries.filter((e) => e.action === 'prune').length;
  if (maxPrunes === undefined || prunes <= maxPrunes) return undefined;
  return new UserError(`this run would prune ${prunes} object${prunes === 1 ? '' : 's'}, more than max-prunes (${maxPrunes}) allows`, {
    hint: 'check the preview; if the prunes are intended, raise max-prunes for this run',
  });
}
