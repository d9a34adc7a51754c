// The requests waiting for a slot of the client's limit: the order an Array's push, unshift and shift
// gave them, in constant time per step (shift was quadratic on the tens of thousands of dry-runs of a large set).
import { describe, expect, it } from 'vitest';
import { WaitQueue } from '../../../src/kube/waitQueue.ts';
import { arrayWork } from '../arrayWork.ts';

describe('WaitQueue', () => {
  it('takes in the order an Array did (unshift for first, push for the rest, shift to take), whatever the mix', () => {
    const queue = new WaitQueue();
    const model: number[] = [];
    const taken: number[] = [];
    const expected: number[] = [];
    let random = 7;
    for (let i = 0; i < 5000; i++) {
      random = (random * 1103515245 + 12345) % 2 ** 31;
      if (random % 3 === 0) {
        taken.push(...[queue.take()].filter((wake) => wake !== undefined).map((wake) => (wake as () => number)()));
        expected.push(...(model.length > 0 ? [model.shift()!] : []));
      } else {
        const first = random % 5 === 0;
        queue.put(() => i, first);
        if (first) model.unshift(i);
        else model.push(i);
      }
      expect(queue.length).toBe(model.length);
    }
    for (let wake = queue.take(); wake; wake = queue.take()) taken.push((wake as () => number)());
    expect(taken).toEqual([...expected, ...model]);
  });

  it("takes those waiting in work proportional to their number (an Array's shift took some 36 s for 200,000)", () => {
    const size = 20_000;
    const queue = new WaitQueue();
    for (let i = 0; i < size; i++) queue.put(() => {}, false);
    const { elements } = arrayWork(() => {
      while (queue.take());
    });
    // What is taken is let go by halves: at most one move per entry. shift() moves every entry behind
    // the one taken: some 200 million here.
    expect(elements).toBeLessThanOrEqual(size);
  });
});
