// The parent's deploy history: bounded to the last 10 deploys and under 6 KB, read defensively (the
// annotation can be edited by anyone who can write the parent), and a repeat of the newest entry
// recognised, so that a run that changed nothing need not write the parent.
import { describe, expect, it } from 'vitest';
import {
  deployEntry,
  type DeployEntry,
  HISTORY_LENGTH,
  readHistory,
  repeatsNewest,
  withEntry,
} from '../../../src/applyset/deployHistory.ts';

const summary = { create: 1, update: 2, replace: 0, prune: 0, keep: 0, unchanged: 3 };
const commit = (n: number) => n.toString(16).padStart(40, '0');
const entry = (n: number, overrides: Partial<DeployEntry> = {}): DeployEntry => ({
  time: '2026-11-24T10:00:00Z',
  commit: commit(n),
  result: 'healthy',
  summary,
  ...overrides,
});

describe('the deploy history', () => {
  it('keeps the last 10 deploys, oldest first, in under 6 KB however long the run link and actor are', () => {
    let text: string | undefined;
    const run = `https://github.example.com/${'a'.repeat(300)}/actions/runs/1`;
    for (let n = 1; n <= 25; n++) {
      text = withEntry(
        text,
        deployEntry(
          { commit: commit(n), run, actor: `octocat\u001b${'o'.repeat(300)}` },
          {
            startedMs: Date.UTC(2026, 10, 24, 10, 0, n, 123),
            result: 'timed out',
            summary: { create: 1e6, update: 1e6, replace: 1e6, prune: 1e6, keep: 1e6, unchanged: 1e6 },
            rollback: true,
          },
        ),
      );
    }
    const { entries, unreadable } = readHistory(text);
    expect(unreadable).toBe(false);
    expect(entries.map((e) => e.commit)).toEqual(Array.from({ length: HISTORY_LENGTH }, (_, i) => commit(16 + i)));
    expect(entries.at(-1)).toMatchObject({
      time: '2026-11-24T10:00:25Z',
      commit: commit(25),
      run: run.slice(0, 200),
      actor: `octocat${'o'.repeat(93)}`,
      result: 'timed out',
      rollback: true,
    });
    expect(text!.length).toBeLessThan(6 * 1024);
  });

  it('leaves out what this tool does not write, and says the history was partly unreadable', () => {
    const good = entry(1);
    const text = JSON.stringify([
      good,
      { ...good, commit: 'main' },
      { ...good, result: 'great' },
      { ...good, summary: { create: -1, update: 0, prune: 0, unchanged: 0 } },
      { ...good, summary: { create: 1, update: 2, prune: 0 } },
      { ...good, rollback: 'yes' },
      { ...good, actor: 'x'.repeat(101) },
      'not an entry',
    ]);
    expect(readHistory(text)).toEqual({ entries: [good], unreadable: true });
    expect(readHistory('{not json')).toEqual({ entries: [], unreadable: true });
    expect(readHistory('{"a":1}')).toEqual({ entries: [], unreadable: true });
    expect(readHistory(undefined)).toEqual({ entries: [], unreadable: false });
    // What could not be read is not carried on.
    expect(readHistory(withEntry(text, entry(2))).entries.map((e) => e.commit)).toEqual([commit(1), commit(2)]);
  });

  it('writes the replace and keep counts only when there are some, and reads them as 0 when absent', () => {
    const text = withEntry(withEntry(undefined, entry(1)), entry(2, { summary: { ...summary, keep: 2 } }));
    expect(JSON.parse(text).map((e: DeployEntry) => e.summary)).toEqual([
      { create: 1, update: 2, prune: 0, unchanged: 3 },
      { create: 1, update: 2, prune: 0, keep: 2, unchanged: 3 },
    ]);
    expect(readHistory(text).entries.map((e) => e.summary)).toEqual([summary, { ...summary, keep: 2 }]);
  });

  it('records no commit that is not a full commit ID', () => {
    const made = deployEntry(
      { commit: 'HEAD', run: 'https://github.com/acme/shop/actions/runs/1', actor: 'a' },
      { startedMs: 0, result: 'failed', summary },
    );
    expect(made).toEqual({
      time: '1970-01-01T00:00:00Z',
      run: 'https://github.com/acme/shop/actions/runs/1',
      actor: 'a',
      result: 'failed',
      summary,
    });
  });

  it('recognises a deploy that says what the newest entry says', () => {
    const text = withEntry(withEntry(undefined, entry(1, { result: 'failed' })), entry(2));
    expect(
      repeatsNewest(
        text,
        entry(2, {
          time: '2026-11-25T00:00:00Z',
          summary: { create: 0, update: 0, replace: 0, prune: 0, keep: 0, unchanged: 6 },
        }),
      ),
    ).toBe(true);
    expect(repeatsNewest(text, entry(3))).toBe(false);
    expect(repeatsNewest(text, entry(2, { result: 'failed' }))).toBe(false);
    expect(repeatsNewest(text, entry(2, { rollback: true }))).toBe(false);
    expect(repeatsNewest(undefined, entry(2))).toBe(false);
  });
});
