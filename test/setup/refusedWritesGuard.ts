/**
 * A setup file of the `-admission` projects (vitest.config.ts), whose files run side by side: fails the test file if
 * an object of a kind that a file of the group refuses in every namespace (`refusesEverywhere` in
 * test/e2eFileGroups.ts: ingress-nginx's webhook and Ingresses) was written on the shared cluster while it ran. Beside
 * that webhook such a write is refused or, before the webhook answers, let through: which one depends on the timing,
 * so any such write fails here instead, every time. A watch sees an object created and deleted again; the lists before
 * and after catch what a watch missed.
 */
import { KubeConfig, Watch } from '@kubernetes/client-node';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectToApi } from '../cluster/apiRequest.ts';
import type {} from '../cluster/controlPlane/provided.ts';
import { admissionChangingFiles } from '../e2eFileGroups.ts';

interface Listed {
  metadata: { resourceVersion: string };
  items: { metadata: { namespace?: string; name: string; resourceVersion: string } }[];
}
interface WatchedObject {
  metadata?: { namespace?: string; name?: string };
}

const refusing = admissionChangingFiles.flatMap(({ file, refusesEverywhere }) =>
  refusesEverywhere ? [{ file, ...refusesEverywhere }] : [],
);
// Only the local control plane: E2E_KUBECONFIG's cluster is not ours.
const guarded = inject('simulatedWorkloads') && refusing.length > 0;
const kubeconfigPath = inject('kubeconfigPath');
const api = connectToApi(kubeconfigPath);
const seen: string[] = [];
const watches: AbortController[] = [];
let before = new Map<string, string>();

async function listAll(): Promise<{ versions: Map<string, string>; listVersions: Map<string, string> }> {
  const versions = new Map<string, string>();
  const listVersions = new Map<string, string>();
  for (const { path } of refusing) {
    const listed = await api.request('GET', path);
    if (listed.status !== 200) throw new Error(`refused-writes guard: GET ${path} answered ${listed.status}`);
    const body = listed.body as Listed;
    listVersions.set(path, body.metadata.resourceVersion);
    for (const { metadata } of body.items)
      versions.set(`${path} ${metadata.namespace ?? ''}/${metadata.name}`, metadata.resourceVersion);
  }
  return { versions, listVersions };
}

beforeAll(async () => {
  if (!guarded) return;
  const listed = await listAll();
  before = listed.versions;
  const config = new KubeConfig();
  config.loadFromFile(kubeconfigPath);
  const watch = new Watch(config);
  for (const { path } of refusing) {
    const controller = await watch.watch(
      path,
      { resourceVersion: listed.listVersions.get(path) ?? '0' },
      (phase, object: WatchedObject) =>
        seen.push(`${phase} ${path} ${object.metadata?.namespace ?? ''}/${object.metadata?.name ?? '?'}`),
      // A watch the server ends early is not restarted: the lists before and after still compare.
      () => undefined,
    );
    watches.push(controller);
  }
});

afterAll(async () => {
  if (!guarded) return;
  const { versions: after } = await listAll();
  for (const controller of watches) controller.abort();
  const changed = [...new Set([...before.keys(), ...after.keys()])]
    .filter((key) => before.get(key) !== after.get(key))
    .map((key) => `${!before.has(key) ? 'created' : !after.has(key) ? 'deleted' : 'changed'} ${key}`);
  const writes = [...seen, ...changed];
  if (writes.length === 0) return;
  const refusers = refusing.map(({ file, kind }) => `${kind} (${file})`).join(', ');
  throw new Error(
    `objects that a file of this group refuses in every namespace were written on the shared cluster while this file ran:\n  ${writes.join('\n  ')}\n` +
      `A file of the admission group refuses these everywhere while it runs: ${refusers}. A file that writes them runs ` +
      'outside this group (this one, or one that ran beside it: they saw it too).',
  );
});
