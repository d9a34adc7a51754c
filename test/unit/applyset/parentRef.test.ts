import { describe, expect, it } from 'vitest';
import { parseParentRef } from '../../../src/applyset/parentRef.ts';
import { UserError } from '../../../src/common/errors.ts';

describe('parseParentRef', () => {
  it('reads a bare name as a Secret, as kubectl does', () => {
    expect(parseParentRef('web').candidates).toEqual([
      { resource: 'secrets', version: undefined, group: '', name: 'web' },
    ]);
  });

  it('reads core resources', () => {
    expect(parseParentRef('configmaps/web').candidates).toEqual([
      { resource: 'configmaps', version: undefined, group: '', name: 'web' },
    ]);
  });

  it('reads resource.version.group first, then resource.group', () => {
    expect(parseParentRef('applysets.v1.company.com/web').candidates).toEqual([
      { resource: 'applysets', version: 'v1', group: 'company.com', name: 'web' },
      { resource: 'applysets', version: undefined, group: 'v1.company.com', name: 'web' },
    ]);
    expect(parseParentRef('applysets.company.com/web').candidates).toEqual([
      { resource: 'applysets', version: undefined, group: 'company.com', name: 'web' },
    ]);
  });

  it('rejects a name Kubernetes would reject, saying which forms work', () => {
    expect(() => parseParentRef('secrets/Web_App')).toThrow(UserError);
    expect(() => parseParentRef('secrets/Web_App')).toThrow(/no valid object name/);
  });
});
