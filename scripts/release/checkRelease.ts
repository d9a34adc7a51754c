// The release workflow's first check (.github/workflows/release.yml): the pushed tag is a release tag of major 1 or later,
// package.json holds its version, and CHANGELOG.md has its section, whose text becomes the release's notes.
// Usage: node scripts/release/checkRelease.ts vX.Y.Z
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseNotes } from './changelog.ts';
import { publishableReleaseTag } from './releaseTag.ts';

const root = join(import.meta.dirname, '../..');

try {
  const release = publishableReleaseTag(process.argv[2] ?? '');
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
  if (version !== release.version)
    throw new Error(
      `${release.tag} is not package.json's version, ${version}: set it (npm version ${release.version} --no-git-tag-version), rebuild dist/ and tag that commit`,
    );
  const notes = releaseNotes(await readFile(join(root, 'CHANGELOG.md'), 'utf8'), release.version);
  process.stdout.write(
    `${release.tag}: package.json's version, and a CHANGELOG section of ${notes.split('\n').length} lines; its release moves ${release.major}\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
