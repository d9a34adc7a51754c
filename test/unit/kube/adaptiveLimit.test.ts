import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdaptiveLimit } from '../../../src/kube/adaptiveLimit.ts';

// The limit times answers with performance.now(): on fake timers each answer takes exactly its
// latency, however busy the machine, so the outcomes are exact.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Keeps `limit` requests in flight (so every window is saturated) and answers each after `latencyMs(limit)`. */
async function drive(
  limit: AdaptiveLimit,
  requests: number,
  answer: (inFlightLimit: number) => { latencyMs: number; status: number },
): Promise<number> {
  let peak = 0;
  let inFlight = 0;
  const all = Promise.all(
    Array.from({ length: requests }, () =>
      limit.run(async () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        const { latencyMs, status } = answer(limit.stats().final);
        await new Promise((resolve) => setTimeout(resolve, latencyMs));
        inFlight--;
        return { status };
      }),
    ),
  );
  await vi.runAllTimersAsync();
  await all;
  return peak;
}

describe('AdaptiveLimit', () => {
  it('raises the limit up to the cap while latency stays flat, and never has more in flight', async () => {
    const limit = new AdaptiveLimit({ start: 4, cap: 20 });
    const peak = await drive(limit, 400, () => ({ latencyMs: 2, status: 200 }));
    expect(limit.stats()).toMatchObject({ start: 4, final: 20, highest: 20, cap: 20, backoffs: 0 });
    expect(peak).toBe(20);
  });

  it('doubles while latency stays flat, so a distant server gets the cap after two windows rather than seven', async () => {
    const limit = new AdaptiveLimit({ start: 16, cap: 64 });
    const limits: number[] = [];
    await drive(limit, 48, (inFlightLimit) => {
      limits.push(inFlightLimit);
      return { latencyMs: 5, status: 200 };
    });
    expect(limit.stats()).toMatchObject({ final: 64, highest: 64, backoffs: 0 });
    expect(new Set(limits)).toEqual(new Set([16, 32]));
  });

  it('stops raising where the server starts queueing: latency grows with what is in flight beyond 12', async () => {
    const limit = new AdaptiveLimit({ start: 4, cap: 64 });
    await drive(limit, 1500, (inFlight) => ({ latencyMs: inFlight <= 12 ? 2 : 2 + (inFlight - 12) * 8, status: 200 }));
    const { final, highest } = limit.stats();
    expect(final).toBeGreaterThanOrEqual(8);
    expect(final).toBeLessThanOrEqual(20);
    expect(highest).toBeLessThan(64);
  });

  it('halves on a 429 (API Priority and Fairness rejected a request), but not below where it started', async () => {
    const limit = new AdaptiveLimit({ start: 4, cap: 64 });
    await drive(limit, 400, () => ({ latencyMs: 1, status: 200 }));
    const grown = limit.stats().final;
    expect(grown).toBeGreaterThanOrEqual(16);
    limit.observe(10, true);
    expect(limit.stats()).toMatchObject({ final: Math.max(4, Math.floor(grown / 2)), backoffs: 1 });
    for (let i = 0; i < 8; i++) limit.observe(10, true);
    expect(limit.stats().final).toBe(4);
  });

  it('does not grow from windows it did not fill', () => {
    const limit = new AdaptiveLimit({ start: 4, cap: 64 });
    for (let i = 0; i < 40; i++) limit.observe(25, false);
    expect(limit.stats()).toMatchObject({ final: 4, highest: 4 });
  });

  it('shrinks when answers slow down well beyond the fastest seen, but not below where it started', async () => {
    const limit = new AdaptiveLimit({ start: 8, cap: 32 });
    await drive(limit, 300, () => ({ latencyMs: 2, status: 200 }));
    expect(limit.stats().final).toBe(32);
    // The first window may still hold fast answers from before; the next one is all slow.
    for (let i = 0; i < 64; i++) limit.observe(500, false);
    expect(limit.stats().final).toBeLessThan(32);
    expect(limit.stats().backoffs).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 1000; i++) limit.observe(500, false);
    expect(limit.stats().final).toBe(8);
  });

  it("judges writes against the fastest writes: an apply's writes after its dry-runs do not shrink it, writes slowing down do", async () => {
    const limit = new AdaptiveLimit({ start: 32, cap: 64 });
    await drive(limit, 500, () => ({ latencyMs: 2, status: 200 }));
    expect(limit.stats().final).toBe(64);
    // Writes take 4 times a dry-run's 50 ms from the first one on: no server queueing.
    for (let i = 0; i < 64; i++) limit.observe(50, false, 'read');
    for (let i = 0; i < 640; i++) limit.observe(200, false, 'write');
    expect(limit.stats()).toMatchObject({ final: 64, backoffs: 0 });
    // Then the writes slow down 4 times: the server is queueing them.
    for (let i = 0; i < 128; i++) limit.observe(800, false, 'write');
    expect(limit.stats().final).toBeLessThan(64);
    expect(limit.stats().backoffs).toBeGreaterThanOrEqual(1);
  });

  it('gives the next free slot to a request held first, before those that waited longer', async () => {
    const limit = new AdaptiveLimit({ start: 1, cap: 1 });
    const order: string[] = [];
    let release = (): void => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    const busy = limit.hold(() => done);
    const queued = ['a', 'b'].map((name) => limit.hold(async () => void order.push(name)));
    const followUp = limit.hold(async () => void order.push('follow-up'), true);
    await vi.advanceTimersByTimeAsync(1);
    release();
    await Promise.all([busy, ...queued, followUp]);
    expect(order).toEqual(['follow-up', 'a', 'b']);
  });

  it('starts no higher than its cap, so a concurrency of 1 sends one request at a time', async () => {
    const limit = new AdaptiveLimit({ start: 16, cap: 1 });
    const peak = await drive(limit, 30, () => ({ latencyMs: 1, status: 200 }));
    expect(peak).toBe(1);
    expect(limit.stats()).toMatchObject({ start: 1, final: 1, highest: 1 });
  });
});
