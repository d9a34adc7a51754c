import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserError } from '../common/errors.ts';

/** `-f -`: the manifests on standard input, as kubectl and helm read them. */
export const STDIN = '-';

/**
 * The manifests piped in, held in a file named `stdin.yaml` for the run (the manifests' reader,
 * its messages and the plan name files), removed when the process exits.
 */
export function stdinManifestsFile(read: () => string = () => readFileSync(0, 'utf8')): string {
  if (process.stdin.isTTY)
    throw new UserError('-f - reads the manifests from standard input, and nothing is piped in', {
      hint: 'pipe them in, e.g. kustomize build overlays/prod | applyset-action apply -f - ...',
    });
  const dir = mkdtempSync(join(tmpdir(), 'applyset-action-stdin-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'stdin.yaml');
  writeFileSync(file, read());
  return file;
}
