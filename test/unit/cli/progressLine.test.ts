import { afterEach, describe, expect, it } from 'vitest';
import { ProgressLine, progressText } from '../../../src/cli/progressLine.ts';

describe('the progress line', () => {
  let line: ProgressLine | undefined;
  afterEach(() => line?.stop());

  /** A line drawn into `shown`, on a clock the test moves. */
  function progressLine(): { line: ProgressLine; shown: string[]; advance(ms: number): void } {
    const clock = { now: 0 };
    const shown: string[] = [];
    line = new ProgressLine(
      (text) => shown.push(text),
      () => clock.now,
    );
    return { line, shown, advance: (ms) => void (clock.now += ms) };
  }

  it('says how many objects of how many a step has done, and for how long', () => {
    expect(progressText({ step: 'plan', done: 120, total: 500 }, 3_200)).toBe(
      'Planning: 120 of 500 objects planned, 3.2s',
    );
    expect(progressText({ step: 'apply', done: 1, total: 1 }, 61_000)).toBe('Applying: 1 of 1 object applied, 1m 1s');
    expect(
      progressText({ step: 'wait', done: 3, total: 10, detail: 'deployment.apps/web: 2/3 replicas available' }, 45_000),
    ).toBe('Waiting: 3 of 10 objects ready or gone, 45.0s; deployment.apps/web: 2/3 replicas available');
    expect(progressText({ step: 'prune', done: 0, total: 2 }, 1_000)).toBe(
      'Pruning: 0 of 2 objects pruned or kept, 1.0s',
    );
  });

  it("shows nothing for a step shorter than a second, then the step's own clock", () => {
    const { line, shown, advance } = progressLine();
    line.update({ step: 'plan', done: 1, total: 4 });
    advance(900);
    line.draw();
    expect(shown).toEqual([]);
    advance(300);
    line.update({ step: 'plan', done: 3, total: 4 });
    line.draw();
    expect(shown).toEqual(['Planning: 3 of 4 objects planned, 1.2s']);
    line.update({ step: 'apply', done: 0, total: 4 });
    advance(500);
    line.draw();
    expect(shown).toHaveLength(1);
    advance(2_000);
    line.draw();
    expect(shown.at(-1)).toBe('Applying: 0 of 4 objects applied, 2.5s');
  });

  it('is removed when the run is done', () => {
    const { line, shown, advance } = progressLine();
    line.update({ step: 'wait', done: 0, total: 1 });
    advance(5_000);
    line.draw();
    line.stop();
    expect(shown).toEqual(['Waiting: 0 of 1 object ready or gone, 5.0s', '']);
    line.draw();
    expect(shown).toHaveLength(2);
  });
});
