import { execFile } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { writeArtifactStandIns } from './artifactStandIns.ts';

/*
 * The actions a workflow `uses:`, as local directories for act's --local-repository: GitHub is
 * never reachable, so every action a workflow names needs a stand-in, and one it does not know
 * fails the run before act starts.
 */

const ROOT = resolve(import.meta.dirname, '../../..');

export interface StandIns {
  /** The `--local-repository` flags for these `uses:` values. */
  flagsFor(uses: readonly string[]): string[];
}

/** Actions whose work is done on this machine already, each with why: their stand-ins do nothing. */
const DONE_ALREADY: Record<string, string> = {
  // act copies the repository into the workspace, and skips a checkout of it anyway.
  'actions/checkout': 'The workspace is already the repository',
  // scripts/node24.sh put Node 24 first on act's PATH (nodeBinDirectory).
  'actions/setup-node': 'Node 24 is first on PATH already',
  'actions/setup-go': "The machine's Go is on PATH already",
};

/**
 * - `actions/checkout`, `actions/setup-node`, `actions/setup-go` at any ref: actions that do nothing
 *   (DONE_ALREADY says why).
 * - `actions/upload-artifact`, `actions/download-artifact`: over a local artifact store (artifactStandIns.ts).
 * - `<owner>/applyset-action@<any ref>`: this repository's files as a tag of it would hold them
 *   (committed and new files, not node_modules), so the runner reads this action.yml and runs
 *   dist/index.js, the bundle, with nothing installed beside it.
 */
export async function prepareStandIns(dir: string): Promise<StandIns> {
  const local = new Map<string, string>();
  for (const [name, reason] of Object.entries(DONE_ALREADY)) {
    const standIn = join(dir, name.replace('/', '-'));
    await mkdir(standIn, { recursive: true });
    await writeFile(
      join(standIn, 'action.yml'),
      `name: ${name} (stand-in)\ndescription: ${reason}\nruns:\n  using: node24\n  main: index.js\n`,
    );
    await writeFile(join(standIn, 'index.js'), '');
    local.set(name, standIn);
  }
  for (const [name, standIn] of await writeArtifactStandIns(dir)) local.set(name, standIn);
  const action = join(dir, 'applyset-action');
  await copyRepositoryFiles(action);
  // A bundle built elsewhere (scripts/build.sh DIR) in place of dist/: a change's own bundle, tried without rebuilding dist/.
  const bundle = process.env['APPLYSET_ACTION_BUNDLE'];
  if (bundle) {
    await rm(join(action, 'dist'), { recursive: true, force: true });
    await cp(bundle, join(action, 'dist'), { recursive: true });
  }
  return {
    flagsFor: (uses) =>
      uses.flatMap((value) => {
        const [repository = '', ref] = value.split('@');
        if (ref === undefined)
          throw new Error(`uses: ${value} names no ref, which GitHub requires of an action in another repository`);
        const standIn = local.get(repository);
        if (standIn) return ['--local-repository', `${value}=${standIn}`];
        if (/^[^/]+\/applyset-action$/.test(repository)) return ['--local-repository', `${value}=${action}`];
        throw new Error(
          `the workflow uses ${value}, which has no local stand-in (GitHub is not reachable from the tests)`,
        );
      }),
  };
}

/** This repository's committed and new files (not what .gitignore leaves out), copied into `target`. */
export async function copyRepositoryFiles(target: string): Promise<void> {
  const { stdout } = await promisify(execFile)(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: ROOT, maxBuffer: 16 << 20 },
  );
  const files = stdout.split('\0').filter((file) => file !== '' && existsSync(join(ROOT, file)));
  if (!files.includes('dist/index.js') || !files.includes('action.yml'))
    throw new Error('the repository holds no action.yml or dist/index.js: run npm run build');
  for (const file of files) {
    await mkdir(dirname(join(target, file)), { recursive: true });
    await cp(join(ROOT, file), join(target, file));
  }
}
