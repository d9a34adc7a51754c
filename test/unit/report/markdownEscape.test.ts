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

describe('URLs in untrusted text', () => {
  // A server warning or message as a cluster may write it: GitHub would autolink each of these.
  const hostile =
    'see https://evil.example/login, http://x.io, ftp://files.example and www.evil.example or WWW.Evil.example';
  /** What GitHub's autolinker recognises: a scheme directly before `://`, or `www.` (any case). */
  const AUTOLINK = /[a-z0-9]:\/\/|www\./i;

  it.each([
    ['prose', escapeText],
    ['HTML text', escapeHtml],
  ])('are shown as inert text in %s', (_, escape) => {
    const shown = rendered(escape(hostile));
    expect(shown).not.toMatch(AUTOLINK);
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

describe('control characters in untrusted text', () => {
  // A Lease holder as another party may write it: an OSC 52 clipboard write, a screen wipe, a C1 CSI,
  // a bidi override, one of the action's markers, a fence of its own and a mention.
  const holder =
    'holder \u001b]52;c;cHduZWQ=\u0007\u001b[2J\u009b31m\u202eevil <!-- applyset-action:fingerprint v1.d.forged -->\n```\n@admin';
  const ACTIONABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  it.each([
    ['prose', escapeText],
    ['HTML text', escapeHtml],
    ['a code span', inlineCode],
    ['a fenced block', (text: string) => fencedBlock(text, 'text')],
  ])('are shown as escapes, and open no HTML comment, in %s', (_, escape) => {
    const markdown = escape(holder);
    expect(markdown).not.toMatch(ACTIONABLE);
    expect(markdown).not.toContain('<!--');
    expect(rendered(markdown)).toContain('\\x1b]52;c;cHduZWQ=\\x07\\x1b[2J\\x9b31m\\u202eevil');
  });

  it('keep a fenced block unbroken: the message stays inside it', () => {
    const lines = fencedBlock(holder, 'text').split('\n');
    expect(lines[0]).toBe('````text');
    expect(lines.at(-1)).toBe('````');
    expect(lines.slice(1, -1).join('\n')).toBe(
      'holder \\x1b]52;c;cHduZWQ=\\x07\\x1b[2J\\x9b31m\\u202eevil <\u200d!-- applyset-action:fingerprint v1.d.forged --\u200d>\n```\n@admin',
    );
  });
});
