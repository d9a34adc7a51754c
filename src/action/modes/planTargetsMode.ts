import { logUntrusted } from '../workflowLog.ts';
import type { ModeSpec } from './modeSpec.ts';

/**
 * `mode: plan-targets`, with a targets file only: the changed targets chosen and set as the
 * `matrix` output (for a job per target), without a cluster.
 */
export const planTargetsMode = {
  name: 'plan-targets',
  needs: { manifests: false, opens: 'nothing' },
  outputs: ['matrix', 'skipped-targets'],
  reports: { summary: false, comment: false, issue: false, labels: false },
  runsOn: ['file'],
  run: async ({ targets: { named, selection } }): Promise<void> => {
    logUntrusted(`${selection.run.length} of ${named} targets to run: ${selection.run.map((r) => r.target.name).join(', ') || 'none'}`);
  },
} satisfies ModeSpec<'plan-targets'>;
