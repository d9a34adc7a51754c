import { showControlCharacters } from './controlCharacters.ts';

/*
 * Text from outside this project (names, sources, reasons, warnings, diffs, error messages) is
 * written into markdown through these functions only, so that none of it can end a block, open a
 * link (or be autolinked), inject HTML, ping someone, pass for one of the action's own markers (`<!-- applyset-action:`)
 * or act on a terminal that shows the markdown (`gh pr view`): control characters are shown as
 * escapes, as in the log and the CLI. They assume the text does not start a line: callers always put
 * their own markup (`- `, `> `, a word) first.
 */

/** Markdown line breaks, replaced so that text cannot end the list item or paragraph it is in. */
const LINE_BREAK = /\r\n|[\r\n]/g;

/** Characters with a meaning inside a markdown line, escaped with a backslash (all are ASCII punctuation). */
const INLINE_SYNTAX = /[\\`*_[\]~|!$]/g;

/**
 * `@user`, `@org/team` and `#12` (also `owner/repo#12`) are linked, and mentions notified, even when
 * escaped with a backslash (`\@user` renders as `@user`, still a mention). A zero-width joiner after the
 * sign breaks the reference without changing what a reader sees; it works in HTML text as well.
 */
const REFERENCE_SIGN = /[@#]/g;
const ZERO_WIDTH_JOINER = '\u200d';

/**
 * GitHub autolinks a bare `https://…` (any `scheme://`) and `www.…`. A joiner inside the domain would
 * still link (it is a valid host character to GitHub's autolinker), so it goes before the `://` and the
 * dot of `www.`, where neither is recognised any more.
 */
const AUTOLINK_START = /(?<=[a-z0-9])(?=:\/\/)|(?<=www)(?=\.)/gi;

function breakLinks(text: string): string {
  return text
    .replace(REFERENCE_SIGN, (sign) => `${sign}${ZERO_WIDTH_JOINER}`)
    .replace(AUTOLINK_START, ZERO_WIDTH_JOINER);
}

/** Prose as literal text in a markdown paragraph or list item. */
export function escapeText(text: string): string {
  return breakLinks(escapeAngles(text).replace(INLINE_SYNTAX, (c) => `\\${c}`));
}

/** Text inside raw HTML such as `<summary>`, where markdown is not parsed. */
export function escapeHtml(text: string): string {
  return breakLinks(escapeAttribute(text));
}

/** An HTML attribute's value (a link's href): escaped, but not broken up, as GitHub links no reference there. */
export function escapeAttribute(text: string): string {
  return escapeAngles(text).replace(/"/g, '&quot;');
}

/** One line, with no HTML tag or entity of its own. */
function escapeAngles(text: string): string {
  return showControlCharacters(text.replace(LINE_BREAK, ' '))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Text quoted verbatim (in a code span or block, where `&lt;` would show as such): control characters shown, comment delimiters broken. */
function quoted(text: string): string {
  return breakCommentDelimiters(showControlCharacters(text));
}

/**
 * `<!--` and `-->` with a zero-width joiner inside: a reader sees them as written, but no HTML comment
 * starts or ends there, and no hidden line of the action's (`<!-- applyset-action:... -->`) can be
 * forged in quoted text, whatever reads the comment.
 */
function breakCommentDelimiters(text: string): string {
  return text.replace(/<!--/g, `<${ZERO_WIDTH_JOINER}!--`).replace(/-->/g, `--${ZERO_WIDTH_JOINER}>`);
}

/** A code span that no backtick inside can close early. */
export function inlineCode(text: string): string {
  const flat = quoted(text.replace(LINE_BREAK, ' '));
  const fence = '`'.repeat(longestBacktickRun(flat) + 1);
  // A code span loses one space at each end when both ends are spaces; padding both ends
  // keeps leading or trailing backticks and spaces as they were.
  const pad = /^[ `]|[ `]$/.test(flat) || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run in the content. */
export function fencedBlock(content: string, info = ''): string {
  const text = quoted(content);
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}${info}\n${text.replace(/\n+$/, '')}\n${fence}`;
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}
