import type { RunOutcome } from './runOutcome.ts';

/**
 * How a deploy that stopped ended, from its outcome: cancelled; timed out when an object was still
 * waited for and none failed; else failed (an object failed, or the server refused a write).
 */
export function stoppedVerdict(outcome: Pick<RunOutcome, 'objects' | 'cancelled'>): 'failed' | 'timed out' | 'cancelled' {
  if (outcome.cancelled) return 'cancelled';
  const healths = outcome.objects.map((o) => o.health);
  return !healths.includes('failed') && healths.includes('timed out') ? 'timed out' : 'failed';
}
