import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import tls from 'node:tls';
import type { KubeConfig } from '@kubernetes/client-node';
import { ClusterAccessError, describeTarget, targetOf } from './clusterAccessError.ts';
import { collectAnswer, failOnce } from './answerBody.ts';
import { limitConnect } from './connectTimeout.ts';
import { loadDeferredModules, needsDeferredModules } from './deferredModules.ts';
import { EXEC_PLUGIN_TIMEOUT_MS, limitExecPlugins } from './execPluginTimeout.ts';
import { sendOverHttp2 } from './http2Request.ts';
import { Http2Sessions } from './http2Sessions.ts';
import { deadlineError, type ResponseLimits } from './responseLimits.ts';
import { warningTexts } from './serverWarnings.ts';
import { USER_AGENT } from './userAgent.ts';
import type { RawRequest, RawResponse } from './rawRequest.ts';

/** A streamed answer: a 2xx status with its body as it arrives, or any other status with its whole text. */
export type StreamResponse =
  | { status: number; body: AsyncIterable<Buffer>; text?: undefined }
  | { status: number; body?: undefined; text: string };

/** How requests reach the API server; tests wrap the real one to drop, delay or count requests. */
export interface Transport {
  /** `signal` abandons the request: the connection is dropped and the promise rejects. */
  send(req: RawRequest, signal?: AbortSignal): Promise<RawResponse>;
  /** A long-lived request (a watch) whose body is read as it comes, until the server ends it or `signal` aborts. */
  stream(req: RawRequest, signal: AbortSignal): Promise<StreamResponse>;
  /** Drops cached credentials, so the next request reads them afresh. */
  forgetCredentials(): void;
}

interface Credentials {
  headers: Record<string, string>;
  /** `user:password` for basic authentication. */
  basicAuth: string | undefined;
  agent: http.Agent;
  /** HTTP/2 to the server, unless it is off, through a proxy or over plain HTTP. */
  sessions: Http2Sessions | undefined;
}

/** How long credentials read from the kubeconfig are reused; a 401 rereads them at once. */
const CREDENTIALS_TTL_MS = 60_000;
/** A request with no byte of answer for this long is abandoned and retried as a network failure. */
const REQUEST_TIMEOUT_MS = 60_000;
/** A stream silent for this long is taken for a dead connection (a watch gets a bookmark about every minute). */
const STREAM_IDLE_MS = 90_000;

/**
 * HTTP to one API server: HTTP/2 where the server offers it by ALPN (as client-go speaks it), else
 * node's https with keep-alive connections. Watches keep to HTTP/1.1, a connection each. client-node reads
 * the kubeconfig (tokens, client certificates, exec and OIDC plugins, proxies); its own fetch-based
 * path built a connection pool per request and allocated twice the memory for the same requests.
 */
export class KubeTransport implements Transport {
  private readonly kubeConfig: KubeConfig;
  private readonly maxSockets: number;
  private readonly limits: ResponseLimits;
  /** Bytes of the answers being received now, over all requests. */
  private readonly inFlight = { bytes: 0 };
  private readonly http2: boolean;
  private agent: http.Agent | undefined;
  private sessions: Http2Sessions | undefined;
  /** Watches hold their connection for minutes: a pool of their own, so they never take the sockets requests wait for. */
  private streamAgent: http.Agent | undefined;
  private credentials: { value: Promise<Credentials>; expires: number } | undefined;
  /** Set when the exec credential plugin was killed for taking too long, for the failure's message. */
  private pluginTimedOut = false;

  /** `http2` false keeps every request on HTTP/1.1 (client-go's DISABLE_HTTP2). */
  constructor(kubeConfig: KubeConfig, maxSockets: number, limits: ResponseLimits, http2 = true) {
    this.kubeConfig = kubeConfig;
    this.http2 = http2;
    this.maxSockets = maxSockets;
    this.limits = limits;
    limitExecPlugins(kubeConfig, () => (this.pluginTimedOut = true));
  }

  /** Drops the cached credentials (after a 401: an exec or OIDC token may have expired). */
  forgetCredentials(): void {
    this.credentials = undefined;
  }

  async send(req: RawRequest, signal?: AbortSignal): Promise<RawResponse> {
    const credentials = await this.read();
    const lease = await credentials.sessions?.acquire();
    if (lease) {
      const headers: Record<string, string> = { ...credentials.headers, ...req.headers, 'user-agent': USER_AGENT };
      if (credentials.basicAuth)
        headers['authorization'] = `Basic ${Buffer.from(credentials.basicAuth).toString('base64')}`;
      const limits = this.limits;
      return sendOverHttp2(req, {
        lease,
        headers,
        limits,
        inFlight: this.inFlight,
        idleMs: REQUEST_TIMEOUT_MS,
        signal,
      });
    }
    const client = req.url.protocol === 'https:' ? https : http;
    const what = `${req.method} ${req.url.pathname}`;
    return new Promise<RawResponse>((resolve, reject) => {
      // Node's https agent keeps the first request of each connection reachable for the connection's
      // life (its TLS session listener closes over it): once the answer is in, the listeners below
      // must not reach the promise holding it, or each connection keeps a whole LIST's text.
      let settle: { resolve: (response: RawResponse) => void; reject: (error: unknown) => void } | undefined = {
        resolve,
        reject,
      };
      const fail = failOnce(
        (error) => settle?.reject(error),
        (error) => request.destroy(error),
      );
      const headers = {
        ...credentials.headers,
        ...req.headers,
        'User-Agent': USER_AGENT,
        ...(req.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(req.body)) }),
      };
      const request = client.request(
        req.url,
        {
          method: req.method,
          agent: credentials.agent,
          headers,
          ...(signal ? { signal } : {}),
          ...(credentials.basicAuth ? { auth: credentials.basicAuth } : {}),
        },
        (response) => {
          const body = this.receive(what, response, fail);
          response.on('error', (error) => fail(error));
          response.on('end', () => {
            const retryAfter = response.headers['retry-after'];
            const warnings = warningTexts(response.headersDistinct['warning']);
            settle?.resolve({
              status: response.statusCode ?? 0,
              text: body.text(),
              retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
              ...(warnings.length > 0 ? { warnings } : {}),
              protocol: 'http/1.1',
            });
            settle = undefined;
          });
        },
      );
      // Idle: no byte for this long is a dead connection, retried. Whole: an answer still coming after the deadline is not.
      limitConnect(request, fail);
      request.setTimeout(REQUEST_TIMEOUT_MS, () =>
        fail(
          Object.assign(new Error(`no answer from the API server in ${REQUEST_TIMEOUT_MS / 1000}s`), {
            code: 'ETIMEDOUT',
          }),
        ),
      );
      const deadline = setTimeout(
        () => fail(deadlineError(what, req.url.pathname, this.limits.deadlineMs)),
        this.limits.deadlineMs,
      );
      deadline.unref();
      request.on('close', () => clearTimeout(deadline));
      request.on('error', (error) => fail(error));
      request.end(req.body);
    });
  }

  async stream(req: RawRequest, signal: AbortSignal): Promise<StreamResponse> {
    const credentials = await this.read();
    this.streamAgent ??= this.createAgent(await this.tlsOptions(), Infinity);
    const client = req.url.protocol === 'https:' ? https : http;
    const what = `WATCH ${req.url.pathname}`;
    return new Promise<StreamResponse>((resolve, reject) => {
      const fail = failOnce(reject, (error) => request.destroy(error));
      const headers = { ...credentials.headers, ...req.headers, 'User-Agent': USER_AGENT };
      const request = client.request(
        req.url,
        {
          method: req.method,
          agent: this.streamAgent,
          headers,
          signal,
          ...(credentials.basicAuth ? { auth: credentials.basicAuth } : {}),
        },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) return resolve({ status, body: response });
          const body = this.receive(what, response, fail);
          response.on('error', (error) => fail(error));
          response.on('end', () => resolve({ status, text: body.text() }));
        },
      );
      limitConnect(request, fail);
      request.setTimeout(STREAM_IDLE_MS, () =>
        fail(Object.assign(new Error(`the watch was silent for ${STREAM_IDLE_MS / 1000}s`), { code: 'ETIMEDOUT' })),
      );
      request.on('error', (error) => fail(error));
      request.end();
    });
  }

  private receive(what: string, response: http.IncomingMessage, fail: (error: unknown) => void): { text(): string } {
    const announced = Number(response.headers['content-length']);
    return collectAnswer(what, announced, response, this.limits, this.inFlight, fail);
  }

  private async tlsOptions(): Promise<https.RequestOptions> {
    const options: https.RequestOptions = {};
    if (needsDeferredModules(this.kubeConfig)) await loadDeferredModules();
    await this.kubeConfig.applyToHTTPSOptions(options).catch((error: unknown) => {
      throw this.credentialError(error);
    });
    return options;
  }

  private read(): Promise<Credentials> {
    if (this.credentials && Date.now() < this.credentials.expires) return this.credentials.value;
    const value = (async (): Promise<Credentials> => {
      const options = await this.tlsOptions();
      this.agent ??= this.createAgent(options, this.maxSockets);
      this.sessions ??= this.createSessions(options);
      const headers: Record<string, string> = {};
      for (const [key, header] of Object.entries(options.headers ?? {}))
        if (header !== undefined) headers[key] = String(header);
      return { headers, basicAuth: options.auth ?? undefined, agent: this.agent, sessions: this.sessions };
    })();
    this.credentials = { value, expires: Date.now() + CREDENTIALS_TTL_MS };
    // Not cached when it failed: the caller gets the failure from `value`, and the next request tries again.
    value.catch(() => this.forgetCredentials());
    return value;
  }

  /**
   * An exec credential plugin's failure carries the plugin's stderr, which may print a token or a
   * secret; it cannot be masked, as nobody knows it in advance. Only the command is named.
   */
  private credentialError(error: unknown): unknown {
    const command = this.kubeConfig.getCurrentUser()?.exec?.command;
    if (command === undefined) return error;
    const timedOut = this.pluginTimedOut;
    this.pluginTimedOut = false;
    const target = describeTarget(targetOf(this.kubeConfig), true);
    if (timedOut) {
      return new ClusterAccessError(
        'credentials',
        `the exec credential plugin (${command}) of ${target} gave no credentials within ${EXEC_PLUGIN_TIMEOUT_MS / 1000} s and was stopped`,
        {
          hint: 'run the plugin where it hangs (the same command, arguments and environment): it may be waiting for a login or a prompt; check that what it needs (a cloud login step, network access to its identity provider) is in place before this step',
          cause: error,
        },
      );
    }
    return new ClusterAccessError(
      'credentials',
      `the exec credential plugin (${command}) of ${target} failed; what it printed is not shown, as it may hold credentials`,
      {
        hint: 'run the plugin where it fails (the same command, arguments and environment) to see its error; check that what it needs (a cloud login step, a role) is in place before this step',
        cause: error,
      },
    );
  }

  /**
   * A keep-alive pool with the kubeconfig's TLS settings; through a proxy, client-node's own agent.
   * Its one secure context holds the CA and client certificate: given them as options instead, the
   * agent parsed them again for every new connection and read them into the pool key of every request.
   */
  private createAgent(options: https.RequestOptions, maxSockets: number): http.Agent {
    if (this.kubeConfig.getCurrentCluster()?.proxyUrl && options.agent instanceof http.Agent) return options.agent;
    const common = { keepAlive: true, maxSockets };
    if (!this.kubeConfig.getCurrentCluster()?.server.startsWith('https:')) return new http.Agent(common);
    const { ca, cert, key, pfx, passphrase, rejectUnauthorized, servername } = options;
    const secureContext = tls.createSecureContext({ ca, cert, key, pfx, passphrase });
    return new https.Agent({
      ...common,
      secureContext,
      servername,
      ...(rejectUnauthorized === undefined ? {} : { rejectUnauthorized }),
    });
  }

  /** HTTP/2 sessions with the same TLS settings, when HTTP/2 may be spoken: HTTPS, no proxy, not turned off. */
  private createSessions(options: https.RequestOptions): Http2Sessions | undefined {
    const cluster = this.kubeConfig.getCurrentCluster();
    if (!this.http2 || !cluster?.server.startsWith('https:') || cluster.proxyUrl) return undefined;
    const { ca, cert, key, pfx, passphrase, rejectUnauthorized, servername } = options;
    const url = new URL(cluster.server);
    return new Http2Sessions(url, {
      secureContext: tls.createSecureContext({ ca, cert, key, pfx, passphrase }),
      ...(servername ? { servername } : isIP(url.hostname) ? {} : { servername: url.hostname }),
      ...(rejectUnauthorized === undefined ? {} : { rejectUnauthorized }),
    });
  }
}
