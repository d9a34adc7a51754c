import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseNotes } from '../../../scripts/release/changelog.ts';

const CHANGELOG = `# Changelog

Intro text.

## [Unreleased]

### Added
- Something new.

## [1.10.0] - 2026-12-01

### Fixed
- The prune of a renamed ConfigMap waits for the rollout.

## [1.1.0] - 2026-11-30

### Added
- Drift checks.

[Unreleased]: https://github.com/org/applyset-action/compare/v1.10.0...HEAD
[1.10.0]: https://github.com/org/applyset-action/compare/v1.1.0...v1.10.0
[1.1.0]: https://github.com/org/applyset-action/releases/tag/v1.1.0
`;

describe('release notes from CHANGELOG.md', () => {
  it("are the version's section, between its heading and the next", () => {
    expect(releaseNotes(CHANGELOG, '1.10.0')).toBe(
      '### Fixed\n- The prune of a renamed ConfigMap waits for the rollout.',
    );
  });

  it('of the last section leave out the link definitions after it', () => {
    expect(releaseNotes(CHANGELOG, '1.1.0')).toBe('### Added\n- Drift checks.');
  });

  it('are not another version whose number contains this one', () => {
    expect(() => releaseNotes(CHANGELOG, '1.1.0.0')).toThrow(/no section for 1\.1\.0\.0/);
    expect(() => releaseNotes(CHANGELOG, '1.0.0')).toThrow(
      /CHANGELOG\.md has no section for 1\.0\.0: move what "Unreleased" lists under "## \[1\.0\.0\] - <date>"/,
    );
  });

  it('are refused when the section is empty', () => {
    expect(() => releaseNotes('## [2.0.0] - 2027-01-01\n\n## [1.0.0] - 2026-12-01\n- x\n', '2.0.0')).toThrow(
      /section for 2\.0\.0 is empty/,
    );
  });

  it("come from the repository's CHANGELOG.md once its Unreleased section is given a version", async () => {
    const changelog = await readFile(resolve(import.meta.dirname, '../../../CHANGELOG.md'), 'utf8');
    const released = changelog.replace('\n## [Unreleased]\n', '\n## [Unreleased]\n\n## [9.9.9] - 2099-01-01\n');
    expect(releaseNotes(released, '9.9.9')).toMatch(/^### Added\n\n- \*\*The GitHub Action\*\*/);
  });
});
