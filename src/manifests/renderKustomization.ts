import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { UserError } from '../errors.ts';
import type { SourceLocation } from './manifestObject.ts';
import { ReadBudget } from './readBudget.ts';

const run = promisify(execFile);

// Rendered output of a large kustomization can be tens of megabytes; execFile's default cap is 1 MiB.
const MAX_OUTPUT_BYTES = ReadBudget.MAX_BYTES;

/** The renderers tried in turn: the standalone binary first, then the copy built into kubectl. */
const RENDERERS: ReadonlyArray<{ command: string; args: (dir: string) => string[] }> = [
  { command: 'kustomize', args: (dir) => ['build', dir] },
  { command: 'kubectl', args: (dir) => ['kustomize', dir] },
];

/**
 * Renders a kustomization directory to YAML with the first renderer found on PATH.
 * `shownDir` is the directory as messages show it; `source` is where errors point (the kustomization file).
 */
export async function renderKustomization(dir: string, shownDir: string, source: SourceLocation): Promise<string> {
  for (const renderer of RENDERERS) {
    const commandLine = [renderer.command, ...renderer.args(shownDir)].join(' ');
    try {
      const { stdout } = await run(renderer.command, renderer.args(dir), { maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8' });
      return stdout;
    } catch (error) {
      if (isNotFound(error)) continue;
      const stderr = typeof (error as { stderr?: unknown }).stderr === 'string' ? (error as { stderr: string }).stderr.trim() : '';
      const detail = stderr !== '' ? stderr : error instanceof Error ? error.message : String(error);
      throw new UserError(`\`${commandLine}\` failed: ${detail}`, {
        hint: `Fix the kustomization; run \`${commandLine}\` locally to see the same error`,
        source,
        cause: error,
      });
    }
  }
  throw new UserError(`${shownDir} is a kustomization, but neither kustomize nor kubectl is on PATH to render it`, {
    hint: 'Install kustomize (or kubectl) in an earlier step, or render the kustomization to a file in an earlier step and pass that file',
    source,
  });
}

function isNotFound(error: unknown): boolean {
  // A missing program is a spawn error with a string code; a failed run has a numeric exit code.
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
