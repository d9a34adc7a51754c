import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * helm's path: build-helm.sh builds it into the cache when it is missing (about 4 minutes on 2 cores,
 * once; concurrent callers wait for the one build) and prints it. The e2e global setup builds it before
 * any test runs. GitHub's runners have helm on PATH; tests use this one, whatever the machine has.
 */
export async function helmPath(): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', [resolve(import.meta.dirname, 'build-helm.sh')], {
    maxBuffer: 1 << 20,
  });
  const path = stdout.trim();
  if (!path) throw new Error('build-helm.sh printed no path for helm');
  return path;
}
