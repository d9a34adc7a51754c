import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { request, type Agent } from 'node:https';
import { cut, gone, type ProxyRequest, type ProxyResponse } from './proxyHttp.ts';
import { waitAtLeast } from './proxyLatency.ts';

/** Where the fault proxy forwards to. */
export interface Upstream {
  host: string;
  port: number;
  /** Keep-alive connections with the server's certificate authority (and a client certificate if the kubeconfig has one). */
  agent: Agent;
  /** Sent for a request that brings no Authorization of its own. */
  authorization: string | undefined;
}

// Headers about one connection, not the request: the proxy's connection to the server is another one.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The headers that go on to the other side; HTTP/2's pseudo-headers (`:path`...) are the stream's own too. */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name) && !name.startsWith(':')));
}

/**
 * Answers with a Kubernetes Status, as kube-apiserver does when it sheds load (429 from API Priority and
 * Fairness) or is not ready (503).
 */
export function answerStatus(res: ProxyResponse, code: 429 | 503, retryAfterSeconds: number | undefined): void {
  const reason = code === 429 ? 'TooManyRequests' : 'ServiceUnavailable';
  const message =
    code === 429
      ? 'Too many requests, please try again later.'
      : 'The server is currently unable to handle the request.';
  const details = retryAfterSeconds === undefined ? undefined : { retryAfterSeconds };
  const retryAfter: Record<string, string> =
    retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
  writeStatus(res, code, { reason, message, ...(details ? { details } : {}) }, retryAfter);
}

/** 404 as kube-apiserver words it: for an object (`leases "x" not found`), or for the namespace a request is in. */
export function answerNotFound(
  res: ProxyResponse,
  request: { resource: string; name: string | undefined },
  namespace: string | undefined,
): void {
  const details =
    namespace === undefined
      ? { name: request.name ?? '', kind: request.resource }
      : { name: namespace, kind: 'namespaces' };
  writeStatus(res, 404, { reason: 'NotFound', message: `${details.kind} "${details.name}" not found`, details });
}

/** A Kubernetes Status answer with its code and, when given, more headers. */
export function writeStatus(
  res: ProxyResponse,
  code: number,
  status: { reason: string; message: string; details?: object },
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', ...status, code });
  res.writeHead(code, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

export interface RelayOptions {
  /** How long each part of the answer (headers, each body chunk) is held after it reached the proxy. */
  delayMs: number;
  /** `response`: cut before any byte of the answer; `body`: cut after the headers and half the first chunk. */
  cutAt: 'response' | 'body' | undefined;
  /** Told the status once it is sent to the client. */
  onStatus(status: number): void;
  /** With `cutAt: 'response'`: called once the server has answered, and the connection cut only after it. */
  beforeCut?: () => void | Promise<void>;
}

/**
 * Forwards the request and streams the answer back, watches included, for as long as both sides stay
 * connected; a failure to reach the server cuts the client's connection, as the server's absence would.
 */
export function forward(req: ProxyRequest, res: ProxyResponse, upstream: Upstream, options: RelayOptions): void {
  const outbound = request({
    host: upstream.host,
    port: upstream.port,
    agent: upstream.agent,
    method: req.method,
    path: req.url,
    headers: {
      ...(upstream.authorization === undefined ? {} : { authorization: upstream.authorization }),
      ...endToEnd(req.headers),
      host: `${upstream.host}:${upstream.port}`,
    },
  });
  outbound.on('error', () => cut(req));
  // A client that goes away (a watch it stopped, a timeout) ends the server's side too.
  res.on('close', () => {
    if (!res.writableFinished) outbound.destroy();
  });
  outbound.on('response', (answer) => {
    if (options.cutAt === 'response') {
      answer.destroy();
      void Promise.resolve(options.beforeCut?.()).finally(() => cut(req));
      return;
    }
    relay(answer, req, res, options);
  });
  req.pipe(outbound);
}

function relay(answer: IncomingMessage, req: ProxyRequest, res: ProxyResponse, options: RelayOptions): void {
  const status = answer.statusCode ?? 502;
  // Each part is due `delayMs` after it arrived; chaining keeps them in order whatever their delays.
  let sent = waitAtLeast(options.delayMs).then(() => {
    if (gone(res)) return;
    res.writeHead(status, endToEnd(answer.headers));
    res.flushHeaders();
    options.onStatus(status);
  });
  const later = (arrivedAt: number, step: () => void): void => {
    sent = sent.then(async () => {
      await waitAtLeast(arrivedAt + options.delayMs - performance.now());
      if (!gone(res)) step();
    });
  };
  let cutting = options.cutAt === 'body';
  answer.on('data', (chunk: Buffer) => {
    if (!cutting) return void later(performance.now(), () => res.write(chunk));
    cutting = false;
    answer.destroy();
    later(performance.now(), () => res.write(chunk.subarray(0, Math.ceil(chunk.length / 2)), () => cut(req)));
  });
  answer.on('end', () => later(performance.now(), () => (options.cutAt === 'body' ? cut(req) : res.end())));
  answer.on('error', () => later(performance.now(), () => cut(req)));
}
