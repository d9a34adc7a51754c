// npm run bench:changed-targets: how long changed-only takes to pick the targets of a pull request in a
// repository of 200 targets (100 apps, a staging and a production overlay each, over 10 shared bases and
// a component), from git and the kustomizations alone. No cluster. Median of 5 runs; the repository is
// made once in a temporary directory.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { changedTargets } from '../src/targets/changedTargets.ts';
import { readTargetsFile } from '../src/targets/targetsFile.ts';
import { testEnvironment } from '../test/testEnvironment.ts';

const APPS = 100;
const BASES = 10;
const REPS = 5;
const git = (repo: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'b',
      GIT_AUTHOR_EMAIL: 'b@example.com',
      GIT_COMMITTER_NAME: 'b',
      GIT_COMMITTER_EMAIL: 'b@example.com',
    },
  }).trim();

async function write(repo: string, file: string, text: string): Promise<void> {
  await mkdir(dirname(join(repo, file)), { recursive: true });
  await writeFile(join(repo, file), text);
}

const repo = await mkdtemp(join(tmpdir(), 'applyset-bench-changed-'));
try {
  git(repo, 'init', '-q', '-b', 'main');
  const entries: string[] = [];
  for (let b = 0; b < BASES; b++) {
    await write(repo, `bases/base-${b}/kustomization.yaml`, 'resources: [deployment.yaml, service.yaml]\n');
    await write(repo, `bases/base-${b}/deployment.yaml`, `kind: Deployment\nmetadata: {name: base-${b}}\n`);
    await write(repo, `bases/base-${b}/service.yaml`, `kind: Service\nmetadata: {name: base-${b}}\n`);
  }
  await write(repo, 'components/tls/kustomization.yaml', 'kind: Component\npatches: [{path: tls.yaml}]\n');
  await write(repo, 'components/tls/tls.yaml', 'tls: true\n');
  for (let a = 0; a < APPS; a++) {
    await write(
      repo,
      `apps/app-${a}/base/kustomization.yaml`,
      `resources: [../../../bases/base-${a % BASES}, config.yaml]\n`,
    );
    await write(repo, `apps/app-${a}/base/config.yaml`, `kind: ConfigMap\nmetadata: {name: app-${a}}\n`);
    for (const env of ['staging', 'production']) {
      await write(
        repo,
        `apps/app-${a}/${env}/kustomization.yaml`,
        `resources: [../base]\ncomponents: [../../../components/tls]\npatches: [{path: replicas.yaml}]\n`,
      );
      await write(repo, `apps/app-${a}/${env}/replicas.yaml`, `replicas: ${env === 'staging' ? 1 : 3}\n`);
      entries.push(
        `  - {name: app-${a}-${env}, manifests: apps/app-${a}/${env}, applyset: app-${a}, namespace: app-${a}, context: ${env}}`,
      );
    }
  }
  await write(repo, '.github/applysets.yaml', `targets:\n${entries.join('\n')}\n`);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'base');
  const base = git(repo, 'rev-parse', 'HEAD');
  git(repo, 'checkout', '-q', '-b', 'change');
  // A pull request that changes one shared base (20 targets use it) and one app's staging patch.
  await write(
    repo,
    'bases/base-3/deployment.yaml',
    'kind: Deployment\nmetadata: {name: base-3}\nspec: {replicas: 2}\n',
  );
  await write(repo, 'apps/app-50/staging/replicas.yaml', 'replicas: 2\n');
  git(repo, 'commit', '-qam', 'change');

  const times: number[] = [];
  let selected = 0;
  for (let rep = 0; rep < REPS; rep++) {
    const started = performance.now();
    const file = await readTargetsFile('.github/applysets.yaml', repo);
    const selection = await changedTargets(
      file,
      file.targets,
      { from: base, to: 'HEAD', sinceMergeBase: true },
      repo,
      testEnvironment(),
    );
    times.push(performance.now() - started);
    selected = selection.run.length;
  }
  times.sort((x, y) => x - y);
  process.stdout.write(
    `changed-only over ${APPS * 2} targets (${BASES} shared bases): ${selected} selected; median ${times[Math.floor(REPS / 2)]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}) for reading the targets file, git diff and the kustomization graph\n`,
  );
} finally {
  await rm(repo, { recursive: true, force: true });
}
