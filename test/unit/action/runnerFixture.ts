import { ACTION_INPUTS, type ActionInputName } from '../../../src/action/readInputs.ts';
import type { RunnerContext } from '../../../src/action/runnerContext.ts';
import { testEnvironment } from '../../testEnvironment.ts';

export type RunnerOverrides = Partial<Omit<RunnerContext, 'inputs'>> & {
  inputs?: Partial<Record<ActionInputName, string>>;
};

/**
 * The runner's environment runAction reads, for in-process tests: every input empty unless given, a
 * pull_request run of acme/shop, and no kubeconfig anywhere (a run that gets past its mode stops at
 * finding one, before any request).
 */
export function runnerContext(overrides: RunnerOverrides = {}): RunnerContext {
  const { inputs, ...rest } = overrides;
  return {
    inputs: {
      ...(Object.fromEntries(ACTION_INPUTS.map((name) => [name, ''])) as Record<ActionInputName, string>),
      ...inputs,
    },
    eventName: 'pull_request',
    payload: {},
    sha: 'c'.repeat(40),
    actor: 'octocat',
    repository: { owner: 'acme', repo: 'shop' },
    serverUrl: 'https://github.com',
    apiUrl: 'http://127.0.0.1:9',
    run: { id: '42', attempt: '1' },
    workspace: '/work',
    cwd: '/work',
    tempDir: '/tmp',
    hasJobSummary: false,
    environment: testEnvironment(),
    kubeconfigSources: { home: '/nonexistent', variable: () => undefined },
    ...rest,
  };
}
