import { DOCUMENT_OUTPUTS } from '../actionOutputs.ts';
import { runEngine } from './engineRun.ts';
import type { EngineModeSpec } from './modeSpec.ts';

/**
 * `mode: apply`, auto's on a push to the default branch and on workflow_dispatch: the deploy, under
 * the set's lock, compared with the preview its pull request's reviewers saw, reported on that pull
 * request and recorded in the environment.
 */
export const applyMode = {
  name: 'apply',
  needs: { manifests: true, opens: 'write' },
  outputs: [...DOCUMENT_OUTPUTS, 'comment-id'],
  reports: { summary: true, comment: true, issue: false, labels: false },
  engine: 'apply',
  engineInputs: {},
  title: undefined,
  runsOn: ['set', 'file'],
  run: (step): Promise<void> => runEngine(applyMode, step),
} satisfies EngineModeSpec<'apply'>;
