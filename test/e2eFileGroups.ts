/** An e2e file named with why it is in its group. */
export interface GroupedFile {
  file: string;
  reason: string;
  /**
   * An admission-changing file that runs alone: it counts the dry-runs its own plan records save.
   */
  alone?: true;
  /**
   * What the file's webhook refuses in every namespace while it stands, as the collection's API path: the other files of
   * its group may not write it (test/setup/refusedWritesGuard.ts fails one that does).
   */
  refusesEverywhere?: { kind: string; path: string };
}

/**
 * The e2e files that run a second time on the oldest Kubernetes version supported: those whose behaviour
 * depends on what the API server or its controllers do, each with the reason. Everything else (our own
 * logic over answers every version gives alike) runs once, on the newest version.
 */
export const olderKubernetesFiles: readonly GroupedFile[] = [
  { file: 'test/e2e/controlPlane.test.ts', reason: 'the control plane itself: auth, RBAC, the fake nodes' },
  { file: 'test/e2e/cluster/workloads.test.ts', reason: "the built-in controllers' rollouts under kwok" },
  {
    file: 'test/e2e/engine/kepTestPlan.test.ts',
    reason: "the ApplySet specification's test plan: discovery, labels, annotations",
  },
  { file: 'test/e2e/engine/kubectlInterop.test.ts', reason: "ApplySet interop with that version's kubectl --applyset" },
  { file: 'test/e2e/engine/refusals.test.ts', reason: "server-side apply's conflicts and the server's refusals" },
  { file: 'test/e2e/engine/setShapes.test.ts', reason: 'CRDs and their custom resources, cluster-scoped kinds' },
  {
    file: 'test/e2e/engine/planCacheKey.test.ts',
    reason: "the plan record's dependencies: the admission kinds and versions the server serves",
  },
  { file: 'test/e2e/engine/applySetLock.test.ts', reason: "the lock: the Lease's optimistic concurrency" },
  {
    file: 'test/e2e/engine/destructivePrunes.test.ts',
    reason:
      "prunes' cascades: the garbage collector, and the StatefulSet controller's claims (their retention policy is newer than 1.30's)",
  },
  {
    file: 'test/e2e/health/waitForHealth.test.ts',
    reason: "health of the built-in kinds: their controllers' status fields",
  },
  { file: 'test/e2e/health/watchObjects.test.ts', reason: "watches: bookmarks, the watch cache's answers" },
  { file: 'test/e2e/action/serverWarnings.test.ts', reason: "admission warnings: the server's Warning headers" },
  { file: 'test/e2e/action/previewIdentity.test.ts', reason: 'a dry-run-only identity held by an admission policy' },
];

/**
 * The e2e files that create or delete admission webhooks or policies on the shared cluster (a file that starts
 * a cluster of its own may do as it likes there). Those are dependencies of every plan record on the cluster,
 * so while one of these files runs, a record written by another file may be found stale by its next run: they
 * run in groups of their own, never beside the files that count the dry-runs a record saves. Those of them that
 * count too (`alone`) run last, one at a time; the others side by side, as each one's policies match only its own
 * namespaces or identity, or refuse in every namespace only a kind no other file of the group writes
 * (`refusesEverywhere`, held by test/setup/refusedWritesGuard.ts). test/setup/admissionGuard.ts fails any other file
 * that touches one.
 */
export const admissionChangingFiles: readonly GroupedFile[] = [
  {
    file: 'test/e2e/engine/planCache.test.ts',
    reason: 'webhooks (mutating, refusing) and a denying policy added after the record',
    alone: true,
  },
  {
    file: 'test/e2e/manifests/ingressNginx.test.ts',
    reason:
      "ingress-nginx's ValidatingWebhookConfiguration (failurePolicy Fail), which refuses every Ingress of the cluster while it stands",
    refusesEverywhere: { kind: 'Ingress', path: '/apis/networking.k8s.io/v1/ingresses' },
  },
  {
    file: 'test/e2e/action/previewIdentity.test.ts',
    reason: 'the policy that limits the preview identity to dry runs',
  },
  {
    file: 'test/e2e/action/previewPlanRecord.test.ts',
    reason: "the preview example's policy, for the shipped preview identity that reads the record's public copy",
    alone: true,
  },
  {
    file: 'test/e2e/action/previewReadsNoSecret.test.ts',
    reason: 'the preview example, whose policy limits the preview identity to dry runs',
  },
  { file: 'test/e2e/action/secretInDenial.test.ts', reason: 'policies whose denials quote a Secret' },
  { file: 'test/e2e/action/serverWarnings.test.ts', reason: 'a policy that warns' },
  {
    file: 'test/e2e/action/shopExample.test.ts',
    reason: "examples/rbac as an admin applies it: the preview example's policy",
    alone: true,
  },
  {
    file: 'test/e2e/workflows/twoWorkflowPreview.test.ts',
    reason:
      "examples/rbac as an admin applies it, for the shipped preview identity of the two-workflow preview: the preview example's policy",
  },
  {
    file: 'test/e2e/workflows/helmChart.test.ts',
    reason:
      "examples/rbac adapted to podinfo as an admin applies it, for the preview identity of docs/helm-charts.md's workflow: its dry-run-only policy",
  },
  {
    file: 'test/e2e/workflows/userWorkflows.test.ts',
    reason: "examples/rbac as an admin applies it, for the README's preview identity: the preview example's policy",
  },
];

/**
 * The e2e files that hold examples/shop's lock (`SHOP_EXAMPLE_LOCK`, test/cluster/controlPlane/clusterLock.ts), as
 * each deploys the example's fixed names: the order spaces them out in their group (test/sequencer/longestFirst.ts),
 * so that no worker takes one while another holds the lock and idles waiting. test/unit/sequencer/lockHolders.test.ts
 * holds the list to the files.
 */
export const shopExampleFiles: readonly string[] = [
  'test/e2e/action/previewPlanRecord.test.ts',
  'test/e2e/action/previewReadsNoSecret.test.ts',
  'test/e2e/action/shopExample.test.ts',
  'test/e2e/userPaths/demo.test.ts',
  'test/e2e/userPaths/freshCluster.test.ts',
  'test/e2e/userPaths/readmeTryItNow.test.ts',
  'test/e2e/workflows/twoWorkflowPreview.test.ts',
  'test/e2e/workflows/userWorkflows.test.ts',
];
