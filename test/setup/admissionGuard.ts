/**
 * A setup file of the e2e projects outside the admission group (vitest.config.ts): fails the test file
 * if any admission webhook or policy on the shared cluster was created, changed or deleted while it ran.
 * Those objects are dependencies of every plan record on the cluster (test/e2eFileGroups.ts), so only
 * the files of `admissionChangingFiles`, which run alone, may touch them. A watch sees an object that a
 * file creates and deletes again before it ends; the lists before and after catch what a watch missed.
 */
import { KubeConfig, Watch } from '@kubernetes/client-node';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectToApi } from '../cluster/apiRequest.ts';

const GROUP = '/apis/admissionregistration.k8s.io/v1';

interface Listed {
  metadata: { resourceVersion: string };
  items: { metadata: { name: string; resourceVersion: string } }[];
}
/** resource/name to resourceVersion. */
type ObjectVersions = Map<string, string>;
interface WatchedObject {
  metadata?: { name?: string; managedFields?: { manager?: string }[] };
}

// Only the local control plane: E2E_KUBECONFIG's cluster is not ours, and its own operators may
// rotate a webhook's certificate at any time.
const guarded = inject('simulatedWorkloads');
const kubeconfigPath = inject('kubeconfigPath');
const api = connectToApi(kubeconfigPath);
/** What the watches saw, as `ADDED validatingadmissionpolicies/name (by kubectl-client-side-apply)`. */
const seen: string[] = [];
const watches: AbortController[] = [];
let resources: string[] = [];
let before: ObjectVersions = new Map();

/** The admission resources the server serves in admissionregistration.k8s.io/v1. */
async function admissionResources(): Promise<string[]> {
  const found = await api.request('GET', GROUP);
  if (found.status !== 200) throw new Error(`admission guard: GET ${GROUP} answered ${found.status}`);
  const { resources } = found.body as { resources: { name: string; verbs: string[] }[] };
  return resources.filter(({ name, verbs }) => !name.includes('/') && verbs.includes('watch')).map(({ name }) => name);
}

async function listAll(): Promise<{ versions: ObjectVersions; listVersions: Map<string, string> }> {
  const versions: ObjectVersions = new Map();
  const listVersions = new Map<string, string>();
  for (const resource of resources) {
    const listed = await api.request('GET', `${GROUP}/${resource}`);
    if (listed.status !== 200) throw new Error(`admission guard: GET ${GROUP}/${resource} answered ${listed.status}`);
    const body = listed.body as Listed;
    listVersions.set(resource, body.metadata.resourceVersion);
    for (const item of body.items) versions.set(`${resource}/${item.metadata.name}`, item.metadata.resourceVersion);
  }
  return { versions, listVersions };
}

async function watchFrom(watch: Watch, resource: string, resourceVersion: string): Promise<void> {
  const controller = await watch.watch(
    `${GROUP}/${resource}`,
    { resourceVersion },
    (phase, object: WatchedObject) => {
      const name = object.metadata?.name ?? '?';
      const managers = [...new Set((object.metadata?.managedFields ?? []).map(({ manager }) => manager))].join(', ');
      seen.push(`${phase} ${resource}/${name}${managers ? ` (by ${managers})` : ''}`);
    },
    // A watch the server ends early is not restarted: the lists before and after the file still compare.
    () => undefined,
  );
  watches.push(controller);
}

beforeAll(async () => {
  if (!guarded) return;
  resources = await admissionResources();
  const listed = await listAll();
  before = listed.versions;
  const config = new KubeConfig();
  config.loadFromFile(kubeconfigPath);
  const watch = new Watch(config);
  await Promise.all(resources.map((resource) => watchFrom(watch, resource, listed.listVersions.get(resource) ?? '0')));
});

afterAll(async () => {
  if (!guarded) return;
  const { versions: after } = await listAll();
  for (const controller of watches) controller.abort();
  const listedChanges = [...new Set([...before.keys(), ...after.keys()])]
    .filter((key) => before.get(key) !== after.get(key))
    .map((key) => `${!before.has(key) ? 'created' : !after.has(key) ? 'deleted' : 'changed'} ${key}`);
  const changes = [...seen, ...listedChanges];
  if (changes.length === 0) return;
  throw new Error(
    `admission webhooks or policies changed on the shared cluster while this file ran:\n  ${changes.join('\n  ')}\n` +
      'Only the files of admissionChangingFiles (test/e2eFileGroups.ts), which run alone, may create, change or delete ' +
      'them: every plan record on the cluster depends on them. Add the file that did it there (this one, or one that ran beside it: they saw it too).',
  );
});
