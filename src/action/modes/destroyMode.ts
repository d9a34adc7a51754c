import type { ModeSpec } from './modeSpec.ts';

/**
 * `mode: destroy`, the CLI's `delete`, for per-pull-request environments on `pull_request: closed`:
 * every member in reverse order, then the parent and the Lease; the pull request's comment says
 * what was deleted. A set that does not exist is nothing to delete.
 */
export const destroyMode = {
  name: 'destroy',
  needs: { manifests: false, opens: 'write' },
  outputs: ['mode', 'applyset-id', 'deleted', 'comment-id'],
  reports: { summary: true, comment: true, issue: false, labels: false },
  runsOn: ['set', 'file'],
  // What the mode runs loads only for a step of this mode.
  run: async (step): Promise<void> => (await import('./destroyRun.ts')).runDestroy(destroyMode, step),
} satisfies ModeSpec<'destroy'>;
