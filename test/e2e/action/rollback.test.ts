// rollback-on-failure in a workflow: the deploy's rollout fails, the action fetches the last
// healthy commit the ApplySet's history records into the shallow checkout actions/checkout made,
// renders it from a temporary worktree, deploys it (restoring what the failed deploy pruned and
// pruning what it created), and says so in the log, the job summary and the pull request's comment;
// the step still fails. A checkout that cannot fetch the commit is told how to let it.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { listNames } from '../engine/harness.ts';
import { createManifestRepository, git, type ManifestRepository } from '../rollback/manifestRepository.ts';
import { appVersion, deploymentState, historyOf } from '../rollback/rollbackManifests.ts';
import { simulate } from '../../cluster/workloads.ts';
import { kubeconfig, useActionFixture } from './actionFixture.ts';
import { runActionProcess, RUN_ID } from './actionProcess.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const short = (commit: string) => commit.slice(0, 7);

describe.runIf(inject('simulatedWorkloads'))('the action rolls back a failed deploy', () => {
  const action = useActionFixture('action-rollback');
  let repo: ManifestRepository;
  beforeAll(async () => {
    repo = await createManifestRepository();
  });

  const deploy = (
    workspace: string,
    sha: string,
    event: { name: string; payload: object },
    inputs: Record<string, string>,
  ) =>
    runActionProcess({
      inputs: { namespace: action.namespace.name, kubeconfig, timeout: '3m', 'rollback-on-failure': 'true', ...inputs },
      eventName: event.name,
      payload: event.payload,
      githubApiUrl: action.github.url,
      workspace,
      sha,
      env: { GITHUB_ACTOR: 'octocat' },
    });

  it('fetches the last healthy commit into a shallow checkout, deploys it, and reports it everywhere; the step fails', async () => {
    const a = await repo.commit(
      { 'k8s/app.yaml': appVersion('web', 'v1', { configMaps: ['config-a', 'legacy'] }) },
      'v1',
    );
    const first = await deploy(
      await repo.checkout(),
      a,
      { name: 'push', payload: pushEvent(a) },
      { manifests: 'k8s/', applyset: 'web' },
    );
    expect(first.exitCode, first.stdout).toBe(0);

    const b = await repo.commit(
      {
        'k8s/app.yaml': appVersion('web', 'v2', { simulate: simulate.crashLoop, configMaps: ['config-a', 'config-b'] }),
      },
      'v2, crashing',
    );
    const workspace = await repo.checkout();
    await expect(git(['cat-file', '-e', `${a}^{commit}`], workspace)).rejects.toThrow();
    // Pruning with the apply: the failed deploy deletes legacy, and the rollback brings it back.
    const second = await deploy(
      workspace,
      b,
      { name: 'pull_request', payload: pullRequestEvent({ number: 61, headSha: b }) },
      {
        manifests: 'k8s/',
        applyset: 'web',
        mode: 'apply',
        'prune-timing': 'with-apply',
        'github-token': 'ghs_fake-token',
      },
    );

    const headline = `deploy of ${short(b)} failed (deployment.apps/web: CrashLoopBackOff); rolled back to ${short(a)}, healthy (1 created, 1 configured, 1 pruned, 1 unchanged)`;
    expect(second.exitCode).toBe(1);
    expect(second.stdout).toContain(
      `::error::${headline}. The cluster runs the manifests of ${short(a)} again; fix the manifests and deploy again`,
    );
    expect(second.summary).toContain(headline);
    const [comment] = action.github.commentsOn({ owner: 'acme', repo: 'shop', issueNumber: 61 });
    expect(comment?.body).toContain(headline);
    expect(JSON.parse(second.outputs['plan'] ?? '{}')).toMatchObject({
      rollback: { from: b, to: a, result: 'healthy', summary: { create: 1, update: 1, prune: 1, unchanged: 1 } },
    });

    expect(await deploymentState(action.namespace.name, 'web')).toEqual({
      version: 'v1',
      readyReplicas: 2,
      updatedReplicas: 2,
      current: true,
    });
    expect(await listNames('configmap', action.namespace.name)).toEqual(['config-a', 'legacy']);
    const history = await historyOf(action.namespace.name, 'web');
    expect(history.lines).toEqual([`${a} healthy`, `${b} failed`, `${a} healthy rollback`]);
    expect(history.entries[1]).toEqual({
      time: expect.any(String),
      commit: b,
      run: `https://github.com/acme/shop/actions/runs/${RUN_ID}`,
      actor: 'octocat',
      result: 'failed',
      summary: { create: 1, update: 1, prune: 1, unchanged: 1 },
    });
    // The checkout is as it was: B checked out, nothing changed, no worktree left.
    expect(await git(['rev-parse', 'HEAD'], workspace)).toBe(b);
    expect(await git(['status', '--porcelain'], workspace)).toBe('');
    expect((await git(['worktree', 'list', '--porcelain'], workspace)).match(/^worktree /gm)).toHaveLength(1);
  });

  it('says what to do when the checkout cannot fetch the commit, and rolls back nothing', async () => {
    const c = await repo.commit(
      { 'k8s-api/app.yaml': appVersion('api', 'v1', { configMaps: ['api-config'] }) },
      'api v1',
    );
    expect(
      (
        await deploy(
          await repo.checkout(),
          c,
          { name: 'push', payload: pushEvent(c) },
          { manifests: 'k8s-api/', applyset: 'api' },
        )
      ).exitCode,
    ).toBe(0);
    const d = await repo.commit(
      { 'k8s-api/app.yaml': appVersion('api', 'v2', { simulate: simulate.crashLoop, configMaps: ['api-config'] }) },
      'api v2, crashing',
    );
    const workspace = await repo.checkout();
    // As a private repository's checkout with persist-credentials: false: origin cannot be read.
    await git(['remote', 'set-url', 'origin', 'file:///nonexistent/private.git'], workspace);

    const run = await deploy(
      workspace,
      d,
      { name: 'push', payload: pushEvent(d) },
      { manifests: 'k8s-api/', applyset: 'api' },
    );

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      new RegExp(
        `^::error::deploy of ${short(d)} failed \\(deployment\\.apps/api: CrashLoopBackOff\\); not rolled back to ${short(c)}: fetching commit ${c} from origin failed: fatal: .*nonexistent/private\\.git.*\\. The checkout must be able to fetch it: actions/checkout with persist-credentials: false leaves no credentials to fetch with\\. Give the checkout fetch-depth: 0`,
        'm',
      ),
    );
    expect((await deploymentState(action.namespace.name, 'api')).simulated).toBe('crash-loop');
    expect((await historyOf(action.namespace.name, 'api')).lines).toEqual([`${c} healthy`, `${d} failed`]);
  });
});
