import type { KubeConfig } from '@kubernetes/client-node';
import type { KeyObject } from 'node:crypto';
import { AdaptiveLimit, type LatencyClass } from './adaptiveLimit.ts';
import { ApiError, ApiUnavailableError, CancelledError } from './apiError.ts';
import { parseAnswer, parseStatus } from './apiAnswer.ts';
import { type ClusterTarget, targetOf, unauthorized, unreachable } from './clusterAccessError.ts';
import { stableCredentialKey } from './credentialKey.ts';
import { RequestStats } from './requestStats.ts';
import { KubeTransport, type Transport } from './kubeTransport.ts';
import { type RawResponse } from './rawRequest.ts';
import { DEFAULT_LIMITS, type ResponseLimits } from './responseLimits.ts';
import {
  DEFAULT_RETRY,
  describeProblem,
  isRetryableStatus,
  retryDelayMs,
  transientNetworkCode,
  type RetryPolicy,
} from './retryPolicy.ts';
import type { KubeRequest, KubeResponse } from './kubeRequest.ts';
import { type ProgressListener, ServerHealth } from './serverHealth.ts';

export type { HttpMethod, KubeRequest, KubeResponse } from './kubeRequest.ts';

export interface KubeClientOptions {
  /** The most requests in flight at once; the client starts lower and adapts to the server's answers. */
  concurrency: number;
  /** Where the limit starts (default 32); equal to `concurrency`, it stays there unless the server pushes back. */
  startConcurrency?: number;
  retry?: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
  /** The clock retries are timed by (tests: a fake one, advanced by `sleep`). */
  now?: () => number;
  /** Wraps the transport built from the kubeconfig (tests: outages, delays, counts on the wire). */
  wrapTransport?: (transport: Transport) => Transport;
  /** Replaces some of the {@link DEFAULT_LIMITS} (tests: a deadline of seconds). */
  limits?: Partial<ResponseLimits>;
  /** false: HTTP/1.1 only, even to a server offering HTTP/2 (client-go's DISABLE_HTTP2). */
  http2?: boolean;
}

/** After a cancellation, how long a request already sent may take to answer before it is abandoned. */
export const ABANDON_AFTER_MS = 3_000;
/** Where the limit starts: the fixed limit it replaces, moderate for any server. */
const START_CONCURRENCY = 32;
/**
 * Until the server first answers in this run, a refused or reset connection is tried again for this
 * long, not for the retry timeout: a server that never answered is said to be unreachable in
 * seconds, as kubectl says it; the retry timeout is for a server that answered and went away.
 */
const FIRST_CONTACT_MS = 2_000;

const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one door to the API server: bounded concurrency, retries of transient failures through an
 * outage (up to the retry timeout, with progress lines), cancellation, and request counting, over
 * a transport that authenticates as the kubeconfig says. Bodies go out and come back as plain
 * JSON: no typed models, which drop fields.
 */
export class KubeClient {
  readonly stats = new RequestStats(() => this.limit.stats());
  readonly server: string;
  /** The server, context and user, as access failures name them. */
  readonly target: ClusterTarget;
  /** How much of the server's answers this client takes in; a LIST and a watch read theirs here. */
  readonly limits: ResponseLimits;
  /**
   * Derives the key of {@link credentialKey} once, on first use, shared by every view: HKDF took some
   * 20 ms at start-up, before the first request, in a CPU profile; only the plan record needs the key.
   */
  private readonly deriveCredentialKey: () => KeyObject | undefined;
  private readonly transport: Transport;
  private readonly limit: AdaptiveLimit;
  private readonly retry: RetryPolicy;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly health: ServerHealth;
  /** Requests between attempts, for the progress line. */
  private readonly retrying = { count: 0 };
  /** Whether the server has answered at all, and with a success, in this client's life (shared by its views). */
  private readonly contact = { answered: false, succeeded: false };
  /** Set on a view made by {@link withSignal}. */
  private signal: AbortSignal | undefined;
  /** Set on a view made by {@link ahead}. */
  private first = false;

  constructor(kubeConfig: KubeConfig, options: KubeClientOptions) {
    const cluster = kubeConfig.getCurrentCluster();
    if (!cluster) throw new Error('the kubeconfig has no current cluster');
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    const transport = new KubeTransport(kubeConfig, options.concurrency, this.limits, options.http2 ?? true);
    this.transport = options.wrapTransport ? options.wrapTransport(transport) : transport;
    this.server = cluster.server.replace(/\/+$/, '');
    this.target = { ...targetOf(kubeConfig), server: this.server };
    let derived: { key: KeyObject | undefined } | undefined;
    this.deriveCredentialKey = () => (derived ??= { key: stableCredentialKey(kubeConfig) }).key;
    this.limit = new AdaptiveLimit({ cap: options.concurrency, start: options.startConcurrency ?? START_CONCURRENCY });
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.sleep = options.sleep ?? sleepMs;
    this.now = options.now ?? Date.now;
    this.health = new ServerHealth(this.now);
  }

  /** A key derived from the kubeconfig's credential when it is stable (see stableCredentialKey); never the credential. */
  get credentialKey(): KeyObject | undefined {
    return this.deriveCredentialKey();
  }

  /**
   * The same client (connections, limits, counts, retries) for requests that stop when `signal`
   * aborts: none is sent after it, and one already sent is abandoned after {@link ABANDON_AFTER_MS}.
   */
  withSignal(signal: AbortSignal): KubeClient {
    // A view sharing every field of this client but its own signal.
    const view = Object.create(this) as KubeClient;
    view.signal = signal;
    return view;
  }

  /**
   * A view whose requests take the next free slot before those already waiting: the follow-up of an
   * answer (a read after a dry-run), which would otherwise wait behind every request queued since.
   */
  ahead(): KubeClient {
    const view = Object.create(this) as KubeClient;
    view.first = true;
    return view;
  }

  /** Adds a listener for lines about waiting (an outage, a slow answer); returns what removes it. */
  onProgress(listener: ProgressListener): () => void {
    return this.health.listen(listener);
  }

  /**
   * Sends a request; a non-2xx answer (after retries) throws {@link ApiError}, an outage longer
   * than the retry timeout {@link ApiUnavailableError}, a cancelled run {@link CancelledError}.
   * A request keeps its place among the `concurrency` in flight while it waits to retry, so an
   * outage or a throttling server is not met with a growing crowd of requests.
   */
  async request<T>(req: KubeRequest): Promise<KubeResponse<T>> {
    this.throwIfCancelled();
    return this.limit.hold(() => this.attempts<T>(req), this.first);
  }

  private async attempts<T>(req: KubeRequest): Promise<KubeResponse<T>> {
    const started = this.now();
    let reauthenticated = false;
    for (let attempt = 0; ; attempt++) {
      this.throwIfCancelled();
      let outcome: RawResponse;
      try {
        outcome = await this.limit.time(() => this.send(req), latencyClass(req));
      } catch (error) {
        if (this.signal?.aborted)
          throw new CancelledError(`cancelled while waiting for ${req.method} ${req.path}`, { cause: error });
        const code = transientNetworkCode(error);
        if (!this.contact.answered) {
          await this.firstContactFailed(error, code, started, attempt);
          continue;
        }
        if (code === undefined) throw error;
        await this.retryOrGiveUp(describeProblem(undefined, code), started, attempt, undefined, error);
        continue;
      }
      this.contact.answered = true;
      if (outcome.protocol) this.stats.answeredBy(outcome.protocol);
      if (outcome.status >= 200 && outcome.status < 300) {
        this.contact.succeeded = true;
        this.health.answered();
        return {
          status: outcome.status,
          body: parseAnswer<T>(req, outcome.text),
          size: outcome.text.length,
          warnings: outcome.warnings ?? [],
        };
      }
      if (outcome.status === 401 && !reauthenticated) {
        reauthenticated = true;
        this.transport.forgetCredentials();
        continue;
      }
      const error = new ApiError(
        outcome.status,
        parseStatus(outcome.text),
        `${req.method} ${req.path}: HTTP ${outcome.status}`,
      );
      // Refused from the first request on, the credentials are wrong; a 401 later (a token expiring mid-run) is the request's.
      if (outcome.status === 401 && !this.contact.succeeded) throw unauthorized(this.target, error);
      if (!isRetryableStatus(outcome.status) || outcome.status === 500) {
        this.health.answered();
        if (outcome.status !== 500 || attempt + 1 >= this.retry.attempts) throw error;
        await this.pause(retryDelayMs(this.retry, attempt, outcome.retryAfter));
        continue;
      }
      await this.retryOrGiveUp(describeProblem(outcome.status, undefined), started, attempt, outcome.retryAfter, error);
    }
  }

  /**
   * Opens a long-lived GET (a watch) and gives its body as it arrives; counted as `WATCH`. It does
   * not take a place under the concurrency limit, which it would hold for minutes; who watches
   * resumes a dropped stream (see watchObjects).
   */
  async stream(req: KubeRequest, signal: AbortSignal): Promise<AsyncIterable<Buffer>> {
    for (let reauthenticated = false; ; reauthenticated = true) {
      this.stats.count('WATCH');
      const response = await this.transport.stream(
        { method: 'GET', url: this.url(req), headers: { Accept: req.accept ?? 'application/json' }, body: undefined },
        signal,
      );
      if (response.body) return response.body;
      if (response.status === 401 && !reauthenticated) {
        this.transport.forgetCredentials();
        continue;
      }
      throw new ApiError(response.status, parseStatus(response.text), `WATCH ${req.path}: HTTP ${response.status}`);
    }
  }

  private url(req: KubeRequest): URL {
    const url = new URL(this.server + req.path);
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    return url;
  }

  /**
   * A request failed before the server ever answered: a failure to reach it is tried again for
   * {@link FIRST_CONTACT_MS} at most (one that took its connect timeout, a name that does not
   * resolve or a certificate not trusted, not at all), then said as what it is. Anything else is thrown as it is.
   */
  private async firstContactFailed(
    error: unknown,
    code: string | undefined,
    started: number,
    attempt: number,
  ): Promise<void> {
    const failure = unreachable(error, this.target);
    if (!failure) {
      if (code === undefined) throw error;
      return this.retryOrGiveUp(describeProblem(undefined, code), started, attempt, undefined, error);
    }
    const left = FIRST_CONTACT_MS - (this.now() - started);
    if (code === undefined || code === 'ECONNECTTIMEOUT' || left <= 0) throw failure;
    await this.pause(Math.min(retryDelayMs(this.retry, attempt, undefined), left));
  }

  /** Waits before the next attempt, or throws once the server has failed (or this request retried) for the retry timeout. */
  private async retryOrGiveUp(
    problem: string,
    started: number,
    attempt: number,
    retryAfter: string | undefined,
    error: unknown,
  ): Promise<void> {
    const failingFor = this.health.failed(problem, this.retry.timeoutMs, this.retrying.count + 1);
    const waited = Math.max(failingFor, this.now() - started);
    if (waited >= this.retry.timeoutMs) throw new ApiUnavailableError(problem, waited, error);
    this.retrying.count++;
    try {
      // The last attempt comes at the timeout, not a backoff later.
      await this.pause(Math.min(retryDelayMs(this.retry, attempt, retryAfter), this.retry.timeoutMs - waited));
    } finally {
      this.retrying.count--;
    }
  }

  private async pause(ms: number): Promise<void> {
    this.stats.retries++;
    const signal = this.signal;
    if (!signal) return this.sleep(ms);
    let onAbort = () => {};
    const aborted = new Promise<void>((resolve) => (onAbort = resolve));
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      await Promise.race([this.sleep(ms), aborted]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  private throwIfCancelled(): void {
    if (this.signal?.aborted) throw new CancelledError();
  }

  private async send(req: KubeRequest): Promise<RawResponse> {
    const url = this.url(req);
    const headers: Record<string, string> = { Accept: req.accept ?? 'application/json' };
    if (req.body !== undefined) headers['Content-Type'] = req.contentType ?? 'application/json';
    this.stats.count(req.method);
    const answered = this.health.sent(`${req.method} ${req.path}`);
    const abandon = this.abandonAfterCancel();
    try {
      return await this.transport.send(
        { method: req.method, url, headers, body: req.body === undefined ? undefined : JSON.stringify(req.body) },
        abandon.signal,
      );
    } finally {
      answered();
      abandon.dispose();
    }
  }

  /** A signal that aborts {@link ABANDON_AFTER_MS} after this view's signal does: an in-flight request gets that long to finish. */
  private abandonAfterCancel(): { signal: AbortSignal | undefined; dispose: () => void } {
    const signal = this.signal;
    if (!signal) return { signal: undefined, dispose: () => {} };
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const onAbort = () => (timer = setTimeout(() => controller.abort(), ABANDON_AFTER_MS));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    return {
      signal: controller.signal,
      dispose: () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      },
    };
  }
}

/** A real write waits for etcd; a read or a dry-run does not. */
function latencyClass(req: KubeRequest): LatencyClass {
  return req.method === 'GET' || req.query?.['dryRun'] !== undefined ? 'read' : 'write';
}
