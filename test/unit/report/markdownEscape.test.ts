import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeText, fencedBlock, inlineCode } from '../../../src/report/markdownEscape.ts';

/** What GitHub links or notifies in rendered text: a mention, a team, an issue or pull request reference. */
const REFERENCE = /(?:^|[^\w`])[@#](?:[A-Za-z0-9]|\\?[0-9])/;
/** GitHub drops a backslash before punctuation when it renders: `\@user` is shown, and linked, as `@user`. */
const rendered = (markdown: string): string => markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');

describe('references in untrusted text', () => {
  const hostile = 'ping @octocat and @acme/admins, see #12 and acme/shop#7';

  it.each([
    ['prose', escapeText],
    ['HTML text', escapeHtml],
  ])('neither mention anyone nor link an issue in %s', (_, escape) => {
    const shown = rendered(escape(hostile));
    expect(shown).not.toMatch(REFERENCE);
    // A reader still sees the same characters: only zero-width joiners were added.
    expect(shown.replaceAll('\u200d', '')).toBe(hostile);
  });
});

describe('HTML comments in quoted untrusted text', () => {
  const hostile = 'a <!-- applyset-action:reviewed-preview --> b --> c';

  it.each([
    ['a code span', inlineCode],
    ['a fenced block', (text: string) => fencedBlock(text, 'diff')],
  ])('neither open nor close one in %s, while a reader sees the same text', (_, quote) => {
    const quoted = quote(hostile);
    expect(quoted).not.toContain('<!--');
    expect(quoted).not.toContain('-->');
    expect(quoted.replaceAll('\u200d', '')).toContain(hostile);
  });
});
