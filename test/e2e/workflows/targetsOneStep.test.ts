// docs/targets.md's one-step workflow, run verbatim by the real workflow runner (act): a pull request that changes two
// of three targets is previewed in one comment (the third skipped, as unchanged), and its merge's push deploys those
// two and reports on that same comment, from the one step each job has.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type {} from '../../cluster/controlPlane/provided.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { actPath, nodeBinDirectory } from '../../workflows/act/actProcess.ts';
import { ranActionSteps } from '../../workflows/act/actionStepResults.ts';
import { type FakeGitHub, startFakeGitHub } from '../../workflows/act/gitHubStandIn.ts';
import { prepareStandIns } from '../../workflows/act/standIns.ts';
import { createUserRepository } from '../../workflows/act/userRepository.ts';
import { type UserWorkflow, workflowOf } from '../../workflows/act/userWorkflows.ts';
import { pullRequestPayload, pushPayload } from '../../workflows/act/webhookPayloads.ts';
import { type WorkflowRun, workflowRunner } from '../../workflows/act/workflowRunner.ts';
import { triggers } from '../../workflows/act/workflowTriggers.ts';
import { workflowBlocks } from '../../workflows/repositoryWorkflows.ts';

const GITHUB_TOKEN = 'ghs_actRunFakeToken0123456789abcdef';
const NAME = { owner: 'acme', name: 'apps-one-step', defaultBranch: 'main' };
const PULL_REQUEST = 8;
const TARGETS = ['web', 'db', 'cache'];
const configMap = (name: string, value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "${value}"\n`;

const api = connectToApi(inject('kubeconfigPath'));
let ns: TestNamespace;
let github: FakeGitHub;
let workDir: string;

beforeAll(async () => {
  [ns, workDir, github] = await Promise.all([
    createTestNamespace(inject('kubeconfigPath'), 'targets-one-step'),
    mkdtemp(join(tmpdir(), 'applyset-act-one-step-')),
    startFakeGitHub(),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([ns?.delete(), github?.close(), workDir && rm(workDir, { recursive: true, force: true })]);
});

/** The job ran and each of its steps succeeded with no warning, and the other job was skipped by its `if:`. */
function expectJob(run: WorkflowRun, ran: string, skipped: string): void {
  expect(run.timedOut, run.tail()).toBe(false);
  expect(run.exitCode, run.tail()).toBe(0);
  expect(run.job(skipped).result, run.tail()).toBe('skipped');
  expect(run.job(ran).result, run.tail()).toBe('success');
  for (const step of run.job(ran).steps) expect(step.annotations, `step ${step.name}: ${run.tail()}`).toEqual([]);
}

async function configMapValue(name: string): Promise<string | undefined> {
  const live = await api.request('GET', `/api/v1/namespaces/${ns.name}/configmaps/${name}`);
  return live.status === 200 ? (live.body as { data: Record<string, string> }).data['VALUE'] : undefined;
}

it(
  'previews the changed targets of a pull request in one comment, then deploys them on its merge and reports on that comment',
  { timeout: 600_000 },
  async () => {
    const block = workflowBlocks('docs/targets.md').find((found) => found.text.startsWith('name: apps\n'));
    expect(block).toBeDefined();
    const workflow: UserWorkflow = workflowOf(`docs/targets.md:${block!.firstLine}`, 'apps.yml', block!.text);
    const files = join(workDir, 'files');
    const write = async (file: string, text: string) => {
      await mkdir(dirname(join(files, file)), { recursive: true });
      await writeFile(join(files, file), text);
    };
    await write(
      '.github/applysets.yaml',
      `targets:\n${TARGETS.map((name) => `  - {name: ${name}, manifests: apps/${name}, applyset: ${name}, namespace: ${ns.name}}`).join('\n')}\n`,
    );
    for (const name of TARGETS) await write(`apps/${name}/${name}.yaml`, configMap(name, '1'));
    const repository = await createUserRepository(join(workDir, 'repo'), NAME, {
      workflows: [workflow],
      manifests: { from: files, path: '.' },
    });
    const baseSha = await repository.head();
    await repository.branch('change-web-and-db');
    await repository.commitEdit('apps/web/web.yaml', (text) => text.replace('"1"', '"2"'), 'web: 2');
    const headSha = await repository.commitEdit('apps/db/db.yaml', (text) => text.replace('"1"', '"2"'), 'db: 2');
    const runner = workflowRunner({
      act: await actPath(),
      nodeBin: nodeBinDirectory(),
      standIns: await prepareStandIns(join(workDir, 'stand-ins')),
      gitHubApiUrl: github.url,
      workDir,
      timeoutMs: 480_000,
    });
    const kubeconfig = await readFile(inject('kubeconfigPath'), 'utf8');
    const secrets = { PREVIEW_KUBECONFIG: kubeconfig, DEPLOY_KUBECONFIG: kubeconfig, GITHUB_TOKEN };
    const target = { owner: NAME.owner, repo: NAME.name, issueNumber: PULL_REQUEST };
    const deliver = async (
      name: string,
      payload: Record<string, unknown>,
      changedFiles: string[],
    ): Promise<WorkflowRun> => {
      expect(triggers(workflow.on, { name, payload, changedFiles })).toBe(true);
      const run = await runner.run(repository, workflow, { name, payload }, secrets);
      console.log(`${name} ${workflow.fileName}: ${(run.durationMs / 1000).toFixed(1)} s`);
      return run;
    };

    const pullRequest = pullRequestPayload(NAME, {
      number: PULL_REQUEST,
      title: 'web and db',
      action: 'opened',
      head: { ref: 'change-web-and-db', sha: headSha },
      base: { ref: 'main', sha: baseSha },
    });
    const preview = await deliver('pull_request', pullRequest, await repository.changedFiles(baseSha, headSha));

    expectJob(preview, 'preview', 'deploy');
    expect(
      ranActionSteps(preview, workflow).map(({ step }) => JSON.parse(step.outputs['matrix'] ?? '[]') as string[]),
    ).toEqual([['web', 'db']]);
    const [comment, ...others] = github.commentsOn(target);
    expect(others).toEqual([]);
    expect(comment?.body).toContain('### ApplySet preview of 2 targets, 1 unchanged and skipped');
    expect(comment?.body).toContain('- cache: nothing under its manifests changed since');
    expect(await Promise.all(TARGETS.map(configMapValue))).toEqual([undefined, undefined, undefined]);

    const mergeSha = await repository.merge(
      'change-web-and-db',
      `Merge pull request #${PULL_REQUEST} from acme/change-web-and-db`,
    );
    github.mergedPullRequests.set(mergeSha, [PULL_REQUEST]);
    const push = pushPayload(NAME, {
      branch: 'main',
      before: baseSha,
      after: mergeSha,
      message: `Merge pull request #${PULL_REQUEST}`,
      modified: ['apps/web/web.yaml', 'apps/db/db.yaml'],
    });
    const deploy = await deliver('push', push, await repository.changedFiles(baseSha, mergeSha));

    expectJob(deploy, 'deploy', 'preview');
    // Only the changed targets, as reviewed: the merged pull request keeps its preview as reviewed, and the deploy's report below it.
    expect(await Promise.all(TARGETS.map(configMapValue))).toEqual(['2', '2', undefined]);
    const comments = github.commentsOn(target);
    expect(comments.map((c) => c.body)).toEqual([
      comment?.body,
      expect.stringContaining('### ApplySet apply of 2 targets, 1 unchanged and skipped'),
    ]);
    expect(comments[1]?.body).not.toMatch(/unreviewed|not reviewed/);
  },
);
