import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from '../test/cluster/runCommand.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles as `npm run build` does into `outDir`, with `extraEntries` (name=path) beside the action's and the CLI's. */
async function bundle(outDir: string, what: string, extraEntries: string[] = []): Promise<void> {
  const result = await runCommand('bash', [join(root, 'scripts', 'build.sh'), outDir, ...extraEntries]);
  if (result.code !== 0)
    throw new Error(`bundling ${what} with scripts/build.sh failed (exit ${result.code}):\n${result.stderr}`);
  // What ships sits under the package's package.json, whose "type" makes its scripts ES modules. Without one,
  // Node parses each script twice at every start (first as CommonJS, to find that it is not), which ships never do.
  await writeFile(join(outDir, 'package.json'), '{ "type": "module" }\n');
}

/**
 * Bundles as `npm run build` does, into `outDir`, and returns the CLI's bundle: the benchmark measures what ships (the
 * bundle), not the TypeScript sources, whose loading adds some 0.3 s of start-up to every run.
 */
export async function bundleCli(outDir: string): Promise<string> {
  await bundle(outDir, 'the CLI');
  return join(outDir, 'cli', 'index.js');
}

/**
 * The limit baseline (limitBaseline.ts) bundled as the CLI is, in a build of its own (an entry added to the
 * CLI's build would change how the CLI's chunks are cut): its whole process then loads what the CLI's would,
 * and its time from spawn to exit compares with a run of the CLI. Returns the bundle.
 */
export async function bundleLimit(outDir: string): Promise<string> {
  await bundle(outDir, 'the limit', [`limit=${join(root, 'bench', 'limitBaseline.ts')}`]);
  return join(outDir, 'limit.js');
}

/**
 * The CLI as commit `ref` shipped it: its committed dist/, taken out of git into `outDir` (with the package.json that
 * makes its scripts ES modules, as under the package). Returns its CLI's bundle: a base for compareBuilds.ts.
 */
export async function committedCli(ref: string, outDir: string): Promise<string> {
  await mkdir(outDir, { recursive: true });
  const archive = join(outDir, 'dist.tar');
  for (const [command, args] of [
    ['git', ['-C', root, 'archive', '--format=tar', '-o', archive, ref, 'dist']],
    ['tar', ['-xf', archive, '-C', outDir]],
  ] as const) {
    const result = await runCommand(command, args);
    if (result.code !== 0)
      throw new Error(`taking ${ref}'s dist/ out of git failed (${command}, exit ${result.code}):\n${result.stderr}`);
  }
  await writeFile(join(outDir, 'dist', 'package.json'), '{ "type": "module" }\n');
  return join(outDir, 'dist', 'cli', 'index.js');
}

/**
 * The client-go limit (bench/goLimit/main.go), built by Go from its modules as the control plane's kubectl is
 * (CGO off, the module versions pinned); Go's build cache makes a second build take seconds. Returns the program.
 */
export async function buildGoLimit(outDir: string): Promise<string> {
  const program = join(outDir, 'golimit');
  const result = await runCommand('go', ['build', '-C', join(root, 'bench', 'goLimit'), '-o', program, '.'], {
    env: { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=readonly' },
  });
  if (result.code !== 0) throw new Error(`building bench/goLimit failed (exit ${result.code}):\n${result.stderr}`);
  return program;
}
