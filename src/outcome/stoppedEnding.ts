import type { Health, RunOutcome } from './runOutcome.ts';

/**
 * How a deploy that stopped ended, from its objects' health: timed out when an object was still
 * waited for and none failed; else failed (an object failed, or the server refused a write).
 */
export function endingByHealth(healths: readonly (Health | undefined)[]): 'failed' | 'timed out' {
  return !healths.includes('failed') && healths.includes('timed out') ? 'timed out' : 'failed';
}

/** How a deploy that stopped ended, from its outcome: cancelled, else as {@link endingByHealth} says. */
export function stoppedEnding(
  outcome: Pick<RunOutcome, 'objects' | 'cancelled'>,
): 'failed' | 'timed out' | 'cancelled' {
  return outcome.cancelled ? 'cancelled' : endingByHealth(outcome.objects.map((o) => o.health));
}
