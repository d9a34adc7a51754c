import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from '../test/cluster/runCommand.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles the CLI as `npm run build` does, into `outDir`: the benchmark measures what ships (one
 * bundled file), not the TypeScript sources, whose loading adds some 0.3 s of start-up to every run.
 */
export async function bundleCli(outDir: string): Promise<string> {
  const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  const result = await runCommand(process.execPath, [ncc, 'build', join(root, 'src', 'cli.ts'), '-o', outDir, '--quiet']);
  if (result.code !== 0) throw new Error(`bundling the CLI with ncc failed (exit ${result.code}):\n${result.stderr}`);
  return join(outDir, 'index.js');
}
