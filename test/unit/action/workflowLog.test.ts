import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { failUntrusted, logUntrusted, warnUntrusted } from '../../../src/action/workflowLog.ts';
import { showControlCharacters } from '../../../src/report/controlCharacters.ts';

/** The lines the runner reads, split where .NET splits lines, each trimmed as the runner trims a command. */
const runnerLines = (text: string): string[] =>
  text.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/).map((line) => line.trim());

describe('logUntrusted', () => {
  let write: MockInstance<typeof process.stdout.write>;
  const logged = (): string => write.mock.calls.map(([chunk]) => String(chunk)).join('');

  beforeEach(() => {
    write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => write.mockRestore());

  it('logs ordinary text as it is', () => {
    logUntrusted('configmap/web configured (server dry run)\n    +  a: "# not a command: ## [x] :"');
    expect(logged()).toBe('configmap/web configured (server dry run)\n    +  a: "# not a command: ## [x] :"\n');
  });

  it.each([
    ['a command line', 'before\n::add-mask::x'],
    ['an indented command line', 'diff\n       ::set-output name=x::y'],
    ['the old command form', '##[error]x'],
    ['a command after a carriage return', 'harmless\r::warning::x'],
    ['the old command form in the middle of a line', 'data:\n  b: b ##[set-output name=comment-id;]1'],
    ['a command in the middle of a line', '+  a: "x ::set-output name=plan::forged"'],
    ['a command after a next-line character', 'harmless\u0085::set-output name=x::y'],
    ['a command after a line separator', 'harmless\u2028##[error]x'],
  ])('stops commands around text holding %s, with a token the text cannot know', (_, text) => {
    logUntrusted(text);
    const lines = logged().split('\n');
    const token = /^::stop-commands::(.+)$/.exec(lines[0] ?? '')?.[1];
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.slice(1, -2).join('\n')).toBe(showControlCharacters(text));
    expect(lines.at(-2)).toBe(`::${token}::`);

    write.mockClear();
    logUntrusted(text);
    expect(logged()).not.toContain(token);
  });
});

describe('warnUntrusted, failUntrusted, and control characters in any untrusted text', () => {
  let write: MockInstance<typeof process.stdout.write>;
  const logged = (): string => write.mock.calls.map(([chunk]) => String(chunk)).join('');

  beforeEach(() => {
    write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    write.mockRestore();
    process.exitCode = undefined;
  });

  it.each([
    ['a warning', warnUntrusted, '::warning::'],
    ['a failure', failUntrusted, '::error::'],
  ])('keep a message in one command line for %s, whatever line break it holds', (_, report, command) => {
    report('denied: x\u0085::set-output name=comment-id::1\u2028##[add-mask]y\u2029::error::z\fw\vv');
    const lines = runnerLines(logged()).filter((line) => line !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith(command)).toBe(true);
  });

  // An OSC 52 clipboard write, a screen wipe, a C1 CSI and a bidi override: the log viewer renders ANSI escapes.
  const holder = 'holder \u001b]52;c;cHduZWQ=\u0007\u001b[2J\u009b31m\u202eevil';

  it.each([
    ['a log line', logUntrusted, ''],
    ['a warning', warnUntrusted, '::warning::'],
    ['a failure', failUntrusted, '::error::'],
  ])('show control characters as escapes in %s', (_, report, command) => {
    report(`waiting for the ApplySet lock: ${holder} holds it`);
    expect(logged()).toBe(
      `${command}waiting for the ApplySet lock: holder \\x1b]52;c;cHduZWQ=\\x07\\x1b[2J\\x9b31m\\u202eevil holds it\n`,
    );
  });
});
