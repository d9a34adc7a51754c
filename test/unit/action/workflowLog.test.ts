import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { logUntrusted } from '../../../src/action/workflowLog.ts';

describe('logUntrusted', () => {
  let write: MockInstance<typeof process.stdout.write>;
  const logged = (): string => write.mock.calls.map(([chunk]) => String(chunk)).join('');

  beforeEach(() => {
    write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => write.mockRestore());

  it('logs ordinary text as it is', () => {
    logUntrusted('configmap/web configured (server dry run)\n    +  a: "::not at the start"');
    expect(logged()).toBe('configmap/web configured (server dry run)\n    +  a: "::not at the start"\n');
  });

  it.each([
    ['a command line', 'before\n::add-mask::x'],
    ['an indented command line', 'diff\n       ::set-output name=x::y'],
    ['the old command form', '##[error]x'],
    ['a command after a carriage return', 'harmless\r::warning::x'],
  ])('stops commands around text holding %s, with a token the text cannot know', (_, text) => {
    logUntrusted(text);
    const lines = logged().split('\n');
    const token = /^::stop-commands::(.+)$/.exec(lines[0] ?? '')?.[1];
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.slice(1, -2).join('\n')).toBe(text);
    expect(lines.at(-2)).toBe(`::${token}::`);

    write.mockClear();
    logUntrusted(text);
    expect(logged()).not.toContain(token);
  });
});
