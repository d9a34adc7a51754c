import { mkdtemp, rm } from 'node:fs/promises';
import type { OutgoingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import { Agent, createServer as createHttpsServer, type RequestOptions } from 'node:https';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { KubeConfig } from '@kubernetes/client-node';
import { FaultSchedule, type Fault, type FaultRule } from './faultRules.ts';
import { answerHugeBody, answerHugeMessage, answerTrickle } from './hostileAnswers.ts';
import { writeKubeconfig } from '../kubeconfig.ts';
import { createLoopbackCertificate } from './proxyCertificate.ts';
import { answerNotFound, answerStatus, forward, type Upstream } from './proxyForwarding.ts';
import { connectionOf, cut, gone, goAway, type ProxyRequest, type ProxyResponse } from './proxyHttp.ts';
import { delaysOf, waitAtLeast, type Delays, type Latency } from './proxyLatency.ts';
import { readRequestInfo, type RequestInfo } from './requestInfo.ts';

export type { Fault, FaultRule } from './faultRules.ts';
export { roundTrip, type Latency } from './proxyLatency.ts';
export type { RequestInfo, Verb } from './requestInfo.ts';

export interface FaultProxyOptions {
  /**
   * The kubeconfig of the API server to stand in front of. Its token, if any, goes into the proxy's
   * kubeconfig; a request that brings no Authorization gets the kubeconfig's credentials (token or client certificate).
   */
  kubeconfigPath: string;
  /** Stops and starts that API server (ControlPlane.restartApiServer); needed by `restart` faults. */
  restartApiServer?: (options: { downMs?: number }) => Promise<void>;
  latency?: Latency;
  faults?: readonly FaultRule[];
  /** The source of shares and jitter; Math.random by default. */
  random?: () => number;
  /** Told of each request as it arrives, before anything is done with it: what a client had done by then is done. */
  onRequest?: (request: RequestInfo) => void;
  /**
   * What the proxy offers clients by ALPN: `h2` (the default) speaks HTTP/2 to those that offer it and
   * HTTP/1.1 to the others, as kube-apiserver does; `http/1.1` offers nothing, as a server without HTTP/2.
   */
  protocol?: 'h2' | 'http/1.1';
  /** The HTTP/2 streams one client connection may have open at once (SETTINGS_MAX_CONCURRENT_STREAMS); Node's default when absent. */
  maxConcurrentStreams?: number;
}

/** One request as the proxy saw it. */
export interface ProxiedRequest {
  /** When it arrived, in milliseconds since the proxy started. */
  at: number;
  request: RequestInfo;
  /** The request's Content-Type, if it has a body (a server-side apply's is application/apply-patch+yaml). */
  contentType: string | undefined;
  /** The client's User-Agent header, as the API server's audit log would record it. */
  userAgent: string | undefined;
  fault: Fault['kind'] | undefined;
  /** The status sent to the client; undefined while none was, or when none will be (cut, held, client gone). */
  status: number | undefined;
  /** When that status was sent, in milliseconds since the proxy started. */
  answeredAt: number | undefined;
  /** For a `hugeBody` fault, the bytes of body written to the client so far. */
  bytesSent: number;
  /** The protocol the client spoke. */
  protocol: 'h2' | 'http/1.1';
  /** The client's connection it came on, numbered from 1 in order of its first request. */
  connection: number;
}

/** An HTTPS proxy on loopback between clients and an API server, injecting latency and faults. */
export interface FaultProxy {
  /** https://127.0.0.1:PORT */
  readonly url: string;
  /** A kubeconfig for clients: the proxy as server, the proxy's certificate authority, the original token if there was one. */
  readonly kubeconfigPath: string;
  /** Every request so far, in order of arrival. */
  readonly requests: readonly ProxiedRequest[];
  /** How many TCP connections clients opened so far. */
  readonly connections: number;
  /** The most requests in flight at once on one client connection (HTTP/2 streams of one session) so far. */
  readonly mostInFlightPerConnection: number;
  setLatency(latency: Latency): void;
  /** Replaces the rules; their counts (`after`, `times`) start again from zero. */
  setFaults(rules: readonly FaultRule[]): void;
  /** Restarts the API server now (a phase boundary), as a `restart` fault does; resolves once clients can connect again. */
  restartApiServer(options?: { downMs?: number }): Promise<void>;
  /** Resolves when no restart is under way (one started by a fault included); rejects if that restart failed. */
  untilRestarted(): Promise<void>;
  close(): Promise<void>;
}

/** How the proxy reaches the API server: its address, and TLS options and credentials as client-node reads them. */
async function readUpstream(kubeconfigPath: string): Promise<Upstream & { token: string | undefined }> {
  const config = new KubeConfig();
  config.loadFromFile(kubeconfigPath);
  const cluster = config.getCurrentCluster();
  if (!cluster)
    throw new Error(`the fault proxy needs a kubeconfig whose current context names a cluster: ${kubeconfigPath}`);
  const url = new URL(cluster.server);
  const options: RequestOptions = {};
  await config.applyToHTTPSOptions(options);
  const { ca, cert, key, rejectUnauthorized } = options;
  const headers = options.headers;
  const authorization =
    headers === undefined || Array.isArray(headers) ? undefined : (headers as OutgoingHttpHeaders)['Authorization'];
  return {
    host: url.hostname,
    port: Number(url.port || 443),
    agent: new Agent({
      keepAlive: true,
      ca,
      cert,
      key,
      ...(rejectUnauthorized === undefined ? {} : { rejectUnauthorized }),
    }),
    authorization: typeof authorization === 'string' ? authorization : undefined,
    token: config.getCurrentUser()?.token,
  };
}

function listen(server: ReturnType<typeof createTcpServer>, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error('the fault proxy listens without a port'));
    });
  });
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const { token, ...upstream } = await readUpstream(options.kubeconfigPath);
  const dir = await mkdtemp(join(tmpdir(), 'applyset-fault-proxy-'));
  const identity = await createLoopbackCertificate(dir);
  const random = options.random ?? Math.random;
  const startedAt = performance.now();

  let delays: Delays = delaysOf(options.latency ?? {}, random);
  let schedule: FaultSchedule;
  const setFaults = (rules: readonly FaultRule[]): void => {
    if (!options.restartApiServer && rules.some((rule) => rule.fault.kind === 'restart')) {
      throw new Error('a restart fault needs the fault proxy to be started with restartApiServer');
    }
    schedule = new FaultSchedule(rules, random);
  };
  setFaults(options.faults ?? []);

  const requests: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const connectionIds = new WeakMap<object, number>();
  let connectionsSeen = 0;
  const inFlight = new Map<number, number>();
  let mostInFlightPerConnection = 0;
  let restarting: Promise<void> | undefined;
  let lastRestart: Promise<void> = Promise.resolve();

  const handle = async (req: ProxyRequest, res: ProxyResponse): Promise<void> => {
    const connection = connectionOf(req);
    const id = connectionIds.get(connection) ?? ++connectionsSeen;
    connectionIds.set(connection, id);
    inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
    mostInFlightPerConnection = Math.max(mostInFlightPerConnection, inFlight.get(id) ?? 0);
    res.once('close', () => inFlight.set(id, (inFlight.get(id) ?? 1) - 1));
    const record: ProxiedRequest = {
      at: performance.now() - startedAt,
      request: readRequestInfo(req.method ?? 'GET', req.url ?? '/'),
      contentType: req.headers['content-type'],
      userAgent: req.headers['user-agent'],
      fault: undefined,
      status: undefined,
      answeredAt: undefined,
      bytesSent: 0,
      protocol: req.httpVersion === '2.0' ? 'h2' : 'http/1.1',
      connection: id,
    };
    const answered = (status: number): void => {
      record.status = status;
      record.answeredAt = performance.now() - startedAt;
    };
    requests.push(record);
    options.onRequest?.(record.request);
    const fault = schedule.decide(record.request);
    record.fault = fault?.kind;
    const responseMs = delays.responseMs();
    await waitAtLeast(delays.requestMs());
    switch (fault?.kind) {
      case 'throttle':
      case 'unavailable': {
        await waitAtLeast(responseMs);
        if (gone(res)) return;
        const status = fault.kind === 'throttle' ? 429 : 503;
        answered(status);
        return answerStatus(
          res,
          status,
          fault.kind === 'throttle' ? (fault.retryAfterSeconds ?? 1) : fault.retryAfterSeconds,
        );
      }
      case 'notFound':
        await waitAtLeast(responseMs);
        if (gone(res)) return;
        answered(404);
        return answerNotFound(
          res,
          { resource: record.request.resource ?? '', name: record.request.name },
          fault.namespace,
        );
      case 'hugeBody':
      case 'trickle':
      case 'hugeMessage':
        await waitAtLeast(responseMs);
        if (gone(res)) return;
        answered(fault.kind === 'hugeMessage' ? fault.status : 200);
        if (fault.kind === 'hugeBody') return answerHugeBody(res, fault.bytes, (bytes) => (record.bytesSent += bytes));
        return fault.kind === 'trickle'
          ? answerTrickle(res, fault.everyMs)
          : answerHugeMessage(res, fault.status, fault.length);
      case 'reset':
        if (fault.at === 'request') return cut(req, true);
        break;
      case 'goaway':
        return goAway(req);
      case 'stall':
        // Held until the proxy closes or the client gives up.
        if (fault.ms === undefined) return;
        await sleep(fault.ms);
        break;
      case 'restart':
        // Cuts this request with every other connection; untilRestarted() reports how the restart went.
        void restartApiServer({ downMs: fault.downMs }).catch(() => {});
        return;
      case 'crash':
        if (!fault.forwarded) return void (await fault.crash());
        break;
    }
    if (gone(res)) return;
    if (fault?.kind === 'crash')
      return forward(req, res, upstream, { delayMs: 0, cutAt: 'response', onStatus: answered, beforeCut: fault.crash });
    const cutAt = fault?.kind === 'reset' && fault.at !== 'request' ? fault.at : undefined;
    forward(req, res, upstream, { delayMs: responseMs, cutAt, onStatus: answered });
  };

  // Both kinds of answer have what ProxyResponse names; http2's types leave out its flushHeaders.
  const onRequest = (req: ProxyRequest, res: object): void => void handle(req, res as ProxyResponse);
  const https =
    options.protocol === 'http/1.1'
      ? createHttpsServer({ ...identity, requestTimeout: 0, keepAliveTimeout: 0 }, onRequest)
      : createSecureServer(
          {
            ...identity,
            allowHTTP1: true,
            ...(options.maxConcurrentStreams
              ? { settings: { maxConcurrentStreams: options.maxConcurrentStreams } }
              : {}),
          },
          onRequest,
        );
  const listener = createTcpServer({ pauseOnConnect: true, noDelay: true }, (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A client that gives up during the connection's delay resets a socket nobody reads yet.
    socket.on('error', () => {});
    // The TLS handshake starts once the connection's delay is over: a new connection costs its round trips.
    void waitAtLeast(delays.connectionMs()).then(() => {
      if (!socket.destroyed) https.emit('connection', socket);
    });
  });
  const port = await listen(listener, 0);

  const cutEverything = (): void => {
    for (const socket of sockets) socket.destroy();
    upstream.agent.destroy();
  };
  const restartApiServer = (restart: { downMs?: number } = {}): Promise<void> => {
    const restartHook = options.restartApiServer;
    if (!restartHook) return Promise.reject(new Error('the fault proxy was started without restartApiServer'));
    if (restarting) return restarting;
    restarting = (async () => {
      // Refused while the server is down, as a restarting server's port would be.
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      cutEverything();
      await closed;
      try {
        await restartHook(restart);
      } finally {
        await listen(listener, port);
        restarting = undefined;
      }
    })();
    lastRestart = restarting;
    // Its failure is for whoever awaits it or untilRestarted(), not an unhandled rejection.
    lastRestart.catch(() => {});
    return restarting;
  };

  const kubeconfigPath = join(dir, 'kubeconfig');
  const url = `https://127.0.0.1:${port}`;
  await writeKubeconfig(kubeconfigPath, { server: url, certificateAuthority: identity.cert, token });

  return {
    url,
    kubeconfigPath,
    requests,
    get connections() {
      return connections;
    },
    get mostInFlightPerConnection() {
      return mostInFlightPerConnection;
    },
    setLatency: (latency) => (delays = delaysOf(latency, random)),
    setFaults,
    restartApiServer,
    untilRestarted: () => lastRestart,
    close: async () => {
      await lastRestart.catch(() => {});
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      cutEverything();
      https.close(() => {});
      await closed;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
