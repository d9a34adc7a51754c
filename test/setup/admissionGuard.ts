/**
 * A setup file of the e2e projects outside the admission group (vitest.config.ts): fails the test file
 * if any admission webhook or policy on the shared cluster was created, changed or deleted while it ran.
 * Those objects are dependencies of every plan record on the cluster (test/e2eFileGroups.ts), so only
 * the files of `admissionChangingFiles`, which run alone, may touch them. A watch sees an object that a
 * file creates and deletes again before it ends; the lists before and after catch what a watch missed.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { connectToApi } from '../cluster/apiRequest.ts';
import { type CollectionWrites, type SeenObject, watchCollectionWrites } from './collectionWrites.ts';

const GROUP = '/apis/admissionregistration.k8s.io/v1';

// Only the local control plane: E2E_KUBECONFIG's cluster is not ours, and its own operators may
// rotate a webhook's certificate at any time.
const guarded = inject('simulatedWorkloads');
const kubeconfigPath = inject('kubeconfigPath');
let watched: CollectionWrites | undefined;

/** The admission resources the server serves in admissionregistration.k8s.io/v1. */
async function admissionResources(): Promise<string[]> {
  const found = await connectToApi(kubeconfigPath).request('GET', GROUP);
  if (found.status !== 200) throw new Error(`admission guard: GET ${GROUP} answered ${found.status}`);
  const { resources } = found.body as { resources: { name: string; verbs: string[] }[] };
  return resources.filter(({ name, verbs }) => !name.includes('/') && verbs.includes('watch')).map(({ name }) => name);
}

/** `ADDED validatingadmissionpolicies/name (by kubectl-client-side-apply)`: who wrote it, by its field managers. */
const managers = (object: SeenObject) => {
  const names = [...new Set((object.metadata?.managedFields ?? []).map(({ manager }) => manager))].join(', ');
  return names ? ` (by ${names})` : '';
};

beforeAll(async () => {
  if (!guarded) return;
  const paths = (await admissionResources()).map((resource) => `${GROUP}/${resource}`);
  watched = await watchCollectionWrites(kubeconfigPath, paths, {
    guard: 'admission guard',
    label: (path, object) => `${path.slice(GROUP.length + 1)}/${object.metadata?.name ?? '?'}`,
    detail: managers,
  });
});

afterAll(async () => {
  if (!watched) return;
  const changes = await watched.writes();
  if (changes.length === 0) return;
  throw new Error(
    `admission webhooks or policies changed on the shared cluster while this file ran:\n  ${changes.join('\n  ')}\n` +
      'Only the files of admissionChangingFiles (test/e2eFileGroups.ts), which run alone, may create, change or delete ' +
      'them: every plan record on the cluster depends on them. Add the file that did it there (this one, or one that ran beside it: they saw it too).',
  );
});
