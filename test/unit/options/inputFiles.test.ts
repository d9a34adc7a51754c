// The input table is spread from one file per kind of input (src/options/inputTable.ts): a name written in two of
// them would silently take the later file's entry, its parser and its default with it.
import { expect, it } from 'vitest';
import { APPLY_INPUTS } from '../../../src/options/applyInputs.ts';
import { INPUT_TABLE } from '../../../src/options/inputTable.ts';
import { PLAN_INPUTS } from '../../../src/options/planInputs.ts';
import { PRUNE_INPUTS } from '../../../src/options/pruneInputs.ts';
import { SET_INPUTS } from '../../../src/options/setInputs.ts';

it('names each input in one file of its kind only, and the table holds every one of them', () => {
  const names = [SET_INPUTS, PLAN_INPUTS, PRUNE_INPUTS, APPLY_INPUTS].flatMap((inputs) => Object.keys(inputs));
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  expect(Object.keys(INPUT_TABLE).sort()).toEqual([...names].sort());
});
