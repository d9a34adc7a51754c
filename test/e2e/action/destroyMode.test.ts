// mode: destroy through the action's entry point: a pull request's environment (a namespace its manifests create, the
// parent inside it) applied on the pull request, then destroyed when it is closed, the pull request's comment saying so.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import type {} from '../../cluster/controlPlane/provided.ts';
import { startFaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { step } from '../../step.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { type ActionRun, ENTRY, runnerEnvironment } from './actionProcess.ts';
import { pullRequestClosedEvent, pullRequestEvent, pushEvent } from './eventPayloads.ts';

const kubectlPath = inject('kubectlPath');
const PULL_REQUEST = 31;
const HEAD = 'c'.repeat(40);
const namespace = `pr-${PULL_REQUEST}-${randomBytes(3).toString('hex')}`;

const MANIFESTS = [
  ['apiVersion: v1', 'kind: Namespace', 'metadata:', `  name: ${namespace}`],
  ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: app', 'data:', '  LOG_LEVEL: info'],
  ['apiVersion: v1', 'kind: Service', 'metadata:', '  name: web', 'spec:', '  ports:', '    - port: 80'],
]
  .map((lines) => lines.join('\n'))
  .join('\n---\n');

describe('mode: destroy', () => {
  const action = useActionFixture('action-destroy');
  const inputs = { manifests: 'k8s/', applyset: 'app', namespace, kubeconfig, 'github-token': 'ghs_fake-token' };
  const kubectl = (...args: string[]) => runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, ...args]);
  const exists = async (...object: string[]) =>
    (await kubectl('get', ...object, '--ignore-not-found', '-o', 'name')).stdout.trim() !== '';
  const target = { owner: 'acme', repo: 'shop', issueNumber: PULL_REQUEST };
  const destroy = (extra: Record<string, string> = {}): Promise<ActionRun> =>
    action.run('pull_request', pullRequestClosedEvent({ number: PULL_REQUEST, headSha: HEAD }), {
      ...inputs,
      mode: 'destroy',
      ...extra,
    });

  beforeAll(async () => {
    await action.workspace.write('k8s/app.yaml', MANIFESTS);
  });
  afterAll(async () => {
    await kubectl('delete', 'namespace', namespace, '--ignore-not-found', '--wait=false');
  });

  // One story, in named steps: each step needs what the one before left (the environment, then its destroy).
  it("a pull request's environment: applied into the namespace its manifests create, refused without consent, destroyed with the comment updated, then nothing to delete on a re-run", async () => {
    await step('applies the environment on the pull request, into the namespace its manifests create', async () => {
      const applied = await action.run('pull_request', pullRequestEvent({ number: PULL_REQUEST, headSha: HEAD }), {
        ...inputs,
        mode: 'apply',
      });

      expect(applied.exitCode, applied.stdout).toBe(0);
      expect(applied.outputs).toMatchObject({ mode: 'apply', created: '3' });
      expect(await exists('configmap/app', '-n', namespace)).toBe(true);
      expect(action.github.commentsOn(target)).toHaveLength(1);
      expect(action.github.commentsOn(target)[0]?.body).toContain('### ApplySet apply: 3 created');
    });

    await step(
      'refuses to delete the namespace without consent, deleting nothing, and says so in the comment',
      async () => {
        const refused = await destroy();

        expect(refused.exitCode).toBe(1);
        expect(refused.stdout).toMatch(
          new RegExp(`^::error::deleting the set deletes namespace/${namespace}, which takes more with it`, 'm'),
        );
        expect(await exists('configmap/app', '-n', namespace)).toBe(true);
        const [comment] = action.github.commentsOn(target);
        expect(comment?.body).toContain('### ApplySet destroy failed');
        expect(refused.outputs['mode']).toBe('destroy');
      },
    );

    await step(
      'deletes the members, the parent, the Lease and the namespace, and updates the comment with what was deleted',
      async () => {
        const destroyed = await destroy({ 'allow-destructive-prunes': 'Namespace' });

        expect(destroyed.exitCode, destroyed.stdout).toBe(0);
        expect(destroyed.outputs).toMatchObject({ mode: 'destroy', deleted: '4' });
        expect(destroyed.stdout).toContain('configmap/app (namespace ' + namespace + ') deleted');
        expect(destroyed.stdout).not.toMatch(/lock/i);
        expect(await exists('namespace', namespace)).toBe(false);
        const comments = action.github.commentsOn(target);
        expect(comments).toHaveLength(1);
        const body = comments[0]?.body ?? '';
        expect(body).toContain('### ApplySet destroyed: 4 objects deleted');
        for (const line of ['`configmap/app`', '`service/web`', `\`namespace/${namespace}\` deleted`, '`secret/app`'])
          expect(body).toContain(line);
        expect(String(comments[0]?.id)).toBe(destroyed.outputs['comment-id']);
        expect(destroyed.summary).toContain('### ApplySet destroyed: 4 objects deleted');
        const requests = /\((\d+) requests to the API server\)/.exec(destroyed.stdout)?.[1];
        expect(Number(requests)).toBeGreaterThan(0);
        console.log(
          `destroy of 3 members and the parent: ${requests} requests, the step ${(destroyed.durationMs / 1000).toFixed(1)} s`,
        );
      },
    );

    await step(
      "succeeds with nothing to delete when run again (a re-run of the closed pull request's job)",
      async () => {
        const again = await destroy({ 'allow-destructive-prunes': 'Namespace' });

        expect(again.exitCode, again.stdout).toBe(0);
        expect(again.outputs).toMatchObject({ mode: 'destroy', deleted: '0' });
        expect(action.github.commentsOn(target)[0]?.body).toContain('### ApplySet destroyed: nothing to delete');
      },
    );
  });

  it('warns, and still succeeds, when GitHub fails to take the comment of a destroy that worked', async () => {
    const ns = action.namespace.name;
    await action.workspace.write(
      'flaky/app.yaml',
      ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: flaky', 'data:', '  a: "1"'].join('\n'),
    );
    const set = { ...inputs, manifests: 'flaky/', applyset: 'flaky', namespace: ns };
    const applied = await action.run('push', pushEvent(HEAD), { ...set, mode: 'apply' }, { sha: HEAD });
    expect(applied.exitCode, applied.stdout).toBe(0);
    action.github.failCommentWrites({ status: 502, message: 'Bad Gateway' });
    onTestFinished(() => action.github.failCommentWrites(undefined));

    const destroyed = await action.run(
      'pull_request',
      pullRequestClosedEvent({ number: PULL_REQUEST + 2, headSha: HEAD }),
      { ...set, mode: 'destroy' },
    );

    expect(destroyed.exitCode, destroyed.stdout).toBe(0);
    expect(destroyed.stdout).toMatch(
      new RegExp(
        `^::warning::could not comment on pull request #${PULL_REQUEST + 2}: GitHub answered 502 \\(Bad Gateway.*\\)\\. Re-run the job to post the comment; the job summary has the report`,
        'm',
      ),
    );
    expect(destroyed.outputs).toMatchObject({ mode: 'destroy', deleted: '2' });
    expect(destroyed.outputs['comment-id']).toBeUndefined();
    expect(destroyed.summary).toContain('### ApplySet destroyed: 2 objects deleted');
    expect(await exists('configmap/flaky', '-n', ns)).toBe(false);
  });

  it('stops when the runner cancels it (SIGINT) while a member is not gone yet, releasing the lock and keeping the parent', async () => {
    const ns = action.namespace.name;
    await action.workspace.write(
      'held/app.yaml',
      ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: held', '  finalizers: [example.com/hold]'].join('\n'),
    );
    const applied = await action.run(
      'push',
      pushEvent(HEAD),
      { ...inputs, manifests: 'held/', applyset: 'held', namespace: ns, mode: 'apply' },
      { sha: HEAD },
    );
    expect(applied.exitCode, applied.stdout).toBe(0);
    // Through the fault proxy: which requests the run sent after the signal.
    const proxy = await startFaultProxy({ kubeconfigPath });
    onTestFinished(() => proxy.close());
    const { env } = await runnerEnvironment({
      inputs: {
        ...inputs,
        kubeconfig: await readFile(proxy.kubeconfigPath, 'utf8'),
        applyset: 'held',
        namespace: ns,
        mode: 'destroy',
        timeout: '3m',
      },
      eventName: 'pull_request',
      payload: pullRequestClosedEvent({ number: PULL_REQUEST + 1, headSha: HEAD }),
      githubApiUrl: action.github.url,
      workspace: action.workspace.dir,
    });
    const child = spawn(process.execPath, [ENTRY], {
      cwd: action.workspace.dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      // The signal once the wait is under way: its message logged and its watch sent (whatever this machine's speed).
      const watching = () => proxy.requests.some(({ request: r }) => r.verb === 'watch' && r.resource === 'configmaps');
      for (
        let waited = 0;
        !(stdout.includes('Waiting for 1 deleted object') && watching()) && waited < 60_000;
        waited += 200
      )
        await sleep(200);
      expect(watching(), stdout).toBe(true);
      const signalled = proxy.requests.length;
      child.kill('SIGINT');

      // A guard against a run that never stops, not a measure of how fast it does (the machine's load decides that).
      expect(await Promise.race([exited, sleep(60_000).then(() => 'still running')])).toBe(1);
      expect(stdout).toMatch(/^::error::cancelled: the log says what was done before/m);
      // What the code promises on SIGINT: no request starts after it but the lock's release (the wait's watch ends).
      const after = proxy.requests
        .slice(signalled)
        .map(({ request: r }) => `${r.verb} ${r.resource}${r.name ? `/${r.name}` : ''}`);
      expect(after).toEqual(['delete leases/applyset-lock.secret.held']);
      expect(await exists('lease', 'applyset-lock.secret.held', '-n', ns)).toBe(false);
      expect(await exists('secret', 'held', '-n', ns)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await kubectl('patch', 'configmap', 'held', '-n', ns, '--type=merge', '-p', '{"metadata":{"finalizers":null}}');
    }
  });
});
