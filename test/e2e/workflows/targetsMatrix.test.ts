// docs/targets.md's matrix workflow, run verbatim by the real workflow runner (act) on a pull request:
// the plan job chooses the changed targets from git (mode: plan-targets, no cluster) and its `matrix`
// output fans out to one preview job per changed target, each commenting in its own comment.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { actPath, nodeBinDirectory } from '../../workflows/act/actProcess.ts';
import { type FakeGitHub, startFakeGitHub } from '../../workflows/act/gitHubStandIn.ts';
import { prepareStandIns } from '../../workflows/act/standIns.ts';
import { createUserRepository } from '../../workflows/act/userRepository.ts';
import { workflowOf } from '../../workflows/act/userWorkflows.ts';
import { pullRequestPayload } from '../../workflows/act/webhookPayloads.ts';
import { workflowRunner } from '../../workflows/act/workflowRunner.ts';
import { workflowBlocks } from '../../workflows/repositoryWorkflows.ts';

const GITHUB_TOKEN = 'ghs_actRunFakeToken0123456789abcdef';
const NAME = { owner: 'acme', name: 'apps', defaultBranch: 'main' };
const configMap = (name: string, value: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "${value}"\n`;

let ns: TestNamespace;
let github: FakeGitHub;
let workDir: string;

beforeAll(async () => {
  [ns, workDir, github] = await Promise.all([createTestNamespace(inject('kubeconfigPath'), 'targets-matrix'), mkdtemp(join(tmpdir(), 'applyset-act-targets-')), startFakeGitHub()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([ns?.delete(), github?.close(), workDir && rm(workDir, { recursive: true, force: true })]);
});

it('fans the changed targets out to one job each, which previews it and comments in its own comment', { timeout: 600_000 }, async () => {
  const block = workflowBlocks('docs/targets.md').find((found) => found.text.startsWith('name: apps-matrix'));
  expect(block).toBeDefined();
  const workflow = workflowOf(`docs/targets.md:${block!.firstLine}`, 'apps-matrix.yml', block!.text);
  const files = join(workDir, 'files');
  const write = async (file: string, text: string) => {
    await mkdir(dirname(join(files, file)), { recursive: true });
    await writeFile(join(files, file), text);
  };
  await write('.github/applysets.yaml', `targets:\n${['web', 'db', 'cache'].map((name) => `  - {name: ${name}, manifests: apps/${name}, parent: ${name}, namespace: ${ns.name}}`).join('\n')}\n`);
  for (const name of ['web', 'db', 'cache']) await write(`apps/${name}/${name}.yaml`, configMap(name, '1'));
  const repository = await createUserRepository(join(workDir, 'repo'), NAME, { workflows: [workflow], manifests: { from: files, path: '.' } });
  const baseSha = await repository.head();
  await repository.branch('change-web-and-db');
  await repository.commitEdit('apps/web/web.yaml', (text) => text.replace('"1"', '"2"'), 'web: 2');
  const headSha = await repository.commitEdit('apps/db/db.yaml', (text) => text.replace('"1"', '"2"'), 'db: 2');
  const payload = pullRequestPayload(NAME, { number: 5, title: 'web and db', action: 'opened', head: { ref: 'change-web-and-db', sha: headSha }, base: { ref: 'main', sha: baseSha } });
  const runner = workflowRunner({ act: await actPath(), nodeBin: nodeBinDirectory(), standIns: await prepareStandIns(join(workDir, 'stand-ins')), gitHubApiUrl: github.url, workDir, timeoutMs: 480_000 });

  const run = await runner.run(repository, workflow, { name: 'pull_request', payload }, { PREVIEW_KUBECONFIG: await readFile(inject('kubeconfigPath'), 'utf8'), GITHUB_TOKEN });

  expect(run.exitCode, run.tail()).toBe(0);
  expect(run.step('plan', 'plan').outputs['matrix']).toBe('["web","db"]');
  const comments = github.commentsOn({ owner: NAME.owner, repo: NAME.name, issueNumber: 5 });
  // One comment per matrix job, keyed by its target; cache did not change, so no job previewed it.
  expect(comments.map((comment) => /^### ApplySet preview of 1 target$/m.test(comment.body))).toEqual([true, true]);
  expect(comments.map((comment) => /<summary><b>(\w+)<\/b>/.exec(comment.body)?.[1]).sort()).toEqual(['db', 'web']);
  for (const comment of comments) expect(comment.body).toContain('1 to create');
});
