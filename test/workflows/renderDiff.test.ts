// docs/action.md's render-diff workflow, run verbatim by the real workflow runner (act) on a pull request:
// no kubeconfig, no secret but the token; the set's render at the pull request's base against the
// head's, in one comment that says it was not checked against a cluster.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/commentMarker.ts';
import { actPath, nodeBinDirectory } from './act/actProcess.ts';
import { type FakeGitHub, startFakeGitHub } from './act/gitHubStandIn.ts';
import { prepareStandIns } from './act/standIns.ts';
import { createUserRepository } from './act/userRepository.ts';
import { workflowOf } from './act/userWorkflows.ts';
import { pullRequestPayload } from './act/webhookPayloads.ts';
import { workflowRunner } from './act/workflowRunner.ts';
import { workflowBlocks } from './repositoryWorkflows.ts';

const GITHUB_TOKEN = 'ghs_actRunFakeToken0123456789abcdef';
const NAME = { owner: 'acme', name: 'shop', defaultBranch: 'main' };
const configMap = (name: string, level: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: shop\ndata:\n  LEVEL: ${level}\n`;

let github: FakeGitHub;
let workDir: string;

beforeAll(async () => {
  [workDir, github] = await Promise.all([mkdtemp(join(tmpdir(), 'applyset-act-render-diff-')), startFakeGitHub()]);
});
afterAll(async () => {
  await Promise.all([github?.close(), workDir && rm(workDir, { recursive: true, force: true })]);
});

it(
  'comments the rendered diff of the pull request, with no cluster, marked as not checked against one',
  { timeout: 300_000 },
  async () => {
    const block = workflowBlocks('docs/action.md').find((found) => found.text.startsWith('name: render-diff'));
    expect(block).toBeDefined();
    const workflow = workflowOf(`docs/action.md:${block!.firstLine}`, 'render-diff.yml', block!.text);
    const files = join(workDir, 'files');
    for (const [file, text] of [
      ['k8s/web.yaml', configMap('web', 'info')],
      ['k8s/old.yaml', configMap('old', 'info')],
    ] as const) {
      await mkdir(dirname(join(files, file)), { recursive: true });
      await writeFile(join(files, file), text);
    }
    const repository = await createUserRepository(join(workDir, 'repo'), NAME, {
      workflows: [workflow],
      manifests: { from: files, path: '.' },
    });
    const baseSha = await repository.head();
    await repository.branch('debug-web');
    await repository.commitEdit('k8s/web.yaml', (text) => text.replace('info', 'debug'), 'web: debug');
    const headSha = await repository.commitEdit(
      'k8s/old.yaml',
      (text) => text.replace('name: old', 'name: new'),
      'old is new',
    );
    const payload = pullRequestPayload(NAME, {
      number: 9,
      title: 'debug web',
      action: 'opened',
      head: { ref: 'debug-web', sha: headSha },
      base: { ref: 'main', sha: baseSha },
    });
    const runner = workflowRunner({
      act: await actPath(),
      nodeBin: nodeBinDirectory(),
      standIns: await prepareStandIns(join(workDir, 'stand-ins')),
      gitHubApiUrl: github.url,
      workDir,
      timeoutMs: 240_000,
    });

    const run = await runner.run(repository, workflow, { name: 'pull_request', payload }, { GITHUB_TOKEN });

    expect(run.exitCode, run.tail()).toBe(0);
    const comments = github.commentsOn({ owner: NAME.owner, repo: NAME.name, issueNumber: 9 });
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body.split('\n')[0]).toBe(commentMarker('applyset=secrets/shop;namespace=shop;render-diff'));
    expect(body).toContain('### Rendered diff of `shop`: 1 new, 1 changed, 1 prune candidate, 0 unchanged');
    expect(body).toContain('> Not checked against a cluster');
    expect(body).toContain('-  LEVEL: info\n+  LEVEL: debug');
    expect(body).toContain('- `configmap/old -n shop`');
  },
);
