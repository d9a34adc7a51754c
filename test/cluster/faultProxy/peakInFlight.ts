import type { ProxiedRequest } from './faultProxy.ts';

/**
 * The most requests the proxy held at once: arrived and not yet answered (an answer before an arrival at the same
 * moment). A client's slot is taken before its request arrives and given back after the answer is read, so this
 * never exceeds what the client had in flight: a limit the client keeps holds here too.
 */
export function peakInFlight(requests: readonly ProxiedRequest[]): number {
  const events = requests.flatMap((r) => [
    { at: r.at, change: 1 },
    { at: r.answeredAt ?? Infinity, change: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.change - b.change);
  let inFlight = 0;
  let peak = 0;
  for (const { change } of events) peak = Math.max(peak, (inFlight += change));
  return peak;
}
