import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { type ActLog, type JobRecord, type StepRecord, parseActLog } from './actLog.ts';
import { runActProcess } from './actProcess.ts';
import type { StandIns } from './standIns.ts';
import type { UserRepository } from './userRepository.ts';
import { type UserWorkflow, usedActions } from './userWorkflows.ts';
import { assertGitHubEventPayload } from '../../fakes/github/webhookContract.ts';

/*
 * Runs one workflow file of a user's repository for one event with act, as GitHub's runner would
 * run it: `-P ubuntu-latest=-self-hosted` (steps run on this machine, no Docker), every `uses:`
 * mapped to its local stand-in, the payload as the event, secrets from a file (never on a command
 * line), and the GitHub stand-in as the API.
 */

export interface WorkflowRunner {
  /** Runs the workflow file `.github/workflows/<workflow.fileName>` of the repository's working tree. */
  run(
    repository: Pick<UserRepository, 'dir'>,
    workflow: UserWorkflow,
    event: { name: string; payload: object },
    secrets: Record<string, string>,
    options?: RunOptions,
  ): Promise<WorkflowRun>;
}

export interface RunOptions {
  /**
   * Variables act gives the run's steps (`--env`), for what GitHub's runner sets and act does not
   * (GITHUB_WORKFLOW_REF) or sets to one value for every run (GITHUB_RUN_ID, which act takes from here).
   */
  env?: Record<string, string>;
}

export interface WorkflowRun {
  exitCode: number | null;
  timedOut: boolean;
  durationMs: number;
  jobs: ActLog['jobs'];
  /** The job; fails, with the log, when act did not report it. */
  job(id: string): JobRecord;
  /** The step of a job by its `id:` (or act's index); fails, with the log, when it did not run. */
  step(job: string, id: string): StepRecord;
  /** The end of the log, secrets masked, for assertion messages. */
  tail(lines?: number): string;
  /** The whole log as act shows it, secrets masked. */
  text: string;
}

export interface RunnerSetup {
  act: string;
  /** The directory of the Node that runs node24 actions, put first on PATH. */
  nodeBin: string;
  standIns: StandIns;
  gitHubApiUrl: string;
  /** Where each run's files go: event, secrets, act's action cache and host workspace. */
  workDir: string;
  timeoutMs: number;
  /** Variables of the runner's environment beyond the machine's own, which every step sees. */
  env?: Record<string, string>;
  /** Directories of programs GitHub's runners have and this machine may not (helm), put on PATH after Node's. */
  binDirectories?: string[];
}

export function workflowRunner(setup: RunnerSetup): WorkflowRunner {
  let runs = 0;
  return {
    async run(repository, workflow, event, secrets, options = {}) {
      const dir = await mkdtemp(join(setup.workDir, `run-${++runs}-`));
      const files = {
        event: join(dir, 'event.json'),
        secrets: join(dir, 'secrets.env'),
        empty: join(dir, 'empty.env'),
        cache: join(dir, 'act'),
      };
      await mkdir(join(dir, 'home'));
      // A payload GitHub could not send would prove nothing about the workflow.
      await assertGitHubEventPayload(event.name, event.payload);
      await writeFile(files.event, JSON.stringify(event.payload, null, 2));
      await writeFile(files.secrets, secretFile(secrets), { mode: 0o600 });
      await chmod(files.secrets, 0o600);
      await writeFile(files.empty, '');
      const args = [
        event.name,
        ...['-e', files.event, '-W', join(repository.dir, '.github/workflows', workflow.fileName)],
        ...['-P', 'ubuntu-latest=-self-hosted'],
        ...setup.standIns.flagsFor(usedActions(workflow)),
        ...[
          '--secret-file',
          files.secrets,
          '--env-file',
          files.empty,
          '--var-file',
          files.empty,
          '--input-file',
          files.empty,
        ],
        ...[
          '--env',
          `GITHUB_API_URL=${setup.gitHubApiUrl}`,
          '--env',
          `GITHUB_GRAPHQL_URL=${setup.gitHubApiUrl}/graphql`,
        ],
        ...Object.entries(options.env ?? {}).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
        ...['--action-cache-path', files.cache, '--no-cache-server'],
        // JSON lines to parse; -v for the lines that say a job was skipped by its `if:`.
        '--json',
        '-v',
      ];
      const result = await runActProcess(setup.act, args, {
        cwd: repository.dir,
        env: { ...actEnvironment([setup.nodeBin, ...(setup.binDirectories ?? [])], join(dir, 'home')), ...setup.env },
        timeoutMs: setup.timeoutMs,
      });
      const log = parseActLog(result.lines);
      const text = maskSecrets(log.text, Object.values(secrets));
      const tail = (lines = 120): string =>
        `act ${event.name} (${workflow.source}), exit ${result.exitCode}${result.timedOut ? `, killed after ${setup.timeoutMs} ms` : ''}:\n${text.split('\n').slice(-lines).join('\n')}`;
      const job = (id: string): JobRecord => {
        const found = log.jobs.get(id);
        if (!found) throw new Error(`act reported no job ${id}; ${tail()}`);
        return found;
      };
      return {
        exitCode: result.exitCode,
        timedOut: result.timedOut,
        durationMs: result.durationMs,
        jobs: log.jobs,
        job,
        step: (jobId, id) => {
          const found = job(jobId).steps.find((step) => step.id === id);
          if (!found) throw new Error(`act reported no step ${id} in job ${jobId}; ${tail()}`);
          return found;
        },
        tail,
        text,
      };
    },
  };
}

/**
 * act's whole environment, which the steps inherit: Node 24 first on PATH (then `binDirectories`), the
 * machine's tools after them (not the project's node_modules/.bin), a home of the run's own, and no
 * version check (it would ask api.nektosact.com, which is not reachable).
 */
function actEnvironment(binDirectories: string[], home: string): Record<string, string> {
  const path = (process.env['PATH'] ?? '')
    .split(delimiter)
    .filter((entry) => entry !== '' && !entry.includes('node_modules'));
  return {
    PATH: [...binDirectories, ...path].join(delimiter),
    HOME: home,
    ACT_DISABLE_VERSION_CHECK: '1',
    LANG: 'C.UTF-8',
  };
}

/**
 * act reads the file with godotenv: in double quotes, `\n` is a line break, `\\`, `\"` and `\$`
 * are the characters themselves, and an unescaped `$NAME` would be expanded.
 */
export function secretFile(secrets: Record<string, string>): string {
  return Object.entries(secrets)
    .map(([name, value]) => {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`${name} is not a secret's name`);
      // act masks every occurrence of a secret in its log: a short one would mask unrelated text.
      if (value.length < 8) throw new Error(`secret ${name} is shorter than 8 characters`);
      const escaped = value
        .replace(/[\\"$]/g, '\\$&')
        .replace(/\r/g, '\\r')
        .replace(/\n/g, '\\n');
      return `${name}="${escaped}"\n`;
    })
    .join('');
}

function maskSecrets(text: string, secrets: readonly string[]): string {
  let masked = text;
  for (const secret of secrets) {
    // A kubeconfig's long lines too (its certificates and token), should a log show one alone.
    for (const part of [secret, ...secret.split('\n').filter((line) => line.trim().length >= 20)])
      masked = masked.split(part).join('***');
  }
  return masked;
}
