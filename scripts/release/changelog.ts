/*
 * A version's section of CHANGELOG.md (Keep a Changelog: `## [1.4.2] - 2026-12-01`), which becomes
 * the GitHub release's notes.
 */

const HEADING = /^## /;
/** Keep a Changelog's link definitions at the end of the file: `[1.4.2]: https://...`. */
const LINK_DEFINITION = /^\[[^\]]+\]:\s/;

/** The section's text between its heading and the next version's; fails when there is none or it is empty. */
export function releaseNotes(changelog: string, version: string): string {
  const lines = changelog.split(/\r?\n/);
  const heading = new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\](\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0)
    throw new Error(
      `CHANGELOG.md has no section for ${version}: move what "Unreleased" lists under "## [${version}] - <date>"`,
    );
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => HEADING.test(line) || LINK_DEFINITION.test(line));
  const notes = (end < 0 ? rest : rest.slice(0, end)).join('\n').trim();
  if (notes === '') throw new Error(`CHANGELOG.md's section for ${version} is empty: say what the release changes`);
  return notes;
}
