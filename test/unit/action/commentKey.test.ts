import { describe, expect, it } from 'vitest';
import { commentKey } from '../../../src/action/commentKey.ts';

describe('commentKey', () => {
  it('is the same for the ways kubectl lets one write the same parent', () => {
    const key = commentKey({ kind: 'set', applyset: 'shop', namespace: 'shop' });
    expect(commentKey({ kind: 'set', applyset: 'secrets/shop', namespace: 'shop' })).toBe(key);
    expect(commentKey({ kind: 'set', applyset: ' shop ', namespace: 'shop ' })).toBe(key);
    expect(commentKey({ kind: 'set', applyset: 'apps.v1.example.com/shop', namespace: 'shop' })).toBe(
      commentKey({ kind: 'set', applyset: 'apps.example.com/shop', namespace: 'shop' }),
    );
  });

  it('differs between ApplySets, namespaces, clusters and titles', () => {
    const keys = [
      commentKey({ kind: 'set', applyset: 'shop', namespace: 'shop' }),
      commentKey({ kind: 'set', applyset: 'configmaps/shop', namespace: 'shop' }),
      commentKey({ kind: 'set', applyset: 'web', namespace: 'shop' }),
      commentKey({ kind: 'set', applyset: 'shop', namespace: 'staging' }),
      commentKey({ kind: 'set', applyset: 'shop', namespace: 'shop', context: 'production' }),
      commentKey({ kind: 'set', applyset: 'shop', namespace: 'shop', title: 'Production' }),
      commentKey({ kind: 'set', applyset: 'shop', namespace: 'shop', cluster: 'hashOfStaging' }),
      commentKey({ kind: 'set', applyset: 'shop', namespace: 'shop', cluster: 'hashOfProduction' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('still gives a key for an input that is not a valid parent, so the error lands in a comment', () => {
    expect(commentKey({ kind: 'set', applyset: 'Not/A/Parent!', namespace: undefined })).toBe(
      'applyset=Not/A/Parent!;namespace=',
    );
    expect(commentKey({ kind: 'set' })).toBe('applyset=;namespace=');
  });

  it('keys a targets comment by the same cluster part as a set', () => {
    expect(
      commentKey({
        kind: 'file',
        file: '.github/applysets.yaml',
        names: [],
        cluster: 'hashOfStaging',
        title: 'Staging',
      }),
    ).toBe('targets=.github/applysets.yaml;cluster=hashOfStaging;title=Staging');
    expect(
      commentKey({ kind: 'set', applyset: 'shop', namespace: 'shop', cluster: 'hashOfStaging', context: 'stage' }),
    ).toBe('applyset=secrets/shop;namespace=shop;cluster=hashOfStaging;context=stage');
    expect(commentKey({ kind: 'file', file: 't.yaml', names: ['web'], cluster: 'a' })).not.toBe(
      commentKey({ kind: 'file', file: 't.yaml', names: ['web'], cluster: 'b' }),
    );
  });
});
