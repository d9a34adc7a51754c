import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { errorMessage } from '../common/errors.ts';
import {
  PROGRAM_VARIABLES,
  PROXY_VARIABLES,
  type RunEnvironment,
  type RunVariable,
  variablesOf,
} from '../common/runEnvironment.ts';

const run = promisify(execFile);

/** A local command (rev-parse, worktree) is quick; a fetch gets longer, and neither may hang the run. */
export const LOCAL_GIT_TIMEOUT_MS = 30_000;
export const FETCH_TIMEOUT_MS = 120_000;
const MAX_OUTPUT_BYTES = 1024 * 1024;

/**
 * What git gets of the environment: where programs are, the home and config directories (the
 * user's git config, credential helpers, safe.directory), the locale, and how to reach a remote.
 * Not the step's inputs (INPUT_KUBECONFIG) nor anything else a workflow put there. It never
 * prompts: a fetch without credentials fails at once instead of waiting for a terminal.
 */
const PASSED_ENV: readonly RunVariable[] = [
  ...PROGRAM_VARIABLES,
  'SSH_AUTH_SOCK',
  'GIT_SSH_COMMAND',
  ...PROXY_VARIABLES,
];

/** git failed: its own words (credentials in URLs hidden), for the message that says what to do. */
export class GitError extends Error {
  /** What git said: its first fatal error or error, else its first line. */
  readonly said: string;
  /** The exit code; undefined when git did not run to its end (not installed, killed at the timeout). */
  readonly exitCode: number | undefined;

  constructor(args: string[], stderr: string, cause: unknown) {
    const lines = stderr
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const said =
      hideUrlCredentials(lines.find((line) => /^(fatal|error):/.test(line)) ?? lines[0] ?? '') || errorMessage(cause);
    super(`git ${args[0]} failed: ${said}`, { cause });
    this.name = 'GitError';
    this.said = said;
    const code = (cause as { code?: unknown }).code;
    this.exitCode = typeof code === 'number' ? code : undefined;
  }
}

/**
 * Runs git in `cwd` and returns its output without the final newline. Hooks never run (a
 * worktree's checkout would run post-checkout), and the command is killed after `timeoutMs`.
 * git gets PASSED_ENV's variables of `environment`, the run's.
 */
export async function runGit(
  args: string[],
  cwd: string,
  environment: RunEnvironment,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<string> {
  const env = { ...variablesOf(environment, PASSED_ENV), GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '', SSH_ASKPASS: '' };
  try {
    const { stdout } = await run('git', ['-c', 'core.hooksPath=/dev/null', ...args], {
      cwd,
      env,
      encoding: 'utf8',
      maxBuffer: MAX_OUTPUT_BYTES,
      timeout: options.timeoutMs ?? LOCAL_GIT_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return stdout.replace(/\n$/, '');
  } catch (error) {
    const stderr =
      typeof (error as { stderr?: unknown }).stderr === 'string' ? (error as { stderr: string }).stderr : '';
    throw new GitError(args, stderr, error);
  }
}

/** `https://user:token@host/...` as `https://***@host/...`: a remote's URL may carry a credential. */
export function hideUrlCredentials(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, '$1***@');
}
