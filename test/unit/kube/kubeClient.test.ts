import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { KubeConfig } from '@kubernetes/client-node';
import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../../../src/common/errors.ts';
import { ApiError, ApiUnavailableError, CancelledError } from '../../../src/kube/apiError.ts';
import { ABANDON_AFTER_MS, KubeClient } from '../../../src/kube/kubeClient.ts';
import { type LoopbackApiServer, startLoopbackApiServer } from './loopbackApiServer.ts';

// These tests are about the HTTP transport (retries, concurrency), so a loopback HTTP server that
// answers with chosen status codes stands in for the network; Kubernetes behaviour is tested in e2e.
let loopback: LoopbackApiServer | undefined;
let server: Server | undefined;
afterEach(() => loopback?.close());

/** The client's clock: it advances only when the client sleeps before a retry, so outages take no real time. */
let clock = 0;
/** Every pause the client took before a retry, in ms. */
let pauses: number[] = [];
const RETRY = { timeoutMs: 120_000, attempts: 4, baseDelayMs: 250, maxDelayMs: 8_000 };

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<KubeClient> {
  clock = 0;
  pauses = [];
  loopback = await startLoopbackApiServer(handler, {
    retry: RETRY,
    now: () => clock,
    sleep: async (ms) => {
      pauses.push(ms);
      clock += ms;
    },
  });
  server = loopback.server;
  return loopback.client;
}

describe('KubeClient', () => {
  it('retries 429 and 503 and returns the eventual answer', async () => {
    const answers = [429, 503, 200];
    const client = await serve((_req, res) => {
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end(status === 200 ? '{"kind":"ConfigMap"}' : '{"kind":"Status","message":"slow down"}');
    });
    const response = await client.request<{ kind: string }>({
      method: 'GET',
      path: '/api/v1/namespaces/a/configmaps/b',
    });
    expect(response.body.kind).toBe('ConfigMap');
    expect(client.stats.retries).toBe(2);
    expect(client.stats.byMethod.get('GET')).toBe(3);
  });

  it('retries a connection the server reset', async () => {
    let first = true;
    const client = await serve((req, res) => {
      if (first) {
        first = false;
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"kind":"ConfigMap"}');
    });
    const response = await client.request<{ kind: string }>({
      method: 'GET',
      path: '/api/v1/namespaces/a/configmaps/b',
    });
    expect(response.body.kind).toBe('ConfigMap');
    expect(client.stats.retries).toBe(1);
  });

  it('retries through an outage for the retry timeout, saying so every 10 s, then gives up with one error naming the problem', async () => {
    const client = await serve((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"kind":"Status","message":"etcd is down","reason":"ServiceUnavailable","code":503}');
    });
    const lines: string[] = [];
    client.onProgress((line) => lines.push(line));
    const error = await client.request({ method: 'GET', path: '/api' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiUnavailableError);
    expect((error as Error).message).toMatch(/^API server unavailable \(HTTP 503\) for 12\d s$/);
    expect(((error as Error).cause as ApiError).message).toBe('etcd is down');
    // Backoff grows to 8 s: about 20 attempts in 2 minutes, not hundreds.
    expect(client.stats.byMethod.get('GET')).toBeGreaterThan(14);
    expect(client.stats.byMethod.get('GET')).toBeLessThan(30);
    // One line per 10 s or so of outage, however many requests wait.
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(lines.length).toBeLessThanOrEqual(12);
    expect(lines[0]).toMatch(
      /^API server unavailable \(HTTP 503\) for \d+ s; 1 request waiting, retrying for up to 120 s \(retry-timeout\)$/,
    );
  });

  it('survives a 15 s outage (connections refused) of a server that answered, and says when it answers again', async () => {
    let down = true;
    const client = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"kind":"ConfigMap"}');
    });
    // The retry timeout is for a server that answered in this run and went away.
    await client.request({ method: 'GET', path: '/x' });
    const { port } = server!.address() as AddressInfo;
    server!.close();
    server!.closeAllConnections();
    const lines: string[] = [];
    client.onProgress((line) => lines.push(line));
    const reopen = setInterval(() => {
      if (down && clock >= 15_000) {
        down = false;
        server!.listen(port, '127.0.0.1');
      }
    }, 1);
    try {
      const response = await client.request<{ kind: string }>({ method: 'GET', path: '/x' });
      expect(response.body.kind).toBe('ConfigMap');
    } finally {
      clearInterval(reopen);
    }
    expect(lines[0]).toMatch(/^API server unreachable \(ECONNREFUSED\) for \d+ s; 1 request waiting/);
    expect(lines.at(-1)).toMatch(/^API server answering again after \d+ s$/);
    expect(clock).toBeLessThan(RETRY.timeoutMs);
  });

  it('waits as long as Retry-After says (capped at 8 s), else backs off exponentially', async () => {
    const answers: [number, string | undefined][] = [
      [429, '2'],
      [429, '30'],
      [503, undefined],
      [200, undefined],
    ];
    const client = await serve((_req, res) => {
      const [status, retryAfter] = answers.shift() ?? [200, undefined];
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(retryAfter ? { 'retry-after': retryAfter } : {}),
      });
      res.end('{}');
    });
    await client.request({ method: 'GET', path: '/x' });
    expect(pauses.slice(0, 2)).toEqual([2000, 8000]);
    // Third attempt's backoff: between half and all of 250 ms * 2^2.
    expect(pauses[2]).toBeGreaterThanOrEqual(500);
    expect(pauses[2]).toBeLessThanOrEqual(1000);
  });

  it('backs off even when the server says Retry-After: 0, so a throttling server gets tens of requests in the retry timeout, not thousands', async () => {
    const client = await serve((_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end('{"kind":"Status","message":"slow down","code":429}');
    });
    const error = await client.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiUnavailableError);
    expect(pauses.every((ms) => ms >= 125)).toBe(true);
    expect(pauses.slice(0, 4)).toEqual([125, 250, 500, 1000]);
    // The pauses grow to 4 s (the floor under the 8 s cap): some 35 attempts in 2 minutes.
    expect(client.stats.byMethod.get('GET')).toBeLessThanOrEqual(40);
  });

  it('retries an internal error (500) only a few times: usually a webhook at fault, not an outage', async () => {
    const client = await serve((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"kind":"Status","message":"failed calling webhook","code":500}');
    });
    const error = await client.request({ method: 'PATCH', path: '/x', body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('failed calling webhook');
    expect(client.stats.total).toBe(RETRY.attempts);
  });

  it('once cancelled, sends nothing more and abandons a request in flight after a short grace', async () => {
    let received = 0;
    const client = await serve(() => {
      received++;
    });
    const controller = new AbortController();
    const cancellable = client.withSignal(controller.signal);
    const inFlight = cancellable.request({ method: 'PATCH', path: '/x', body: {} }).catch((e: unknown) => e);
    while (received === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const cancelledAt = Date.now();
    controller.abort();
    const queued = await cancellable.request({ method: 'GET', path: '/y' }).catch((e: unknown) => e);
    expect(queued).toBeInstanceOf(CancelledError);
    expect(await inFlight).toBeInstanceOf(CancelledError);
    expect(Date.now() - cancelledAt).toBeGreaterThanOrEqual(ABANDON_AFTER_MS - 50);
    // Not held until an answer that never comes: abandoned after the grace, give or take a busy machine.
    expect(Date.now() - cancelledAt).toBeLessThan(ABANDON_AFTER_MS + 5_000);
    expect(received).toBe(1);
    // The client itself is not cancelled: another run sharing it goes on.
    expect(client.stats.total).toBe(1);
  }, 15_000);

  it('does not retry a request the server refused for a reason that will repeat', async () => {
    const client = await serve((_req, res) => {
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end('{"kind":"Status","message":"spec.replicas: Invalid value","reason":"Invalid","code":422}');
    });
    const error = await client.request({ method: 'PATCH', path: '/x', body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(422);
    expect(client.stats.total).toBe(1);
  });

  it('keeps no more requests in flight than its concurrency', async () => {
    let inFlight = 0;
    let peak = 0;
    const client = await serve((_req, res) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      setTimeout(() => {
        inFlight--;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      }, 20);
    });
    await Promise.all(Array.from({ length: 10 }, () => client.request({ method: 'GET', path: '/api' })));
    expect(peak).toBe(2);
  });

  it('reads the credentials again after a 401 and retries once', async () => {
    const answers = [401, 200];
    const client = await serve((_req, res) => {
      const status = answers.shift() ?? 401;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? '{"kind":"ConfigMap"}' : '{"kind":"Status","message":"Unauthorized","code":401}');
    });
    expect((await client.request<{ kind: string }>({ method: 'GET', path: '/x' })).body.kind).toBe('ConfigMap');
    const error = await client.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(client.stats.byMethod.get('GET')).toBe(4);
  });

  it('reuses connections instead of opening one per request', async () => {
    let connections = 0;
    const client = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    server!.on('connection', () => connections++);
    for (let i = 0; i < 20; i++) await client.request({ method: 'GET', path: '/api' });
    expect(connections).toBeLessThanOrEqual(2);
  });

  it('sends the kubeconfig token and the exact JSON body', async () => {
    let seen: { auth?: string; type?: string; body: string } = { body: '' };
    const client = await serve((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen = { auth: req.headers.authorization, type: req.headers['content-type'], body };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    const object = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, data: { unusualField_name: '1' } };
    await client.request({ method: 'PATCH', path: '/x', body: object, contentType: 'application/apply-patch+yaml' });
    expect(seen).toEqual({
      auth: 'Bearer secret-token',
      type: 'application/apply-patch+yaml',
      body: JSON.stringify(object),
    });
  });
});

describe('KubeClient with an exec credential plugin', () => {
  it('fails with a message naming the plugin, never with what the plugin printed', async () => {
    const kc = new KubeConfig();
    kc.loadFromOptions({
      clusters: [{ name: 'c', server: 'http://127.0.0.1:1', skipTLSVerify: true }],
      users: [
        {
          name: 'u',
          exec: {
            apiVersion: 'client.authentication.k8s.io/v1',
            command: 'sh',
            args: ['-c', 'echo "token=s3cr3t-from-stderr" >&2; exit 1'],
          },
        },
      ],
      contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
      currentContext: 'x',
    });
    const client = new KubeClient(kc, {
      concurrency: 1,
      retry: { timeoutMs: 1, attempts: 1, baseDelayMs: 1, maxDelayMs: 1 },
      sleep: async () => {},
    });
    const error: unknown = await client.request({ method: 'GET', path: '/api' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).describe()).toMatch(
      /^the exec credential plugin \(sh\) of http:\/\/127\.0\.0\.1:1 \(context "x", user "u"\) failed/,
    );
    expect((error as UserError).describe()).not.toContain('s3cr3t');
  });
});
