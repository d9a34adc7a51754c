import type { RunOutcome } from '../outcome/runOutcome.ts';
import { deployPlanned } from './deployPlanned.ts';
import type { HeldRun } from './openRun.ts';
import type { OpenedRun } from './openedRun.ts';
import { planAndGate, previewOutcome } from './planAndGates.ts';

/**
 * The engine's steps once the run is held (lock taken, parent read): plan -> gates -> (apply -> wait)
 * -> outcome, with the rollback of a failed deploy. runApplySet imports this module once discovery
 * has answered, so that none of it is loaded before a run's first request.
 */
export async function planAndDeploy(held: HeldRun, opened: OpenedRun): Promise<RunOutcome> {
  const planned = await planAndGate(held, opened);
  if (opened.options.mode === 'preview') return previewOutcome(planned);
  return deployPlanned(planned, held, opened);
}
