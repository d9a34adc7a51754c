import { describe, expect, it } from 'vitest';
import { previewLabels } from '../../../src/action/previewLabels.ts';
import { ACTION_INPUTS, type ActionInputName, readInputs } from '../../../src/action/readInputs.ts';
import { planDocument, planObject } from '../report/planFixtures.ts';

describe('the labels a preview calls for', () => {
  it('no-changes for a plan that changes nothing, though it keeps an object that left the manifests', () => {
    expect(
      previewLabels([
        planDocument([planObject({ action: 'unchanged', name: 'a' }), planObject({ action: 'keep', name: 'b' })]),
      ]),
    ).toEqual(['applyset:no-changes']);
  });

  it('none for creates and updates alone', () => {
    expect(
      previewLabels([
        planDocument([
          planObject({ action: 'create', name: 'a' }),
          planObject({ action: 'update', name: 'b', diff: '-x\n+y' }),
        ]),
      ]),
    ).toEqual([]);
  });

  it('will-prune for a prune, and destructive too when the prune takes more with it', () => {
    expect(previewLabels([planDocument([planObject({ action: 'prune', name: 'a' })])])).toEqual([
      'applyset:will-prune',
    ]);
    const namespace = planObject({
      action: 'prune',
      kind: 'Namespace',
      namespace: '',
      name: 'old',
      destroys: 'holds 3 objects that are not in this set',
    });
    expect(previewLabels([planDocument([namespace])])).toEqual(['applyset:will-prune', 'applyset:destructive']);
  });

  it('over many targets: no-changes only when none changes anything, will-prune and destructive when any one does', () => {
    const quiet = planDocument([planObject({ action: 'unchanged', name: 'a' })]);
    const creates = planDocument([planObject({ action: 'create', name: 'b' })]);
    const prunes = planDocument([
      planObject({
        action: 'prune',
        kind: 'Namespace',
        namespace: '',
        name: 'old',
        destroys: 'holds 1 object that is not in this set',
      }),
    ]);
    expect(previewLabels([quiet, quiet])).toEqual(['applyset:no-changes']);
    expect(previewLabels([quiet, creates])).toEqual([]);
    expect(previewLabels([quiet, prunes, creates])).toEqual(['applyset:will-prune', 'applyset:destructive']);
  });
});

describe('the comment input', () => {
  const read = (comment: string) =>
    readInputs({
      ...(Object.fromEntries(ACTION_INPUTS.map((name) => [name, ''])) as Record<ActionInputName, string>),
      comment,
    }).comment;

  it('is always by default, and true and false still mean always and never', () => {
    expect([read(''), read('true'), read('false'), read('On-Change'), read('never')]).toEqual([
      'always',
      'always',
      'never',
      'on-change',
      'never',
    ]);
  });

  it('refuses any other value, naming the input', () => {
    expect(() => read('sometimes')).toThrow(
      /^comment must be always or on-change or never or true or false, not "sometimes"$/,
    );
  });
});
