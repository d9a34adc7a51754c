// The CLI as npm users get it: the package built from src, packed, installed from the tarball into an
// empty directory without network, and started with npx (its help, and a preview against the cluster);
// the same install run on Node 22 LTS, its oldest release the CLI takes and its latest when written
// (each installed into the cache by scripts/installNode.sh); and started on an older Node, where help
// answers and a run says which Node it needs.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestNamespace } from '../../cluster/testNamespace.ts';
import { deploymentManifest } from '../../cluster/workloads.ts';
import { configMap, getLive, writeSet } from '../engine/harness.ts';

const root = resolve(import.meta.dirname, '../../..');

/** What the command wrote to stderr, without npm's own warnings about the machine's npm configuration. */
function ownStderr(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !line.startsWith('npm warn '))
    .join('\n');
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Run> {
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, env: options.env ?? process.env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

async function succeed(command: string, args: readonly string[], cwd: string): Promise<string> {
  const result = await run(command, args, { cwd });
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.code}:\n${result.stderr}`);
  return result.stdout;
}

/** A Node older than 22 installed on this machine (Debian's, or the one GitHub's runner images carry), with its npx. */
async function findOlderNode(): Promise<string | undefined> {
  for (const dir of ['/usr/bin', '/usr/local/bin']) {
    const node = join(dir, 'node');
    if (!existsSync(node) || !existsSync(join(dir, 'npx'))) continue;
    const version = await run(node, ['-p', 'process.versions.node'], { cwd: root });
    if (version.code === 0 && Number(version.stdout.split('.')[0]) < 22) return node;
  }
  return undefined;
}

const olderNode = await findOlderNode();

/**
 * The Node 22s a run is tested on: 22.11.0, the first of Node 22 LTS and the oldest package.json's engines
 * takes, and the latest 22 when this was written. (The action runs on Node 24, action.yml's node24.)
 */
const NODE_22_VERSIONS = ['22.11.0', '22.23.3'];
/** Installing a Node (some 30 MB, once into the cache) and four runs of the CLI. */
const NODE_22_TIMEOUT_MS = 180_000;

describe('the npm package', () => {
  let work: string;
  let installed: string;
  let packedFiles: string[];

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'applyset-package-'));
    // The package's files in a copy, so that the build neither needs nor touches the committed dist/.
    const packageDir = join(work, 'package');
    await mkdir(packageDir);
    await Promise.all(
      ['package.json', 'README.md', 'LICENSE'].map((file) => copyFile(join(root, file), join(packageDir, file))),
    );
    await succeed('bash', [join(root, 'scripts', 'build.sh'), join(packageDir, 'dist')], root);
    // prepack (check-dist) compares the committed dist/ with src/: not what this copy is about.
    const packed = JSON.parse(
      await succeed('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], packageDir),
    ) as [{ filename: string; files: { path: string }[] }];
    // Shared chunks are named by their content's hash.
    packedFiles = [
      ...new Set(packed[0].files.map((file) => file.path.replace(/^dist\/chunks\/[^/]+\.js$/, 'dist/chunks/*.js'))),
    ].sort();

    installed = join(work, 'install');
    await mkdir(installed);
    await writeFile(join(installed, 'package.json'), '{ "private": true }\n');
    await succeed(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', join(work, packed[0].filename)],
      installed,
    );
  }, 600_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('holds the licence, the README, the one bundle (the CLI and the action share it) and its licenses, nothing of the sources', () => {
    expect(packedFiles).toEqual([
      'LICENSE',
      'README.md',
      'dist/chunks/*.js',
      'dist/cli.js',
      'dist/cli/index.js',
      'dist/index.js',
      'dist/licenses.txt',
      'package.json',
    ]);
  });

  it('runs with npx from the installed tarball, with no dependency installed beside it', async () => {
    expect(existsSync(join(installed, 'node_modules', '@kubernetes'))).toBe(false);
    const help = await run('npx', ['--offline', 'applyset-action', '--help'], { cwd: installed });
    expect(ownStderr(help.stderr)).toBe('');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: applyset-action <command> \[options\]$/m);
  });

  it('previews a set on the cluster from the installed tarball, writing nothing', async () => {
    const ns = await createTestNamespace(inject('kubeconfigPath'), 'packaged-cli');
    try {
      const dir = await writeSet([configMap('from-the-package', ns.name)]);
      const args = [
        '--offline',
        'applyset-action',
        'preview',
        '--applyset',
        'set',
        '-n',
        ns.name,
        '-f',
        dir,
        '--kubeconfig',
        inject('kubeconfigPath'),
      ];
      const preview = await run('npx', args, { cwd: installed });
      expect(preview.code, preview.stderr).toBe(0);
      expect(preview.stdout).toContain('configmap/from-the-package created (server dry run)');
      expect(await getLive('configmap', ns.name, 'from-the-package')).toBeUndefined();
      expect(await getLive('secret', ns.name, 'set')).toBeUndefined();
    } finally {
      await ns.delete();
    }
  });

  it('prints the version alone for --version, and the usage for no arguments at all', async () => {
    const version = await run('npx', ['--offline', 'applyset-action', '--version'], { cwd: installed });
    expect(version).toMatchObject({
      code: 0,
      stdout: `${JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).version as string}\n`,
    });
    const usage = await run('npx', ['--offline', 'applyset-action'], { cwd: installed });
    expect(usage.code).toBe(0);
    expect(usage.stdout).toMatch(/^Usage: applyset-action <command> \[options\]$/m);
  });

  for (const nodeVersion of NODE_22_VERSIONS) {
    it(
      `previews, applies, checks drift and prunes on Node ${nodeVersion}, with npx and the bin finding that Node first on PATH`,
      async () => {
        const nodeBin = (await succeed('bash', [join(root, 'scripts', 'installNode.sh'), nodeVersion], root)).trim();
        const env = { ...process.env, PATH: `${nodeBin}:${process.env['PATH'] ?? ''}` };
        expect((await run('node', ['-p', 'process.versions.node'], { cwd: installed, env })).stdout.trim()).toBe(
          nodeVersion,
        );
        const ns = await createTestNamespace(
          inject('kubeconfigPath'),
          `node-${nodeVersion.split('.').slice(0, 2).join('-')}`,
        );
        try {
          const set = ['--applyset', 'set', '-n', ns.name, '--kubeconfig', inject('kubeconfigPath')];
          const cli = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) =>
            run('npx', ['--offline', 'applyset-action', ...args, ...set], {
              cwd: installed,
              env: { ...env, ...extraEnv },
            });
          const web = { ...deploymentManifest('web', 2), metadata: { name: 'web', namespace: ns.name } };
          const both = await writeSet([configMap('settings', ns.name), web]);
          const started = performance.now();

          // Coloured as on a terminal (util.styleText, which decides by the stream on Node >= 22.8).
          const preview = await cli(['preview', '-f', both], { FORCE_COLOR: '1' });
          expect(preview.code, preview.stderr).toBe(0);
          expect(preview.stdout).toContain('configmap/settings \x1b[32mcreated\x1b[39m (server dry run)');

          const apply = await cli(['apply', '-f', both]);
          expect(apply.code, apply.stderr).toBe(0);
          // Each object once, as it is applied (its namespace said, as a line printed on its own cannot know the rest), then the counts.
          expect(apply.stdout.match(/^deployment\.apps\/web( -n \S+)? created$/gm)).toHaveLength(1);
          expect(apply.stdout).toMatch(/: 2 created, 0 configured, 0 pruned, 0 unchanged in [\d.]+m?s; 2 ready/);
          expect(await getLive('configmap', ns.name, 'settings')).toBeDefined();

          const drift = await cli(['drift', '-f', both]);
          expect(drift.code, drift.stderr).toBe(0);
          expect(drift.stderr).toContain(`no drift: ApplySet secret/set in namespace ${ns.name} matches the manifests`);

          const prune = await cli(['apply', '-f', await writeSet([web])]);
          expect(prune.code, prune.stderr).toBe(0);
          expect(prune.stdout).toMatch(/^configmap\/settings( -n \S+)? pruned$/m);
          expect(await getLive('configmap', ns.name, 'settings')).toBeUndefined();
          console.log(
            `the packaged CLI on Node ${nodeVersion}: preview, apply, drift and prune in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          );
        } finally {
          await ns.delete();
        }
      },
      NODE_22_TIMEOUT_MS,
    );
  }

  it.skipIf(olderNode === undefined)(
    'answers --help on an older Node, and says which Node a run needs, and nothing else',
    async () => {
      const binDir = dirname(olderNode ?? '');
      // The PATH of a machine that only has the older Node: npx and the bin's `#!/usr/bin/env node` both find it.
      const env = { ...process.env, PATH: `${binDir}:/usr/bin:/bin` };
      const version = (
        await run(join(binDir, 'node'), ['-p', 'process.versions.node'], { cwd: installed, env })
      ).stdout.trim();
      const help = await run(join(binDir, 'npx'), ['--offline', 'applyset-action', '--help'], { cwd: installed, env });
      expect(ownStderr(help.stderr)).toBe('');
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: applyset-action <command> \[options\]$/m);
      const preview = await run(
        join(binDir, 'npx'),
        ['--offline', 'applyset-action', 'preview', '--applyset', 'set', '-f', '.'],
        { cwd: installed, env },
      );
      expect(ownStderr(preview.stderr)).toMatch(
        new RegExp(
          `^error: applyset-action needs Node >= 22\\.11 \\(this is Node ${version.replaceAll('.', '\\.')}\\)\\. Install Node 22\\.11 or later`,
        ),
      );
      expect(preview.stdout).toBe('');
      expect(preview.code).toBe(1);
    },
  );
});
