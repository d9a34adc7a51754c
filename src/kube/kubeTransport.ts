import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import type { KubeConfig } from '@kubernetes/client-node';
import { UserError } from '../errors.ts';
import { loadDeferredModules, needsDeferredModules } from './deferredModules.ts';

export interface RawRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface RawResponse {
  status: number;
  text: string;
  retryAfter: string | undefined;
}

/** A streamed answer: a 2xx status with its body as it arrives, or any other status with its whole text. */
export type StreamResponse = { status: number; body: AsyncIterable<Buffer>; text?: undefined } | { status: number; body?: undefined; text: string };

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
}

/** How long credentials read from the kubeconfig are reused; a 401 rereads them at once. */
const CREDENTIALS_TTL_MS = 60_000;
/** A request with no answer by then is abandoned and retried as a network failure. */
const REQUEST_TIMEOUT_MS = 60_000;
/** A stream silent for this long is taken for a dead connection (a watch gets a bookmark about every minute). */
const STREAM_IDLE_MS = 90_000;

/**
 * HTTP to one API server with node's http/https and keep-alive connections. client-node reads
 * the kubeconfig (tokens, client certificates, exec and OIDC plugins, proxies); its own fetch-based
 * path built a connection pool per request and allocated twice the memory for the same requests.
 */
export class KubeTransport implements Transport {
  private readonly kubeConfig: KubeConfig;
  private readonly maxSockets: number;
  private agent: http.Agent | undefined;
  /** Watches hold their connection for minutes: a pool of their own, so they never take the sockets requests wait for. */
  private streamAgent: http.Agent | undefined;
  private credentials: { value: Promise<Credentials>; expires: number } | undefined;

  constructor(kubeConfig: KubeConfig, maxSockets: number) {
    this.kubeConfig = kubeConfig;
    this.maxSockets = maxSockets;
  }

  /** Drops the cached credentials (after a 401: an exec or OIDC token may have expired). */
  forgetCredentials(): void {
    this.credentials = undefined;
  }

  async send(req: RawRequest, signal?: AbortSignal): Promise<RawResponse> {
    const credentials = await this.read();
    const client = req.url.protocol === 'https:' ? https : http;
    return new Promise<RawResponse>((resolve, reject) => {
      const headers = { ...credentials.headers, ...req.headers, ...(req.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(req.body)) }) };
      const request = client.request(req.url, { method: req.method, agent: credentials.agent, headers, ...(signal ? { signal } : {}), ...(credentials.basicAuth ? { auth: credentials.basicAuth } : {}) }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter });
        });
      });
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(Object.assign(new Error(`no answer from the API server in ${REQUEST_TIMEOUT_MS / 1000}s`), { code: 'ETIMEDOUT' })));
      request.on('error', reject);
      request.end(req.body);
    });
  }

  async stream(req: RawRequest, signal: AbortSignal): Promise<StreamResponse> {
    const credentials = await this.read();
    this.streamAgent ??= this.createAgent(await this.tlsOptions(), Infinity);
    const client = req.url.protocol === 'https:' ? https : http;
    return new Promise<StreamResponse>((resolve, reject) => {
      const headers = { ...credentials.headers, ...req.headers };
      const request = client.request(req.url, { method: req.method, agent: this.streamAgent, headers, signal, ...(credentials.basicAuth ? { auth: credentials.basicAuth } : {}) }, (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) return resolve({ status, body: response });
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status, text: Buffer.concat(chunks).toString('utf8') }));
      });
      request.setTimeout(STREAM_IDLE_MS, () => request.destroy(Object.assign(new Error(`the watch was silent for ${STREAM_IDLE_MS / 1000}s`), { code: 'ETIMEDOUT' })));
      request.on('error', reject);
      request.end();
    });
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
      const headers: Record<string, string> = {};
      for (const [key, header] of Object.entries(options.headers ?? {})) if (header !== undefined) headers[key] = String(header);
      return { headers, basicAuth: options.auth ?? undefined, agent: this.agent };
    })();
    this.credentials = { value, expires: Date.now() + CREDENTIALS_TTL_MS };
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
    return new UserError(`the kubeconfig's exec credential plugin (${command}) failed; what it printed is not shown, as it may hold credentials`, {
      hint: `run the plugin where it fails (the same command, arguments and environment) to see its error; check that what it needs (a cloud login step, a role) is in place before this step`,
      cause: error,
    });
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
    return new https.Agent({ ...common, secureContext, servername, ...(rejectUnauthorized === undefined ? {} : { rejectUnauthorized }) });
  }
}
