// The wait's LIST+WATCH on the real API server: a watch that the network drops is resumed from the
// last resourceVersion seen, without a new LIST.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../../src/kube/connect.ts';
import type { ResourceInfo } from '../../../src/kube/discovery.ts';
import type { Transport } from '../../../src/kube/kubeTransport.ts';
import type { RawRequest } from '../../../src/kube/rawRequest.ts';
import { watchObjects } from '../../../src/kube/watchObjects.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { kubectl } from '../engine/harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const CONFIG_MAPS: ResourceInfo = {
  group: '',
  version: 'v1',
  kind: 'ConfigMap',
  resource: 'configmaps',
  namespaced: true,
};

/** A transport whose watches end after their first chunk, as a dropped connection would, and that notes each watch's query. */
function interfering() {
  const watches: URLSearchParams[] = [];
  let lists = 0;
  const wrap = (real: Transport): Transport => ({
    send: (req) => {
      if (req.method === 'GET' && !req.url.searchParams.has('watch') && req.url.pathname.endsWith('/configmaps'))
        lists++;
      return real.send(req);
    },
    forgetCredentials: () => real.forgetCredentials(),
    stream: async (req: RawRequest, signal) => {
      watches.push(new URLSearchParams(req.url.searchParams));
      const response = await real.stream(req, signal);
      if (!response.body) return response;
      const body = response.body;
      // Passes the first chunk on, then ends as a dropped connection would.
      async function* firstChunkOnly(): AsyncGenerator<Buffer> {
        for await (const chunk of body) {
          yield chunk;
          return;
        }
      }
      return { status: response.status, body: firstChunkOnly() };
    },
  });
  return { wrap, watches, lists: () => lists };
}

describe('watching objects', () => {
  let ns: TestNamespace;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'watch');
  });
  afterAll(async () => {
    await ns?.delete();
  });

  async function watchWhileCreating(selector: string) {
    const transport = interfering();
    const cluster = await connect(
      { kubeconfigPath: inject('kubeconfigPath'), concurrency: 4, environment: testEnvironment() },
      { transport: transport.wrap },
    );
    const seen = new Set<string>();
    let listed = 0;
    const abort = new AbortController();
    const watching = watchObjects(
      cluster.client,
      CONFIG_MAPS,
      ns.name,
      `test=${selector}`,
      {
        onList: (objects) => {
          listed++;
          for (const o of objects) seen.add(o.metadata.name ?? '');
        },
        onEvent: (type, object) => {
          if (type !== 'DELETED') seen.add(object.metadata.name ?? '');
        },
      },
      abort.signal,
    );
    for (let i = 0; i < 3; i++) {
      await kubectl(['create', 'configmap', `${selector}-${i}`, '-n', ns.name]);
      await kubectl(['label', 'configmap', `${selector}-${i}`, '-n', ns.name, `test=${selector}`]);
    }
    for (let waited = 0; seen.size < 3 && waited < 300; waited++) await sleep(100);
    abort.abort();
    await watching;
    return { seen, listed, transport };
  }

  it('resumes a dropped watch from the last resourceVersion it saw, without listing again', async () => {
    const { seen, listed, transport } = await watchWhileCreating('dropped');

    expect([...seen].sort()).toEqual(['dropped-0', 'dropped-1', 'dropped-2']);
    expect(listed).toBe(1);
    expect(transport.lists()).toBe(1);
    expect(transport.watches.length).toBeGreaterThanOrEqual(3);
    const versions = transport.watches.map((q) => Number(q.get('resourceVersion')));
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1]!);
  });

  it('pauses before watching again when the server ends every watch at once, without an event', async () => {
    let watches = 0;
    const cluster = await connect(
      { kubeconfigPath: inject('kubeconfigPath'), concurrency: 4, environment: testEnvironment() },
      {
        transport: (real) => ({
          send: (req) => real.send(req),
          forgetCredentials: () => real.forgetCredentials(),
          stream: async (req, signal) => {
            watches++;
            const response = await real.stream(req, signal);
            // The answer's headers, then the end of the stream: a watch closed before its first event.
            async function* nothing(): AsyncGenerator<Buffer> {}
            return response.body ? { status: response.status, body: nothing() } : response;
          },
        }),
      },
    );
    const abort = new AbortController();
    const watching = watchObjects(
      cluster.client,
      CONFIG_MAPS,
      ns.name,
      'test=ended',
      { onList: () => {}, onEvent: () => {} },
      abort.signal,
    );
    await sleep(3_000);
    abort.abort();
    await watching;
    // Backoff from 125 ms, doubling: some 5 watches in 3 s, where an unpaused loop opens hundreds.
    expect(watches).toBeGreaterThanOrEqual(2);
    expect(watches).toBeLessThanOrEqual(10);
  });
});
