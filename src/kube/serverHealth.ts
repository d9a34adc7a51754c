/** A line about waiting on the API server, for the run's log. */
export type ProgressListener = (line: string) => void;

/** How often a wait is reported while it lasts. */
const REPORT_EVERY_MS = 10_000;
/** An outage shorter than this (a reset connection, one 503) is retried without a word. */
const QUIET_OUTAGE_MS = 5_000;
/** A request unanswered for this long is said to be waited for. */
export const SLOW_REQUEST_MS = 10_000;

/**
 * What one client knows of the API server across all its requests: since when it has been failing
 * (unreachable, overloaded), and which requests are slow. It turns that into a few progress lines
 * (at most one per {@link REPORT_EVERY_MS} of each kind) instead of one per request.
 */
export class ServerHealth {
  private readonly listeners = new Set<ProgressListener>();
  private readonly now: () => number;
  private failingSince: number | undefined;
  private problem = '';
  private reportedOutage = false;
  private lastOutageReport = 0;
  private lastSlowReport = 0;
  private slowRequests = 0;

  constructor(now: () => number) {
    this.now = now;
  }

  /** Adds a listener for progress lines; returns what removes it. */
  listen(listener: ProgressListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The server answered: an outage, if any, is over. */
  answered(): void {
    if (this.failingSince !== undefined && this.reportedOutage) {
      this.emit(`API server answering again after ${seconds(this.now() - this.failingSince)} s`);
    }
    this.failingSince = undefined;
    this.reportedOutage = false;
  }

  /**
   * An attempt failed for a reason worth retrying; returns how long the server has been failing.
   * `waiting` is how many requests are retrying, for the progress line.
   */
  failed(problem: string, retryTimeoutMs: number, waiting: number): number {
    const now = this.now();
    this.failingSince ??= now;
    this.problem = problem;
    const failingFor = now - this.failingSince;
    if (failingFor >= QUIET_OUTAGE_MS && now - this.lastOutageReport >= REPORT_EVERY_MS) {
      this.lastOutageReport = now;
      this.reportedOutage = true;
      this.emit(
        `API server ${this.problem} for ${seconds(failingFor)} s; ${waiting} request${waiting === 1 ? '' : 's'} waiting, retrying for up to ${seconds(retryTimeoutMs)} s (retry-timeout)`,
      );
    }
    return failingFor;
  }

  /** Marks a request as sent; returns what to call when it is answered (or failed). */
  sent(what: string): () => void {
    let slow = false;
    const timer = setTimeout(() => {
      slow = true;
      this.slowRequests++;
      const now = this.now();
      if (now - this.lastSlowReport < REPORT_EVERY_MS) return;
      this.lastSlowReport = now;
      const others = this.slowRequests - 1;
      this.emit(
        `waiting for the API server to answer ${what} (no answer for ${seconds(SLOW_REQUEST_MS)} s${others > 0 ? `; ${others} more request${others === 1 ? '' : 's'} as slow` : ''})`,
      );
    }, SLOW_REQUEST_MS);
    timer.unref();
    return () => {
      clearTimeout(timer);
      if (slow) this.slowRequests--;
    };
  }

  private emit(line: string): void {
    for (const listener of this.listeners) listener(line);
  }
}

function seconds(ms: number): number {
  return Math.round(ms / 1000);
}
