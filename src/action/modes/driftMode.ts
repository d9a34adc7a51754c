import { DRIFT_INPUTS } from '../../report/drift.ts';
import { DOCUMENT_OUTPUTS } from '../actionOutputs.ts';
import { DRIFT_TITLE } from '../driftReport.ts';
import { runEngine } from './engineRun.ts';
import type { EngineModeSpec } from './modeSpec.ts';

/**
 * `mode: drift`, on a schedule: a preview of the checked-out manifests in which anything to create,
 * update or prune is drift, kept in one issue per ApplySet; never on the pull request.
 */
export const driftMode = {
  name: 'drift',
  needs: { manifests: true, opens: 'read' },
  outputs: [...DOCUMENT_OUTPUTS, 'drifted', 'issue-number'],
  reports: { summary: true, comment: false, issue: true, labels: false },
  engine: 'preview',
  engineInputs: DRIFT_INPUTS,
  title: DRIFT_TITLE,
  runsOn: ['set', 'file'],
  run: (step): Promise<void> => runEngine(driftMode, step),
} satisfies EngineModeSpec<'drift'>;
