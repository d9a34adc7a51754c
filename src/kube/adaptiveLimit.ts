import { WaitQueue } from './waitQueue.ts';

/** What the limit did during a run: reported with the request counts. */
export interface ConcurrencyStats {
  /** Requests in flight at once when the client started. */
  start: number;
  /** The limit at the end. */
  final: number;
  /** The highest limit reached. */
  highest: number;
  /** The ceiling it never passes (the concurrency option). */
  cap: number;
  /** Times it backed off: the server answered 429 (API Priority and Fairness), or answers slowed down. */
  backoffs: number;
}

export interface AdaptiveLimitOptions {
  /** The ceiling: the most requests ever in flight. */
  cap: number;
  /** Where it starts (at most the cap). */
  start: number;
}

/**
 * Answers slower than the fastest window's by this factor (plus a few ms, as on loopback a dry-run
 * apply takes a few times a GET's 1 ms without any queueing) stop the growth...
 */
const flat = (fastest: number) => fastest * 1.5 + 5;
/** ...and slower by this much shrink the limit: the server is queueing them. */
const rising = (fastest: number) => fastest * 2.5 + 50;

/**
 * What a request's latency is compared with: a write waits for etcd (and wakes controllers that then
 * load the server), so it is slower than a read or a dry-run without any queueing.
 */
export type LatencyClass = 'read' | 'write';

/**
 * Requests in flight at once, adjusted to what the server answers. Over a cluster 25-100 ms away,
 * throughput is concurrency divided by round-trip time, so a fixed limit leaves most of it unused;
 * too many requests at once only queue in the server (API Priority and Fairness rejects the excess
 * with 429). It judges a window of as many answers as the limit: when the window's median latency
 * stays near the fastest window's and the limit was reached, it grows: it doubles until the first
 * window that is not flat (as TCP's slow start, so a 25 ms server reaches 64 after 48 answers rather
 * than 235), then by a quarter; on a 429 it
 * halves; when latency climbs well above the fastest window's it shrinks by a quarter. Neither goes
 * below where it started: a busy server (or a mix of cheap and costly requests) slows answers without
 * asking for fewer, and a request refused with 429 already keeps its slot while it waits out the
 * Retry-After, which is back-off enough (halving further under a steady 20% 429 share drove the
 * limit to 1-4 and a 1,000-object apply from under a minute to over two). A window is judged by
 * the class most of its answers belong to, against the fastest window of that class: an apply's
 * writes after its dry-runs are not a server queueing (compared with the dry-runs, they shrank the
 * limit to 45-48 in two of three first applies, which then took 7.6 s instead of 6.2 s).
 */
export class AdaptiveLimit {
  private limit: number;
  private readonly cap: number;
  private readonly startLimit: number;
  private highest: number;
  private backoffs = 0;
  private inFlight = 0;
  private readonly waiting = new WaitQueue();
  private window: { ms: number; kind: LatencyClass }[] = [];
  private windowSaturated = false;
  private windowOverloaded = false;
  private readonly fastest = new Map<LatencyClass, number>();
  /** Doubling, until latency first moves or the server refuses. */
  private slowStart = true;

  constructor(options: AdaptiveLimitOptions) {
    this.cap = Math.max(1, options.cap);
    this.limit = Math.min(this.cap, Math.max(1, options.start));
    this.startLimit = this.limit;
    this.highest = this.limit;
  }

  stats(): ConcurrencyStats {
    return { start: this.startLimit, final: this.limit, highest: this.highest, cap: this.cap, backoffs: this.backoffs };
  }

  /** Runs `send` when a slot is free; its answer's status and latency steer the limit. */
  run<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
    return this.hold(() => this.time(send));
  }

  /**
   * Runs `work` in one slot, held throughout: a request keeps its slot between its attempts, so
   * retries never crowd a struggling server. `first` takes the next free slot before those waiting.
   */
  async hold<T>(work: () => Promise<T>, first = false): Promise<T> {
    await this.acquire(first);
    try {
      return await work();
    } finally {
      this.inFlight--;
      this.wake();
    }
  }

  /** One attempt inside a held slot: its answer's status and latency steer the limit. */
  async time<T extends { status: number }>(send: () => Promise<T>, kind: LatencyClass = 'read'): Promise<T> {
    const started = performance.now();
    const answer = await send();
    this.observe(performance.now() - started, answer.status === 429, kind);
    return answer;
  }

  /** One answer's latency in milliseconds, whether the server refused it as overloaded, and its class. */
  observe(latencyMs: number, overloaded: boolean, kind: LatencyClass = 'read'): void {
    if (overloaded) this.windowOverloaded = true;
    this.window.push({ ms: latencyMs, kind });
    if (this.window.length < this.limit && !overloaded) return;
    const writes = this.window.filter((a) => a.kind === 'write').length;
    const judged: LatencyClass = writes * 2 > this.window.length ? 'write' : 'read';
    const latencies = this.window
      .filter((a) => a.kind === judged)
      .map((a) => a.ms)
      .sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)] ?? latencyMs;
    const fastest = this.fastest.get(judged) ?? Infinity;
    if (this.windowOverloaded || median > flat(fastest)) this.slowStart = false;
    if (this.windowOverloaded) this.shrink(0.5, this.startLimit);
    else if (median > rising(fastest) && this.limit > this.startLimit) this.shrink(0.75, this.startLimit);
    else if (median <= flat(fastest) && this.windowSaturated) this.grow();
    this.fastest.set(judged, Math.min(fastest, median));
    this.window = [];
    this.windowSaturated = this.inFlight >= this.limit;
    this.windowOverloaded = false;
  }

  private grow(): void {
    const step = this.slowStart ? this.limit : Math.max(1, Math.floor(this.limit / 4));
    this.limit = Math.min(this.cap, this.limit + step);
    this.highest = Math.max(this.highest, this.limit);
    this.wake();
  }

  private shrink(factor: number, floor: number): void {
    this.limit = Math.max(floor, Math.floor(this.limit * factor));
    this.backoffs++;
  }

  private async acquire(first: boolean): Promise<void> {
    while (this.inFlight >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.put(resolve, first));
    }
    this.inFlight++;
    if (this.inFlight >= this.limit) this.windowSaturated = true;
  }

  private wake(): void {
    for (let free = this.limit - this.inFlight; free > 0 && this.waiting.length > 0; free--) this.waiting.take()?.();
  }
}
