import { describe, expect, it } from 'vitest';
import { commentKey, targetsCommentKey } from '../../../src/action/commentKey.ts';

describe('commentKey', () => {
  it('is the same for the ways kubectl lets one write the same parent', () => {
    const key = commentKey({ applyset: 'shop', namespace: 'shop' });
    expect(commentKey({ applyset: 'secrets/shop', namespace: 'shop' })).toBe(key);
    expect(commentKey({ applyset: ' shop ', namespace: 'shop ' })).toBe(key);
    expect(commentKey({ applyset: 'apps.v1.example.com/shop', namespace: 'shop' })).toBe(commentKey({ applyset: 'apps.example.com/shop', namespace: 'shop' }));
  });

  it('differs between ApplySets, namespaces, clusters and titles', () => {
    const keys = [
      commentKey({ applyset: 'shop', namespace: 'shop' }),
      commentKey({ applyset: 'configmaps/shop', namespace: 'shop' }),
      commentKey({ applyset: 'web', namespace: 'shop' }),
      commentKey({ applyset: 'shop', namespace: 'staging' }),
      commentKey({ applyset: 'shop', namespace: 'shop', context: 'production' }),
      commentKey({ applyset: 'shop', namespace: 'shop', title: 'Production' }),
      commentKey({ applyset: 'shop', namespace: 'shop', cluster: 'hashOfStaging' }),
      commentKey({ applyset: 'shop', namespace: 'shop', cluster: 'hashOfProduction' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('still gives a key for an input that is not a valid parent, so the error lands in a comment', () => {
    expect(commentKey({ applyset: 'Not/A/Parent!', namespace: undefined })).toBe('applyset=Not/A/Parent!;namespace=');
    expect(commentKey({})).toBe('applyset=;namespace=');
  });

  it('keys a targets comment by the same cluster part as a set', () => {
    expect(targetsCommentKey('.github/applysets.yaml', { names: [], cluster: 'hashOfStaging', title: 'Staging' })).toBe('targets=.github/applysets.yaml;cluster=hashOfStaging;title=Staging');
    expect(commentKey({ applyset: 'shop', namespace: 'shop', cluster: 'hashOfStaging', context: 'stage' })).toBe('applyset=secrets/shop;namespace=shop;cluster=hashOfStaging;context=stage');
    expect(targetsCommentKey('t.yaml', { names: ['web'], cluster: 'a' })).not.toBe(targetsCommentKey('t.yaml', { names: ['web'], cluster: 'b' }));
  });
});
