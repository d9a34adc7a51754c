// render-diff, a preview with no cluster: a set rendered at a base commit (in a temporary worktree)
// and as the checkout holds it, on a real git repository of two commits; no cluster anywhere.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { renderDiffSet } from '../../../src/engine/renderDiffSet.ts';
import { renderDiffJson, renderDiffMarkdown, renderDiffText } from '../../../src/report/renderDiffReport.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const git = (repo: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  }).trim();
const configMap = (name: string, data: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: shop\ndata:\n${data}`;
const secret = (value: string) =>
  `apiVersion: v1\nkind: Secret\nmetadata:\n  name: creds\n  namespace: shop\nstringData:\n  password: ${value}\n`;

let repo: string;
let base: string;
const quiet = { info: () => undefined, warning: () => undefined };

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'render-diff-'));
  git(repo, 'init', '-q', '-b', 'main');
  await mkdir(join(repo, 'k8s'));
  await writeFile(
    join(repo, 'k8s/app.yaml'),
    [
      configMap('web', '  LEVEL: info\n  PORT: "80"\n'),
      configMap('old', '  A: "1"\n'),
      configMap('same', '  B: "2"\n'),
      secret('base-s3cret-value'),
    ].join('---\n'),
  );
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'base');
  base = git(repo, 'rev-parse', 'HEAD');
  await writeFile(
    join(repo, 'k8s/app.yaml'),
    [
      configMap('web', '  LEVEL: debug\n  PORT: "80"\n'),
      configMap('new', '  C: "3"\n'),
      configMap('same', '  B: "2"\n'),
      secret('head-s3cret-value'),
    ].join('---\n'),
  );
  git(repo, 'commit', '-qam', 'head');
});
afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

const options = (manifests = 'k8s/') =>
  parseOptions({ mode: 'preview', manifests, applyset: 'shop', namespace: 'shop' }, repo, testEnvironment());

describe('render-diff of a repository with two commits', () => {
  it('reports what the head creates, changes (paths and diff, Secret values masked) and no longer renders, and leaves the checkout alone', async () => {
    const { outcome, baseSha } = await renderDiffSet(options(), 'HEAD~1', quiet);

    expect(baseSha).toBe(base);
    expect(outcome.objects.map((o) => [o.action, o.kind, o.name])).toEqual([
      ['update', 'ConfigMap', 'web'],
      ['create', 'ConfigMap', 'new'],
      ['unchanged', 'ConfigMap', 'same'],
      ['update', 'Secret', 'creds'],
      ['prune', 'ConfigMap', 'old'],
    ]);
    const web = outcome.objects[0]!;
    expect(web.changedPaths).toEqual(['data.LEVEL']);
    expect(web.diff).toContain('-  LEVEL: info\n+  LEVEL: debug');
    expect(outcome.objects[3]!.diff).toContain("+  password: '*** (after)'");
    expect(outcome.objects[4]!.reason).toBe('rendered by the base commit (k8s/app.yaml:10), not by the head');
    expect(outcome.summary).toMatchObject({ create: 1, update: 2, unchanged: 1, prune: 1 });
    const commits = { base: 'HEAD~1', baseSha, head: 'the working tree' };
    for (const report of [
      renderDiffText(outcome, commits),
      renderDiffMarkdown(outcome, commits, {}),
      renderDiffJson(outcome, commits),
    ]) {
      expect(report).not.toMatch(/s3cret/);
      expect(report).toMatch(/[Nn]ot checked against a cluster/);
    }
    expect(renderDiffText(outcome, commits).split('\n').slice(0, 2)).toEqual([
      `Rendered diff of HEAD~1 (${base.slice(0, 12)}) and the working tree: 1 new, 2 changed, 1 prune candidate, 1 unchanged`,
      expect.stringMatching(/^Not checked against a cluster: /),
    ]);
    expect(renderDiffMarkdown(outcome, commits, {})).toContain(
      '#### Prune candidates (rendered by the base, not by the head) (1)\n\n- `configmap/old -n shop`',
    );
    expect(JSON.parse(renderDiffJson(outcome, commits))).toMatchObject({
      command: 'render-diff',
      checkedAgainstCluster: false,
      baseSha: base,
    });
    // The temporary worktree is gone, the checkout as it was.
    expect(git(repo, 'worktree', 'list').split('\n')).toHaveLength(1);
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });

  it('renders a set the base does not have yet as all new', async () => {
    await mkdir(join(repo, 'apps'));
    await writeFile(join(repo, 'apps/cache.yaml'), configMap('cache', '  D: "4"\n'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'cache');
    const { outcome } = await renderDiffSet(options('apps/'), 'HEAD~1', quiet);
    expect(outcome.objects.map((o) => [o.action, o.name])).toEqual([['create', 'cache']]);
  });

  it('names a base the repository does not have', async () => {
    await expect(renderDiffSet(options(), 'no-such-branch', quiet)).rejects.toThrow(
      /fetching commit no-such-branch from origin failed/,
    );
  });
});
