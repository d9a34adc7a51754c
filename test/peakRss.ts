const MiB = 1024 * 1024;

/**
 * What `work` returns, how long it took, and the highest growth of this process's resident memory
 * meanwhile, sampled every 5 ms: what a test of a memory bound asserts on.
 */
export async function measurePeakRss<T>(
  work: () => Promise<T>,
): Promise<{ result: T; rssMiB: number; seconds: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, rssMiB: (peak - start) / MiB, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
  }
}
