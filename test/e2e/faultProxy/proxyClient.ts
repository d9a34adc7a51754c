import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { Agent, request, type RequestOptions } from 'node:https';
import { KubeConfig } from '@kubernetes/client-node';

export interface TimedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** From sending the request to the end of the answer. */
  ms: number;
}

export interface ProxyClient {
  /** Resolves with the whole answer; rejects with the network error (`code` ECONNRESET, ECONNREFUSED...) when there is none. */
  send(method: string, path: string, options?: { body?: object; timeoutMs?: number }): Promise<TimedResponse>;
  /** Opens a watch and calls `onLine` for each event line; resolves with a function that closes it. */
  watch(path: string, onLine: (line: string) => void): Promise<() => void>;
  close(): void;
}

/**
 * HTTPS to the server of a kubeconfig: over keep-alive connections as the engine's transport does,
 * or a new connection per request (`keepAlive: false`), to see what the fault proxy does to each.
 */
export async function connectThrough(kubeconfigPath: string, keepAlive: boolean): Promise<ProxyClient> {
  const config = new KubeConfig();
  config.loadFromFile(kubeconfigPath);
  const base = config.getCurrentCluster()?.server ?? '';
  const options: RequestOptions = {};
  await config.applyToHTTPSOptions(options);
  const agent = new Agent({ keepAlive, ca: options.ca, maxSockets: 16 });
  const credentials = options.headers as OutgoingHttpHeaders;

  const open = (method: string, path: string, payload: string | undefined, timeoutMs: number | undefined) => {
    const headers = {
      ...credentials,
      accept: 'application/json',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const req = request(`${base}${path}`, {
      method,
      agent,
      headers,
      ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
    });
    req.on('timeout', () =>
      req.destroy(Object.assign(new Error(`no answer in ${timeoutMs} ms`), { code: 'ETIMEDOUT' })),
    );
    req.end(payload);
    return req;
  };

  return {
    send: (method, path, { body, timeoutMs } = {}) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        const req = open(method, path, body === undefined ? undefined : JSON.stringify(body), timeoutMs);
        req.on('error', reject);
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started }),
          );
        });
      }),
    watch: (path, onLine) =>
      new Promise((resolve, reject) => {
        const req = open('GET', path, undefined, undefined);
        req.on('error', reject);
        req.on('response', (res) => {
          if (res.statusCode !== 200) return reject(new Error(`watch ${path} answered ${res.statusCode}`));
          let pending = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const lines = (pending + chunk).split('\n');
            pending = lines.pop() ?? '';
            lines.forEach(onLine);
          });
          res.on('error', () => {});
          resolve(() => req.destroy());
        });
      }),
    close: () => agent.destroy(),
  };
}
