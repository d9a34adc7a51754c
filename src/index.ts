import { runAction } from './action/runAction.ts';
import { failUntrusted, logUntrusted } from './action/workflowLog.ts';
import { errorMessage, UserError } from './errors.ts';

// The action's entry point (dist/index.js is this, bundled). A failed run fails the step inside
// runAction; what reaches this point failed while reporting (GitHub refused the comment) or is a bug.
try {
  await runAction();
} catch (error) {
  if (error instanceof UserError) failUntrusted(error.describe());
  else {
    if (error instanceof Error && error.stack) logUntrusted(error.stack);
    failUntrusted(`applyset-action failed unexpectedly (a bug, please report it): ${errorMessage(error)}`);
  }
}
