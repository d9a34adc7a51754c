import { runAction } from './action/runAction.ts';
import { readRunnerContext } from './action/runnerContext.ts';
import { failUntrusted, logUntrusted, warnUntrusted } from './action/workflowLog.ts';
import { errorMessage, UserError } from './common/errors.ts';
import { keepHeapSmall } from './common/heapGrowth.ts';

// The action's entry point (dist/index.js is this, bundled). A failed run fails the step inside
// runAction; what reaches this point failed while reporting (GitHub refused the drift issue) or is a bug.
// GitHub cancels a run with SIGINT, then SIGTERM 7.5 s later, then SIGKILL: the first cancels the
// engine (no new request, the lock released), so the step still reports what was done.
const cancellation = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!cancellation.signal.aborted) warnUntrusted(`${signal} received: cancelling the run`);
    cancellation.abort();
  });
}

keepHeapSmall();
try {
  // The runner's environment, read here once: nothing below reads process.env.
  await runAction(readRunnerContext(), cancellation.signal);
} catch (error) {
  if (error instanceof UserError) failUntrusted(error.describe());
  else {
    if (error instanceof Error && error.stack) logUntrusted(error.stack);
    failUntrusted(`applyset-action failed unexpectedly (a bug, please report it): ${errorMessage(error)}`);
  }
}
