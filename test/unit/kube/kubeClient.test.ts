import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KubeConfig } from '@kubernetes/client-node';
import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../../../src/errors.ts';
import { ApiError } from '../../../src/kube/apiError.ts';
import { KubeClient } from '../../../src/kube/kubeClient.ts';

// These tests are about the HTTP transport (retries, concurrency), so a loopback HTTP server that
// answers with chosen status codes stands in for the network; Kubernetes behaviour is tested in e2e.
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<KubeClient> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const kc = new KubeConfig();
  kc.loadFromOptions({
    clusters: [{ name: 'c', server: `http://127.0.0.1:${port}`, skipTLSVerify: true }],
    users: [{ name: 'u', token: 'secret-token' }],
    contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
    currentContext: 'x',
  });
  return new KubeClient(kc, { concurrency: 2, retry: { attempts: 4, baseDelayMs: 1, maxDelayMs: 5 }, sleep: async () => {} });
}

describe('KubeClient', () => {
  it('retries 429 and 503 and returns the eventual answer', async () => {
    const answers = [429, 503, 200];
    const client = await serve((_req, res) => {
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end(status === 200 ? '{"kind":"ConfigMap"}' : '{"kind":"Status","message":"slow down"}');
    });
    const response = await client.request<{ kind: string }>({ method: 'GET', path: '/api/v1/namespaces/a/configmaps/b' });
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
    const response = await client.request<{ kind: string }>({ method: 'GET', path: '/api/v1/namespaces/a/configmaps/b' });
    expect(response.body.kind).toBe('ConfigMap');
    expect(client.stats.retries).toBe(1);
  });

  it('gives up after the last attempt with the server message', async () => {
    const client = await serve((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"kind":"Status","message":"etcd is down","reason":"ServiceUnavailable","code":503}');
    });
    const error = await client.request({ method: 'GET', path: '/api' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('etcd is down');
    expect(client.stats.byMethod.get('GET')).toBe(4);
  });

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
    expect(seen).toEqual({ auth: 'Bearer secret-token', type: 'application/apply-patch+yaml', body: JSON.stringify(object) });
  });
});

describe('KubeClient with an exec credential plugin', () => {
  it('fails with a message naming the plugin, never with what the plugin printed', async () => {
    const kc = new KubeConfig();
    kc.loadFromOptions({
      clusters: [{ name: 'c', server: 'http://127.0.0.1:1', skipTLSVerify: true }],
      users: [{ name: 'u', exec: { apiVersion: 'client.authentication.k8s.io/v1', command: 'sh', args: ['-c', 'echo "token=s3cr3t-from-stderr" >&2; exit 1'] } }],
      contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
      currentContext: 'x',
    });
    const client = new KubeClient(kc, { concurrency: 1, retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 }, sleep: async () => {} });
    const error: unknown = await client.request({ method: 'GET', path: '/api' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).describe()).toMatch(/^the kubeconfig's exec credential plugin \(sh\) failed/);
    expect((error as UserError).describe()).not.toContain('s3cr3t');
  });
});
