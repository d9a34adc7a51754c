import { DOCUMENT_OUTPUTS } from '../actionOutputs.ts';
import { runEngineOnSet } from './engineOnSet.ts';
import { runEngineOnTargets } from './engineOnTargets.ts';
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
  runSet: (step): Promise<void> => runEngineOnSet(previewMode, step),
  runTargets: (step): Promise<void> => runEngineOnTargets(previewMode, step),
} satisfies EngineModeSpec<'preview'>;
