import { destroyMode } from './destroyMode.ts';
import type { ModeSpec } from './modeSpec.ts';
import { verifyMode } from './verifyMode.ts';

/**
 * Every mode of the action, in the order action.yml's `mode` input names them. The input is
 * resolved against this list and each run dispatched from it: a mode is its file and its line here.
 */
export const MODES = {
  verify: verifyMode,
  destroy: destroyMode,
};

type Registry = typeof MODES;
export type ActionMode = keyof Registry;

// Each spec is registered under its own name: a mistyped one fails the type check.
const NAMED: { [N in ActionMode]: ModeSpec<N> } = MODES;
export const MODE_NAMES = Object.keys(NAMED) as ActionMode[];
