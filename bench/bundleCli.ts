import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from '../test/cluster/runCommand.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles as `npm run build` does, into `outDir`, and returns the CLI's bundle: the benchmark measures what ships (the
 * bundle), not the TypeScript sources, whose loading adds some 0.3 s of start-up to every run.
 */
export async function bundleCli(outDir: string): Promise<string> {
  const result = await runCommand('bash', [join(root, 'scripts', 'build.sh'), outDir]);
  if (result.code !== 0) throw new Error(`bundling with scripts/build.sh failed (exit ${result.code}):\n${result.stderr}`);
  return join(outDir, 'cli', 'index.js');
}
