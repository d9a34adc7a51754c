import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as yaml from 'js-yaml';

/** A checked-out repository for one test: manifest files written and rewritten between runs. */
export interface Workspace {
  dir: string;
  /** Replaces the file's content (creating it), as a new commit would. */
  write(file: string, content: string): Promise<void>;
  /** Removes a file, or a directory with all it holds. */
  remove(file: string): Promise<void>;
}

export async function createWorkspace(): Promise<Workspace> {
  const dir = await mkdtemp(join(tmpdir(), 'applyset-action-workspace-'));
  return {
    dir,
    write: async (file, content) => {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), content);
    },
    remove: (file) => rm(join(dir, file), { recursive: true, force: true }),
  };
}

/** The credentials in a kubeconfig file: the values a log must never show. */
export function kubeconfigCredentials(path: string): string[] {
  const config = yaml.load(readFileSync(path, 'utf8'), { schema: yaml.FAILSAFE_SCHEMA }) as {
    users?: { user?: Record<string, unknown> }[];
  };
  const found: string[] = [];
  for (const { user } of config.users ?? []) {
    for (const key of ['token', 'client-key-data', 'password']) {
      const value = user?.[key];
      if (typeof value === 'string' && value !== '') found.push(value);
    }
  }
  return found;
}

/** Every line of stdout that is not a workflow command registering a mask. */
export function linesOtherThanMasks(stdout: string): string[] {
  return stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
}
