import type { KubeConfig } from '@kubernetes/client-node';
import { AdaptiveLimit } from './adaptiveLimit.ts';
import { ApiError, type StatusBody } from './apiError.ts';
import { RequestStats } from './requestStats.ts';
import { KubeTransport, type RawResponse, type Transport } from './kubeTransport.ts';
import { DEFAULT_RETRY, isRetryableStatus, isTransientNetworkError, retryDelayMs, type RetryPolicy } from './retryPolicy.ts';

export type HttpMethod = 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT';

export interface KubeRequest {
  method: HttpMethod;
  /** Path below the server URL, e.g. `/api/v1/namespaces/x/configmaps/y`. */
  path: string;
  query?: Record<string, string | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  contentType?: string;
  accept?: string;
}

export interface KubeResponse<T> {
  status: number;
  body: T;
}

export interface KubeClientOptions {
  /** The most requests in flight at once; the client starts lower and adapts to the server's answers. */
  concurrency: number;
  /** Where the limit starts (default 16); equal to `concurrency`, it stays there unless the server pushes back. */
  startConcurrency?: number;
  retry?: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
  /** Wraps the transport built from the kubeconfig (tests: outages, delays, counts on the wire). */
  wrapTransport?: (transport: Transport) => Transport;
}

/** Where the limit starts: the fixed limit it replaces, moderate for any server. */
const START_CONCURRENCY = 16;

const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one door to the API server: bounded concurrency, retries of transient failures and
 * request counting, over a transport that authenticates as the kubeconfig says.
 * Bodies go out and come back as plain JSON: no typed models, which drop fields.
 */
export class KubeClient {
  readonly stats = new RequestStats(() => this.limit.stats());
  readonly server: string;
  private readonly transport: Transport;
  private readonly limit: AdaptiveLimit;
  private readonly retry: RetryPolicy;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(kubeConfig: KubeConfig, options: KubeClientOptions) {
    const cluster = kubeConfig.getCurrentCluster();
    if (!cluster) throw new Error('the kubeconfig has no current cluster');
    const transport = new KubeTransport(kubeConfig, options.concurrency);
    this.transport = options.wrapTransport ? options.wrapTransport(transport) : transport;
    this.server = cluster.server.replace(/\/+$/, '');
    this.limit = new AdaptiveLimit({ cap: options.concurrency, start: options.startConcurrency ?? START_CONCURRENCY });
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.sleep = options.sleep ?? sleepMs;
  }

  /** Sends a request; a non-2xx answer (after retries) throws {@link ApiError}. */
  async request<T>(req: KubeRequest): Promise<KubeResponse<T>> {
    let reauthenticated = false;
    for (let attempt = 0; ; attempt++) {
      const last = attempt + 1 >= this.retry.attempts;
      let outcome: RawResponse;
      try {
        outcome = await this.limit.run(() => this.send(req));
      } catch (error) {
        if (last || !isTransientNetworkError(error)) throw error;
        await this.backoff(attempt, undefined);
        continue;
      }
      if (outcome.status >= 200 && outcome.status < 300) {
        return { status: outcome.status, body: (outcome.text === '' ? undefined : JSON.parse(outcome.text)) as T };
      }
      if (outcome.status === 401 && !reauthenticated) {
        reauthenticated = true;
        this.transport.forgetCredentials();
        continue;
      }
      if (last || !isRetryableStatus(outcome.status)) {
        throw new ApiError(outcome.status, parseStatus(outcome.text), `${req.method} ${req.path}: HTTP ${outcome.status}`);
      }
      await this.backoff(attempt, outcome.retryAfter);
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
      const response = await this.transport.stream({ method: 'GET', url: this.url(req), headers: { Accept: req.accept ?? 'application/json' }, body: undefined }, signal);
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

  private async backoff(attempt: number, retryAfter: string | undefined): Promise<void> {
    this.stats.retries++;
    await this.sleep(retryDelayMs(this.retry, attempt, retryAfter));
  }

  private send(req: KubeRequest): Promise<RawResponse> {
    const url = this.url(req);
    const headers: Record<string, string> = { Accept: req.accept ?? 'application/json' };
    if (req.body !== undefined) headers['Content-Type'] = req.contentType ?? 'application/json';
    this.stats.count(req.method);
    return this.transport.send({ method: req.method, url, headers, body: req.body === undefined ? undefined : JSON.stringify(req.body) });
  }
}

function parseStatus(text: string): StatusBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as StatusBody) : undefined;
  } catch {
    return text.trim() === '' ? undefined : { message: text.trim().slice(0, 500) };
  }
}
