import { describe, expect, it } from 'vitest';
import { compareVersions, parseReleaseTag, releaseTagOf } from '../../../scripts/release/releaseTag.ts';

describe('a release tag', () => {
  it('names the version and the major tag it moves', () => {
    expect(parseReleaseTag('v1.4.2')).toEqual({ tag: 'v1.4.2', version: '1.4.2', major: 'v1' });
    expect(parseReleaseTag('v0.10.0')).toEqual({ tag: 'v0.10.0', version: '0.10.0', major: 'v0' });
  });

  it('is vMAJOR.MINOR.PATCH and nothing else', () => {
    for (const tag of ['1.4.2', 'v1.4', 'v1', 'v1.4.2-rc.1', 'v01.4.2', 'v1.4.2 ', '']) {
      expect(() => parseReleaseTag(tag), tag).toThrow(/is not a release tag: a release is tagged vMAJOR\.MINOR\.PATCH/);
      expect(releaseTagOf(tag), tag).toBeUndefined();
    }
  });
});

describe('versions', () => {
  it('are ordered by number, not as text', () => {
    expect(['1.10.0', '1.9.3', '2.0.0', '1.9.10', '0.9.0'].sort(compareVersions)).toEqual(['0.9.0', '1.9.3', '1.9.10', '1.10.0', '2.0.0']);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
  });
});
