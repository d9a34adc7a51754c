import { spawn } from 'node:child_process';

export interface CommandResult {
  stdout: string;
  stderr: string;
  /** The exit code; null when a signal ended the command. */
  code: number | null;
}

/** Runs a command to completion and collects its output; a non-zero exit is a result, not an error. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { stderr?: 'collect' | 'inherit'; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const stderrTo = options.stderr === 'inherit' ? 'inherit' : 'pipe';
    // Without env, the child inherits this process's environment.
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', stderrTo], env: options.env, cwd: options.cwd });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ stdout, stderr, code }));
  });
}
