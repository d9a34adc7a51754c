import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Delays the fault proxy adds. Each direction's delay is drawn per request (base plus up to `jitterMs`);
 * a response's headers and each chunk of its body reach the client that long after they reached the
 * proxy, in order, so a watch's events are delayed too.
 */
export interface Latency {
  /** Client to server: before each request is forwarded. */
  requestMs?: number;
  /** Server to client: before each answer's headers and each chunk of its body. */
  responseMs?: number;
  /** Up to this much more in each direction, drawn uniformly per request. */
  jitterMs?: number;
  /**
   * Once per new connection, before its TLS handshake starts. Default: two round trips
   * (requestMs + responseMs, twice), what a TCP handshake and a TLS 1.3 handshake cost.
   */
  connectionMs?: number;
}

/** A network `rttMs` away (half each way), with up to `jitterMs` more per round trip. */
export function roundTrip(rttMs: number, jitterMs = 0): Latency {
  return { requestMs: rttMs / 2, responseMs: rttMs / 2, jitterMs: jitterMs / 2 };
}

/** Resolves no earlier than `ms` from now by performance.now(); a timer alone may fire a millisecond early. */
export async function waitAtLeast(ms: number): Promise<void> {
  const until = performance.now() + ms;
  for (let left = ms; left > 0; left = until - performance.now()) await sleep(Math.max(1, Math.ceil(left)));
}

export interface Delays {
  requestMs(): number;
  responseMs(): number;
  connectionMs(): number;
}

export function delaysOf(latency: Latency, random: () => number): Delays {
  const jitter = (): number => random() * (latency.jitterMs ?? 0);
  const request = latency.requestMs ?? 0;
  const response = latency.responseMs ?? 0;
  return {
    requestMs: () => request + jitter(),
    responseMs: () => response + jitter(),
    connectionMs: () => latency.connectionMs ?? 2 * (request + response + 2 * jitter()),
  };
}
