import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readRunnerContext } from '../../../src/action/runnerContext.ts';

vi.mock('@actions/core');

beforeEach(() => {
  vi.resetAllMocks();
});

describe('readRunnerContext', () => {
  it('reads the old names of renamed inputs the step still passes (the runner passes every key of with:)', () => {
    vi.mocked(core.getInput).mockImplementation((name) =>
      name === 'fail-on-drift' || name === 'environment-url' ? 'x' : '',
    );
    expect(readRunnerContext({}, '/work').oldInputNames).toEqual(['fail-on-drift', 'environment-url']);
  });

  it('reads the runner environment once: inputs, event, repository, run and the step files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'runner-context-'));
    const event = join(dir, 'event.json');
    await writeFile(event, JSON.stringify({ action: 'opened', number: 7 }));
    vi.mocked(core.getInput).mockImplementation((name, options) =>
      name === 'kubeconfig' && options?.trimWhitespace === false ? ' kubeconfig\n' : name === 'mode' ? 'preview' : '',
    );
    const context = readRunnerContext(
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
        GITHUB_SHA: 'abc',
        GITHUB_ACTOR: 'octocat',
        GITHUB_REPOSITORY: 'acme/shop',
        GITHUB_SERVER_URL: 'https://ghe.example.com',
        GITHUB_API_URL: 'https://ghe.example.com/api/v3',
        GITHUB_RUN_ID: '42',
        GITHUB_RUN_ATTEMPT: '2',
        GITHUB_WORKSPACE: '/work/shop',
        RUNNER_TEMP: '/runner/temp',
        GITHUB_STEP_SUMMARY: '/runner/summary',
        KUBECONFIG: '/runner/kubeconfig',
        UNRELATED: 'not read',
      },
      '/work/shop/deploy',
    );
    expect(context).toMatchObject({
      eventName: 'pull_request',
      payload: { action: 'opened', number: 7 },
      sha: 'abc',
      actor: 'octocat',
      repository: { owner: 'acme', repo: 'shop' },
      serverUrl: 'https://ghe.example.com',
      apiUrl: 'https://ghe.example.com/api/v3',
      run: { id: '42', attempt: '2' },
      workspace: '/work/shop',
      cwd: '/work/shop/deploy',
      tempDir: '/runner/temp',
      hasJobSummary: true,
      environment: { KUBECONFIG: '/runner/kubeconfig' },
    });
    // The kubeconfig as given, its whitespace kept (base64 and YAML both care); the rest trimmed by @actions/core.
    expect(context.inputs).toMatchObject({ kubeconfig: ' kubeconfig\n', mode: 'preview', manifests: '' });
    expect(JSON.stringify(context)).not.toContain('not read');
  });

  it('outside a runner: no event, github.com, the current directory and the system temp directory', () => {
    vi.mocked(core.getInput).mockReturnValue('');
    const context = readRunnerContext({}, '/here');
    expect(context).toMatchObject({
      eventName: '',
      actor: '',
      payload: {},
      repository: undefined,
      run: undefined,
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      workspace: '/here',
      hasJobSummary: false,
    });
    expect(context.tempDir).toBe(tmpdir());
  });

  it("names the repository from the payload when GITHUB_REPOSITORY is not set, as @actions/github's context did", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'runner-context-'));
    const event = join(dir, 'event.json');
    await writeFile(event, JSON.stringify({ repository: { name: 'shop', owner: { login: 'acme' } } }));
    vi.mocked(core.getInput).mockReturnValue('');
    expect(readRunnerContext({ GITHUB_EVENT_PATH: event }, '/here').repository).toEqual({
      owner: 'acme',
      repo: 'shop',
    });
  });
});
