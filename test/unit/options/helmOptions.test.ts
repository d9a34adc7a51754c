import { describe, expect, it } from 'vitest';
import type { UserError } from '../../../src/common/errors.ts';
import { flagFor } from '../../../src/cli/runFlags.ts';
import { parseHelmOptions } from '../../../src/options/helmOptions.ts';

function parsed(text: string) {
  const errors: UserError[] = [];
  const options = parseHelmOptions(text, (key) => (key === undefined ? 'helm' : `helm: ${key}`), errors);
  return { options, errors: errors.map((error) => error.message) };
}

describe('the helm input', () => {
  it("reads release, values files and set values, a mapping's commas escaped for helm", () => {
    expect(
      parsed('release: web\nvalues: deploy/prod.yaml\nset:\n  image.tag: 1.2.3\n  hosts: a,b\n  debug: true\n'),
    ).toEqual({
      options: {
        release: 'web',
        values: ['deploy/prod.yaml'],
        set: ['image.tag=1.2.3', 'hosts=a\\,b', 'debug=true'],
        tests: false,
      },
      errors: [],
    });
    expect(parsed('values: [a.yaml, b.yaml]\nset: [image.tag=1.2.3, "list={a,b}"]\n').options).toEqual({
      release: undefined,
      values: ['a.yaml', 'b.yaml'],
      set: ['image.tag=1.2.3', 'list={a,b}'],
      tests: false,
    });
    expect(parsed('  \n').options).toEqual({ release: undefined, values: [], set: [], tests: false });
    expect(parsed('tests: true\n').options.tests).toBe(true);
  });

  it('names every mistake at once', () => {
    expect(parsed('relase: web\nrelease: Web_1\nvalues: {a: 1}\nset:\n  image: {tag: 1}\n').errors).toEqual([
      'helm: unknown key "relase"',
      'helm: release "Web_1" is not a valid Helm release name',
      'helm: values must be a file or a list of files',
      'helm: set image must be a single value',
    ]);
    expect(parsed('set: [image.tag]\n').errors).toEqual([
      'helm: set must be a mapping of keys to values, or a list of key=value',
    ]);
    expect(parsed('tests: yes please\n').errors).toEqual(['helm: tests must be true or false']);
    expect(parsed('- web\n').errors).toEqual(['helm must be a mapping of release, values, set and tests']);
    expect(parsed('release: [\n').errors[0]).toMatch(/^helm is not YAML: /);
  });

  it("names the CLI's flag for each key", () => {
    const errors: UserError[] = [];
    parseHelmOptions('release: Web_1\nset: [nokey]\n', (key) => flagFor('helm', key), errors);
    expect(errors.map((error) => error.message)).toEqual([
      '--helm-release "Web_1" is not a valid Helm release name',
      '--helm-set must be a mapping of keys to values, or a list of key=value',
    ]);
  });
});
