// Which commit a rollback returns to: the newest healthy deploy the history records, if it names
// a commit and that commit is not the one that just failed; else why there is none.
import { describe, expect, it } from 'vitest';
import type { DeployEntry } from '../../../src/applyset/deployHistory.ts';
import { UserError } from '../../../src/common/errors.ts';
import { rollbackTarget } from '../../../src/rollback/rollBack.ts';

const summary = { create: 0, update: 1, replace: 0, prune: 0, keep: 0, unchanged: 2 };
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const entry = (commit: string | undefined, result: DeployEntry['result'], rollback?: true): DeployEntry => ({
  time: '2026-11-24T10:00:00Z',
  ...(commit ? { commit } : {}),
  result,
  ...(rollback ? { rollback } : {}),
  summary,
});
const history = (...entries: DeployEntry[]) => ({ entries, unreadable: false });
const reason = (target: ReturnType<typeof rollbackTarget>) =>
  target instanceof UserError ? target.message : `to ${target.commit}`;

describe('the rollback target', () => {
  it('is the newest healthy deploy, a rollback included, past failed, timed-out, cancelled and unwaited ones', () => {
    expect(
      reason(
        rollbackTarget(
          history(entry(A, 'healthy'), entry(B, 'failed'), entry(A, 'healthy', true), entry(C, 'timed out')),
          C,
        ),
      ),
    ).toBe(`to ${A}`);
    expect(
      reason(
        rollbackTarget(history(entry(A, 'healthy'), entry(B, 'applied'), entry(B, 'cancelled'), entry(C, 'failed')), C),
      ),
    ).toBe(`to ${A}`);
  });

  it('is none when no deploy was healthy, saying so', () => {
    expect(reason(rollbackTarget(history(entry(B, 'failed')), B))).toBe(
      "the ApplySet's deploy history records no healthy deploy to return to",
    );
    expect(reason(rollbackTarget({ entries: [], unreadable: true }, B))).toMatch(/could not be read/);
  });

  it('is none when the last healthy deploy recorded no commit, or is of the commit that failed', () => {
    expect(
      reason(rollbackTarget(history(entry(A, 'healthy'), entry(undefined, 'healthy'), entry(B, 'failed')), B)),
    ).toBe('the last healthy deploy (2026-11-24T10:00:00Z) recorded no commit');
    expect(reason(rollbackTarget(history(entry(B, 'healthy'), entry(B, 'failed')), B))).toBe(
      'the last healthy deploy (2026-11-24T10:00:00Z) was of this same commit, bbbbbbb',
    );
  });
});
