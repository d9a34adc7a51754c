// The runs the README's pictures show: a pull request's preview of a change to examples/shop, and
// the deploy after its merge, which met a cluster someone had changed by hand after the review.
// Fixed data rather than a live run, so the pictures change only when the rendering does.
import { pastTense } from '../../src/outcome/objectActions.ts';
import type { ObjectOutcome, RunOutcome } from '../../src/outcome/runOutcome.ts';

const webDiff = `--- live
+++ manifest
@@ -8,7 +8,7 @@
 spec:
-  replicas: 2
+  replicas: 3
   template:
     spec:
       containers:
       - name: web
-        image: ghcr.io/example/shop-web:1.4.2
+        image: ghcr.io/example/shop-web:1.5.0`;

const secretDiff = `--- live
+++ manifest
@@ -1,3 +1,3 @@
 data:
-  DATABASE_URL: '*** (before)'
+  DATABASE_URL: '*** (after)'
   REPLICA_URL: '***'`;

const configDiff = `--- live
+++ manifest
@@ -1,3 +1,3 @@
 data:
   CURRENCY: EUR
-  LOG_LEVEL: debug
+  LOG_LEVEL: info`;

const object = (fields: Partial<ObjectOutcome> & Pick<ObjectOutcome, 'action' | 'kind' | 'name'>): ObjectOutcome => ({
  group: '',
  version: 'v1',
  namespace: 'shop',
  ...fields,
});

const previewObjects: ObjectOutcome[] = [
  object({ action: 'create', group: 'shop.example.com', kind: 'FeatureFlag', name: 'new-checkout', source: 'deploy/shop/02-config.yaml:22' }),
  object({ action: 'update', group: 'apps', version: 'v1', kind: 'Deployment', name: 'web', source: 'deploy/shop/03-web.yaml:1', diff: webDiff }),
  object({ action: 'update', kind: 'Secret', name: 'shop-db', source: 'deploy/shop/02-config.yaml:10', diff: secretDiff }),
  object({ action: 'prune', kind: 'ConfigMap', name: 'legacy-banner' }),
  object({ action: 'unchanged', kind: 'Namespace', name: 'shop', namespace: '', source: 'deploy/shop/00-namespace.yaml:1' }),
  object({ action: 'unchanged', kind: 'ConfigMap', name: 'shop-config', source: 'deploy/shop/02-config.yaml:1' }),
  object({ action: 'unchanged', kind: 'Service', name: 'web', source: 'deploy/shop/03-web.yaml:30' }),
  object({ action: 'unchanged', group: 'apps', kind: 'Deployment', name: 'api', source: 'deploy/shop/04-api.yaml:1' }),
  object({ action: 'unchanged', kind: 'Service', name: 'api', source: 'deploy/shop/04-api.yaml:28' }),
];

const applyset = { id: 'applyset-Pq9rW3xv2Zb8KjYtL1mN4cHd7sFgA0eUoIyTxRw6VbQ-v1', parent: { group: '', kind: 'Secret', namespace: 'shop', name: 'shop' } };

function summary(objects: ObjectOutcome[]): RunOutcome['summary'] {
  const count = (action: ObjectOutcome['action']) => objects.filter((obj) => obj.action === action).length;
  return { create: count('create'), update: count('update'), replace: count('replace'), unchanged: count('unchanged'), prune: count('prune'), keep: 0 };
}

// The reports do not show request counts; these only complete the outcome.
const requests = { total: 14, retries: 0, byMethod: { GET: 9, PATCH: 5 } };

export const preview: RunOutcome = { mode: 'preview', applyset, objects: previewObjects, summary: summary(previewObjects), warnings: [], durationMs: 1380, requests };

/** What the deploy planned: the preview, and shop-config, changed by hand since (LOG_LEVEL: debug). */
export const deployPlan: RunOutcome = {
  ...preview,
  objects: previewObjects.map((obj) => (obj.name === 'shop-config' ? { ...obj, action: 'update', diff: configDiff } : obj)),
};

const deployObjects = deployPlan.objects.map((obj) => ({ ...obj, result: pastTense(obj.action) }));
export const deploy: RunOutcome = { mode: 'apply', applyset, objects: deployObjects, summary: summary(deployPlan.objects), warnings: [], durationMs: 4270, requests };

export const PREVIEW_SHA = '3f1c9e07b5a24d8e9c6f0a1b2c3d4e5f60718293';
export const MERGE_SHA = '9ad04c4e1f7b3a2d5c6e8f90a1b2c3d4e5f60718';
