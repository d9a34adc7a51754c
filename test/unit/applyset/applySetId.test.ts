import { describe, expect, it } from 'vitest';
import { applySetId } from '../../../src/applyset/applySetId.ts';

describe('applySetId', () => {
  // The reference's verified vectors: the IDs kubectl computes for the same parents.
  it.each([
    [
      { name: 'my-set', namespace: 'test', kind: 'Secret', group: '' },
      'applyset-0eFHV8ySqp7XoShsGvyWFQD3s96yqwHmzc4e0HR1dsY-v1',
    ],
    [
      { name: 'my-set', namespace: '', kind: 'ApplySet', group: 'company.com' },
      'applyset-rhp1a-HVAVT_dFgyEygyA1BEB82HPp2o10UiFTpqtAs-v1',
    ],
    [
      { name: 'simple', namespace: 'test', kind: 'Secret', group: '' },
      'applyset-bjd1LnyQq0mtUu-riZCqjDQOmh0iNb9O2RcuT12WR0k-v1',
    ],
    [
      { name: 'cross_namespace', namespace: 'applyset-namespace', kind: 'Secret', group: '' },
      'applyset-maUyxm9hLztJjNIswOCgA-VT6EJxr1_CcWA5kSzuMYE-v1',
    ],
  ])('matches kubectl for %j', (parent, id) => {
    expect(applySetId(parent)).toBe(id);
  });
});
