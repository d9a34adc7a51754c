import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { changedTargets, type TargetSelection } from '../../../src/targets/changedTargets.ts';
import { readTargetsFile } from '../../../src/targets/targetsFile.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const TARGETS = `targets:
  - {name: shop-staging, manifests: apps/shop/staging, applyset: shop, namespace: shop, context: staging}
  - {name: shop-production, manifests: apps/shop/production, applyset: shop, namespace: shop, context: production}
  - {name: blog-staging, manifests: apps/blog/staging, applyset: blog, namespace: blog, context: staging}
  - {name: plain, manifests: [plain/], applyset: plain, namespace: plain}
  - {name: chart, manifests: charts/web, applyset: web, namespace: web, options: {helm: "values: [config/web-values.yaml]"}}
  - {name: inflated, manifests: apps/inflated, applyset: inflated, namespace: inflated}
  - {name: step-chart, manifests: charts/web, applyset: step, namespace: step}
`;

/** A repository as a user has one: two apps' overlays over shared bases and a component, and a plain directory. */
const FILES: Record<string, string> = {
  '.github/applysets.yaml': TARGETS,
  'bases/web/kustomization.yaml': 'resources: [deployment.yaml]\n',
  'bases/web/deployment.yaml': 'kind: Deployment\n',
  'bases/other/kustomization.yaml': 'resources: [service.yaml]\n',
  'bases/other/service.yaml': 'kind: Service\n',
  'components/tls/kustomization.yaml': 'kind: Component\npatches: [{path: tls.yaml}]\n',
  'components/tls/tls.yaml': 'tls: true\n',
  'apps/shop/staging/kustomization.yaml':
    'resources: [../../../bases/web]\npatches:\n  - path: replicas.yaml\nconfigMapGenerator:\n  - name: env\n    files: [settings=../../../config/staging.env]\n',
  'apps/shop/staging/replicas.yaml': 'replicas: 1\n',
  'apps/shop/production/kustomization.yaml': 'resources: [../../../bases/web, https://github.com/acme/remote//base]\n',
  'apps/blog/staging/kustomization.yaml': 'resources: [../../../bases/other]\ncomponents: [../../../components/tls]\n',
  'config/staging.env': 'A=1\n',
  'plain/cm.yaml': 'kind: ConfigMap\n',
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
  'charts/web/templates/deployment.yaml': 'kind: Deployment\n',
  'config/web-values.yaml': 'replicaCount: 1\n',
  'config/step-values.yaml': 'replicaCount: 1\n',
  // A chart home outside the kustomization, which kustomize inflates from (valuesMerge: replace reads no values.yaml of it).
  'apps/inflated/kustomization.yaml':
    'helmGlobals: {chartHome: ../../shared-charts}\nhelmCharts:\n  - name: api\n    valuesInline: {a: 1}\n    valuesMerge: replace\n    additionalValuesFiles: [../../config/api-extra.yaml]\n',
  'shared-charts/api/Chart.yaml': 'apiVersion: v2\nname: api\nversion: 1.0.0\n',
  'shared-charts/api/templates/cm.yaml': 'kind: ConfigMap\n',
  'config/api-extra.yaml': 'a: 2\n',
  'README.md': 'hello\n',
};

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

async function write(repo: string, file: string, text: string): Promise<void> {
  await mkdir(dirname(join(repo, file)), { recursive: true });
  await writeFile(join(repo, file), text);
}

describe('changed-only: the targets whose inputs changed, from git alone', () => {
  let repo: string;
  let base: string;
  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), 'changed-targets-'));
    git(repo, 'init', '-q', '-b', 'main');
    for (const [file, text] of Object.entries(FILES)) await write(repo, file, text);
    // plain/ reaches a shared directory through a symbolic link, as the manifests are read.
    await write(repo, 'shared/cm.yaml', 'kind: ConfigMap\n');
    await symlink('../shared', join(repo, 'plain/shared'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'base');
    base = git(repo, 'rev-parse', 'HEAD');
  });

  /** The selection of a pull request whose branch makes `change` on top of the base. */
  async function pullRequest(branch: string, change: () => Promise<void>): Promise<TargetSelection> {
    git(repo, 'checkout', '-q', '-b', branch, base);
    await change();
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', branch);
    const file = await readTargetsFile('.github/applysets.yaml', repo);
    // The step's helm input names values files, as a workflow's would: the inputs of every target without a helm option.
    return changedTargets(
      file,
      file.targets,
      { from: base, to: 'HEAD', sinceMergeBase: true },
      repo,
      testEnvironment(),
      'values: [config/step-values.yaml]',
    );
  }
  const names = (selection: TargetSelection) => ({
    run: selection.run.map((r) => r.target.name),
    skipped: selection.skipped.map((s) => s.target.name),
  });

  it('previews every target that uses a changed shared base, and only those', async () => {
    const selection = await pullRequest('base-change', () =>
      write(repo, 'bases/web/deployment.yaml', 'kind: Deployment\nreplicas: 3\n'),
    );
    expect(names(selection)).toEqual({
      run: ['shop-staging', 'shop-production'],
      skipped: ['blog-staging', 'plain', 'chart', 'inflated', 'step-chart'],
    });
    expect(selection.run[0]?.reason).toBe('bases/web/deployment.yaml changed');
    expect(selection.skipped[0]?.reason).toBe(`nothing under its manifests changed since ${base.slice(0, 7)}`);
  });

  it('follows components, patches and generator files', async () => {
    expect(
      names(await pullRequest('component', () => write(repo, 'components/tls/tls.yaml', 'tls: false\n'))).run,
    ).toEqual(['blog-staging']);
    expect(names(await pullRequest('env-file', () => write(repo, 'config/staging.env', 'A=2\n'))).run).toEqual([
      'shop-staging',
    ]);
    expect(
      names(await pullRequest('patch', () => write(repo, 'apps/shop/staging/replicas.yaml', 'replicas: 2\n'))).run,
    ).toEqual(['shop-staging']);
  });

  it("counts a chart's templates and the values files of its helm option", async () => {
    expect(
      names(
        await pullRequest('template', () =>
          write(repo, 'charts/web/templates/deployment.yaml', 'kind: Deployment\nreplicas: 2\n'),
        ),
      ).run,
    ).toEqual(['chart', 'step-chart']);
    const values = await pullRequest('values', () => write(repo, 'config/web-values.yaml', 'replicaCount: 2\n'));
    expect(names(values).run).toEqual(['chart']);
    expect(values.run[0]?.reason).toBe('config/web-values.yaml changed');
    const stepValues = await pullRequest('step-values', () =>
      write(repo, 'config/step-values.yaml', 'replicaCount: 2\n'),
    );
    // Every target without a helm option of its own renders any chart among its manifests with them.
    expect(names(stepValues).run).toEqual([
      'shop-staging',
      'shop-production',
      'blog-staging',
      'plain',
      'inflated',
      'step-chart',
    ]);
    expect(stepValues.run[0]?.reason).toBe('config/step-values.yaml changed');
  });

  it("counts the charts a kustomization's helmCharts inflate from a chart home outside it, and their additional values files", async () => {
    const template = await pullRequest('chart-home', () =>
      write(repo, 'shared-charts/api/templates/cm.yaml', 'kind: ConfigMap\ndata: {a: "2"}\n'),
    );
    expect(names(template).run).toEqual(['inflated']);
    expect(template.run[0]?.reason).toBe('shared-charts/api/templates/cm.yaml changed');
    expect(
      names(await pullRequest('additional-values', () => write(repo, 'config/api-extra.yaml', 'a: 3\n'))).run,
    ).toEqual(['inflated']);
  });

  it('counts a target whose entry in the targets file changed, and a file moved out of its manifests', async () => {
    const edited = await pullRequest('entry', () =>
      write(
        repo,
        '.github/applysets.yaml',
        TARGETS.replace('namespace: plain}', 'namespace: plain, options: {max-prunes: 2}}'),
      ),
    );
    expect(names(edited).run).toEqual(['plain']);
    expect(edited.run[0]?.reason).toBe('its entry in .github/applysets.yaml changed');
    const moved = await pullRequest('moved', () => rename(join(repo, 'plain/cm.yaml'), join(repo, 'cm.yaml')));
    expect(names(moved).run).toEqual(['plain']);
  });

  it("follows a symbolic link among a target's manifests, and counts a target moved to another cluster or environment", async () => {
    const linked = await pullRequest('through-link', () =>
      write(repo, 'shared/cm.yaml', 'kind: ConfigMap\ndata: {a: "2"}\n'),
    );
    expect(names(linked).run).toEqual(['plain']);
    expect(linked.run[0]?.reason).toBe('shared/cm.yaml changed');
    const otherCluster = await pullRequest('other-cluster', () =>
      write(
        repo,
        '.github/applysets.yaml',
        TARGETS.replace('namespace: plain}', 'namespace: plain, kubeconfig-env: PRODUCTION_KUBECONFIG}'),
      ),
    );
    expect(names(otherCluster).run).toEqual(['plain']);
    const otherEnvironment = await pullRequest('other-environment', () =>
      write(
        repo,
        '.github/applysets.yaml',
        TARGETS.replace('namespace: plain}', 'namespace: plain, deployment-environment: production}'),
      ),
    );
    expect(names(otherEnvironment).run).toEqual(['plain']);
  });

  it('previews nothing when nothing the targets use changed', async () => {
    expect(names(await pullRequest('readme', () => write(repo, 'README.md', 'changed\n'))).run).toEqual([]);
  });

  it('refuses, naming it, a kustomization larger than any real one or linked out of the workspace (to /dev/zero), before reading it', async () => {
    const huge = pullRequest('huge', () =>
      write(
        repo,
        'apps/blog/staging/kustomization.yaml',
        `resources: [../../../bases/other]\n${'#'.repeat(17 * 1024 * 1024)}\n`,
      ),
    );
    await expect(huge).rejects.toThrow(
      /^apps\/blog\/staging\/kustomization\.yaml is 17 MiB, which makes what is read for it more than 16 MiB$/,
    );
    const endless = pullRequest('dev-zero', async () => {
      await rm(join(repo, 'apps/shop/staging/kustomization.yaml'));
      await symlink('/dev/zero', join(repo, 'apps/shop/staging/kustomization.yaml'));
    });
    await expect(endless).rejects.toThrow(
      /^apps\/shop\/staging\/kustomization\.yaml leads outside the workspace through a symbolic link$/,
    );
  });

  it('previews every target, saying why, when the base commit is not in the checkout', async () => {
    const file = await readTargetsFile('.github/applysets.yaml', repo);
    const selection = await changedTargets(
      file,
      file.targets,
      { from: 'f'.repeat(40), to: 'HEAD', sinceMergeBase: true },
      repo,
      testEnvironment(),
    );
    expect(selection.skipped).toEqual([]);
    expect(selection.run).toHaveLength(7);
    expect(selection.run[0]?.reason).toMatch(/^the changes since ffffffffffff could not be read .*fetch-depth: 0/);
  });
});
