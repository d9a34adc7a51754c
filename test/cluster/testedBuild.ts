// The CLI and the action as the tests start them: a bundle of the current sources, built as dist/ is (scripts/bundle.ts),
// once for each state of the sources. Started from src/ instead, every start stripped and loaded some 300 modules and
// client-node's unbundled files: 0.5-0.9 s of CPU, against 0.12 s for the bundle, and the suite starts them hundreds
// of times on two cores. The bundle is also what users run (dist/ is checked to be this same build before the tests).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectCache } from './projectCache.ts';
import { runCommand } from './runCommand.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILDS = projectCache('tested-builds');
/** A build takes 2-7 s; a lock older than this was left by a worker that died. */
const STALE_LOCK_MS = 120_000;
/** Builds of other states of the sources (other branches, worktrees) kept, and for at least an hour. */
const KEEP_BUILDS = 8;
const KEEP_MS = 3_600_000;

/** Every file a build reads of the repository: the sources, the bundler's script and the locked dependencies. */
function buildInputs(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk(join(ROOT, 'src'));
  files.push(join(ROOT, 'scripts/bundle.ts'), join(ROOT, 'package-lock.json'));
  return files.sort();
}

function sourcesKey(): string {
  const hash = createHash('sha256');
  for (const file of buildInputs())
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Removes all but the newest builds, so that the cache does not grow with every edit. */
function pruneOldBuilds(): void {
  const builds = readdirSync(BUILDS)
    .filter((name) => /^[0-9a-f]{16}$/.test(name))
    .map((name) => ({ name, time: statSync(join(BUILDS, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name, time } of builds.slice(KEEP_BUILDS)) {
    if (Date.now() - time > KEEP_MS) rmSync(join(BUILDS, name), { recursive: true, force: true });
  }
}

/**
 * The directory of the build of the sources as they are now: built by the first test file that asks (into a staging
 * directory renamed into place, so a build is whole or absent), while the others of the run wait on its lock.
 */
async function testedBuild(): Promise<string> {
  mkdirSync(BUILDS, { recursive: true });
  const dir = join(BUILDS, sourcesKey());
  const lock = `${dir}.lock`;
  const deadline = Date.now() + STALE_LOCK_MS * 2;
  while (!existsSync(dir)) {
    if (Date.now() > deadline) throw new Error(`no build of the sources appeared in ${dir}; remove ${lock} if stale`);
    try {
      mkdirSync(lock);
    } catch {
      // Another test file builds it: wait, unless its lock is older than any build takes.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else await sleep(200);
      continue;
    }
    try {
      if (existsSync(dir)) break;
      const staging = `${dir}.${randomBytes(4).toString('hex')}`;
      const build = await runCommand(process.execPath, [join(ROOT, 'scripts/bundle.ts'), staging]);
      if (build.code !== 0) {
        // What a failed build wrote is no build: left, it would stay in the cache beside the whole ones.
        rmSync(staging, { recursive: true, force: true });
        throw new Error(`the test build of src/ failed (exit ${build.code}):\n${build.stderr}`);
      }
      renameSync(staging, dir);
      pruneOldBuilds();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

const build = await testedBuild();
/** The CLI's bundled entry (dist/cli.js's build): `node CLI_ENTRY preview ...`. */
export const CLI_ENTRY = join(build, 'cli.js');
/** The action's bundled entry (dist/index.js's build), as action.yml's `main` runs it. */
export const ACTION_ENTRY = join(build, 'index.js');
