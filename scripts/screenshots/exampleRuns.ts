// The runs the README's pictures show: a pull request's preview of a change to a copy of
// examples/shop (web scaled to 3 and moved to nginx 1.28, a new database URL, a FeatureFlag added, a
// ConfigMap removed), and the deploy after its merge, which met a cluster someone had changed by hand
// after the review. Fixed data rather than a live run, so the pictures change only when the rendering
// does; but built as a run builds it (plan entries with the plan's own diffs, the steps' records,
// buildOutcome), so the typecheck holds it to the shape of today's outcome.
import { ID_LABEL, PART_OF_LABEL } from '../../src/applyset/applySetKeys.ts';
import type { ResourceInfo } from '../../src/kube/discovery.ts';
import type { KubeObject } from '../../src/kube/kubeObject.ts';
import { type ObjectRef, groupVersion, refKey } from '../../src/kube/objectRef.ts';
import { type OutcomeFacts, buildOutcome } from '../../src/outcome/buildOutcome.ts';
import { pastTense } from '../../src/outcome/objectActions.ts';
import { ObjectRecords } from '../../src/outcome/objectRecords.ts';
import type { RunOutcome } from '../../src/outcome/runOutcome.ts';
import { compareObjects } from '../../src/plan/objectDiff.ts';
import type { Plan, PlanAction, PlanEntry } from '../../src/plan/planTypes.ts';

const ID = 'applyset-Pq9rW3xv2Zb8KjYtL1mN4cHd7sFgA0eUoIyTxRw6VbQ-v1';

const served = (group: string, kind: string, resource: string, namespaced = true): ResourceInfo => ({
  group,
  version: 'v1',
  kind,
  resource,
  namespaced,
});
const NAMESPACE = served('', 'Namespace', 'namespaces', false);
const CRD = served('apiextensions.k8s.io', 'CustomResourceDefinition', 'customresourcedefinitions', false);
const CONFIG_MAP = served('', 'ConfigMap', 'configmaps');
const SECRET = served('', 'Secret', 'secrets');
const FEATURE_FLAG = served('shop.example.com', 'FeatureFlag', 'featureflags');
const DEPLOYMENT = served('apps', 'Deployment', 'deployments');
const SERVICE = served('', 'Service', 'services');

/** An object as the server's dry run returns it: in namespace shop when namespaced, labelled a member of the set. */
function object(info: ResourceInfo, name: string, fields: Record<string, unknown> = {}): KubeObject {
  const namespace = info.namespaced ? { namespace: 'shop' } : {};
  return {
    apiVersion: groupVersion(info),
    kind: info.kind,
    metadata: { name, ...namespace, labels: { [PART_OF_LABEL]: ID } },
    ...fields,
  };
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

const web = (replicas: number, image: string) =>
  object(DEPLOYMENT, 'web', {
    spec: {
      replicas,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: {
          containers: [
            {
              name: 'web',
              image,
              ports: [{ containerPort: 80 }],
              envFrom: [{ configMapRef: { name: 'shop-config' } }],
            },
          ],
        },
      },
    },
  });
const shopDb = (url: string) => object(SECRET, 'shop-db', { type: 'Opaque', data: { DATABASE_URL: base64(url) } });
const shopConfig = (logLevel: string) =>
  object(CONFIG_MAP, 'shop-config', { data: { CURRENCY: 'EUR', LOG_LEVEL: logLevel } });

/** One plan entry; `from` is the manifest's `file:line` in the repository (members only), `live` what an update changes. */
function entry(
  action: PlanAction,
  info: ResourceInfo,
  planned: KubeObject,
  from?: [file: string, line: number],
  live?: KubeObject,
): PlanEntry {
  const ref: ObjectRef = {
    group: info.group,
    version: info.version,
    kind: info.kind,
    namespace: planned.metadata.namespace ?? '',
    name: planned.metadata.name ?? '',
  };
  const comparison = live && compareObjects(live, planned);
  const source = from && { file: `deploy/shop/${from[0]}`, line: from[1] };
  return {
    action,
    ref,
    info,
    ...(source ? { member: { ref, key: refKey(ref), info, definedByCrd: undefined, object: planned, source } } : {}),
    ...(comparison?.changed ? { diff: comparison.diff, changedPaths: comparison.paths } : {}),
  };
}

/**
 * The plan of examples/shop as changed by the pull request, members in apply order (Namespace and
 * CRD first, then the manifests' order), then the prune. `liveConfig` is shop-config as the plan found it.
 */
function shopPlan(liveConfig: KubeObject): Plan {
  const first = [
    entry('unchanged', NAMESPACE, object(NAMESPACE, 'shop'), ['00-namespace.yaml', 1]),
    entry('unchanged', CRD, object(CRD, 'featureflags.shop.example.com'), ['01-featureflag-crd.yaml', 2]),
  ];
  const config = shopConfig('info');
  const then = [
    entry(
      compareObjects(liveConfig, config).changed ? 'update' : 'unchanged',
      CONFIG_MAP,
      config,
      ['02-config.yaml', 1],
      liveConfig,
    ),
    entry(
      'update',
      SECRET,
      shopDb('postgres://shop:not-a-real-password@db-2:5432/shop'),
      ['02-config.yaml', 10],
      shopDb('postgres://shop:not-a-real-password@db:5432/shop'),
    ),
    entry('create', FEATURE_FLAG, object(FEATURE_FLAG, 'new-checkout'), ['02-config.yaml', 19]),
    entry('update', DEPLOYMENT, web(3, 'nginx:1.28'), ['03-web.yaml', 1], web(2, 'nginx:1.27')),
    entry('unchanged', SERVICE, object(SERVICE, 'web'), ['03-web.yaml', 27]),
    entry('unchanged', DEPLOYMENT, object(DEPLOYMENT, 'api'), ['04-api.yaml', 1]),
    entry('unchanged', SERVICE, object(SERVICE, 'api'), ['04-api.yaml', 30]),
  ];
  const prunes = [entry('prune', CONFIG_MAP, object(CONFIG_MAP, 'legacy-banner'))];
  const parent = { info: SECRET, namespace: 'shop', name: 'shop', id: ID };
  return {
    parent: {
      parent,
      live: {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'shop', namespace: 'shop', labels: { [ID_LABEL]: ID } },
      },
      recorded: { groupKinds: [], namespaces: [] },
      adoptedFrom: undefined,
      resourceVersion: '48213',
      warnings: [],
    },
    entries: [...first, ...then, ...prunes],
    order: { apply: [first, then], prune: [prunes], dependsOn: new Map(), declared: false },
    scope: { groupKinds: [], namespaces: [] },
    warnings: [],
  };
}

// The reports do not show request counts; these only complete the outcome.
const facts = (mode: RunOutcome['mode'], durationMs: number): OutcomeFacts => ({
  mode,
  durationMs,
  warnings: [],
  requests: { total: 14, retries: 0, byMethod: { GET: 9, PATCH: 5 } },
});

export const preview: RunOutcome = buildOutcome(
  shopPlan(shopConfig('info')),
  new ObjectRecords(),
  facts('preview', 1380),
);

/** The deploy's plan: the preview's, and shop-config changed by hand since (LOG_LEVEL: debug). */
const plan = shopPlan(shopConfig('debug'));
/** What the deploy planned, before it wrote: what it compares with the reviewed preview. */
export const deployPlan: RunOutcome = buildOutcome(plan, new ObjectRecords(), facts('preview', 1420));

/**
 * The deploy with the action's defaults: apply, wait until what was applied is ready (a Deployment's
 * rollout, the Namespace and the CRD established; ConfigMaps and Secrets at once), and only then
 * prune (prune-timing: after-healthy).
 */
function deployed(): ObjectRecords {
  const records = new ObjectRecords();
  const members = plan.entries.filter((e) => e.member);
  for (const e of members) if (e.action !== 'uncompared') records.record(e, { result: pastTense(e.action) });
  for (const e of members) records.record(e, { health: 'ready' });
  for (const e of plan.entries.filter((e) => e.action === 'prune')) records.record(e, { result: 'pruned' });
  return records;
}

export const deploy: RunOutcome = buildOutcome(plan, deployed(), facts('apply', 38_640));

export const PREVIEW_SHA = '3f1c9e07b5a24d8e9c6f0a1b2c3d4e5f60718293';
export const MERGE_SHA = '9ad04c4e1f7b3a2d5c6e8f90a1b2c3d4e5f60718';
