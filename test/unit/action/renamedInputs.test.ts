import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_INPUTS, RENAMED_INPUTS } from '../../../src/action/readInputs.ts';

/** The backticked input names of a table cell, without a value after a colon (`on-failure: none|rollback`). */
const names = (cell: string) => [...cell.matchAll(/`([a-z-]+)(?::[^`]*)?`/g)].map(([, name]) => name);

describe('the renamed inputs', () => {
  it("are CHANGELOG.md's table of renames, row for row: a rename adds a row to RENAMED_INPUTS", async () => {
    const changelog = await readFile(resolve(import.meta.dirname, '../../../CHANGELOG.md'), 'utf8');
    const table = changelog.slice(changelog.indexOf('| before | after | why |'));
    const rows = table
      .split('\n')
      .slice(2)
      .filter((line) => line.startsWith('|'));
    const pairs = rows.flatMap((row) => {
      const [before = '', after = ''] = row.split(/(?<!\\)\|/).slice(1, 3);
      const [old, now] = [names(before), names(after)];
      return old.map((name, i) => ({ before: name, after: now[i] }));
    });
    expect(pairs).toEqual(RENAMED_INPUTS.map(({ before, after }) => ({ before, after })));
  });

  it('name no input the action reads now, under their old or their new names', () => {
    for (const { before, after } of RENAMED_INPUTS) {
      expect(ACTION_INPUTS).not.toContain(before);
      expect(ACTION_INPUTS).toContain(after);
    }
  });
});
