// Every mode the action runs has a spec in the registry, and action.yml names each: the `mode` input
// every mode, the `manifests` input those that read none, the outputs each mode sets, and the `mode`
// output every mode that sets it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as yaml from 'js-yaml';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ActionMode, MODE_NAMES, MODES, runsOn } from '../../../src/action/modes/registry.ts';
import type { Mode } from '../../../src/options/options.ts';

interface ActionMetadata {
  inputs: Record<string, { description?: string }>;
  outputs: Record<string, { description?: string }>;
}
const action = yaml.load(readFileSync(resolve(import.meta.dirname, '../../../action.yml'), 'utf8'), {
  schema: yaml.FAILSAFE_SCHEMA,
}) as ActionMetadata;

// Every engine mode, and no other: a mode added to the union and not here fails the type check.
const ENGINE_MODES = { preview: true, apply: true } satisfies Record<Mode, true>;

describe('the action modes registry', () => {
  it('has a spec for every mode of the Mode union, each under its own name', () => {
    expectTypeOf<Mode>().toExtend<ActionMode>();
    expect(MODE_NAMES).toEqual(expect.arrayContaining(Object.keys(ENGINE_MODES)));
    for (const name of MODE_NAMES) expect(MODES[name].name).toBe(name);
  });

  it("is what action.yml's mode input describes, every mode named", () => {
    const description = action.inputs['mode']?.description ?? '';
    for (const name of MODE_NAMES) expect(description, name).toContain(`\`${name}\``);
  });

  it('has the manifests input say which modes on one set read none', () => {
    const description = action.inputs['manifests']?.description ?? '';
    for (const name of MODE_NAMES) {
      if (runsOn(name, 'set') && !MODES[name].needs.manifests)
        expect(description, name).toMatch(new RegExp(`every mode but .*\\b${name}\\b`));
    }
  });

  it('has each mode set only outputs that action.yml declares, and the mode output name each mode that sets it', () => {
    const modeOutput = action.outputs['mode']?.description ?? '';
    for (const name of MODE_NAMES) {
      const { outputs } = MODES[name];
      expect(Object.keys(action.outputs), name).toEqual(expect.arrayContaining([...outputs]));
      if (outputs.includes('mode')) expect(modeOutput, name).toContain(`\`${name}\``);
    }
  });

  it('runs every mode on one set, on a targets file, or on both', () => {
    for (const name of MODE_NAMES) expect(runsOn(name, 'set') || runsOn(name, 'file'), name).toBe(true);
  });
});
