/*
 * The tags of a release: the pushed `vX.Y.Z` the release workflow runs for, and the major tag `vX`
 * it moves, which users pin (`uses: org/applyset-action@v1`).
 */

export interface ReleaseTag {
  /** `v1.4.2` */
  tag: string;
  /** `1.4.2`, package.json's version */
  version: string;
  /** `v1` */
  major: string;
}

/** A version tag as the workflow's trigger takes it: no pre-release or build suffix, no leading zeros. */
const VERSION_TAG = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export function parseReleaseTag(tag: string): ReleaseTag {
  const match = VERSION_TAG.exec(tag);
  if (!match)
    throw new Error(`${JSON.stringify(tag)} is not a release tag: a release is tagged vMAJOR.MINOR.PATCH, e.g. v1.4.2`);
  return { tag, version: tag.slice(1), major: `v${match[1]}` };
}

/**
 * The tag of a release the workflow may publish. Major 0 is refused: every example pins the major tag
 * `@v1`, so a release of 0.x would move a `v0` that no user's workflow names, and the first release
 * would reach no one. The first release is 1.0.0.
 */
export function publishableReleaseTag(tag: string): ReleaseTag {
  const release = parseReleaseTag(tag);
  if (release.major === 'v0')
    throw new Error(
      `${tag} would move the major tag v0, which no workflow pins: users pin v1 (uses: org/applyset-action@v1), so the first release is v1.0.0 (npm version 1.0.0 --no-git-tag-version)`,
    );
  return release;
}

/** The release tag a tag name is, or undefined for any other tag (the major tags among them). */
export function releaseTagOf(tag: string): ReleaseTag | undefined {
  return VERSION_TAG.test(tag) ? parseReleaseTag(tag) : undefined;
}

/** Orders versions by number, 1.10.0 after 1.9.3: negative when a comes first. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string): number[] => version.split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
