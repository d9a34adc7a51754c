import { applyMode } from './applyMode.ts';
import { destroyMode } from './destroyMode.ts';
import { driftMode } from './driftMode.ts';
import type { ModeSpec } from './modeSpec.ts';
import { planTargetsMode } from './planTargetsMode.ts';
import { previewMode } from './previewMode.ts';
import { renderMode } from './renderMode.ts';
import { renderDiffMode } from './renderDiffMode.ts';
import { reportMode } from './reportMode.ts';
import { treeMode } from './treeMode.ts';
import { verifyMode } from './verifyMode.ts';

/**
 * Every mode of the action, in the order action.yml's `mode` input names them. The input is
 * resolved against this list and each run dispatched from it: a mode is its file and its line here.
 */
export const MODES = {
  preview: previewMode,
  apply: applyMode,
  drift: driftMode,
  verify: verifyMode,
  destroy: destroyMode,
  tree: treeMode,
  'plan-targets': planTargetsMode,
  render: renderMode,
  report: reportMode,
  'render-diff': renderDiffMode,
};

type Registry = typeof MODES;
export type ActionMode = keyof Registry;

// Each spec is registered under its own name: a mistyped one fails the type check.
const NAMED: { [N in ActionMode]: ModeSpec<N> } = MODES;
export const MODE_NAMES = Object.keys(NAMED) as ActionMode[];

/** Whether `mode` runs on a step of this kind: the one set it names, or a targets file. */
export function runsOn(mode: ActionMode, kind: ModeSpec['runsOn'][number]): boolean {
  const spec: ModeSpec = MODES[mode];
  return spec.runsOn.includes(kind);
}
