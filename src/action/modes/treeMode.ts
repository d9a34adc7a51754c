import type { ModeSpec } from './modeSpec.ts';

/**
 * `mode: tree`, the CLI's `tree`: each set's members under their kinds, found as prune finds them,
 * in the log and the job summary, for an audit of what a set holds. It reads the cluster and writes
 * nothing; `members` counts them over the step's sets.
 */
export const treeMode = {
  name: 'tree',
  needs: { manifests: false, opens: 'read' },
  outputs: ['mode', 'applyset-id', 'members'],
  reports: { summary: true, comment: false, issue: false, labels: false },
  runsOn: ['set', 'file'],
  // What the mode runs loads only for a step of this mode.
  run: async (step): Promise<void> => (await import('./treeRun.ts')).runTree(treeMode, step),
} satisfies ModeSpec<'tree'>;
