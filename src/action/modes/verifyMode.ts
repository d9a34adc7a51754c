import type { ModeSpec } from './modeSpec.ts';

/**
 * `mode: verify`, the CLI's `verify` on a schedule: a full scan for members the parent does not
 * record, which no prune finds, kept in an issue of its own while any leaked.
 */
export const verifyMode = {
  name: 'verify',
  needs: { manifests: false, opens: 'read' },
  outputs: ['mode', 'applyset-id', 'leaked', 'issue-number'],
  reports: { summary: true, comment: false, issue: true, labels: false },
  runsOn: ['set', 'file'],
  // What the mode runs loads only for a step of this mode.
  run: async (step): Promise<void> => (await import('./verifyRun.ts')).runVerify(verifyMode, step),
} satisfies ModeSpec<'verify'>;
