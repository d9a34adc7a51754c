import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_INPUTS, RENAMED_INPUTS } from '../../../src/action/readInputs.ts';
import { RENAMED_FLAGS, RUN_FLAGS } from '../../../src/cli/runFlags.ts';
import { RENAMED_TARGET_KEYS, TARGET_KEYS } from '../../../src/targets/targetsFile.ts';

/** The backticked names of a table cell, without a value after a colon (`on-failure: none|rollback`): inputs and keys, or the CLI's flags. */
const names = (cell: string, flags = false) =>
  [...cell.matchAll(/`(-{0,2}[a-z-]+)(?::[^`]*)?`/g)]
    .map(([, name]) => name!)
    .filter((name) => name.startsWith('--') === flags)
    .map((name) => name.replace(/^--/, ''));

interface Row {
  before: string;
  after: string;
}

/** CHANGELOG.md's table of renames, as before/after pairs of inputs (or keys) and of flags, with each row's before cell. */
async function renames(): Promise<{ inputs: (Row & { cell: string })[]; flags: Row[] }> {
  const changelog = await readFile(resolve(import.meta.dirname, '../../../CHANGELOG.md'), 'utf8');
  const table = changelog.slice(changelog.indexOf('| before | after | why |'));
  const rows = table
    .split('\n')
    .slice(2)
    .filter((line) => line.startsWith('|'))
    .map((row) => row.split(/(?<!\\)\|/).slice(1, 3) as [string, string]);
  const pairs = (flags: boolean) =>
    rows.flatMap(([before, after]) => {
      const now = names(after, flags);
      return names(before, flags).map((name, i) => ({ before: name, after: now[i]!, cell: before }));
    });
  return { inputs: pairs(false), flags: pairs(true).map(({ before, after }) => ({ before, after })) };
}

describe('the renamed inputs', () => {
  it("are CHANGELOG.md's table of renames, row for row: a rename adds a row to RENAMED_INPUTS", async () => {
    const inputs = (await renames()).inputs.filter(({ cell }) => !cell.includes('(targets-file key)'));
    expect(inputs.map(({ before, after }) => ({ before, after }))).toEqual(
      RENAMED_INPUTS.map(({ before, after }) => ({ before, after })),
    );
  });

  it('name no input the action reads now, under their old or their new names', () => {
    for (const { before, after } of RENAMED_INPUTS) {
      expect(ACTION_INPUTS).not.toContain(before);
      expect(ACTION_INPUTS).toContain(after);
    }
  });

  it("are, for the targets file's keys and the CLI's flags, the table's rows that name them", async () => {
    const { inputs, flags } = await renames();
    expect(
      inputs.filter(({ cell }) => cell.includes('targets-file key')).map(({ before, after }) => ({ before, after })),
    ).toEqual(RENAMED_TARGET_KEYS.map(({ before, after }) => ({ before, after })));
    expect(Object.fromEntries(flags.map(({ before, after }) => [before, after]))).toEqual(RENAMED_FLAGS);
    for (const { before, after } of RENAMED_TARGET_KEYS) {
      expect(TARGET_KEYS).not.toContain(before);
      expect(TARGET_KEYS).toContain(after);
    }
    for (const [before, after] of Object.entries(RENAMED_FLAGS)) {
      expect(RUN_FLAGS).not.toHaveProperty(before);
      expect(RUN_FLAGS).toHaveProperty(after);
    }
  });
});
