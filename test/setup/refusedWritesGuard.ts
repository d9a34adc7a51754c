/**
 * A setup file of the `-admission` projects (vitest.config.ts), whose files run side by side: fails the test file if
 * an object of a kind that a file of the group refuses in every namespace (`refusesEverywhere` in
 * test/e2eFileGroups.ts: ingress-nginx's webhook and Ingresses) was written on the shared cluster while it ran. Beside
 * that webhook such a write is refused or, before the webhook answers, let through: which one depends on the timing,
 * so any such write fails here instead, every time.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type {} from '../cluster/controlPlane/provided.ts';
import { admissionChangingFiles } from '../e2eFileGroups.ts';
import { type CollectionWrites, watchCollectionWrites } from './collectionWrites.ts';

const refusing = admissionChangingFiles.flatMap(({ file, refusesEverywhere }) =>
  refusesEverywhere ? [{ file, ...refusesEverywhere }] : [],
);
// Only the local control plane: E2E_KUBECONFIG's cluster is not ours.
const guarded = inject('simulatedWorkloads') && refusing.length > 0;
let watched: CollectionWrites | undefined;

beforeAll(async () => {
  if (!guarded) return;
  watched = await watchCollectionWrites(
    inject('kubeconfigPath'),
    refusing.map(({ path }) => path),
    {
      guard: 'refused-writes guard',
      label: (path, object) => `${path} ${object.metadata?.namespace ?? ''}/${object.metadata?.name ?? '?'}`,
    },
  );
});

afterAll(async () => {
  if (!watched) return;
  const writes = await watched.writes();
  if (writes.length === 0) return;
  const refusers = refusing.map(({ file, kind }) => `${kind} (${file})`).join(', ');
  throw new Error(
    `objects that a file of this group refuses in every namespace were written on the shared cluster while this file ran:\n  ${writes.join('\n  ')}\n` +
      `A file of the admission group refuses these everywhere while it runs: ${refusers}. A file that writes them runs ` +
      'outside this group (this one, or one that ran beside it: they saw it too).',
  );
});
