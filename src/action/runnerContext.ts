import { existsSync, readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import * as core from '@actions/core';
import { isRecord } from '../common/isRecord.ts';
import { readRunEnvironment, type RunEnvironment } from '../common/runEnvironment.ts';
import { ACTION_INPUTS, type ActionInputName, RENAMED_INPUTS } from './readInputs.ts';

/**
 * What the runner gives the action's process, read once when it starts (src/index.ts): the inputs
 * (INPUT_*, through @actions/core), the event and its payload, the repository and the run, and the
 * places it keeps for the step. Nothing the action does below reads process.env or
 * @actions/github's context, so a test can run the action in-process on a context of its own.
 * Outputs, masks, annotations and the job summary are written through @actions/core, the runner's
 * command protocol, which such a test mocks.
 */
export interface RunnerContext {
  /** Every input action.yml declares, as the runner passed it ('' when not given); `kubeconfig` untrimmed. */
  inputs: Readonly<Record<ActionInputName, string>>;
  /** The renamed inputs (RENAMED_INPUTS) the step still passes by their old names, non-empty. */
  oldInputNames?: readonly string[];
  /** GITHUB_EVENT_NAME: pull_request, push, schedule ...; '' outside a runner. */
  eventName: string;
  /** The webhook payload of the event (GITHUB_EVENT_PATH); empty outside a runner. */
  payload: Readonly<Record<string, unknown>>;
  /** GITHUB_SHA: the commit the run is for. */
  sha: string;
  /** GITHUB_ACTOR: who started the run (the deploy history records it); '' outside a runner. */
  actor: string;
  /** GITHUB_REPOSITORY (else the payload's repository); undefined when neither names one. */
  repository: { owner: string; repo: string } | undefined;
  /** GITHUB_SERVER_URL, for links: https://github.com, or a GitHub Enterprise Server's. */
  serverUrl: string;
  /** GITHUB_API_URL, where the comment, issue and deployment go. */
  apiUrl: string;
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT, and GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/x.yml@ref`); undefined outside a runner. */
  run: { id: string; attempt: string | undefined; workflowRef?: string } | undefined;
  /** GITHUB_WORKSPACE: the checked-out repository, which the manifests' links are relative to. */
  workspace: string;
  /** The step's working directory, which the manifests' paths are relative to. */
  cwd: string;
  /** RUNNER_TEMP: a directory emptied after the job, for the plan file. */
  tempDir: string;
  /** Whether the step has a job summary (GITHUB_STEP_SUMMARY); not outside a runner. */
  hasJobSummary: boolean;
  /** The variables the engine uses (KUBECONFIG, PATH, proxies ...), handed down in the options. */
  environment: RunEnvironment;
  /** Where a kubeconfig is found when the input is empty, as kubectl looks for one (KUBECONFIG is the environment's). */
  kubeconfigSources: {
    home: string;
    /** An environment variable a target names for its cluster's kubeconfig (`kubeconfig-env:`). */
    variable: (name: string) => string | undefined;
  };
}

/** The context of this process, from its environment; read once, by the entry point. */
export function readRunnerContext(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): RunnerContext {
  const inputs = Object.fromEntries(
    ACTION_INPUTS.map((name) => [name, core.getInput(name, { trimWhitespace: name !== 'kubeconfig' })]),
  ) as Record<ActionInputName, string>;
  const payload = readPayload(env['GITHUB_EVENT_PATH']);
  const runId = env['GITHUB_RUN_ID'];
  return {
    inputs,
    // The runner passes every key of the step's with:, declared or not (it only warns of the latter).
    oldInputNames: RENAMED_INPUTS.map(({ before }) => before).filter((name) => core.getInput(name) !== ''),
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    payload,
    sha: env['GITHUB_SHA'] ?? '',
    actor: env['GITHUB_ACTOR'] ?? '',
    repository: repositoryOf(env['GITHUB_REPOSITORY'], payload),
    serverUrl: env['GITHUB_SERVER_URL'] || 'https://github.com',
    apiUrl: env['GITHUB_API_URL'] || 'https://api.github.com',
    run: runId
      ? {
          id: runId,
          attempt: env['GITHUB_RUN_ATTEMPT'] || undefined,
          ...(env['GITHUB_WORKFLOW_REF'] ? { workflowRef: env['GITHUB_WORKFLOW_REF'] } : {}),
        }
      : undefined,
    workspace: env['GITHUB_WORKSPACE'] || cwd,
    cwd,
    tempDir: env['RUNNER_TEMP'] || tmpdir(),
    hasJobSummary: Boolean(env['GITHUB_STEP_SUMMARY']),
    environment: readRunEnvironment(env),
    kubeconfigSources: {
      home: homedir(),
      variable: (name) => env[name],
    },
  };
}

function readPayload(path: string | undefined): Record<string, unknown> {
  if (!path) return {};
  if (!existsSync(path)) {
    core.warning(`GITHUB_EVENT_PATH ${path} does not exist: the run has no event payload`);
    return {};
  }
  const payload: unknown = JSON.parse(readFileSync(path, 'utf8'));
  return isRecord(payload) ? payload : {};
}

function repositoryOf(name: string | undefined, payload: Record<string, unknown>): RunnerContext['repository'] {
  const [owner, repo] = name?.split('/') ?? [];
  if (owner && repo) return { owner, repo };
  const repository = payload['repository'];
  const login = isRecord(repository) && isRecord(repository['owner']) ? repository['owner']['login'] : undefined;
  const payloadName = isRecord(repository) ? repository['name'] : undefined;
  return typeof login === 'string' && typeof payloadName === 'string' ? { owner: login, repo: payloadName } : undefined;
}
