import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../../src/common/isRecord.ts';

const ACTION_YML = resolve(import.meta.dirname, '../../../action.yml');

/** Every string of a parsed YAML document, keys included, with the path of keys that leads to it. */
function stringsIn(node: unknown, path: string[] = []): { path: string[]; text: string }[] {
  if (typeof node === 'string') return [{ path, text: node }];
  if (Array.isArray(node)) return node.flatMap((item, index) => stringsIn(item, [...path, String(index)]));
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => [
    { path: [...path, key], text: key },
    ...stringsIn(value, [...path, key]),
  ]);
}

/** `inputs.<name>.default`: the one place of action.yml where the runner accepts an expression. */
const isInputDefault = (path: string[]): boolean => path.length === 3 && path[0] === 'inputs' && path[2] === 'default';

// Runners evaluate `${{ }}` wherever it stands in action.yml, descriptions included, and allow
// contexts such as `secrets` in none of those places: an action whose description shows
// `${{ secrets.X }}` fails to load in every job that uses it ("Unrecognized named-value: 'secrets'"
// on GitHub, "expressions are not allowed here" in act).
describe('action.yml', () => {
  it("holds an expression nowhere but in the inputs' default values", () => {
    const strings = stringsIn(yaml.load(readFileSync(ACTION_YML, 'utf8')));
    expect(strings.length).toBeGreaterThan(100);
    const misplaced = strings
      .filter(({ path, text }) => text.includes('${{') && !isInputDefault(path))
      .map(({ path }) => path.join('.'));
    expect(misplaced).toEqual([]);
    expect(
      strings
        .filter(({ path, text }) => text.includes('${{') && isInputDefault(path))
        .map(({ path }) => path.join('.')),
    ).toEqual(['inputs.github-token.default']);
  });
});
