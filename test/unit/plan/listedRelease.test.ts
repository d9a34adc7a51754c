import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const planRequests = JSON.stringify(new URL('../../../src/plan/planRequests.ts', import.meta.url).pathname);
const loopbackApiServer = JSON.stringify(new URL('../kube/loopbackApiServer.ts', import.meta.url).pathname);

/**
 * In a fresh process (so that it can collect garbage when asked): the plan's requests list one kind
 * ahead of the plan, the plan takes the listed objects, and lets them go. Whether the listed objects
 * are then collected, and how many LISTs the server saw.
 */
async function listedAfterTaking(): Promise<{ collected: boolean; lists: number; version: string | undefined }> {
  const script = `
    const { startLoopbackApiServer } = await import(${loopbackApiServer});
    const { PlanRequests } = await import(${planRequests});
    let lists = 0;
    const { client, close } = await startLoopbackApiServer((req, res) => {
      lists++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ kind: 'ConfigMapList', metadata: { resourceVersion: '9' }, items: [{ metadata: { name: 'web', namespace: 'shop', resourceVersion: '7' }, data: { big: 'x'.repeat(1 << 20) } }] }));
    });
    const requests = new PlanRequests({ client, discovery: undefined, defaultNamespace: undefined });
    const info = { group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps', namespaced: true };
    // Ahead of the plan, as each manifest file is read; then the plan's own listing.
    requests.list(info, 'shop', 'applyset.kubernetes.io/part-of=x', false);
    requests.list(info, 'shop', 'applyset.kubernetes.io/part-of=x', true);
    let items = await requests.take(info, 'shop', 'applyset.kubernetes.io/part-of=x', false);
    const listed = new WeakRef(items[0]);
    const version = items[0].metadata.resourceVersion;
    items = undefined;
    await new Promise((resolve) => setTimeout(resolve, 20));
    globalThis.gc();
    process.stdout.write(JSON.stringify({ collected: listed.deref() === undefined, lists, version }));
    await close();
    process.exit(0);
  `;
  const { stdout } = await run(process.execPath, ['--expose-gc', '--input-type=module', '-e', script]);
  return JSON.parse(stdout) as { collected: boolean; lists: number; version: string | undefined };
}

it('lets the listed members go once the plan has taken them, after one LIST for the early start and the plan', async () => {
  const { collected, lists, version } = await listedAfterTaking();
  expect(version).toBe('7');
  expect(lists).toBe(1);
  // Before: the plan's requests held every LIST's items to the end of the run, so the 10,000 live
  // objects a plan compares one by one (and drops) all stayed in memory.
  expect(collected).toBe(true);
}, 30_000);
