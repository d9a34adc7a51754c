// docs/targets.md's matrix workflow, run verbatim by the real workflow runner (act) on a pull request
// that changes 30 targets: the plan job chooses them from git (mode: plan-targets, no cluster) and cuts
// them into 3 jobs of 10 (its `chunks` output); each matrix job previews its 10 against the cluster and
// uploads its plan document; the report job (mode: report, no cluster, no checkout) downloads them all
// and posts the one targets comment, keyed as the one-step preview's, fingerprints and all.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { commentMarker } from '../../../src/github/commentMarker.ts';
import { readTargetFingerprints } from '../../../src/review/targetFingerprints.ts';
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
const configMap = (name: string, value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "${value}"\n`;
const CHANGED = Array.from({ length: 30 }, (_, i) => `app-${String(i + 1).padStart(2, '0')}`);

let ns: TestNamespace;
let github: FakeGitHub;
let workDir: string;

beforeAll(async () => {
  [ns, workDir, github] = await Promise.all([
    createTestNamespace(inject('kubeconfigPath'), 'targets-matrix'),
    mkdtemp(join(tmpdir(), 'applyset-act-targets-')),
    startFakeGitHub(),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([ns?.delete(), github?.close(), workDir && rm(workDir, { recursive: true, force: true })]);
});

it(
  'previews 30 changed targets in a matrix of 3 jobs and reports them in one comment',
  { timeout: 600_000 },
  async () => {
    const block = workflowBlocks('docs/targets.md').find((found) => found.text.startsWith('name: apps-matrix'));
    expect(block).toBeDefined();
    const workflow = workflowOf(`docs/targets.md:${block!.firstLine}`, 'apps-matrix.yml', block!.text);
    const files = join(workDir, 'files');
    const write = async (file: string, text: string) => {
      await mkdir(dirname(join(files, file)), { recursive: true });
      await writeFile(join(files, file), text);
    };
    const names = [...CHANGED, 'quiet'];
    await write(
      '.github/applysets.yaml',
      `targets:\n${names.map((name) => `  - {name: ${name}, manifests: apps/${name}, applyset: ${name}, namespace: ${ns.name}}`).join('\n')}\n`,
    );
    for (const name of names) await write(`apps/${name}/config.yaml`, configMap(name, '1'));
    const repository = await createUserRepository(join(workDir, 'repo'), NAME, {
      workflows: [workflow],
      manifests: { from: files, path: '.' },
    });
    const baseSha = await repository.head();
    await repository.branch('change-30');
    let headSha = baseSha;
    for (const name of CHANGED)
      headSha = await repository.commitEdit(
        `apps/${name}/config.yaml`,
        (text) => text.replace('"1"', '"2"'),
        `${name}: 2`,
      );
    const payload = pullRequestPayload(NAME, {
      number: 5,
      title: '30 apps',
      action: 'opened',
      head: { ref: 'change-30', sha: headSha },
      base: { ref: 'main', sha: baseSha },
    });
    const runner = workflowRunner({
      act: await actPath(),
      nodeBin: nodeBinDirectory(),
      standIns: await prepareStandIns(join(workDir, 'stand-ins')),
      gitHubApiUrl: github.url,
      workDir,
      timeoutMs: 480_000,
    });

    const run = await runner.run(
      repository,
      workflow,
      { name: 'pull_request', payload },
      { PREVIEW_KUBECONFIG: await readFile(inject('kubeconfigPath'), 'utf8'), GITHUB_TOKEN },
    );

    expect(run.exitCode, run.tail()).toBe(0);
    const chunks = JSON.parse(run.step('plan', 'plan').outputs['chunks'] ?? '') as { name: string; targets: string }[];
    expect(chunks.map((chunk) => chunk.name)).toEqual(['1-of-3', '2-of-3', '3-of-3']);
    expect(chunks.flatMap((chunk) => chunk.targets.split(','))).toEqual(CHANGED);
    // One comment for the 30, by the report job, keyed as the one-step preview of the file keys its own: the deploy reads it.
    const comments = github.commentsOn({ owner: NAME.owner, repo: NAME.name, issueNumber: 5 });
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    const marker = commentMarker('targets=.github/applysets.yaml;cluster=').replace(/ -->$/, '');
    expect(body.split('\n')[0]!.startsWith(marker), body.split('\n')[0]).toBe(true);
    expect(body.split('\n')[0]).not.toContain('target%3D');
    expect(body).toContain('### ApplySet preview of 30 targets, 1 unchanged and skipped');
    for (const name of CHANGED) expect(body).toContain(`| ${name} | 1 | 0 | 0 | 0 | 0 | – | – |`);
    expect(body).toContain('- quiet: ');
    expect(body).toMatch(/Why it ran: apps\/app-01\/config\\?\.yaml changed/);
    expect([...readTargetFingerprints(body.slice(body.indexOf('\n') + 1)).fingerprints.keys()].sort()).toEqual(CHANGED);
  },
);
