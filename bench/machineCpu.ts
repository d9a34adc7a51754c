import { readFile } from 'node:fs/promises';

/** The machine's CPU time so far, busy and total, in clock ticks summed over every core (Linux /proc/stat). */
async function cpuTicks(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}

/**
 * Measures how busy the whole machine (control planes included) and this process were while `work`
 * ran: a run that keeps every core busy is bound by CPU, and no concurrency on the client shortens it.
 */
export async function measureCpu<T>(
  work: () => Promise<T>,
): Promise<{ result: T; machineBusy: number; ownCpuSeconds: number }> {
  const before = await cpuTicks();
  const own = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(own);
  const after = await cpuTicks();
  return {
    result,
    machineBusy: (after.busy - before.busy) / Math.max(1, after.total - before.total),
    ownCpuSeconds: (used.user + used.system) / 1e6,
  };
}
