// The per-pull-request environment users copy (docs/pr-environments.md's block and examples/workflows/pr-environment.yml), run
// verbatim by a real workflow runner (act) against the test cluster and the GitHub stand-in, from a cluster without
// the environment: opened -> namespace pr-<number> and its objects exist, the comment says applied; synchronize (a
// new push) -> the environment has the push's change, in the same comment; closed -> everything is gone, the same
// comment says destroyed; closed again (a re-run) -> nothing to delete; reopened -> the environment is back.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { step } from '../../step.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { actPath, nodeBinDirectory } from '../../workflows/act/actProcess.ts';
import { type ActionStepResult, ranActionSteps } from '../../workflows/act/actionStepResults.ts';
import { adminKubectl } from '../../workflows/act/exampleCluster.ts';
import { type FakeGitHub, startFakeGitHub } from '../../workflows/act/gitHubStandIn.ts';
import { prepareStandIns } from '../../workflows/act/standIns.ts';
import { type UserRepository, createUserRepository } from '../../workflows/act/userRepository.ts';
import {
  type UserWorkflow,
  actionSteps,
  destroysEnvironment,
  secretNames,
  userWorkflows,
} from '../../workflows/act/userWorkflows.ts';
import { type RepositoryName, pullRequestPayload } from '../../workflows/act/webhookPayloads.ts';
import { type WorkflowRun, type WorkflowRunner, workflowRunner } from '../../workflows/act/workflowRunner.ts';
import { triggers } from '../../workflows/act/workflowTriggers.ts';

const kubeconfigPath = inject('kubeconfigPath');
const api = connectToApi(kubeconfigPath);
const kubectl = adminKubectl(inject('kubectlPath'), kubeconfigPath);
const adminKubeconfig = await readFile(kubeconfigPath, 'utf8');
const GITHUB_TOKEN = 'ghs_actRunFakeToken0123456789abcdef';
const EXAMPLE = resolve(import.meta.dirname, '../../../examples/pr-environment');
const RUN_TIMEOUT_MS = 240_000;
const STORY_TIMEOUT_MS = 600_000;

const workflows = userWorkflows().filter(destroysEnvironment);

let act: string;
let runner: WorkflowRunner;
let github: FakeGitHub;
let workDir: string;
const timings: string[] = [];

beforeAll(async () => {
  [act, workDir] = await Promise.all([actPath(), mkdtemp(join(tmpdir(), 'applyset-act-env-'))]);
  github = await startFakeGitHub();
  runner = workflowRunner({
    act,
    nodeBin: nodeBinDirectory(),
    standIns: await prepareStandIns(join(workDir, 'stand-ins')),
    gitHubApiUrl: github.url,
    workDir,
    timeoutMs: RUN_TIMEOUT_MS,
  });
}, 300_000);

afterAll(async () => {
  console.log(`act runs: ${timings.join('; ')}`);
  await Promise.all([github?.close(), workDir && rm(workDir, { recursive: true, force: true })]);
});

it('finds the per-pull-request environment in docs/pr-environments.md and in examples/workflows/', () => {
  expect(workflows.map((w) => w.source.split(':')[0])).toEqual([
    'docs/pr-environments.md',
    'examples/workflows/pr-environment.yml',
  ]);
});

for (const [index, workflow] of workflows.entries()) {
  describe(workflow.source, () => {
    const number = 40 + index;
    const namespace = `pr-${number}`;
    const name: RepositoryName = { owner: 'acme', name: `app-${index}`, defaultBranch: 'main' };
    const target = { owner: name.owner, repo: name.name, issueNumber: number };
    // The apply step's manifests are the overlay (deploy/pr/); the example's two directories go beside it.
    const applyStep = actionSteps(workflow).find(({ step }) => step.with?.['mode'] === 'apply');
    const overlay = String(applyStep?.step.with?.['manifests'] ?? '').replace(/\/$/, '');
    let repository: UserRepository;
    let heads = { base: '', head: '' };

    const deliver = async (
      action: 'opened' | 'synchronize' | 'reopened' | 'closed',
      before?: string,
    ): Promise<WorkflowRun> => {
      const payload = pullRequestPayload(name, {
        number,
        title: 'A new greeting',
        action,
        head: { ref: 'greeting', sha: heads.head },
        base: { ref: 'main', sha: heads.base },
        ...(before ? { before } : {}),
      });
      expect(
        triggers(workflow.on, {
          name: 'pull_request',
          payload,
          changedFiles: await repository.changedFiles(heads.base, heads.head),
        }),
      ).toBe(true);
      const secrets = Object.fromEntries([
        ...secretNames(workflow).map((secret) => [secret, adminKubeconfig]),
        ['GITHUB_TOKEN', GITHUB_TOKEN],
      ]);
      const run = await runner.run(repository, workflow, { name: 'pull_request', payload }, secrets);
      timings.push(`${action} ${workflow.fileName} ${(run.durationMs / 1000).toFixed(1)} s`);
      return run;
    };

    beforeAll(async () => {
      expect(overlay).toMatch(/\//);
      repository = await createUserRepository(join(workDir, name.name), name, {
        workflows: [workflow],
        manifests: { from: EXAMPLE, path: dirname(overlay) },
      });
      heads.base = await repository.head();
      await repository.branch('greeting');
      heads = {
        ...heads,
        head: await repository.commitEdit(
          `${dirname(overlay)}/app/app.yaml`,
          (text) => text.replace('hello from a pull request', 'hello from pull request review'),
          'A new greeting',
        ),
      };
    }, 300_000);

    afterAll(() => kubectl('delete', 'namespace', namespace, '--ignore-not-found', '--wait=false'), 60_000);

    // One story: each event finds the environment and the comment the one before it left.
    it(
      'the pull request opened, pushed to, closed, closed again and reopened: its environment applied, updated, destroyed, nothing left to destroy, applied again, in one comment',
      async () => {
        await step(
          'opened: applies the environment into namespace pr-<number>, which its manifests create, and says so in the comment',
          async () => {
            expect((await api.request('GET', `/api/v1/namespaces/${namespace}`)).status).toBe(404);

            const run = await deliver('opened');

            const [ran] = expectRan(run, workflow, 'apply', 'destroy');
            expect(ran?.step.outputs).toMatchObject({ mode: 'apply', created: '4' });
            const listed = JSON.parse(
              await kubectl(
                'get',
                'configmap,deployment,service',
                '-n',
                namespace,
                '-l',
                `applyset.kubernetes.io/part-of=${ran?.step.outputs['applyset-id']}`,
                '-o',
                'json',
              ),
            ) as { items: { metadata: { name: string } }[] };
            expect(listed.items.map((item) => item.metadata.name).sort()).toEqual(['web', 'web', 'web-config']);
            expect(
              JSON.parse(await kubectl('get', 'configmap', 'web-config', '-n', namespace, '-o', 'json')).data.GREETING,
            ).toBe('hello from pull request review');
            const comments = github.commentsOn(target);
            expect(comments).toHaveLength(1);
            expect(comments[0]?.body).toContain('### ApplySet apply: 4 created');
          },
        );

        await step(
          'synchronize: a new push to the pull request is applied to the same environment, and the same comment says so',
          async () => {
            const comment = github.commentsOn(target)[0];
            const before = heads.head;
            heads = {
              ...heads,
              head: await repository.commitEdit(
                `${dirname(overlay)}/app/app.yaml`,
                (text) => text.replace('hello from pull request review', 'hello from a second push'),
                'A second greeting',
              ),
            };

            const run = await deliver('synchronize', before);

            const [ran] = expectRan(run, workflow, 'apply', 'destroy');
            expect(ran?.step.outputs).toMatchObject({
              mode: 'apply',
              created: '0',
              updated: '1',
              pruned: '0',
              unchanged: '3',
            });
            expect(
              JSON.parse(await kubectl('get', 'configmap', 'web-config', '-n', namespace, '-o', 'json')).data.GREETING,
            ).toBe('hello from a second push');
            const comments = github.commentsOn(target);
            expect(comments.map((c) => c.id)).toEqual([comment?.id]);
            expect(comments[0]?.body).toContain('### ApplySet apply: 0 created, 1 configured, 0 pruned, 3 unchanged');
          },
        );

        await step(
          'closed: deletes everything, the namespace last, and the same comment says what was destroyed',
          async () => {
            const comment = github.commentsOn(target)[0];

            const run = await deliver('closed');

            const [ran] = expectRan(run, workflow, 'destroy', 'apply');
            // The members, the parent Secret: 5 objects; the Lease is the lock's own.
            expect(ran?.step.outputs).toMatchObject({ mode: 'destroy', deleted: '5' });
            expect(ran?.step.output.join('\n')).toContain('configmap/web-config (namespace pr-');
            expect((await api.request('GET', `/api/v1/namespaces/${namespace}`)).status).toBe(404);
            const comments = github.commentsOn(target);
            expect(comments.map((c) => c.id)).toEqual([comment?.id]);
            const body = comments[0]?.body ?? '';
            expect(body).toContain('### ApplySet destroyed: 5 objects deleted');
            for (const object of [
              'configmap/web-config',
              'deployment.apps/web',
              'service/web',
              `namespace/${namespace}`,
              'secret/app',
            ])
              expect(body).toMatch(new RegExp(`- \`${object}\`.* deleted`));
            expect(ran?.step.summary).toContain('### ApplySet destroyed: 5 objects deleted');
          },
        );

        await step('closed again (a re-run of the job): nothing to delete, and the step succeeds', async () => {
          const run = await deliver('closed');

          const [ran] = expectRan(run, workflow, 'destroy', 'apply');
          expect(ran?.step.outputs).toMatchObject({ mode: 'destroy', deleted: '0' });
          expect(github.commentsOn(target)[0]?.body).toContain('### ApplySet destroyed: nothing to delete');
        });

        await step(
          'reopened: applies the environment again into a new namespace pr-<number>, in the same comment',
          async () => {
            expect((await api.request('GET', `/api/v1/namespaces/${namespace}`)).status).toBe(404);

            const run = await deliver('reopened');

            const [ran] = expectRan(run, workflow, 'apply', 'destroy');
            expect(ran?.step.outputs).toMatchObject({ mode: 'apply', created: '4' });
            expect(
              JSON.parse(await kubectl('get', 'configmap', 'web-config', '-n', namespace, '-o', 'json')).data.GREETING,
            ).toBe('hello from a second push');
            const comments = github.commentsOn(target);
            expect(comments).toHaveLength(1);
            expect(comments[0]?.body).toContain('### ApplySet apply: 4 created');
          },
        );
      },
      5 * STORY_TIMEOUT_MS,
    );
  });
}

/**
 * The run as a user reads it: the job with this action's step in `mode` succeeded with every step, the other job (the
 * one with `skipped` mode's step) was skipped by its `if:`, and no step warned. Returns the action's steps that ran.
 */
function expectRan(run: WorkflowRun, workflow: UserWorkflow, mode: string, skipped: string): ActionStepResult[] {
  expect(run.timedOut, run.tail()).toBe(false);
  expect(run.exitCode, run.tail()).toBe(0);
  const jobOf = (m: string) => actionSteps(workflow).find(({ step }) => step.with?.['mode'] === m)?.job ?? '';
  expect(run.job(jobOf(skipped)).result, run.tail()).toBe('skipped');
  const job = run.job(jobOf(mode));
  expect(job.result, run.tail()).toBe('success');
  for (const step of job.steps) {
    expect(step.result, `step ${step.name}: ${run.tail()}`).toBe('success');
    expect(step.annotations, run.tail()).toEqual([]);
  }
  const steps = ranActionSteps(run, workflow);
  expect(steps.map(({ step }) => step.outputs['mode'])).toEqual([mode]);
  return steps;
}
