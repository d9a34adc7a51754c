import { resolve } from 'node:path';
import { runCommand } from '../../cluster/runCommand.ts';

/** zsh and fish, for the completions' tests: installed from Debian's packages when missing (scripts/debian-packages.sh). */
export default async function setup(): Promise<void> {
  const script = resolve(import.meta.dirname, '../../../scripts/debian-packages.sh');
  const installed = await runCommand('bash', [script, 'zsh', 'fish'], { stderr: 'inherit' });
  if (installed.code !== 0) throw new Error(`${script} failed (exit ${installed.code}); its output is above`);
}
