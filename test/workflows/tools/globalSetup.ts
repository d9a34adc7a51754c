import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runCommand } from '../../cluster/runCommand.ts';
import type {} from './provided.ts';

/** The workflow tools, built into the cache when missing (minutes on a clean machine; its progress goes to stderr). */
export default async function setup(project: TestProject): Promise<void> {
  const script = resolve(import.meta.dirname, 'build-tools.sh');
  const built = await runCommand('bash', [script], { stderr: 'inherit' });
  const [act, actionlint, zizmor] = built.stdout.trim().split('\n');
  if (built.code !== 0 || !act || !actionlint || !zizmor)
    throw new Error(`${script} failed (exit ${built.code}); its output is above`);
  project.provide('workflowTools', { act, actionlint, zizmor });
}
