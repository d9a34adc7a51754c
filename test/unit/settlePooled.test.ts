// settlePooled: a set's members planned (and its stages applied) through a bounded pool, with
// Promise.allSettled's results: every item worked on once, in order, never more than the pool at once.
import { describe, expect, it } from 'vitest';
import { settlePooled } from '../../src/common/settlePooled.ts';

describe('settlePooled', () => {
  it("works on every item once, at most `size` at once, and settles each in the items' order", async () => {
    let running = 0;
    let most = 0;
    const items = Array.from({ length: 50 }, (_, i) => i);
    const results = await settlePooled(
      items,
      async (item, index) => {
        running++;
        most = Math.max(most, running);
        // Later items finish first: the results keep the items' order all the same.
        await new Promise((resolve) => setTimeout(resolve, 50 - item));
        running--;
        if (item % 10 === 3) throw new Error(`refused ${item}`);
        return item * 2 + index;
      },
      7,
    );
    expect(most).toBe(7);
    expect(results).toHaveLength(50);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(
      items.map((i) => (i % 10 === 3 ? `refused ${i}` : i * 3)),
    );
  });

  it('settles an empty list at once', async () => {
    expect(await settlePooled([], () => Promise.resolve(1))).toEqual([]);
  });
});
