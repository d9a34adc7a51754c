// runAction in-process, as actions/typescript-action tests run(): @actions/core mocked, the runner's
// environment given as a RunnerContext. What needs a cluster or a runner is in test/e2e/action
// (the entry point as a process) and test/e2e/workflows (act).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runAction } from '../../../src/action/runAction.ts';
import type { RunnerContext } from '../../../src/action/runnerContext.ts';
import { type RunnerOverrides, runnerContext } from './runnerFixture.ts';
import { testEnvironment } from '../../testEnvironment.ts';

vi.mock('@actions/core');

const REPOSITORY = { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' }, default_branch: 'main' };

function runner(overrides: RunnerOverrides = {}): RunnerContext {
  return runnerContext({
    ...overrides,
    inputs: { manifests: 'k8s/', applyset: 'shop', namespace: 'shop', ...overrides.inputs },
  });
}

function pullRequest(head: string): Record<string, unknown> {
  return {
    action: 'opened',
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: 'a'.repeat(40), repo: { full_name: head } },
      base: { repo: { full_name: 'acme/shop' } },
    },
    repository: REPOSITORY,
  };
}

const outputs = (): Record<string, unknown> => Object.fromEntries(vi.mocked(core.setOutput).mock.calls);
const failures = (): string[] => vi.mocked(core.setFailed).mock.calls.map(([message]) => String(message));

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(core.group).mockImplementation((_name, fn) => fn());
});

describe('runAction', () => {
  it.each([
    ['pull_request', 'preview', pullRequest('acme/shop')],
    ['pull_request_target', 'preview', pullRequest('acme/shop')],
    ['push', 'apply', { ref: 'refs/heads/main', repository: REPOSITORY }],
    ['workflow_dispatch', 'apply', { ref: 'refs/heads/main', inputs: {}, repository: REPOSITORY }],
  ])('runs mode auto on %s as a %s', async (eventName, mode, payload) => {
    await runAction(runner({ eventName, payload }));
    expect(outputs()).toEqual({ mode });
    // It went on until the cluster was needed: here there is no kubeconfig.
    expect(failures()).toEqual([
      expect.stringContaining('no kubeconfig: the kubeconfig input is empty and KUBECONFIG is not set'),
    ]);
  });

  it('fails a step that still passes renamed inputs, naming the new ones, before anything else: the guards would be off', async () => {
    await runAction(
      runner({ oldInputNames: ['fail-on-drift', 'on-failure', 'wait-timeout', 'labels', 'environment'] }),
    );
    expect(failures()).toEqual([
      'the step passes inputs by their old name, which the action no longer reads, so they would be off: wait-timeout is now timeout; ' +
        'on-failure is now rollback-on-failure (on-failure: rollback is rollback-on-failure: true, on-failure: none is false); ' +
        "fail-on-drift is now fail-on-finding; labels is now label-pull-request; environment is now deployment-environment. Rename them in the step's with: (CHANGELOG.md lists the renames)",
    ]);
    expect(core.setOutput).not.toHaveBeenCalled();
  });

  it("fails a step that passes concurrency (the workflow's own job key), targets or target (one letter apart) by those names", async () => {
    await runAction(runner({ oldInputNames: ['concurrency', 'targets', 'target'] }));
    expect(failures()).toEqual([
      'the step passes inputs by their old name, which the action no longer reads, so they would be off: ' +
        'concurrency is now max-requests-in-flight; targets is now targets-file; target is now only-targets. ' +
        "Rename them in the step's with: (CHANGELOG.md lists the renames)",
    ]);
    expect(core.setOutput).not.toHaveBeenCalled();
  });

  it('refuses mode auto on a push to another branch than the default, before anything else', async () => {
    await runAction(runner({ eventName: 'push', payload: { ref: 'refs/heads/feature', repository: REPOSITORY } }));
    expect(failures()).toEqual([
      expect.stringContaining(
        'mode auto applies a push only to the default branch (main), and this push is to feature',
      ),
    ]);
    expect(core.setOutput).not.toHaveBeenCalled();
  });

  it('needs the mode spelled out on a schedule, and runs the drift it is given', async () => {
    await runAction(runner({ eventName: 'schedule', payload: { schedule: '17 6 * * *' } }));
    expect(failures()).toEqual([expect.stringContaining('mode auto does not know what to do on the "schedule" event')]);

    vi.resetAllMocks();
    vi.mocked(core.group).mockImplementation((_name, fn) => fn());
    await runAction(runner({ eventName: 'schedule', payload: { schedule: '17 6 * * *' }, inputs: { mode: 'drift' } }));
    expect(outputs()).toEqual({ mode: 'drift' });
  });

  it('skips a pull request from a fork, which has no secrets, with zero counts as outputs and a notice', async () => {
    await runAction(runner({ payload: pullRequest('someone/shop') }));
    expect(outputs()).toEqual({
      mode: 'skipped',
      created: 0,
      updated: 0,
      replaced: 0,
      unchanged: 0,
      pruned: 0,
      kept: 0,
      ready: 0,
      failed: 0,
    });
    expect(vi.mocked(core.notice).mock.calls[0]?.[0]).toMatch(
      /^Skipped the preview: pull request #7 comes from the fork someone\/shop/,
    );
    expect(core.setFailed).not.toHaveBeenCalled();
  });

  it('does not skip a fork whose job has a kubeconfig from a login step (KUBECONFIG)', async () => {
    await runAction(
      runner({
        payload: pullRequest('someone/shop'),
        environment: { ...testEnvironment(), KUBECONFIG: '/gone' },
      }),
    );
    expect(outputs()).toEqual({ mode: 'preview' });
    expect(failures()).toEqual([expect.stringContaining('KUBECONFIG names no kubeconfig file that exists (/gone)')]);
  });

  it('masks the kubeconfig input and the token before its first log line', async () => {
    const kubeconfig =
      'apiVersion: v1\nkind: Config\nusers:\n  - name: ci\n    user:\n      token: kubeconfig-token-0123456789\n';
    await runAction(
      runner({ eventName: 'schedule', inputs: { kubeconfig, mode: 'drift', 'github-token': 'ghs_token0123456789' } }),
    );
    const masked = vi.mocked(core.setSecret).mock.calls.map(([value]) => value);
    expect(masked).toEqual(expect.arrayContaining(['kubeconfig-token-0123456789', 'ghs_token0123456789']));
    const firstLog = vi.mocked(core.info).mock.invocationCallOrder[0];
    expect(vi.mocked(core.info).mock.calls[0]?.[0]).toMatch(/: drift of ApplySet shop on schedule event$/);
    for (const order of vi.mocked(core.setSecret).mock.invocationCallOrder) expect(order).toBeLessThan(firstLog ?? 0);
  });
});

describe('runAction with a targets file', () => {
  it("fails a step whose target has a mistake at the target's file and line, in the log and the job summary, before any kubeconfig or cluster is read", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'targets-mistake-'));
    try {
      await mkdir(join(dir, '.github'));
      await mkdir(join(dir, 'apps/web'), { recursive: true });
      await writeFile(join(dir, 'apps/web/web.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n');
      await writeFile(
        join(dir, '.github/applysets.yaml'),
        'targets:\n  - name: web\n    manifests: apps/web\n    applyset: web\n    options:\n      max-prunes: banana\n',
      );
      const summary: string[] = [];
      vi.mocked(core.summary.addRaw).mockImplementation((text) => {
        summary.push(text);
        return core.summary;
      });
      vi.mocked(core.summary.write).mockResolvedValue(core.summary);
      await runAction(
        runner({
          cwd: dir,
          workspace: dir,
          hasJobSummary: true,
          eventName: 'push',
          payload: { ref: 'refs/heads/main', repository: REPOSITORY },
          inputs: { applyset: '', manifests: '', namespace: '' },
        }),
      );
      expect(failures()).toEqual([
        expect.stringMatching(/target "web" max-prunes \(\.github\/applysets\.yaml:6\) must be a whole number/),
      ]);
      expect(summary.join('')).toMatch(
        /### ApplySet apply failed[\s\S]*target "web" max-prunes \(\.github\/applysets\.yaml:6\) must be a whole number/,
      );
      expect(outputs()).toMatchObject({ mode: 'apply', matrix: '["web"]' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('runAction on whole sets (tree, verify, destroy)', () => {
  it.each(['tree', 'verify', 'destroy'])(
    "opens %s's log group with a targets file's parent text escaped: a line break there starts no workflow command",
    async (mode) => {
      const dir = await mkdtemp(join(tmpdir(), 'targets-parent-'));
      try {
        await mkdir(join(dir, '.github'));
        await mkdir(join(dir, 'apps/web'), { recursive: true });
        // The resource part of a parent is not checked before the cluster is asked: U+2028 and U+0085 in it.
        await writeFile(
          join(dir, '.github/applysets.yaml'),
          'targets:\n  - name: web\n    manifests: apps/web\n    applyset: "x\\u2028::warning::pwned\\x85::error::pwned.example.com/web"\n',
        );
        const kubeconfig =
          'apiVersion: v1\nkind: Config\nclusters:\n  - name: c\n    cluster: {server: "https://127.0.0.1:9"}\ncontexts:\n  - name: c\n    context: {cluster: c, user: u}\ncurrent-context: c\nusers:\n  - name: u\n    user: {token: not-a-real-token-0123}\n';
        await runAction(
          runner({
            cwd: dir,
            workspace: dir,
            eventName: 'workflow_dispatch',
            payload: { ref: 'refs/heads/main', inputs: {}, repository: REPOSITORY },
            inputs: { mode, applyset: '', manifests: '', namespace: '', kubeconfig },
          }),
        );
        const groups = vi.mocked(core.group).mock.calls.map(([name]) => name);
        expect(groups).toEqual([expect.stringContaining('pwned.example.com/web')]);
        for (const name of groups) expect(name).not.toMatch(/[\u2028\u2029\u0085]/);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('runAction on events that may check out a pull request before its merge', () => {
  it.each(['workflow_run', 'merge_group'])(
    "refuses a kustomization's remote base on %s, as on a pull request, before any request",
    async (eventName) => {
      const dir = await mkdtemp(join(tmpdir(), 'unmerged-code-'));
      try {
        await mkdir(join(dir, 'app'));
        await writeFile(join(dir, 'app/kustomization.yaml'), 'resources:\n  - https://example.com/remote.yaml\n');
        // A cluster that never answers: the refusal comes from reading the manifests, first.
        const kubeconfig =
          'apiVersion: v1\nkind: Config\nclusters:\n  - name: c\n    cluster: {server: "https://127.0.0.1:9"}\ncontexts:\n  - name: c\n    context: {cluster: c, user: u}\ncurrent-context: c\nusers:\n  - name: u\n    user: {token: not-a-real-token-0123}\n';
        await runAction(
          runner({
            cwd: dir,
            workspace: dir,
            eventName,
            payload: {},
            inputs: { mode: 'preview', manifests: 'app', kubeconfig },
          }),
        );
        expect(failures()).toEqual([
          expect.stringContaining(
            'app/kustomization.yaml refers to `https://example.com/remote.yaml`, fetched from the network',
          ),
        ]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('runAction with mode render-diff', () => {
  it(
    "compares the set's render at the pull request's base with the checkout's, with no kubeconfig, for a fork too, and says it was not checked against a cluster",
    { timeout: 30_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'render-diff-action-'));
      const git = (...args: string[]) =>
        execFileSync('git', args, {
          cwd: dir,
          encoding: 'utf8',
          env: {
            ...process.env,
            GIT_AUTHOR_NAME: 't',
            GIT_AUTHOR_EMAIL: 't@example.com',
            GIT_COMMITTER_NAME: 't',
            GIT_COMMITTER_EMAIL: 't@example.com',
          },
        }).trim();
      try {
        git('init', '-q', '-b', 'main');
        await mkdir(join(dir, 'k8s'));
        await writeFile(
          join(dir, 'k8s/web.yaml'),
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  LEVEL: info\n',
        );
        git('add', '-A');
        git('commit', '-qm', 'base');
        const base = git('rev-parse', 'HEAD');
        await writeFile(
          join(dir, 'k8s/web.yaml'),
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  LEVEL: debug\n',
        );
        git('commit', '-qam', 'head');
        const payload = {
          ...pullRequest('someone/shop'),
          pull_request: {
            number: 7,
            head: { sha: git('rev-parse', 'HEAD'), repo: { full_name: 'someone/shop' } },
            base: { sha: base, repo: { full_name: 'acme/shop' } },
          },
        };

        await runAction(runner({ payload, cwd: dir, workspace: dir, inputs: { mode: 'render-diff' } }));

        expect(failures()).toEqual([]);
        const log = vi
          .mocked(core.info)
          .mock.calls.map(([line]) => line)
          .join('\n');
        expect(log).toContain(`Rendered diff of ${base} (${base.slice(0, 12)}) and `);
        expect(log).toMatch(/Not checked against a cluster/);
        expect(log).toContain('configmap/web changed (k8s/web.yaml:1)');
        expect(log).toContain('+  LEVEL: debug');

        // A targets file: each changed target's set compared alike, the unchanged one skipped (changed-only).
        await mkdir(join(dir, '.github'));
        await mkdir(join(dir, 'other'));
        await writeFile(join(dir, 'other/db.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: db\n');
        await writeFile(
          join(dir, '.github/applysets.yaml'),
          'targets:\n  - {name: web, manifests: k8s, applyset: web, namespace: shop}\n  - {name: db, manifests: other, applyset: db, namespace: shop}\n',
        );
        git('add', '-A');
        git('commit', '-qm', 'targets');
        const base2 = git('rev-parse', 'HEAD');
        await writeFile(
          join(dir, 'k8s/web.yaml'),
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  LEVEL: warn\n',
        );
        git('commit', '-qam', 'warn');
        vi.mocked(core.info).mockClear();
        const payload2 = {
          ...payload,
          pull_request: { ...payload.pull_request, base: { sha: base2, repo: { full_name: 'acme/shop' } } },
        };
        await runAction(
          runner({
            payload: payload2,
            cwd: dir,
            workspace: dir,
            inputs: { mode: 'render-diff', manifests: '', applyset: '', namespace: '' },
          }),
        );
        expect(failures()).toEqual([]);
        const groups = vi.mocked(core.group).mock.calls.map(([name]) => name);
        expect(groups).toContain('render-diff of web (target web)');
        expect(groups.some((name) => name.includes('target db'))).toBe(false);
        expect(
          vi
            .mocked(core.info)
            .mock.calls.map(([line]) => line)
            .join('\n'),
        ).toContain('+  LEVEL: warn');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
