// A broken or hostile API server (or an aggregated API behind it), scripted on loopback: each way it
// could exhaust memory or hang the run ends with an error that names the request and the limit,
// within a bound of time and memory, and is not retried.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/kube/apiError.ts';
import type { ResourceInfo } from '../../../src/kube/discovery.ts';
import type { KubeClientOptions } from '../../../src/kube/kubeClient.ts';
import { listCollection } from '../../../src/kube/objectRequests.ts';
import { ResponseLimitError, SERVER_MESSAGE_LIMIT } from '../../../src/kube/responseLimits.ts';
import { watchObjects } from '../../../src/kube/watchObjects.ts';
import { measurePeakRss } from '../../peakRss.ts';
import { type LoopbackApiServer, startLoopbackApiServer } from './loopbackApiServer.ts';

const MiB = 1024 * 1024;
const CONFIG_MAPS: ResourceInfo = {
  group: '',
  version: 'v1',
  kind: 'ConfigMap',
  resource: 'configmaps',
  namespaced: true,
};
/** A client that gives up at once on what it would retry: a hostile answer must fail on its own, not by a retry timeout. */
const NO_RETRY: Omit<KubeClientOptions, 'concurrency'> = {
  retry: { timeoutMs: 1, attempts: 1, baseDelayMs: 1, maxDelayMs: 1 },
};

let loopback: LoopbackApiServer | undefined;
afterEach(() => loopback?.close());

async function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  options: Omit<KubeClientOptions, 'concurrency'> & { concurrency?: number } = {},
) {
  loopback = await startLoopbackApiServer(handler, { ...NO_RETRY, ...options });
  return loopback.client;
}

/**
 * Writes `chunk` again and again as the client takes it (at the pace its socket drains), until the
 * client goes away or, so that a client without limits does not take the machine's memory, `upTo`
 * bytes, then `last`. Returns the count of bytes written so far.
 */
function pour(res: ServerResponse, chunk: Buffer, upTo: number, last = ''): { bytes: number } {
  const written = { bytes: 0 };
  res.writeHead(200, { 'content-type': 'application/json' });
  const write = (): void => {
    while (!res.destroyed && written.bytes < upTo) {
      written.bytes += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    if (!res.destroyed) res.end(last);
  };
  write();
  return written;
}

const caught = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('an answer without end', { timeout: 60_000 }, () => {
  it('is dropped at 64 MiB, in bounded memory, with an error naming the request and the limit, not retried', async () => {
    let written = { bytes: 0 };
    const client = await serve((_req, res) => (written = pour(res, Buffer.alloc(MiB, 'x'), 512 * MiB)));

    const {
      result: error,
      rssMiB,
      seconds,
    } = await measurePeakRss(() =>
      caught(client.request({ method: 'GET', path: '/apis/metrics.example.com/v1/things' })),
    );

    console.log(
      `endless body: ${(written.bytes / MiB).toFixed(0)} MiB written before the client cut it, RSS +${rssMiB.toFixed(0)} MiB, ${seconds.toFixed(1)} s`,
    );
    expect(error).toBeInstanceOf(ResponseLimitError);
    expect((error as ResponseLimitError).limit).toBe('responseBytes');
    expect((error as ResponseLimitError).describe()).toMatch(
      /^GET \/apis\/metrics\.example\.com\/v1\/things: the API server's answer is larger than 64 MiB, the most one answer may be\. An API server does not answer this way: check it, or the aggregated API serving \/apis\/metrics\.example\.com\/v1\/things/,
    );
    expect(client.stats.total).toBe(1);
    // 64 MiB read, and what the sockets buffered besides; without the limit, all 512 MiB.
    expect(written.bytes).toBeLessThan(96 * MiB);
    // The 64 MiB collected, and room for the runtime's own allocations; without the limit, over a gigabyte.
    expect(rssMiB).toBeLessThan(320);
    expect(seconds).toBeLessThan(30);
  });

  it('is refused before its body when its Content-Length says it is over the limit', async () => {
    let written = { bytes: 0 };
    const client = await serve((_req, res) => {
      res.setHeader('content-length', String(100 * MiB));
      written = pour(res, Buffer.alloc(MiB, 'x'), 100 * MiB);
    });
    const error = await caught(client.request({ method: 'GET', path: '/api/v1/namespaces/a/configmaps/b' }));
    expect((error as ResponseLimitError).message).toMatch(
      /^GET \/api\/v1\/namespaces\/a\/configmaps\/b: the API server's answer is larger than 64 MiB \(100 MiB, its Content-Length says\)/,
    );
    expect(written.bytes).toBeLessThan(32 * MiB);
  });

  it('ends at the request deadline when it trickles in a byte at a time, which the idle timeout never sees', async () => {
    let requests = 0;
    const client = await serve(
      (_req, res) => {
        requests++;
        res.writeHead(200, { 'content-type': 'application/json' });
        const trickle = setInterval(() => (res.destroyed ? clearInterval(trickle) : res.write(' ')), 100);
      },
      { limits: { deadlineMs: 2_000 } },
    );
    const started = performance.now();
    const error = await caught(client.request({ method: 'GET', path: '/api/v1/namespaces/a/pods' }));
    const seconds = (performance.now() - started) / 1000;

    console.log(`trickled body: ended after ${seconds.toFixed(1)} s (deadline 2 s)`);
    expect((error as ResponseLimitError).limit).toBe('deadlineMs');
    expect((error as ResponseLimitError).message).toBe(
      "GET /api/v1/namespaces/a/pods: the API server's answer took longer than 2 s, the most one request may take",
    );
    expect(seconds).toBeGreaterThanOrEqual(1.9);
    expect(seconds).toBeLessThan(10);
    expect(requests).toBe(1);
  });

  it('is dropped when the answers in flight together pass their limit, which no one answer does', async () => {
    // Four answers of 2 MiB each (JSON, spaced out), held open together: 8 MiB in flight at once, none over its own
    // 4 MiB. Poured and ended one after another, a client reading fast kept under 6 MiB and nothing was dropped.
    const open: ServerResponse[] = [];
    let ended = false;
    const endAll = (): void => {
      if (ended) return;
      ended = true;
      for (const answer of open) if (!answer.destroyed) answer.end('{}');
    };
    const client = await serve(
      (_req, res) => {
        open.push(res);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(Buffer.alloc(2 * MiB, ' '));
        // The client's drop of one ends the others; held 10 s at most, so that a client that drops none fails, not hangs.
        res.once('close', endAll);
        if (open.length === 4) setTimeout(endAll, 10_000).unref();
      },
      { concurrency: 4, startConcurrency: 4, limits: { responseBytes: 4 * MiB, inFlightBytes: 6 * MiB } },
    );
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        caught(client.request({ method: 'GET', path: `/api/v1/namespaces/a/configmaps/c${i}` })),
      ),
    );
    const refused = outcomes.filter((error) => error !== undefined);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const error of refused) {
      expect((error as ResponseLimitError).limit).toBe('inFlightBytes');
      expect((error as ResponseLimitError).describe()).toMatch(
        /the answers being received at once came to 6(\.\d)? MiB, over the 6 MiB they may hold together\. Lower concurrency/,
      );
    }
  });
});

describe('a LIST', { timeout: 60_000 }, () => {
  /** A LIST answered by `page(limit, continueToken)`; the limits asked for, in order. */
  async function listServer(
    page: (limit: number, token: string | null) => object | 'too large',
    options: Omit<KubeClientOptions, 'concurrency'> = {},
  ) {
    const limits: number[] = [];
    const client = await serve((req, res) => {
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      limits.push(Number(query.get('limit')));
      const answer = page(Number(query.get('limit')), query.get('continue'));
      if (answer === 'too large') return void pour(res, Buffer.alloc(256 * 1024, ' '), 8 * MiB);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ kind: 'ConfigMapList', metadata: { resourceVersion: '7' }, ...answer }));
    }, options);
    return { client, limits };
  }
  const item = (name: string) => ({ metadata: { name } });

  it('stops when the server sends the same continue token twice in a row', async () => {
    const { client, limits } = await listServer(() => ({ items: [item('a')], metadata: { continue: 'again' } }));
    const error = await caught(listCollection(client, CONFIG_MAPS, 'shop', undefined, { metadataOnly: false }));
    expect((error as ResponseLimitError).message).toBe(
      'LIST /api/v1/namespaces/shop/configmaps: the API server sent the same continue token twice in a row, so its pages would never end',
    );
    expect(limits.length).toBe(2);
  });

  it('follows at most 1,000 pages', async () => {
    let page = 0;
    const { client, limits } = await listServer(() => ({
      items: [item(`p${page}`)],
      metadata: { continue: `token-${++page}` },
    }));
    const error = await caught(listCollection(client, CONFIG_MAPS, 'shop', undefined, { metadataOnly: true }));
    expect((error as ResponseLimitError).describe()).toMatch(
      /^LIST \/api\/v1\/namespaces\/shop\/configmaps: the API server sent more than 1000 pages, the most one LIST follows\. An API server does not answer this way/,
    );
    expect(limits.length).toBe(1_000);
  });

  it('stops when its pages together pass the LIST limit', async () => {
    let page = 0;
    const big = 'x'.repeat(300 * 1024);
    const { client, limits } = await listServer(
      () => ({ items: [{ metadata: { name: `p${page}` }, data: { big } }], metadata: { continue: `token-${++page}` } }),
      { limits: { listBytes: MiB } },
    );
    const error = await caught(listCollection(client, CONFIG_MAPS, 'shop', undefined, { metadataOnly: false }));
    expect((error as ResponseLimitError).message).toBe(
      'LIST /api/v1/namespaces/shop/configmaps: its pages came to over 1 MiB, the most one LIST may hold',
    );
    expect(limits.length).toBe(4);
  });

  it('asks again in smaller pages when a page is over the answer limit, down to one object a page', async () => {
    const pages = await listServer(
      (limit, token) =>
        limit > 5
          ? 'too large'
          : token === null
            ? { items: [item('a')], metadata: { continue: 'b' } }
            : { items: [item('b')] },
      { limits: { responseBytes: MiB } },
    );
    const list = await listCollection(pages.client, CONFIG_MAPS, 'shop', undefined, { metadataOnly: false });
    expect(list.items.map((i) => i.metadata.name)).toEqual(['a', 'b']);
    expect(list.resourceVersion).toBe('7');
    expect(pages.limits).toEqual([500, 50, 5, 5]);

    const endless = await listServer(() => 'too large', { limits: { responseBytes: MiB } });
    const error = await caught(listCollection(endless.client, CONFIG_MAPS, 'shop', undefined, { metadataOnly: false }));
    expect((error as ResponseLimitError).limit).toBe('responseBytes');
    expect(endless.limits).toEqual([500, 50, 5, 1]);
  });
});

describe('a watch', { timeout: 60_000 }, () => {
  /** A server whose LIST is empty and whose watches are answered by `watch`; counts both. */
  async function watchServer(watch: (res: ServerResponse) => void) {
    const counts = { lists: 0, watches: 0 };
    const client = await serve((req, res) => {
      if (new URL(req.url ?? '/', 'http://x').searchParams.get('watch') !== 'true') {
        counts.lists++;
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"kind":"ConfigMapList","metadata":{"resourceVersion":"1"},"items":[]}');
      }
      counts.watches++;
      watch(res);
    });
    return { client, counts };
  }
  const handlers = { onList: () => {}, onEvent: () => {} };

  it('ends with an error at a line of 16 MiB, in bounded memory, when the server writes one event without end', async () => {
    let written = { bytes: 0 };
    const { client, counts } = await watchServer(
      (res) =>
        (written = pour(
          res,
          Buffer.from(`{"type":"ADDED","object":{"metadata":{"name":"${'x'.repeat(MiB)}`),
          256 * MiB,
        )),
    );
    const abort = new AbortController();
    const {
      result: error,
      rssMiB,
      seconds,
    } = await measurePeakRss(() =>
      caught(watchObjects(client, CONFIG_MAPS, 'shop', undefined, handlers, abort.signal)),
    );

    console.log(
      `endless watch line: ${(written.bytes / MiB).toFixed(0)} MiB written, RSS +${rssMiB.toFixed(0)} MiB, ${seconds.toFixed(1)} s`,
    );
    abort.abort();
    expect((error as ResponseLimitError).limit).toBe('watchLine');
    expect((error as ResponseLimitError).message).toBe(
      'WATCH /api/v1/namespaces/shop/configmaps: the API server sent an event longer than 16 MiB, the longest a watch event may be',
    );
    expect(counts.watches).toBe(1);
    expect(written.bytes).toBeLessThan(48 * MiB);
    expect(rssMiB).toBeLessThan(200);
    expect(seconds).toBeLessThan(30);
  });

  it('pauses before watching again when the server answers every watch with an ERROR event', async () => {
    const { client, counts } = await watchServer((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        `${JSON.stringify({ type: 'ERROR', object: { kind: 'Status', code: 500, message: 'x'.repeat(64 * 1024) } })}\n`,
      );
    });
    const abort = new AbortController();
    const watching = watchObjects(client, CONFIG_MAPS, 'shop', undefined, handlers, abort.signal);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    abort.abort();
    await watching;
    // Backoff from 125 ms, doubling: some 5 passes in 3 s, where an unpaused loop makes hundreds.
    expect(counts.watches).toBeGreaterThanOrEqual(2);
    expect(counts.watches).toBeLessThanOrEqual(10);
    // Each pass lists, then watches; the abort may land between the two.
    expect(counts.lists - counts.watches).toBeGreaterThanOrEqual(0);
    expect(counts.lists - counts.watches).toBeLessThanOrEqual(1);
  });
});

describe("the server's messages", { timeout: 60_000 }, () => {
  it('are cut to 4 KiB when an error answer carries 20 MB of them, causes included', async () => {
    const client = await serve((_req, res) => {
      const causes = Array.from({ length: 10_000 }, (_, i) => ({
        field: `.data.k${i}`,
        message: 'm'.repeat(1000),
        reason: 'FieldValueInvalid',
      }));
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          kind: 'Status',
          code: 422,
          reason: 'Invalid',
          message: `spec: Invalid value: ${'y'.repeat(20_000_000)}`,
          details: { causes },
        }),
      );
    });
    const error = (await caught(
      client.request({ method: 'PATCH', path: '/api/v1/namespaces/a/configmaps/b', body: {} }),
    )) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message.startsWith('spec: Invalid value: yyy')).toBe(true);
    expect(error.message).toMatch(/… \(19995\d{3} more characters not shown\)$/);
    expect(error.message.length).toBeLessThan(SERVER_MESSAGE_LIMIT + 100);
    const causesLength = error.causes.reduce(
      (sum, c) => sum + (c.field?.length ?? 0) + (c.message?.length ?? 0) + (c.reason?.length ?? 0),
      0,
    );
    expect(causesLength).toBeLessThan(2 * SERVER_MESSAGE_LIMIT);
    expect(error.causes.at(-1)).toEqual({ field: '…', message: `${10_000 - error.causes.length + 1} more not shown` });
  });

  it('are named as not JSON when a 2xx answer is not, with the request', async () => {
    const client = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy login</html>');
    });
    const error = await caught(client.request({ method: 'GET', path: '/apis/x.example.com/v1/things' }));
    expect((error as Error).message).toMatch(
      /^GET \/apis\/x\.example\.com\/v1\/things: the API server's answer is not JSON \(/,
    );
  });
});
