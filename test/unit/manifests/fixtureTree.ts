import { afterEach, vi } from 'vitest';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A temporary directory holding the given files (path relative to it -> content); remove() deletes it. */
export async function fixtureTree(
  files: Record<string, string>,
): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'applyset-manifests-'));
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(root, name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Writes an executable shell script, e.g. a stand-in for a CLI tool looked up on PATH. */
export async function writeScript(target: string, body: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `#!/bin/sh\n${body}\n`);
  await chmod(target, 0o755);
}

/**
 * `tree(files)`: a fixtureTree for the calling test file, removed after each test, as are the
 * environment variables a test stubbed (a PATH pointing into the tree).
 */
export function treesRemovedAfterEach(): (files: Record<string, string>) => Promise<string> {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    vi.unstubAllEnvs();
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });
  return async (files) => {
    const { root, remove } = await fixtureTree(files);
    cleanups.push(remove);
    return root;
  };
}
