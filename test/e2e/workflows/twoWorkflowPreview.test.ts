// examples/workflows/two-workflow-render.yml and two-workflow-preview.yml, copied as a user copies them and run
// verbatim by the real workflow runner (act): a fork's pull request runs the render workflow (pull_request, no
// secret) which uploads the bundle; the preview workflow, started by that run's completion (workflow_run), downloads
// the artifact of that run id, previews it against the cluster with the shipped preview identity and writes one
// signed comment on the fork's pull request, with nothing of the pull request checked out. Then
// examples/workflows/two-workflow-deploy.yml, on the push of the merge, applies what that signed review showed, and
// refuses the merge of a pull request whose own workflow wrote its review.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { step } from '../../step.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import {
  type ClusterLock,
  EXAMPLE_LOCK_WAIT_MS,
  holdClusterLock,
  SHOP_EXAMPLE_LOCK,
} from '../../cluster/controlPlane/clusterLock.ts';
import { actPath, nodeBinDirectory } from '../../workflows/act/actProcess.ts';
import { ranActionSteps } from '../../workflows/act/actionStepResults.ts';
import { SHOP, adminKubectl, previewIdentity, removeShop } from '../../workflows/act/exampleCluster.ts';
import { type FakeGitHub, startFakeGitHub } from '../../workflows/act/gitHubStandIn.ts';
import { prepareStandIns } from '../../workflows/act/standIns.ts';
import { createUserRepository } from '../../workflows/act/userRepository.ts';
import { workflowBlocks } from '../../workflows/repositoryWorkflows.ts';
import { actionInput, usedActions, userWorkflows } from '../../workflows/act/userWorkflows.ts';
import {
  type RepositoryName,
  pullRequestPayload,
  pushPayload,
  workflowRunPayload,
} from '../../workflows/act/webhookPayloads.ts';
import { type WorkflowRun, workflowRunner } from '../../workflows/act/workflowRunner.ts';
import { triggers } from '../../workflows/act/workflowTriggers.ts';

const kubeconfigPath = inject('kubeconfigPath');
const api = connectToApi(kubeconfigPath);
const kubectl = adminKubectl(inject('kubectlPath'), kubeconfigPath);
const adminKubeconfig = await readFile(kubeconfigPath, 'utf8');
const GITHUB_TOKEN = 'ghs_actRunFakeToken0123456789abcdef';
const REVIEW_KEY = 'a-review-key-only-main-can-read-0123456789';
const NAME: RepositoryName = { owner: 'acme', name: 'shop', defaultBranch: 'main' };
const FORK = 'forker/shop';
const PULL_REQUEST = 31;
const FORK_ONLY =
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: forkonly\n  namespace: shop\ndata:\n  FROM: fork\n';
const RENDER_RUN_ID = 9_100_001;
const PREVIEW_RUN_ID = 9_100_002;
const FORGED_PULL_REQUEST = 32;
const FORGED_ONLY =
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: unreviewed\n  namespace: shop\ndata:\n  FROM: branch\n';

const workflow = (file: string) => {
  const found = userWorkflows().find((w) => w.source === `examples/workflows/${file}`);
  if (!found) throw new Error(`examples/workflows/${file} is not among the workflows users copy`);
  return found;
};
const render = workflow('two-workflow-render.yml');
const preview = workflow('two-workflow-preview.yml');
const deploy = workflow('two-workflow-deploy.yml');

let github: FakeGitHub;
let workDir: string;
// examples/shop has fixed names (namespace shop, a cluster-scoped CRD): no other test may deploy it meanwhile.
let lock: ClusterLock | undefined;

beforeAll(async () => {
  lock = await holdClusterLock(api, SHOP_EXAMPLE_LOCK, EXAMPLE_LOCK_WAIT_MS);
  [workDir, github] = await Promise.all([mkdtemp(join(tmpdir(), 'applyset-act-two-workflows-')), startFakeGitHub()]);
  await removeShop(kubectl);
}, EXAMPLE_LOCK_WAIT_MS + 300_000);

afterAll(async () => {
  try {
    await removeShop(kubectl);
  } finally {
    await Promise.all([github?.close(), lock?.release(), workDir && rm(workDir, { recursive: true, force: true })]);
  }
}, 300_000);

it(
  "previews a fork's pull request across the two workflows (rendered with no secret, previewed from its artifact by the workflow_run, one signed comment), deploys its merge against that review, and refuses a review the pull request's own workflow wrote",
  { timeout: 600_000 },
  async () => {
    const manifests = actionInput(render, 'manifests') ?? '';
    const repository = await createUserRepository(join(workDir, 'repo'), NAME, {
      workflows: [render, preview, deploy],
      manifests: { from: SHOP, path: manifests },
    });
    const runner = workflowRunner({
      act: await actPath(),
      nodeBin: nodeBinDirectory(),
      standIns: await prepareStandIns(join(workDir, 'stand-ins')),
      gitHubApiUrl: github.url,
      workDir,
      timeoutMs: 240_000,
    });
    const previewKubeconfig = await previewIdentity(kubectl, api, kubeconfigPath);
    const baseSha = await repository.head();
    await repository.branch('eur-to-usd');
    // The fork's change adds an object, which the default branch's files (the preview job's workspace) do not hold.
    const headSha = await repository.commitEdit(
      `${manifests}/02-config.yaml`,
      (text) => `${text}---\n${FORK_ONLY}`,
      'A config of the fork',
    );
    const renderFile = `.github/workflows/${render.fileName}`;
    const succeeded = (run: WorkflowRun) => {
      expect(run.exitCode, run.tail()).toBe(0);
      for (const job of run.jobs.values()) expect(job.result, run.tail()).toBe('success');
    };

    const rendered = await step(
      "renders the fork's pull request in the pull_request workflow, with the token alone, and uploads the bundle",
      async () => {
        const payload = pullRequestPayload(NAME, {
          number: PULL_REQUEST,
          title: 'A config of the fork',
          action: 'opened',
          head: { ref: 'eur-to-usd', sha: headSha, repository: FORK },
          base: { ref: 'main', sha: baseSha },
        });
        expect(
          triggers(render.on, {
            name: 'pull_request',
            payload,
            changedFiles: await repository.changedFiles(baseSha, headSha),
          }),
        ).toBe(true);
        // A fork's pull_request run gets no secret but a read-only GITHUB_TOKEN; act sets no GITHUB_WORKFLOW_REF, GitHub does.
        const run = await runner.run(
          repository,
          render,
          { name: 'pull_request', payload },
          { GITHUB_TOKEN },
          {
            env: {
              GITHUB_RUN_ID: String(RENDER_RUN_ID),
              GITHUB_WORKFLOW_REF: `${NAME.owner}/${NAME.name}/${renderFile}@refs/pull/${PULL_REQUEST}/merge`,
            },
          },
        );
        succeeded(run);
        const [action] = ranActionSteps(run, render);
        expect(action?.step.outputs['mode']).toBe('render');
        expect(run.text).toContain('Artifact applyset-bundle uploaded');
        expect(github.commentsOn({ owner: NAME.owner, repo: NAME.name, issueNumber: PULL_REQUEST })).toEqual([]);
        return run;
      },
    );

    const previewed = await step(
      'previews the artifact of that run from the workflow_run, checking out nothing of the pull request, in one signed comment',
      async () => {
        // The workflow_run runs the default branch's workflow file, at the default branch: the fork's change is in the bundle alone.
        await repository.checkout(NAME.defaultBranch);
        expect(usedActions(preview).map((uses) => uses.split('@')[0])).not.toContain('actions/checkout');
        // GitHub lists no pull request on a fork's run: the preview finds the fork branch's open one through the API.
        github.forkHeads.set(PULL_REQUEST, FORK);
        github.openHeads.set(PULL_REQUEST, { sha: headSha, ref: 'eur-to-usd' });
        const payload = workflowRunPayload(NAME, {
          run: {
            id: RENDER_RUN_ID,
            path: renderFile,
            name: 'shop-render',
            event: 'pull_request',
            conclusion: 'success',
          },
          head: { sha: headSha, branch: 'eur-to-usd', repository: FORK },
          pullRequests: [],
        });
        // act does not match `workflows:` (nor do triggers()): the preview listens to the render workflow by its name.
        expect(preview.on.get('workflow_run')?.['workflows']).toEqual([
          /^name:\s*(.+)$/m.exec(render.text)?.[1]?.trim(),
        ]);
        expect(triggers(preview.on, { name: 'workflow_run', payload, changedFiles: [] })).toBe(true);
        const run = await runner.run(
          repository,
          preview,
          { name: 'workflow_run', payload },
          { PREVIEW_KUBECONFIG: previewKubeconfig, APPLYSET_REVIEW_KEY: REVIEW_KEY, GITHUB_TOKEN },
          {
            env: { GITHUB_RUN_ID: String(PREVIEW_RUN_ID) },
          },
        );
        succeeded(run);
        const [action] = ranActionSteps(run, preview);
        expect(action?.step.outputs['mode']).toBe('preview');
        const comments = github.commentsOn({ owner: NAME.owner, repo: NAME.name, issueNumber: PULL_REQUEST });
        expect(comments).toHaveLength(1);
        const body = comments[0]!.body;
        expect(body.split('\n')[1]).toMatch(/^<!-- applyset-action:fingerprint v1\./);
        expect(body.split('\n')[2]).toMatch(/^<!-- applyset-action:signature v1\.[\w-]{43} -->$/);
        expect(body).toContain(`Commit \`${headSha.slice(0, 7)}\``);
        // The fork's object, which the job's workspace (the default branch's files) does not hold: it came from the bundle.
        expect(await readFile(join(repository.dir, manifests, '02-config.yaml'), 'utf8')).not.toContain('forkonly');
        expect(body).toContain('configmap/forkonly');
        return { run, body };
      },
    );
    const pullRequestComments = (issueNumber: number) =>
      github.commentsOn({ owner: NAME.owner, repo: NAME.name, issueNumber });
    const configMap = async (name: string) =>
      (await api.request('GET', `/api/v1/namespaces/shop/configmaps/${name}`)).status;
    const deployMerge = async (before: string, after: string, pullRequest: number) => {
      github.mergedPullRequests.set(after, [pullRequest]);
      const payload = pushPayload(NAME, {
        branch: NAME.defaultBranch,
        before,
        after,
        message: `Merge pull request #${pullRequest}`,
        modified: [`${manifests}/02-config.yaml`],
      });
      expect(
        triggers(deploy.on, { name: 'push', payload, changedFiles: await repository.changedFiles(before, after) }),
      ).toBe(true);
      // The production environment's secrets: the deploy identity (here the admin's) and the key the preview signed with.
      return runner.run(
        repository,
        deploy,
        { name: 'push', payload },
        { DEPLOY_KUBECONFIG: adminKubeconfig, APPLYSET_REVIEW_KEY: REVIEW_KEY, GITHUB_TOKEN },
      );
    };

    const mergeSha = await repository.merge(
      'eur-to-usd',
      `Merge pull request #${PULL_REQUEST} from ${FORK}/eur-to-usd`,
    );
    const deployed = await step(
      "deploys the fork's merge on push to main: the signed review matches the plan, and the fork's objects are in the cluster",
      async () => {
        // The deploy users copy from the docs is the example file, word for word.
        expect(workflowBlocks('docs/two-workflow-previews.md').map(({ text }) => text)).toContain(deploy.text);
        expect(await configMap('forkonly')).toBe(404);
        const run = await deployMerge(baseSha, mergeSha, PULL_REQUEST);
        succeeded(run);
        const [action] = ranActionSteps(run, deploy);
        expect(action?.step.outputs['mode']).toBe('apply');
        expect(action?.step.annotations).toEqual([]);
        expect(run.text).toContain(`The deploy plans what the preview on pull request #${PULL_REQUEST} showed.`);
        expect(await configMap('forkonly')).toBe(200);
        expect(await configMap('shop-config')).toBe(200);
        const comments = pullRequestComments(PULL_REQUEST);
        expect(comments).toHaveLength(1);
        const body = comments[0]!.body;
        expect(body).toContain(`Commit \`${mergeSha.slice(0, 7)}\``);
        expect(body).toMatch(/### ApplySet apply: /);
        // The deploy's comment keeps the signed review it compared with, signature and all.
        expect(body.split('\n').slice(1, 3)).toEqual(previewed.body.split('\n').slice(1, 3));
        return run;
      },
    );

    const refused = await step(
      'refuses, under fail, the merge of a pull request whose own workflow wrote its review (fingerprint copied, signature left out, then copied from another pull request), and writes nothing to the cluster',
      async () => {
        await repository.branch('unreviewed');
        await repository.commitEdit(
          `${manifests}/02-config.yaml`,
          (text) => `${text}---\n${FORGED_ONLY}`,
          'A config nobody previewed',
        );
        const merged = await repository.merge(
          'unreviewed',
          `Merge pull request #${FORGED_PULL_REQUEST} from ${NAME.owner}/unreviewed`,
        );
        const parent = async () =>
          (
            (await api.request('GET', '/api/v1/namespaces/shop/secrets/shop')).body as {
              metadata: { resourceVersion: string };
            }
          ).metadata.resourceVersion;
        const parentBefore = await parent();
        // The pull request's own workflow writes the comment with its GITHUB_TOKEN, as github-actions[bot], as the preview
        // does: the marker and fingerprint lines of #31's signed review, first with no signature, then with #31's, which
        // it cannot make again for #32. Each time the merge's deploy is run (again).
        const unsigned = previewed.body
          .split('\n')
          .filter((line) => !line.startsWith('<!-- applyset-action:signature '))
          .join('\n');
        const forgeries = [
          { body: unsigned, refusal: 'is not signed with the review key' },
          { body: previewed.body, refusal: 'carries a signature that does not match with the review key' },
        ];
        const runs: WorkflowRun[] = [];
        for (const { body, refusal } of forgeries) {
          const [written] = pullRequestComments(FORGED_PULL_REQUEST);
          if (written) written.body = body;
          else github.addComment({ owner: NAME.owner, repo: NAME.name, issueNumber: FORGED_PULL_REQUEST }, body);
          const run = await deployMerge(mergeSha, merged, FORGED_PULL_REQUEST);
          runs.push(run);
          expect(run.exitCode, run.tail()).not.toBe(0);
          expect([...run.jobs.values()].map((job) => job.result)).toEqual(['failure']);
          expect(run.text).toContain(`the preview comment on pull request #${FORGED_PULL_REQUEST} ${refusal}`);
          expect(await configMap('unreviewed')).toBe(404);
          expect(await parent()).toBe(parentBefore);
          // The refusal is reported in the pull request's comment, in place of the forged one.
          const comments = pullRequestComments(FORGED_PULL_REQUEST);
          expect(comments).toHaveLength(1);
          expect(comments[0]!.body).toContain('This deploy was refused before it wrote anything');
          expect(comments[0]!.body).toContain(refusal);
        }
        return runs;
      },
    );

    console.log(
      `act runs: pull_request ${render.fileName} ${(rendered.durationMs / 1000).toFixed(1)} s; workflow_run ${preview.fileName} ${(previewed.run.durationMs / 1000).toFixed(1)} s; push ${deploy.fileName} ${(deployed.durationMs / 1000).toFixed(1)} s, refused ${refused.map((run) => `${(run.durationMs / 1000).toFixed(1)} s`).join(', ')}`,
    );
  },
);
