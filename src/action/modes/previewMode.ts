import { DOCUMENT_OUTPUTS } from '../actionOutputs.ts';
import { runEngine } from './engineRun.ts';
import type { EngineModeSpec } from './modeSpec.ts';

/** `mode: preview`, auto's on a pull request: a server-side dry run, nothing written, reported on the pull request. */
export const previewMode = {
  name: 'preview',
  needs: { manifests: true, opens: 'read' },
  outputs: [...DOCUMENT_OUTPUTS, 'comment-id'],
  reports: { summary: true, comment: true, issue: false, labels: true },
  engine: 'preview',
  engineInputs: {},
  title: undefined,
  runsOn: ['set', 'file'],
  run: (step): Promise<void> => runEngine(previewMode, step),
} satisfies EngineModeSpec<'preview'>;
