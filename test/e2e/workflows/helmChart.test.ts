// docs/helm-charts.md's Helm workflow, run verbatim by the real workflow runner (act) on stefanprodan/podinfo's chart
// (test/charts/podinfo), with a helm built from its Go module on the runner's PATH as GitHub's runners have one: a pull
// request that sets the chart's values is previewed (every object a create, linked to its template), its merge applies
// them; a second pull request scales it and switches redis off, previewed as an update and prunes, applied on merge.
// The previews run with the preview identity the workflow names (PREVIEW_KUBECONFIG): examples/rbac adapted to the
// app as their comments say (`shop` replaced by `podinfo`, a rule for the chart's PodDisruptionBudget), which limits
// it to dry runs, so this file changes admission (test/e2eFileGroups.ts).
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type {} from '../../cluster/controlPlane/provided.ts';
import { helmPath } from '../../cluster/helm/helmPath.ts';
import { actPath, nodeBinDirectory } from '../../workflows/act/actProcess.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { adaptedPreviewIdentity } from '../../workflows/act/adaptedRbac.ts';
import { adminKubectl } from '../../workflows/act/exampleCluster.ts';
import { type FakeGitHub, startFakeGitHub } from '../../workflows/act/gitHubStandIn.ts';
import { prepareStandIns } from '../../workflows/act/standIns.ts';
import { createUserRepository, type UserRepository } from '../../workflows/act/userRepository.ts';
import { rendersChart, userWorkflows } from '../../workflows/act/userWorkflows.ts';
import { pullRequestPayload, pushPayload } from '../../workflows/act/webhookPayloads.ts';
import { type WorkflowRun, type WorkflowRunner, workflowRunner } from '../../workflows/act/workflowRunner.ts';
import { triggers } from '../../workflows/act/workflowTriggers.ts';

const GITHUB_TOKEN = 'ghs_actRunFakeToken0123456789abcdef';
const NAME = { owner: 'acme', name: 'podinfo', defaultBranch: 'main' };
const NAMESPACE = 'podinfo';
const VALUES = 'deploy/podinfo-values.yaml';
const kubectl = adminKubectl(inject('kubectlPath'), inject('kubeconfigPath'));
const [workflow, ...others] = userWorkflows().filter(rendersChart);

let github: FakeGitHub;
let workDir: string;
let runner: WorkflowRunner;
let repository: UserRepository;
let previewKubeconfig: string;
let removeRbac: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const [act, helm, dir] = await Promise.all([actPath(), helmPath(), mkdtemp(join(tmpdir(), 'applyset-act-helm-'))]);
  workDir = dir;
  github = await startFakeGitHub();
  runner = workflowRunner({
    act,
    nodeBin: nodeBinDirectory(),
    binDirectories: [dirname(helm)],
    standIns: await prepareStandIns(join(workDir, 'stand-ins')),
    gitHubApiUrl: github.url,
    workDir,
    timeoutMs: 240_000,
  });
  // The namespace is the workflow's, as written; the admin made it once with the RBAC examples, as the ApplySet's
  // parent and the identities live there.
  await kubectl('delete', 'namespace', NAMESPACE, '--ignore-not-found', '--wait=true');
  ({ previewKubeconfig, remove: removeRbac } = await adaptedPreviewIdentity(
    kubectl,
    connectToApi(inject('kubeconfigPath')),
    inject('kubeconfigPath'),
    workDir,
    NAMESPACE,
    [
      {
        apiGroups: ['policy'],
        resources: ['poddisruptionbudgets'],
        verbs: ['get', 'list', 'create', 'patch', 'delete'],
      },
    ],
  ));
  const files = join(workDir, 'files');
  await cp(resolve(import.meta.dirname, '../../charts/podinfo'), join(files, 'charts/podinfo'), { recursive: true });
  await mkdir(dirname(join(files, VALUES)), { recursive: true });
  await writeFile(join(files, VALUES), 'replicaCount: 1\nredis:\n  enabled: false\n');
  repository = await createUserRepository(join(workDir, 'repo'), NAME, {
    workflows: [workflow!],
    manifests: { from: files, path: '.' },
  });
  // act is built here when missing (about 1.5 minutes), as in the other workflow files.
}, 300_000);

afterAll(async () => {
  await removeRbac?.();
  await Promise.all([github?.close(), workDir && rm(workDir, { recursive: true, force: true })]);
});

const secrets = async () => {
  return {
    PREVIEW_KUBECONFIG: previewKubeconfig,
    DEPLOY_KUBECONFIG: await readFile(inject('kubeconfigPath'), 'utf8'),
    GITHUB_TOKEN,
  };
};

async function deliver(name: string, payload: Record<string, unknown>, changedFiles: string[]): Promise<WorkflowRun> {
  expect(triggers(workflow!.on, { name, payload, changedFiles })).toBe(true);
  const run = await runner.run(repository, workflow!, { name, payload }, await secrets());
  console.log(`${name} ${workflow!.fileName}: ${(run.durationMs / 1000).toFixed(1)} s`);
  expect(run.timedOut, run.tail()).toBe(false);
  expect(run.exitCode, run.tail()).toBe(0);
  // The pull request's preview job runs, or the push's deploy job; the other is skipped by its if:.
  const [ran, skipped] = name === 'push' ? ['deploy', 'preview'] : ['preview', 'deploy'];
  expect(run.job(ran).result, run.tail()).toBe('success');
  expect(run.job(skipped).result, run.tail()).toBe('skipped');
  return run;
}

/**
 * A pull request that edits the values file, previewed; then merged, and the merge's push deployed: its one
 * comment after the preview, and after the deploy (which reports in it, above the preview reviewed).
 */
async function pullRequest(
  number: number,
  branch: string,
  values: string,
): Promise<{ preview: string; deploy: string }> {
  const base = await repository.head();
  await repository.branch(branch);
  const head = await repository.commitEdit(VALUES, () => values, branch);
  const comment = () => {
    const comments = github.commentsOn({ owner: NAME.owner, repo: NAME.name, issueNumber: number });
    expect(comments).toHaveLength(1);
    return comments[0]!.body;
  };
  await deliver(
    'pull_request',
    pullRequestPayload(NAME, {
      number,
      title: branch,
      action: 'opened',
      head: { ref: branch, sha: head },
      base: { ref: 'main', sha: base },
    }),
    [VALUES],
  );
  const preview = comment();
  const merge = await repository.merge(branch, `Merge pull request #${number} from acme/${branch}`);
  github.mergedPullRequests.set(merge, [number]);
  await deliver(
    'push',
    pushPayload(NAME, {
      branch: 'main',
      before: base,
      after: merge,
      message: `Merge pull request #${number}`,
      modified: [VALUES],
    }),
    [VALUES],
  );
  return { preview, deploy: comment() };
}

async function names(resource: string): Promise<string[]> {
  const listed = await kubectl('get', resource, '-n', NAMESPACE, '-o', 'jsonpath={.items[*].metadata.name}');
  return listed
    .split(/\s+/)
    .filter((name) => name !== '')
    .sort();
}

it(
  "previews, applies, changes and prunes podinfo's chart through docs/helm-charts.md's Helm workflow",
  { timeout: 900_000 },
  async () => {
    expect(others).toEqual([]);
    expect(workflow?.source).toMatch(/^docs\/helm-charts\.md:\d+$/);

    const { preview, deploy } = await pullRequest(31, 'redis', 'replicaCount: 1\nredis:\n  enabled: true\n');
    expect(preview).toContain('charts/podinfo/templates/redis/deployment.yaml');
    expect(preview).toMatch(/5 to create/);
    expect(deploy).toMatch(/5 created/);
    expect(await names('deployments')).toEqual(['podinfo', 'podinfo-redis']);

    const { preview: scalePreview, deploy: scaleDeploy } = await pullRequest(
      32,
      'scale',
      'replicaCount: 2\npodDisruptionBudget:\n  maxUnavailable: 1\nredis:\n  enabled: false\n',
    );
    expect(scalePreview).toMatch(/1 to create, 1 to update/);
    expect(scalePreview).toMatch(/3 to prune/);
    expect(scaleDeploy).toMatch(/3 pruned/);
    expect(await names('deployments')).toEqual(['podinfo']);
    expect(await names('services')).toEqual(['podinfo']);
    expect(await names('poddisruptionbudgets')).toEqual(['podinfo']);
  },
);
