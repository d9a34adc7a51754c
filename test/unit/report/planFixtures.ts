import type { ObjectOutcome, RunOutcome } from '../../../src/outcome/runOutcome.ts';

/** An object in a plan; a namespaced ConfigMap in `shop` unless told otherwise. */
export function planObject(fields: Partial<ObjectOutcome> & Pick<ObjectOutcome, 'action' | 'name'>): ObjectOutcome {
  return { group: '', version: 'v1', kind: 'ConfigMap', namespace: 'shop', ...fields };
}

/** A document whose summary counts `objects`, as the plan step would build it. */
export function planDocument(objects: ObjectOutcome[], fields: Partial<RunOutcome> = {}): RunOutcome {
  const count = (action: ObjectOutcome['action']): number => objects.filter((obj) => obj.action === action).length;
  return {
    mode: 'preview',
    applyset: { id: 'applyset-7Gx2fJ0aLq-v1', parent: { group: '', kind: 'Secret', namespace: 'shop', name: 'web' } },
    objects,
    summary: {
      create: count('create'),
      update: count('update'),
      replace: count('replace'),
      unchanged: count('unchanged'),
      prune: count('prune'),
      keep: count('keep'),
    },
    warnings: [],
    durationMs: 3210,
    requests: { total: 12, retries: 0, byMethod: { GET: 5, PATCH: 7 } },
    ...fields,
  };
}

export const webDiff = [
  '--- live',
  '+++ manifest',
  '@@ -3,2 +3,2 @@',
  ' spec:',
  '-  replicas: 2',
  '+  replicas: 3',
].join('\n');

/** The mix used by most tests: one object of each action, in the order a plan might list them. */
export function sampleObjects(): ObjectOutcome[] {
  return [
    planObject({ action: 'unchanged', kind: 'Service', name: 'web', source: 'k8s/web.yaml:20' }),
    planObject({ action: 'create', name: 'app', source: 'k8s/app.yaml:1' }),
    planObject({ action: 'prune', name: 'old' }),
    planObject({
      action: 'update',
      group: 'apps',
      kind: 'Deployment',
      name: 'web',
      source: 'k8s/web.yaml:1',
      diff: webDiff,
    }),
  ];
}
