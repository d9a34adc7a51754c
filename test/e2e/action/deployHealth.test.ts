// The action's deploy waits for health: its outputs count ready and failed objects, the job summary
// and the pull-request comment show each object's health, and an unhealthy deploy fails the step.
import * as yaml from 'js-yaml';
import { describe, expect, inject, it } from 'vitest';
import { deploymentManifest, simulate } from '../../cluster/workloads.ts';
import { kubeconfig, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

describe.runIf(inject('simulatedWorkloads'))('the action waits for health', () => {
  const action = useActionFixture('action-health');

  it('counts the ready objects in its outputs, and shows their health in the comment and the job summary', async () => {
    await action.workspace.write(
      'app.yaml',
      [
        deploymentManifest('web', 2),
        { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'web-config' }, data: { A: '1' } },
      ]
        .map((o) => yaml.dump(o))
        .join('---\n'),
    );
    const run = await action.run('pull_request', pullRequestEvent({ number: 51, headSha: '5'.repeat(40) }), {
      manifests: 'app.yaml',
      applyset: 'healthy',
      mode: 'apply',
      kubeconfig,
      'github-token': 'ghs_fake-token',
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ mode: 'apply', created: '2', ready: '2', failed: '0' });
    expect(run.stdout).toMatch(/^deployment\.apps\/web -n \S+ created, ready$/m);
    expect(run.summary).toContain('### ApplySet apply: 2 created, 0 configured, 0 pruned, 0 unchanged; 2 ready');
    expect(run.summary).toMatch(/`deployment\.apps\/web` in `\S+` from \[`app\.yaml:1`\]\(<[^>]+#L1>\) · ready/);
    const [comment] = action.github.commentsOn({ owner: 'acme', repo: 'shop', issueNumber: 51 });
    expect(comment?.body).toContain('2 created, 0 configured, 0 pruned, 0 unchanged; 2 ready');
    expect(JSON.parse(run.outputs['plan'] ?? '{}')).toMatchObject({
      health: { ready: 2, failed: 0, timedOut: 0, notWaited: 0 },
    });
  });

  it('fails the step on a crashing rollout, with the pod, the container and the reason', async () => {
    await action.workspace.write(
      'broken.yaml',
      yaml.dump(deploymentManifest('api', 1, { simulate: simulate.crashLoop })),
    );
    const run = await action.run('push', pushEvent('6'.repeat(40)), {
      manifests: 'broken.yaml',
      applyset: 'broken',
      kubeconfig,
      timeout: '10m',
    });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /^::error::deployment\.apps\/api: pod api-\S+ container app: CrashLoopBackOff \(exit 1, Error: simulated crash/m,
    );
    expect(run.outputs).toMatchObject({ mode: 'apply', created: '1', ready: '0', failed: '1' });
    expect(run.summary).toContain('### ApplySet apply failed');
    expect(run.summary).toMatch(
      /`deployment\.apps\/api` in `\S+` from \[`broken\.yaml:1`\]\(<[^>]+#L1>\) · \*\*failed\*\*: pod api-\S+ container app: CrashLoopBackOff/,
    );
    // At once, not at the wait's timeout.
    expect(run.durationMs).toBeLessThan(90_000);
  });

  it("quotes only the first line of a crash's termination message, and logs the whole of it only when asked", async () => {
    const crashLog =
      'panic: cannot reach the database\nDATABASE_URL=postgres://app:dsn-password@db:5432/prod\n\tat main.go:12';
    await action.workspace.write(
      'worker.yaml',
      yaml.dump(deploymentManifest('worker', 1, { simulate: simulate.crashLoop, terminationMessage: crashLog })),
    );
    const deploy = (inputs: Record<string, string> = {}) =>
      action.run('push', pushEvent('7'.repeat(40)), {
        manifests: 'worker.yaml',
        applyset: 'worker',
        kubeconfig,
        timeout: '2m',
        ...inputs,
      });

    const run = await deploy();
    expect(run.exitCode).toBe(1);
    for (const text of [run.summary, run.stdout, run.outputFile]) expect(text).not.toContain('dsn-password');
    expect(run.stdout).toMatch(
      /^::error::deployment\.apps\/worker: pod worker-\S+ container app: CrashLoopBackOff \(exit 1, Error: panic: cannot reach the database \(and 2 more lines\)\)/m,
    );
    expect(run.summary).toMatch(
      /`deployment\.apps\/worker` .* · \*\*failed\*\*: pod worker-\S+ container app: CrashLoopBackOff \(exit 1, Error: panic: cannot reach the database \(and 2 more lines\)\)/,
    );

    const logged = await deploy({ 'log-termination-messages': 'true' });
    expect(logged.exitCode).toBe(1);
    expect(logged.stdout).toMatch(
      /^deployment\.apps\/worker: pod worker-\S+ container app: its last termination message:\npanic: cannot reach the database\nDATABASE_URL=postgres:\/\/app:dsn-password@db:5432\/prod\n\tat main\.go:12$/m,
    );
    for (const text of [logged.summary, logged.outputFile]) expect(text).not.toContain('dsn-password');
  });
});
