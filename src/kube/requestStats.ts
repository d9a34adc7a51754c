import type { ConcurrencyStats } from './adaptiveLimit.ts';

/** Requests sent, as plain numbers: what a run reports and the benchmarks and the no-op test read. */
export interface RequestCounts {
  total: number;
  retries: number;
  /** By HTTP method, methods in alphabetical order. */
  byMethod: Record<string, number>;
  /** How many were in flight at once, as the client adapted it (on a shared connection, since it was made). */
  concurrency?: ConcurrencyStats;
}

/** Requests sent through one client, by HTTP method; a connection shared by several runs keeps counting. */
export class RequestStats {
  readonly byMethod = new Map<string, number>();
  /** Answers by the protocol they came by (h2, http/1.1), as the transport told: not part of a run's counts. */
  readonly byProtocol = new Map<string, number>();
  retries = 0;
  private readonly concurrency: (() => ConcurrencyStats) | undefined;

  constructor(concurrency?: () => ConcurrencyStats) {
    this.concurrency = concurrency;
  }

  count(method: string): void {
    this.byMethod.set(method, (this.byMethod.get(method) ?? 0) + 1);
  }

  answeredBy(protocol: string): void {
    this.byProtocol.set(protocol, (this.byProtocol.get(protocol) ?? 0) + 1);
  }

  get total(): number {
    let sum = 0;
    for (const n of this.byMethod.values()) sum += n;
    return sum;
  }

  /** The counts now. */
  counts(): RequestCounts {
    // Methods are ASCII: a code-unit order is theirs, and spares loading ICU's collator (some 30 ms) for a run's last line.
    const byMethod = Object.fromEntries([...this.byMethod].sort(([a], [b]) => (a < b ? -1 : 1)));
    return {
      total: this.total,
      retries: this.retries,
      byMethod,
      ...(this.concurrency ? { concurrency: this.concurrency() } : {}),
    };
  }

  /** The requests sent since `before` was taken: one run's own, on a shared connection. */
  since(before: RequestCounts): RequestCounts {
    const now = this.counts();
    const byMethod: Record<string, number> = {};
    for (const [method, n] of Object.entries(now.byMethod)) {
      const sent = n - (before.byMethod[method] ?? 0);
      if (sent > 0) byMethod[method] = sent;
    }
    return { ...now, total: now.total - before.total, retries: now.retries - before.retries, byMethod };
  }
}
