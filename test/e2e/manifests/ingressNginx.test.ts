// kubernetes/ingress-nginx's chart (test/charts/ingress-nginx, 4.15.1), with its defaults, as a user runs it from the
// CLI: `kubectl create namespace ingress-nginx`, then `applyset-action preview|apply --applyset ingress -n ingress-nginx
// -f charts/ingress-nginx`, then `delete`. Its webhook's certificate comes from Helm hooks: a pre-install Job creates
// the Secret the controller mounts, a post-install Job patches the webhook's caBundle, each with a ServiceAccount and
// roles that are hooks too (before-hook-creation,hook-succeeded). Here the Jobs complete as kwok's pods do (no
// container runs, so neither the Secret nor the caBundle appears: .github/workflows/kind.yml shows their effect on a
// real kubelet). The order is the order of the writes the API server received, seen at the fault proxy.
// Its ValidatingWebhookConfiguration (failurePolicy Fail) refuses every Ingress of the cluster while it stands, and
// is an admission object: this file runs in the admission group, whose files may write no Ingress
// (test/e2eFileGroups.ts, test/setup/refusedWritesGuard.ts).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import { helmPath } from '../../cluster/helm/helmPath.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { CLI_ENTRY as CLI } from '../../cluster/testedBuild.ts';
import { getLive, kubectlOk } from '../engine/harness.ts';
import { step } from '../../step.ts';

const CHART = resolve(import.meta.dirname, '../../charts/ingress-nginx');
const NAMESPACE = 'ingress-nginx';
/** The release is the set's name, so helm names the chart's objects `ingress-ingress-nginx...`. */
const NAME = 'ingress-ingress-nginx';
const WRITES = new Set(['create', 'update', 'patch', 'delete']);
/** The chart's hooks, each phase's in helm's order: by weight (all 0), then name, then kind. */
const HOOK_ACCOUNT = [
  `ServiceAccount/${NAME}-admission`,
  `ClusterRole/${NAME}-admission`,
  `ClusterRoleBinding/${NAME}-admission`,
  `Role/${NAME}-admission`,
  `RoleBinding/${NAME}-admission`,
];
const CREATE_JOB = `Job/${NAME}-admission-create`;
const PATCH_JOB = `Job/${NAME}-admission-patch`;
let workspace: string;
let proxy: FaultProxy;
let env: NodeJS.ProcessEnv;

/** What a failed run may have left: the namespace and the chart's cluster-scoped objects, the webhook first. */
async function removeLeftovers(): Promise<void> {
  await kubectlOk([
    'delete',
    `validatingwebhookconfiguration/${NAME}-admission`,
    `ingressclass/nginx`,
    `clusterrole/${NAME}`,
    `clusterrole/${NAME}-admission`,
    `clusterrolebinding/${NAME}`,
    `clusterrolebinding/${NAME}-admission`,
    '--ignore-not-found',
  ]);
  await kubectlOk(['delete', 'namespace', NAMESPACE, '--ignore-not-found', '--wait=true']);
}

beforeAll(async () => {
  const [helm, dir, started] = await Promise.all([
    helmPath(),
    mkdtemp(join(tmpdir(), 'applyset-ingress-nginx-')),
    startFaultProxy({ kubeconfigPath: inject('kubeconfigPath') }),
    removeLeftovers(),
  ]);
  [workspace, proxy] = [dir, started];
  env = { ...process.env, PATH: [dirname(helm), process.env['PATH'] ?? ''].join(delimiter) };
  await cp(CHART, join(workspace, 'charts/ingress-nginx'), { recursive: true });
  // The chart holds no Namespace: the user makes it, as helm's --create-namespace would.
  await kubectlOk(['create', 'namespace', NAMESPACE]);
}, 300_000);
afterAll(async () => {
  await Promise.all([proxy?.close(), workspace && rm(workspace, { recursive: true, force: true })]);
  await removeLeftovers();
}, 180_000);

interface Hook {
  phase: string;
  kind: string;
  name: string;
  action?: string;
  deletePolicies?: string[];
  awaited?: boolean;
  result?: string;
  deletedBy?: string;
}
interface RunDocument {
  summary?: Record<string, number>;
  health?: Record<string, number>;
  objects?: { kind: string; name: string; action: string }[];
  hooks?: Hook[];
}
/** The chart's kinds, as the API server's resources: the writes of other kinds (the parent, the lock) are left out. */
const OBSERVED = new Set([
  'serviceaccounts',
  'configmaps',
  'clusterroles',
  'clusterrolebindings',
  'roles',
  'rolebindings',
  'services',
  'deployments',
  'jobs',
  'ingressclasses',
  'validatingwebhookconfigurations',
]);

/** The CLI through the proxy, in the workspace as a user's repository: its JSON document and its writes, in order. */
async function cli(
  args: string[],
): Promise<{ code: number | null; stderr: string; document: RunDocument; writes: string[] }> {
  const from = proxy.requests.length;
  const run = await runCommand(
    process.execPath,
    [CLI, ...args, '--applyset', 'ingress', '-n', NAMESPACE, '--kubeconfig', proxy.kubeconfigPath, '-o', 'json'],
    { env, cwd: workspace },
  );
  const writes = proxy.requests
    .slice(from)
    .filter(({ request: r }) => WRITES.has(r.verb) && !r.dryRun && OBSERVED.has(r.resource ?? ''))
    .map(({ request: r }) => `${r.verb} ${r.resource}/${r.name}`);
  return { ...run, document: run.stdout ? (JSON.parse(run.stdout) as RunDocument) : {}, writes };
}

const hooksOf = (document: RunDocument) =>
  document.hooks?.map((hook) => `${hook.phase} ${hook.kind}/${hook.name} ${hook.action}`);
const endsOf = (document: RunDocument) =>
  document.hooks?.map((hook) => `${hook.phase} ${hook.kind}/${hook.name} ${hook.result} ${hook.deletedBy ?? 'left'}`);
/** `ServiceAccount/x` as the API server's resource path: `serviceaccounts/x`. */
const resourceOf = (hook: string) => {
  const [kind, name] = hook.split('/') as [string, string];
  return `${kind.toLowerCase()}${kind.endsWith('s') ? 'es' : 's'}/${name}`;
};
/**
 * The writes of one phase of the chart's hooks, as helm runs it: the Job's account and roles, the Job, then, the
 * phase over, each deleted by its hook-succeeded policy, the last first. The Jobs' own deletes are left out: their
 * `ttlSecondsAfterFinished: 0` may have the TTL controller delete them first, and what is gone is not deleted again.
 */
const phaseWrites = (job: string) => [
  ...[...HOOK_ACCOUNT, job].map((hook) => `patch ${resourceOf(hook)}`),
  ...HOOK_ACCOUNT.map((hook) => `delete ${resourceOf(hook)}`).reverse(),
];
const withoutJobDeletes = (writes: string[]) => writes.filter((write) => !write.startsWith('delete jobs/'));
const MEMBERS = [
  `ServiceAccount/${NAME}`,
  `ConfigMap/${NAME}-controller`,
  `ClusterRole/${NAME}`,
  `ClusterRoleBinding/${NAME}`,
  `Role/${NAME}`,
  `RoleBinding/${NAME}`,
  `Service/${NAME}-controller-admission`,
  `Service/${NAME}-controller`,
  `Deployment/${NAME}-controller`,
  'IngressClass/nginx',
  `ValidatingWebhookConfiguration/${NAME}-admission`,
];

/** Every hook object of the chart that stands, as kubectl names it. */
async function standingHooks(): Promise<string[]> {
  const standing: string[] = [];
  for (const hook of [...HOOK_ACCOUNT, CREATE_JOB, PATCH_JOB]) {
    const [kind, name] = hook.split('/') as [string, string];
    const clusterScoped = kind.startsWith('Cluster');
    if (await getLive(kind.toLowerCase(), clusterScoped ? undefined : NAMESPACE, name)) standing.push(hook);
  }
  return standing;
}

it('previews the install: the hooks in their phase and helm order, each dry-run on the server, nothing written', async () => {
  const { code, stderr, document, writes } = await cli(['preview', '-f', 'charts/ingress-nginx']);
  expect(code, stderr).toBe(0);
  expect(document.summary).toMatchObject({ create: MEMBERS.length });
  expect(hooksOf(document)).toEqual([
    ...[...HOOK_ACCOUNT, CREATE_JOB].map((hook) => `pre-install ${hook} create`),
    ...[...HOOK_ACCOUNT, PATCH_JOB].map((hook) => `post-install ${hook} create`),
  ]);
  for (const hook of document.hooks ?? []) {
    expect(hook.deletePolicies, hook.name).toEqual(['before-hook-creation', 'hook-succeeded']);
    expect(hook.awaited, hook.name).toBe(hook.kind === 'Job');
  }
  const dryRunJobs = proxy.requests
    .filter(({ request: r }) => r.dryRun && r.resource === 'jobs')
    .map(({ request: r }) => r.name);
  expect(new Set(dryRunJobs)).toEqual(new Set([`${NAME}-admission-create`, `${NAME}-admission-patch`]));
  expect(writes).toEqual([]);
});

it(
  'installs the chart through its hooks, upgrades it, deletes it: the certificate Job before the controller, the webhook patch after',
  { timeout: 300_000 },
  async () => {
    await step(
      'installs: the certificate Job completes before any member is written, the patch Job runs once they are ready',
      async () => {
        const { code, stderr, document, writes } = await cli([
          'apply',
          '-f',
          'charts/ingress-nginx',
          '--timeout',
          '90s',
        ]);
        expect(code, stderr).toBe(0);
        expect(document.summary).toMatchObject({ create: MEMBERS.length });
        expect(document.health).toMatchObject({ ready: expect.any(Number), failed: 0, timedOut: 0 });
        const ordered = withoutJobDeletes(writes);
        const pre = phaseWrites(CREATE_JOB);
        const members = ordered.slice(pre.length, pre.length + MEMBERS.length);
        // The members are applied side by side, in stages; the Deployment among them.
        expect([
          ...ordered.slice(0, pre.length),
          members.sort(),
          ...ordered.slice(pre.length + MEMBERS.length),
        ]).toEqual([...pre, MEMBERS.map((member) => `patch ${resourceOf(member)}`).sort(), ...phaseWrites(PATCH_JOB)]);
        expect(members).toContain(`patch deployments/${NAME}-controller`);
        // helm's results: each Job completed, every hook deleted by its hook-succeeded policy once its phase was over.
        expect(endsOf(document)).toEqual([
          ...HOOK_ACCOUNT.map((hook) => `pre-install ${hook} applied hook-succeeded`),
          `pre-install ${CREATE_JOB} completed hook-succeeded`,
          ...HOOK_ACCOUNT.map((hook) => `post-install ${hook} applied hook-succeeded`),
          `post-install ${PATCH_JOB} completed hook-succeeded`,
        ]);
      },
    );
    await step('leaves the hooks as helm leaves them: none stands, none was a member', async () => {
      expect(await standingHooks()).toEqual([]);
      const tree = await runCommand(
        process.execPath,
        [CLI, 'tree', '--applyset', 'ingress', '-n', NAMESPACE, '--kubeconfig', inject('kubeconfigPath'), '-o', 'json'],
        { env },
      );
      expect(tree.code, tree.stderr).toBe(0);
      const { kinds } = JSON.parse(tree.stdout) as { kinds: { kind: string; members: { name: string }[] }[] };
      const members = kinds.flatMap(({ kind, members }) => members.map(({ name }) => `${kind}/${name}`));
      expect(members.sort()).toEqual([...MEMBERS].sort());
      const deployment = await getLive('deployment', NAMESPACE, `${NAME}-controller`);
      expect(deployment?.metadata.labels?.['applyset.kubernetes.io/part-of']).toMatch(/^applyset-/);
    });
    await step('a second apply runs the upgrade hooks around the unchanged members', async () => {
      const { code, stderr, document, writes } = await cli(['apply', '-f', 'charts/ingress-nginx', '--timeout', '90s']);
      expect(code, stderr).toBe(0);
      expect(document.summary).toMatchObject({ unchanged: MEMBERS.length });
      expect(withoutJobDeletes(writes)).toEqual([...phaseWrites(CREATE_JOB), ...phaseWrites(PATCH_JOB)]);
      expect(endsOf(document)).toEqual([
        ...HOOK_ACCOUNT.map((hook) => `pre-upgrade ${hook} applied hook-succeeded`),
        `pre-upgrade ${CREATE_JOB} completed hook-succeeded`,
        ...HOOK_ACCOUNT.map((hook) => `post-upgrade ${hook} applied hook-succeeded`),
        `post-upgrade ${PATCH_JOB} completed hook-succeeded`,
      ]);
      expect(await standingHooks()).toEqual([]);
    });
    await step('deletes the set: every member and the webhook gone, no hook run', async () => {
      const { code, stderr, writes } = await cli(['delete', '--yes', '--timeout', '90s']);
      expect(code, stderr).toBe(0);
      expect(writes.sort()).toEqual(MEMBERS.map((member) => `delete ${resourceOf(member)}`).sort());
      expect(await getLive('validatingwebhookconfiguration', undefined, `${NAME}-admission`)).toBeUndefined();
      expect(await getLive('deployment', NAMESPACE, `${NAME}-controller`)).toBeUndefined();
    });
  },
);
