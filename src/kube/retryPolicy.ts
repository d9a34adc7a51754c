/** When and how long to wait before sending a failed request again. */
export interface RetryPolicy {
  /**
   * How long requests are retried while the API server is unreachable or overloaded (connection
   * failures, 429, 502-504): long enough for a control-plane restart or upgrade.
   */
  timeoutMs: number;
  /** Attempts in all for an internal error (500), more often a webhook's fault than an outage. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { timeoutMs: 120_000, attempts: 5, baseDelayMs: 250, maxDelayMs: 8_000 };

/** 429 (throttled) and the 5xx answers of a busy, restarting or briefly unreachable API server. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 500 || status === 502 || status === 503 || status === 504;
}

// ECONNECTTIMEOUT is the transport's own: a new connection not made within its connect timeout.
const TRANSIENT_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ECONNECTTIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The code of a connection-level failure worth another try (the server closed, refused or did not answer), if it is one. */
export function transientNetworkCode(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return code;
  }
  return undefined;
}

/** What a failed attempt says about the server, as the progress and failure lines name it. */
export function describeProblem(status: number | undefined, networkCode: string | undefined): string {
  if (networkCode !== undefined)
    return networkCode === 'ETIMEDOUT' || networkCode === 'ECONNECTTIMEOUT'
      ? `not answering (${networkCode})`
      : `unreachable (${networkCode})`;
  return status === 429 ? 'overloaded (HTTP 429)' : `unavailable (HTTP ${status})`;
}

/**
 * Delay before attempt `attempt + 1`: exponential backoff with full jitter, so that many concurrent
 * requests do not retry in lockstep, or the server's Retry-After when it asks for longer (capped).
 * Never shorter than the backoff's lower half: a server answering `Retry-After: 0` is not met with a
 * request per round trip.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attempt: number,
  retryAfterHeader: string | undefined,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs);
  const floor = ceiling / 2;
  const retryAfter = retryAfterHeader === undefined ? NaN : Number(retryAfterHeader);
  if (Number.isFinite(retryAfter) && retryAfter >= 0)
    return Math.max(floor, Math.min(retryAfter * 1000, policy.maxDelayMs));
  return Math.round(floor + (random() * ceiling) / 2);
}
