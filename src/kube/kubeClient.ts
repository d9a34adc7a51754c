import { IsomorphicFetchHttpLibrary, KubeConfig, RequestContext, type HttpMethod } from '@kubernetes/client-node';
import pLimit, { type LimitFunction } from 'p-limit';
import { ApiError, type StatusBody } from './apiError.ts';
import { RequestStats } from './requestStats.ts';
import { DEFAULT_RETRY, isRetryableStatus, isTransientNetworkError, retryDelayMs, type RetryPolicy } from './retryPolicy.ts';

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
  /** Requests in flight at once. */
  concurrency: number;
  retry?: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
}

interface Authentication {
  headers: Record<string, string>;
  dispatcher: ReturnType<RequestContext['getDispatcher']>;
}

/** How long credentials read from the kubeconfig are reused; a 401 rereads them at once. */
const AUTH_TTL_MS = 60_000;

const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one door to the API server: authentication (everything a kubeconfig can say, through
 * client-node), bounded concurrency, retries of transient failures and request counting.
 * Bodies go out and come back as plain JSON: no typed models, which drop fields.
 */
export class KubeClient {
  readonly stats = new RequestStats();
  readonly server: string;
  private readonly kubeConfig: KubeConfig;
  private readonly http = new IsomorphicFetchHttpLibrary();
  private readonly limit: LimitFunction;
  private readonly retry: RetryPolicy;
  private readonly sleep: (ms: number) => Promise<void>;
  private dispatcher: ReturnType<RequestContext['getDispatcher']>;
  private auth: { value: Promise<Authentication>; expires: number } | undefined;

  constructor(kubeConfig: KubeConfig, options: KubeClientOptions) {
    const cluster = kubeConfig.getCurrentCluster();
    if (!cluster) throw new Error('the kubeconfig has no current cluster');
    this.kubeConfig = kubeConfig;
    this.server = cluster.server.replace(/\/+$/, '');
    this.limit = pLimit(options.concurrency);
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.sleep = options.sleep ?? sleepMs;
  }

  /** Sends a request; a non-2xx answer (after retries) throws {@link ApiError}. */
  async request<T>(req: KubeRequest): Promise<KubeResponse<T>> {
    let reauthenticated = false;
    for (let attempt = 0; ; attempt++) {
      const last = attempt + 1 >= this.retry.attempts;
      let outcome: { status: number; text: string; retryAfter: string | undefined };
      try {
        outcome = await this.limit(() => this.send(req));
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
        continue;
      }
      if (last || !isRetryableStatus(outcome.status)) {
        throw new ApiError(outcome.status, parseStatus(outcome.text), `${req.method} ${req.path}: HTTP ${outcome.status}`);
      }
      await this.backoff(attempt, outcome.retryAfter);
    }
  }

  private async backoff(attempt: number, retryAfter: string | undefined): Promise<void> {
    this.stats.retries++;
    await this.sleep(retryDelayMs(this.retry, attempt, retryAfter));
  }

  private async send(req: KubeRequest): Promise<{ status: number; text: string; retryAfter: string | undefined }> {
    const url = new URL(this.server + req.path);
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const auth = await this.authentication();
    const context = new RequestContext(url.toString(), req.method);
    for (const [key, value] of Object.entries(auth.headers)) context.setHeaderParam(key, value);
    if (auth.dispatcher) context.setDispatcher(auth.dispatcher);
    context.setHeaderParam('Accept', req.accept ?? 'application/json');
    if (req.body !== undefined) {
      context.setHeaderParam('Content-Type', req.contentType ?? 'application/json');
      context.setBody(JSON.stringify(req.body));
    }
    this.stats.count(req.method);
    const response = await this.http.send(context).toPromise();
    // Credentials rejected: an exec or OIDC token may have expired since it was read; read it again for the next attempt.
    if (response.httpStatusCode === 401) this.auth = undefined;
    return { status: response.httpStatusCode, text: await response.body.text(), retryAfter: response.headers['retry-after'] };
  }

  /**
   * Headers and connection pool from the kubeconfig, read once and then every AUTH_TTL_MS. client-node would
   * otherwise build a new pool (a new TLS connection) and decode the certificates for every request.
   */
  private authentication(): Promise<Authentication> {
    if (this.auth && Date.now() < this.auth.expires) return this.auth.value;
    const value = (async () => {
      const probe = new RequestContext(this.server, 'GET');
      await this.kubeConfig.applySecurityAuthentication(probe);
      this.dispatcher ??= probe.getDispatcher();
      return { headers: probe.getHeaders(), dispatcher: this.dispatcher };
    })();
    this.auth = { value, expires: Date.now() + AUTH_TTL_MS };
    value.catch(() => (this.auth = undefined));
    return value;
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
