import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import * as yaml from 'js-yaml';
import { UserError } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';
import { reachOf, type ReadRoots } from './chartFiles.ts';
import { isInside } from '../common/inputPaths.ts';
import { KUSTOMIZATION_FILES } from './expandInputs.ts';
import type { SourceLocation } from '../kube/manifestObject.ts';
import { ReadBudget } from './readBudget.ts';
import { readWorkspaceFile } from './workspaceFile.ts';

/** `https://...`, `git::...`, `ssh://...`, `git@host:...`, `github.com/owner/repo//path?ref=x`: what kustomize fetches. */
export const REMOTE_REFERENCE =
  /^(?:[a-z][a-z0-9+.-]*:\/\/|[a-z]+::|[\w.-]+@[\w.-]+:|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/[^/]+\/[^/]+)/i;

/** Fields whose entries kustomize builds as kustomizations when they are directories: followed into local ones. */
const BUILT_FIELDS = ['resources', 'bases', 'components', 'generators', 'transformers', 'validators'];

/** Far above what real kustomizations hold (200 targets over 10 bases read some 100 KiB). */
const KUSTOMIZATIONS_MAX_BYTES = 16 * 1024 * 1024;

/** A kustomization file kustomize reads, with its fields. */
export interface ReachedKustomization {
  /** The file, in its real directory: kustomize resolves what the file names from there. */
  file: string;
  /** Its real directory, kustomize's root for it. */
  root: string;
  /** The file as messages show it, from the rendered kustomization's `shownDir`. */
  shown: string;
  fields: Record<string, unknown>;
}

/**
 * The kustomization of `dir` and those of the local directories it builds on, each once, read as
 * kustomize will read them, before it does: each kustomization file only as a regular file really
 * inside `roots` and out of `.git`, 16 MiB in all (kustomize reads a kustomization file wherever a
 * link leads, /dev/zero included, without end); and each base only where it really is inside `roots`.
 * A refusal names the file and why, at `source`.
 */
export async function reachedKustomizations(
  dir: string,
  shownDir: string,
  roots: ReadRoots,
  source: SourceLocation,
): Promise<ReachedKustomization[]> {
  const reached: ReachedKustomization[] = [];
  const visited = new Set<string>();
  const budget = new ReadBudget(KUSTOMIZATIONS_MAX_BYTES);
  const shownOf = (absolute: string) =>
    path.posix.join(shownDir, path.relative(dir, absolute).split(path.sep).join('/'));
  const visit = async (current: string, shown: string): Promise<void> => {
    const root = await realpath(current).catch(() => undefined); // no such base, or a file: kustomize reads it as a resource, or reports it
    if (root === undefined || visited.has(root) || !(await lstat(root)).isDirectory()) return;
    visited.add(root);
    const reach = reachOf(root, roots);
    if (reach !== 'inside') {
      const linked = roots.real.some((candidate) => isInside(current, candidate));
      throw new UserError(
        `${shown} ${linked ? 'leads' : 'is'} ${reach === 'git' ? 'into a .git directory' : `outside ${roots.shown}`}${linked ? ' through a symbolic link' : ''}`,
        {
          hint: linked
            ? LINK_HINT
            : 'kustomize would read a base there; kustomizations are read only inside the working directory (the checked-out repository): run from a directory that holds the base too, or copy the base into it',
          source,
        },
      );
    }
    const kustomization = await readKustomization(root, `${shown}/`, roots, budget, source);
    if (!kustomization) return;
    reached.push({ ...kustomization, root, shown: shownOf(path.join(current, path.basename(kustomization.file))) });
    for (const field of BUILT_FIELDS) {
      for (const entry of strings(kustomization.fields[field])) {
        if (!REMOTE_REFERENCE.test(entry) && !entry.includes('\n'))
          await visit(path.resolve(root, entry), shownOf(path.resolve(current, entry)));
      }
    }
  };
  await visit(dir, shownDir);
  return reached;
}

const LINK_HINT =
  'kustomize reads what a link in a kustomization leads to; remove the link, or copy what it points to into the repository';

async function readKustomization(
  root: string,
  shownDir: string,
  roots: ReadRoots,
  budget: ReadBudget,
  source: SourceLocation,
): Promise<{ file: string; fields: Record<string, unknown> } | undefined> {
  for (const name of KUSTOMIZATION_FILES) {
    const file = path.join(root, name);
    // No file of this name: kustomize tries the next name, and so does this.
    const real = await realpath(file).catch(() => undefined);
    if (real === undefined) continue;
    const reach = reachOf(real, roots);
    if (reach !== 'inside')
      throw new UserError(
        `${shownDir}${name} leads ${reach === 'git' ? 'into a .git directory' : `outside ${roots.shown}`} through a symbolic link`,
        { hint: LINK_HINT, source },
      );
    const within = roots.real.find((candidate) => isInside(real, candidate))!;
    let text: string;
    try {
      text = readWorkspaceFile(file, `${shownDir}${name}`, { workspace: within, budget });
    } catch (error) {
      if (error instanceof UserError) throw new UserError(error.message, { hint: error.hint, source });
      throw error;
    }
    try {
      const parsed = yaml.load(text, { schema: yaml.FAILSAFE_SCHEMA });
      return isRecord(parsed) ? { file, fields: parsed } : undefined;
    } catch {
      return undefined; // kustomize reports the syntax error
    }
  }
  return undefined;
}

export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}
