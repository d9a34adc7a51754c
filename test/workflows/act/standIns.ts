import { execFile } from 'node:child_process';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

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

/**
 * - `actions/checkout@<any ref>`: an action that does nothing; the workspace is the user's
 *   repository already (act copies it, and skips a checkout of it anyway).
 * - `<owner>/applyset-action@<any ref>`: this repository's files as a tag of it would hold them
 *   (committed and new files, not node_modules), so the runner reads this action.yml and runs
 *   dist/index.js, the bundle, with nothing installed beside it.
 */
export async function prepareStandIns(dir: string): Promise<StandIns> {
  const checkout = join(dir, 'checkout');
  await mkdir(checkout, { recursive: true });
  await writeFile(join(checkout, 'action.yml'), 'name: checkout (stand-in)\ndescription: The workspace is already the repository\nruns:\n  using: node24\n  main: index.js\n');
  await writeFile(join(checkout, 'index.js'), '');
  const action = join(dir, 'applyset-action');
  await copyReleaseFiles(action);
  return {
    flagsFor: (uses) =>
      uses.flatMap((value) => {
        const [repository = '', ref] = value.split('@');
        if (ref === undefined) throw new Error(`uses: ${value} names no ref, which GitHub requires of an action in another repository`);
        if (repository === 'actions/checkout') return ['--local-repository', `${value}=${checkout}`];
        if (/^[^/]+\/applyset-action$/.test(repository)) return ['--local-repository', `${value}=${action}`];
        throw new Error(`the workflow uses ${value}, which has no local stand-in (GitHub is not reachable from the tests)`);
      }),
  };
}

async function copyReleaseFiles(target: string): Promise<void> {
  const { stdout } = await promisify(execFile)('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 16 << 20 });
  const files = stdout.split('\0').filter((file) => file !== '' && existsSync(join(ROOT, file)));
  if (!files.includes('dist/index.js') || !files.includes('action.yml')) throw new Error('the repository holds no action.yml or dist/index.js: run npm run build');
  for (const file of files) {
    await mkdir(dirname(join(target, file)), { recursive: true });
    await cp(join(ROOT, file), join(target, file));
  }
}
