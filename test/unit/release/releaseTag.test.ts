import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  parseReleaseTag,
  publishableReleaseTag,
  releaseTagOf,
} from '../../../scripts/release/releaseTag.ts';

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

describe('a release the workflow publishes', () => {
  it('is of major 1 or later, the v1 every example pins: a 0.x would move v0, which no one pins', () => {
    expect(publishableReleaseTag('v1.0.0')).toEqual({ tag: 'v1.0.0', version: '1.0.0', major: 'v1' });
    expect(publishableReleaseTag('v2.3.4').major).toBe('v2');
    for (const tag of ['v0.1.0', 'v0.0.1', 'v0.10.0'])
      expect(() => publishableReleaseTag(tag), tag).toThrow(
        `${tag} would move the major tag v0, which no workflow pins: users pin v1 (uses: org/applyset-action@v1), so the first release is v1.0.0`,
      );
  });
});

describe('versions', () => {
  it('are ordered by number, not as text', () => {
    expect(['1.10.0', '1.9.3', '2.0.0', '1.9.10', '0.9.0'].sort(compareVersions)).toEqual([
      '0.9.0',
      '1.9.3',
      '1.9.10',
      '1.10.0',
      '2.0.0',
    ]);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
  });
});
