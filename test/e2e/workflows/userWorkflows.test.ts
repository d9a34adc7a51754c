// The workflows users copy (README.md's blocks, examples/workflows/), run verbatim by a real workflow
// runner (act) for the events they are for, against the test cluster and the GitHub stand-in: what a
// user sees on the pull request, in the cluster, in the job summary and in later steps.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
import { type ActionStepResult, outputEchoes, ranActionSteps } from '../../workflows/act/actionStepResults.ts';
import {
  SHOP,
  adminKubectl,
  previewIdentity,
  removeShop,
  shopGroupKinds,
  shopObjects,
} from '../../workflows/act/exampleCluster.ts';
import { type FakeGitHub, startFakeGitHub } from '../../workflows/act/gitHubStandIn.ts';
import { prepareStandIns } from '../../workflows/act/standIns.ts';
import { type UserRepository, createUserRepository } from '../../workflows/act/userRepository.ts';
import {
  type UserWorkflow,
  actionInput,
  destroysEnvironment,
  isPageBlock,
  rendersChart,
  secretNames,
  splitsPreview,
  userWorkflows,
} from '../../workflows/act/userWorkflows.ts';
import {
  type RepositoryName,
  pullRequestPayload,
  pushPayload,
  schedulePayload,
  workflowDispatchPayload,
} from '../../workflows/act/webhookPayloads.ts';
import { type WorkflowRun, type WorkflowRunner, workflowRunner } from '../../workflows/act/workflowRunner.ts';
import { triggers } from '../../workflows/act/workflowTriggers.ts';

const kubeconfigPath = inject('kubeconfigPath');
const api = connectToApi(kubeconfigPath);
const kubectl = adminKubectl(inject('kubectlPath'), kubeconfigPath);
const adminKubeconfig = await readFile(kubeconfigPath, 'utf8');
const GITHUB_TOKEN = 'ghs_actRunFakeToken0123456789abcdef';
const RUN_TIMEOUT_MS = 240_000;
const STORY_TIMEOUT_MS = 600_000;

// A per-pull-request environment's story is pullRequestEnvironment.test.ts's, a Helm chart's helmChart.test.ts's, the
// two-workflow preview's (a bundle handed from one run to a workflow_run of another) twoWorkflowPreview.test.ts's.
const workflows = userWorkflows().filter(
  (workflow) => !destroysEnvironment(workflow) && !rendersChart(workflow) && !splitsPreview(workflow),
);
/** The blocks of README.md and its pages live in one repository (they share manifests); each example workflow in its own. */
const stories = [
  { title: "README.md's workflows", repository: 'shop', pullRequest: 7, workflows: workflows.filter(isPageBlock) },
  ...workflows
    .filter((w) => !isPageBlock(w))
    .map((w, i) => ({
      title: w.source,
      repository: `shop-${w.fileName.replace(/\.ya?ml$/, '')}`,
      pullRequest: 20 + i,
      workflows: [w],
    })),
];

let act: string;
let runner: WorkflowRunner;
let github: FakeGitHub;
let workDir: string;
// examples/shop has fixed names (namespace shop, a cluster-scoped CRD): no other test may deploy it meanwhile.
let lock: ClusterLock | undefined;
const timings: string[] = [];

beforeAll(async () => {
  lock = await holdClusterLock(api, SHOP_EXAMPLE_LOCK, EXAMPLE_LOCK_WAIT_MS);
  [act, workDir] = await Promise.all([actPath(), mkdtemp(join(tmpdir(), 'applyset-act-'))]);
  github = await startFakeGitHub();
  runner = workflowRunner({
    act,
    nodeBin: nodeBinDirectory(),
    standIns: await prepareStandIns(join(workDir, 'stand-ins')),
    gitHubApiUrl: github.url,
    workDir,
    timeoutMs: RUN_TIMEOUT_MS,
  });
  await removeShop(kubectl);
}, EXAMPLE_LOCK_WAIT_MS + 300_000);

afterAll(async () => {
  console.log(`act runs: ${timings.join('; ')}`);
  try {
    await removeShop(kubectl);
  } finally {
    await Promise.all([github?.close(), lock?.release(), workDir && rm(workDir, { recursive: true, force: true })]);
  }
}, 300_000);

/**
 * The events each workflow users copy is written for, by its file and its `name:`. The stories below register a test
 * for an event only when a workflow has it, so a workflow that lost a trigger would lose those tests in silence: the
 * triggers are held here instead, and a change to them changes this list.
 */
const EXPECTED_TRIGGERS: Record<string, string[]> = {
  'README.md shop': ['pull_request', 'push'],
  'docs/drift.md shop-drift': ['schedule'],
  'docs/pr-environments.md pr-environment': ['pull_request'],
  'docs/helm-charts.md podinfo': ['pull_request', 'push'],
  'examples/workflows/deploy.yml shop': ['pull_request', 'push', 'workflow_dispatch'],
  'examples/workflows/pr-environment.yml pr-environment': ['pull_request'],
  'examples/workflows/two-workflow-deploy.yml shop-deploy': ['push'],
  'examples/workflows/two-workflow-preview.yml shop-preview': ['workflow_run'],
  'examples/workflows/two-workflow-render.yml shop-render': ['pull_request'],
};

it('finds each workflow users copy with the triggers it is written for', () => {
  const found = userWorkflows().map((w) => [
    `${w.source.replace(/:\d+$/, '')} ${/^name:\s*(.+)$/m.exec(w.text)?.[1]?.trim() ?? '(no name)'}`,
    [...w.on.keys()].sort(),
  ]);
  expect(Object.fromEntries(found)).toEqual(EXPECTED_TRIGGERS);
  expect(found).toHaveLength(Object.keys(EXPECTED_TRIGGERS).length);
});

it('finds the workflows users copy, and a later step that reads the outputs', () => {
  expect(stories[0]?.workflows.length).toBeGreaterThanOrEqual(2);
  expect(stories.length).toBeGreaterThanOrEqual(2);
  expect(workflows.flatMap(outputEchoes).length).toBeGreaterThan(0);
});

for (const story of stories) {
  describe(story.title, () => {
    const name: RepositoryName = { owner: 'acme', name: story.repository, defaultBranch: 'main' };
    const onEvent = (event: string) => story.workflows.filter((w) => w.on.has(event));
    const manifests = actionInput(story.workflows[0]!, 'manifests') ?? '';
    const previewSecrets = new Set(story.workflows.flatMap(secretNames).filter((secret) => /PREVIEW/i.test(secret)));
    let repository: UserRepository;
    let previewKubeconfig: string | undefined;
    const target = { owner: name.owner, repo: name.name, issueNumber: story.pullRequest };

    /**
     * Secrets by the names the workflows read: the preview identity's for PREVIEW ones (unset, as
     * GitHub gives an unset secret, until the admin made it), the admin's for the rest.
     */
    const secrets = (): Record<string, string> => {
      const named = story.workflows.flatMap(secretNames).flatMap((secret) => {
        if (!previewSecrets.has(secret)) return [[secret, adminKubeconfig]];
        return previewKubeconfig === undefined ? [] : [[secret, previewKubeconfig]];
      });
      return { ...Object.fromEntries(named), GITHUB_TOKEN };
    };

    /** Runs every workflow GitHub would start for the event, one after the other. */
    const deliver = async (
      event: string,
      payload: Record<string, unknown>,
      changedFiles: string[],
    ): Promise<{ workflow: UserWorkflow; run: WorkflowRun }[]> => {
      const started = story.workflows.filter((workflow) =>
        triggers(workflow.on, { name: event, payload, changedFiles }),
      );
      const runs = [];
      for (const workflow of started) {
        const run = await runner.run(repository, workflow, { name: event, payload }, secrets());
        timings.push(`${event} ${workflow.fileName} ${(run.durationMs / 1000).toFixed(1)} s`);
        runs.push({ workflow, run });
      }
      return runs;
    };

    beforeAll(async () => {
      await removeShop(kubectl);
      repository = await createUserRepository(join(workDir, story.repository), name, {
        workflows: story.workflows,
        manifests: { from: SHOP, path: manifests },
      });
    }, 300_000);

    let previewComment: { id: number; body: string } | undefined;
    let headSha = '';
    let baseSha = '';
    let mergeSha = '';
    let mergePush: Record<string, unknown> | undefined;

    // One story per repository: each event finds the cluster, the comment and the issue the one before it left.
    it(
      `${story.title}: each event its workflows are written for (a dispatch, a pull request opened, pushed to, merged, a schedule), in order`,
      async () => {
        if (onEvent('workflow_dispatch').length > 0)
          await step('deploys by hand (workflow_dispatch) into a namespace its manifests create', async () => {
            expect((await api.request('GET', '/api/v1/namespaces/shop')).status).toBe(404);
            for (const workflow of onEvent('workflow_dispatch')) {
              const inputs = dispatchInputs(workflow);
              const runs = await deliver(
                'workflow_dispatch',
                workflowDispatchPayload(name, { workflowFile: workflow.fileName, inputs }),
                [],
              );
              const steps = runs.flatMap(({ workflow: w, run }) => expectSucceeded(run, w, 'apply'));
              expect(steps.map(({ step }) => step.outputs['created'])).toEqual([String(shopObjects().length)]);
              expect(steps[0]?.step.annotations).toEqual([]);
            }
            await expectShopDeployed();
          });

        if (onEvent('pull_request').length > 0)
          await step('previews a pull request in one comment, writing nothing to the cluster', async () => {
            if (previewSecrets.size > 0) previewKubeconfig = await previewIdentity(kubectl, api, kubeconfigPath);
            baseSha = await repository.head();
            await repository.branch('eur-to-usd');
            headSha = await repository.commitEdit(
              `${manifests}/02-config.yaml`,
              (text) => text.replace('CURRENCY: EUR', 'CURRENCY: USD'),
              'Prices in USD',
            );
            const configBefore = await configMapCurrency();
            const runs = await deliver(
              'pull_request',
              pullRequest('opened'),
              await repository.changedFiles(baseSha, headSha),
            );
            expect(runs.length).toBeGreaterThan(0);
            const steps = runs.flatMap(({ workflow, run }) => expectSucceeded(run, workflow, 'preview'));
            // One preview: the deploy job's if: skipped it (run on a pull request, it would preview too, with the deploy credentials).
            expect(steps).toHaveLength(1);
            expect(steps[0]?.step.annotations).toEqual([]);
            const comments = github.commentsOn(target);
            expect(comments).toHaveLength(1);
            expect(comments[0]?.body).toContain(`Commit \`${headSha.slice(0, 7)}\``);
            expect(String(comments[0]?.id)).toBe(steps[0]?.step.outputs['comment-id']);
            previewComment = { id: comments[0]!.id, body: comments[0]!.body };
            expect(await configMapCurrency()).toBe(configBefore);
          });

        if (onEvent('pull_request').length > 0)
          await step(
            'updates that comment in place on a new push to the pull request, and deploys nothing from the branch',
            async () => {
              const pushedBefore = headSha;
              headSha = await repository.commitEdit(
                `${manifests}/02-config.yaml`,
                (text) => text.replace('rollout: 10', 'rollout: 50'),
                'Roll the new checkout out to half',
              );
              // The branch's push is an event of its own: the workflows that deploy listen to the default branch only.
              const branchPush = pushPayload(name, {
                branch: 'eur-to-usd',
                before: pushedBefore,
                after: headSha,
                message: 'Roll the new checkout out to half',
                modified: [`${manifests}/02-config.yaml`],
              });
              expect(await deliver('push', branchPush, await repository.changedFiles(pushedBefore, headSha))).toEqual(
                [],
              );
              const runs = await deliver(
                'pull_request',
                pullRequest('synchronize'),
                await repository.changedFiles(baseSha, headSha),
              );
              expect(runs.length).toBeGreaterThan(0);
              const steps = runs.flatMap(({ workflow, run }) => expectSucceeded(run, workflow, 'preview'));
              expect(steps.flatMap(({ step }) => step.annotations)).toEqual([]);
              const comments = github.commentsOn(target);
              expect(comments).toHaveLength(1);
              expect(comments[0]?.id).toBe(previewComment?.id);
              expect(comments[0]?.body).not.toBe(previewComment?.body);
              expect(comments[0]?.body).toContain(`Commit \`${headSha.slice(0, 7)}\``);
            },
          );

        if (onEvent('pull_request').length > 0)
          await step(
            'starts no workflow when the pull request is closed by its merge (none lists the closed type)',
            async () => {
              mergeSha = await repository.merge(
                'eur-to-usd',
                `Merge pull request #${story.pullRequest} from acme/eur-to-usd`,
              );
              const listsClosed = story.workflows.filter((w) =>
                JSON.stringify(w.on.get('pull_request')?.['types'] ?? []).includes('closed'),
              );
              expect(listsClosed).toEqual([]);
              const runs = await deliver(
                'pull_request',
                pullRequest('closed', mergeSha),
                await repository.changedFiles(baseSha, headSha),
              );
              expect(runs).toEqual([]);
            },
          );

        if (onEvent('push').length > 0 && onEvent('pull_request').length > 0)
          await step(
            "deploys the merge on push to the default branch, and adds the deploy to the pull request's comment",
            async () => {
              github.mergedPullRequests.set(mergeSha, [story.pullRequest]);
              mergePush = pushPayload(name, {
                branch: 'main',
                before: baseSha,
                after: mergeSha,
                message: `Merge pull request #${story.pullRequest}`,
                modified: [`${manifests}/02-config.yaml`],
              });
              const runs = await deliver('push', mergePush, await repository.changedFiles(baseSha, mergeSha));
              expect(runs.length).toBeGreaterThan(0);
              const steps = runs.flatMap(({ workflow, run }) => expectSucceeded(run, workflow, 'apply'));
              // One deploy: the preview job's if: skipped it (run on a push, it would try to deploy with the preview credentials).
              expect(steps).toHaveLength(1);
              // The deploy is what the pull request's last preview showed: nothing to warn about.
              expect(steps[0]?.step.annotations).toEqual([]);
              await expectShopDeployed(steps[0]!.step.outputs['applyset-id']);
              expect(await configMapCurrency()).toBe('USD');
              const comments = github.commentsOn(target);
              expect(comments).toHaveLength(1);
              expect(comments[0]?.body).toContain(`Commit \`${mergeSha.slice(0, 7)}\``);
              expect(comments[0]?.body).toMatch(/### ApplySet apply: /);
            },
          );

        if (onEvent('schedule').length > 0 && onEvent('push').length > 0 && onEvent('pull_request').length > 0)
          await step(
            'checks for drift on schedule: none after the deploy, an issue once an object is deleted by hand, closed after the deploy is re-run',
            async () => {
              const scheduled = async (): Promise<ActionStepResult> => {
                const runs = await deliver(
                  'schedule',
                  schedulePayload(name, onEvent('schedule')[0]?.crons[0] ?? ''),
                  [],
                );
                expect(runs.length).toBeGreaterThan(0);
                const steps = runs.flatMap(({ workflow, run }) => expectSucceeded(run, workflow, 'drift'));
                expect(steps).toHaveLength(1);
                return steps[0]!;
              };
              const issuesOf = () =>
                github.issues.filter((issue) => issue.owner === name.owner && issue.repo === name.name);

              const matching = await scheduled();
              expect(matching.step.outputs['drifted']).toBe('false');
              expect(issuesOf()).toEqual([]);

              // Deleted, not changed: a field changed by hand belongs to kubectl, and a deploy does not take it back without force-conflicts.
              await kubectl('delete', 'configmap', 'shop-config', '-n', 'shop');
              const drifted = await scheduled();
              expect(drifted.step.outputs).toMatchObject({ drifted: 'true', created: '1', updated: '0', pruned: '0' });
              expect(issuesOf()).toHaveLength(1);
              expect(issuesOf()[0]).toMatchObject({
                state: 'open',
                number: Number(drifted.step.outputs['issue-number']),
              });
              expect(issuesOf()[0]?.body).toContain('configmap/shop-config');

              // Re-run the merge's deploy, as from the workflow run's page: the cluster is as merged again.
              const redeploys = await deliver(
                'push',
                mergePush ?? {},
                await repository.changedFiles(baseSha, mergeSha),
              );
              expect(
                redeploys
                  .flatMap(({ workflow, run }) => expectSucceeded(run, workflow, 'apply'))
                  .map(({ step }) => step.outputs['created']),
              ).toEqual(['1']);
              expect(await configMapCurrency()).toBe('USD');
              const fixed = await scheduled();
              expect(fixed.step.outputs['drifted']).toBe('false');
              expect(issuesOf()).toHaveLength(1);
              expect(issuesOf()[0]?.state).toBe('closed');
            },
          );
      },
      5 * STORY_TIMEOUT_MS,
    );

    function pullRequest(
      action: 'opened' | 'synchronize' | 'closed',
      mergeCommitSha?: string,
    ): Record<string, unknown> {
      return pullRequestPayload(name, {
        number: story.pullRequest,
        title: 'Prices in USD',
        action,
        head: { ref: 'eur-to-usd', sha: headSha },
        base: { ref: 'main', sha: baseSha },
        ...(mergeCommitSha ? { mergeCommitSha } : {}),
      });
    }
  });
}

/**
 * The run as a user reads it on GitHub: every job succeeded or was skipped by its `if:`, every step
 * of a job that ran succeeded, and this action's steps ran in `mode`, with a job summary of their
 * counts; every later step that prints their outputs printed what they were. Returns the action's
 * steps that ran.
 */
function expectSucceeded(run: WorkflowRun, workflow: UserWorkflow, mode: string): ActionStepResult[] {
  expect(run.timedOut, run.tail()).toBe(false);
  for (const id of Object.keys(workflow.jobs)) {
    const job = run.job(id);
    expect(job.result, run.tail()).toMatch(/^(success|skipped)$/);
    if (job.result === 'skipped') continue;
    for (const step of job.steps) expect(step.result, `job ${id}, step ${step.name}: ${run.tail()}`).toBe('success');
  }
  expect(run.exitCode, run.tail()).toBe(0);
  const steps = ranActionSteps(run, workflow);
  for (const { step } of steps) {
    expect(step.outputs['mode'], run.tail()).toBe(mode);
    const created = step.outputs['created'];
    expect(step.summary).toContain(mode === 'apply' ? `${created} created` : `${created} to create`);
  }
  for (const echo of outputEchoes(workflow)) {
    if (run.jobs.get(echo.job)?.result === 'skipped') continue;
    expect(run.step(echo.job, echo.step).output).toContain(echo.expected((id) => run.step(echo.job, id).outputs));
  }
  return steps;
}

/** The inputs a person leaves as offered: each input's default. */
function dispatchInputs(workflow: UserWorkflow): Record<string, string> {
  const declared = workflow.on.get('workflow_dispatch')?.['inputs'];
  const inputs: Record<string, string> = {};
  for (const [input, spec] of Object.entries(typeof declared === 'object' && declared !== null ? declared : {})) {
    const fallback = (spec as { default?: unknown }).default;
    if (fallback !== undefined) inputs[input] = String(fallback);
  }
  return inputs;
}

/** Every object of examples/shop exists, carries the set's label, and the parent Secret records the set. */
async function expectShopDeployed(applysetId?: string): Promise<void> {
  const listed = JSON.parse(await kubectl('get', '-f', SHOP, '-o', 'json')) as {
    items: { metadata: { labels?: Record<string, string> } }[];
  };
  expect(listed.items).toHaveLength(shopObjects().length);
  const parent = await api.request('GET', '/api/v1/namespaces/shop/secrets/shop');
  expect(parent.status).toBe(200);
  const { metadata } = parent.body as {
    metadata: { labels: Record<string, string>; annotations: Record<string, string> };
  };
  const id = metadata.labels['applyset.kubernetes.io/id'];
  if (applysetId !== undefined) expect(id).toBe(applysetId);
  expect(metadata.annotations['applyset.kubernetes.io/contains-group-kinds']?.split(',').sort()).toEqual(
    shopGroupKinds(),
  );
  for (const item of listed.items) expect(item.metadata.labels?.['applyset.kubernetes.io/part-of']).toBe(id);
}

async function configMapCurrency(): Promise<string | undefined> {
  const config = await api.request('GET', '/api/v1/namespaces/shop/configmaps/shop-config');
  return config.status === 200 ? (config.body as { data: Record<string, string> }).data['CURRENCY'] : undefined;
}
