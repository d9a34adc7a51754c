import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { errorMessage, UserError, UserErrors } from '../errors.ts';
import { documentObjects } from './documentObjects.ts';
import { expandInputs, type ManifestSource } from './expandInputs.ts';
import type { ManifestObject, SourceLocation } from './manifestObject.ts';
import { parseDocuments } from './parseDocuments.ts';
import { renderKustomization } from './renderKustomization.ts';

// Enough to keep the disk busy without holding thousands of open files.
const FILE_CONCURRENCY = 16;
// kustomize is CPU-bound: more processes than cores only slow each other down.
const RENDER_CONCURRENCY = 2;

/**
 * Loads every object from files, directories, globs and kustomizations, in input order, each with the
 * file and line it came from. Objects are returned exactly as written (no defaults, no reordering).
 * Throws one UserErrors listing every problem found across all inputs.
 */
export async function loadManifests(inputs: string[], options: { cwd: string }): Promise<ManifestObject[]> {
  const sources = await expandInputs(inputs, options.cwd);
  const fileLimit = pLimit(FILE_CONCURRENCY);
  const renderLimit = pLimit(RENDER_CONCURRENCY);
  const results = await Promise.all(
    sources.map((source) => (source.type === 'file' ? fileLimit(() => loadSource(source)) : renderLimit(() => loadSource(source)))),
  );
  const errors = results.flatMap((result) => result.errors);
  if (errors.length > 0) throw new UserErrors(errors);
  return results.flatMap((result) => result.objects);
}

async function loadSource(source: ManifestSource): Promise<{ objects: ManifestObject[]; errors: UserError[] }> {
  let text: string;
  try {
    text = source.type === 'file' ? await readText(source.path, source.file) : await renderSource(source);
  } catch (error) {
    if (error instanceof UserError) return { objects: [], errors: [error] };
    throw error;
  }
  // Rendered output has no lines the user could open: everything from it points at the kustomization file.
  const locate = (line: number): SourceLocation => ({ file: source.file, line: source.type === 'file' ? line : 1 });
  const { documents, problems } = parseDocuments(text);
  const errors = problems.map(({ line, message, hint }) => {
    const where = source.type === 'file' ? '' : `rendered output, line ${line}: `;
    return new UserError(`${where}${message}`, { hint, source: locate(line) });
  });
  const objects: ManifestObject[] = [];
  for (const document of documents) {
    const found = documentObjects({
      value: document.value,
      source: locate(document.line),
      itemSources: document.itemLines.map(locate),
    });
    objects.push(...found.objects);
    errors.push(...found.errors);
  }
  return { objects, errors };
}

function renderSource(source: ManifestSource & { type: 'kustomization' }): Promise<string> {
  return renderKustomization(source.dir, path.posix.dirname(source.file), { file: source.file, line: 1 });
}

// Fatal decoding: a file in another encoding must not reach the server with its bytes silently replaced.
const utf8 = new TextDecoder('utf-8', { fatal: true });

async function readText(absolute: string, file: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(absolute);
  } catch (error) {
    throw new UserError(`cannot read ${file}: ${errorMessage(error)}`, { hint: 'Check the file permissions' });
  }
  try {
    return utf8.decode(bytes);
  } catch {
    throw new UserError(`${file} is not valid UTF-8`, { hint: 'Save the file as UTF-8, the encoding Kubernetes manifests use', source: { file, line: 1 } });
  }
}
