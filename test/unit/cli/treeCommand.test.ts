// `tree`: a set's members under their kinds, as text and as the JSON document's `kinds`.
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../../src/cli/parseCliArgs.ts';
import { groupByKind, treeLines } from '../../../src/sets/tree.ts';
import { errorMessage } from '../../../src/common/errors.ts';

// In view's order: by group and kind, then namespace and name.
const members = [
  { group: '', kind: 'ConfigMap', namespace: 'shop', name: 'app' },
  { group: '', kind: 'ConfigMap', namespace: 'shop', name: 'db' },
  { group: '', kind: 'Namespace', namespace: '', name: 'shop' },
  { group: 'apps', kind: 'Deployment', namespace: 'shop', name: 'web' },
];

describe('tree', () => {
  it('groups the members under their kinds, in the order given', () => {
    expect(groupByKind(members)).toEqual([
      {
        kind: 'ConfigMap',
        group: '',
        members: [
          { namespace: 'shop', name: 'app' },
          { namespace: 'shop', name: 'db' },
        ],
      },
      { kind: 'Namespace', group: '', members: [{ namespace: '', name: 'shop' }] },
      { kind: 'Deployment', group: 'apps', members: [{ namespace: 'shop', name: 'web' }] },
    ]);
    expect(groupByKind([])).toEqual([]);
  });

  it('prints each kind on its line, then its members indented, a cluster-scoped one by its name alone', () => {
    expect(treeLines(groupByKind(members)).join('\n')).toBe(
      ['ConfigMap', '  shop/app', '  shop/db', 'Namespace', '  shop', 'Deployment.apps', '  shop/web'].join('\n'),
    );
  });

  it('takes a set, the connection and -o text or json', () => {
    expect(parseCliArgs(['tree', '--applyset', 'configmaps/app', '-n', 'shop', '-o', 'json'])).toMatchObject({
      command: 'tree',
      output: 'json',
      target: { applyset: { text: 'configmaps/app' }, namespace: 'shop' },
    });
    const refused = (argv: string[]) => {
      try {
        parseCliArgs(argv);
      } catch (error) {
        return errorMessage(error);
      }
      throw new Error('accepted');
    };
    expect(refused(['tree', '--applyset', 'app', '-o', 'yaml'])).toBe('tree -o must be text or json, not "yaml"');
    expect(refused(['tree'])).toBe('tree needs --applyset');
    expect(refused(['tree', '--applyset', 'app', '--health'])).toBe('tree does not take --health');
  });
});
