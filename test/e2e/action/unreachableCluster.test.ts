// A runner that cannot reach the cluster (a private one, from a GitHub-hosted runner) is the most
// common first failure: the action says it within seconds, in the same words in the log, the job
// summary and the pull request's comment, with what a user can do about it; never "a bug".
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent } from './eventPayloads.ts';
import { currentClusterAndUser, dumpKubeconfig } from './kubeconfigParts.ts';

const PR = { owner: 'acme', repo: 'shop', issueNumber: 91 };
/**
 * The promise: a cluster that cannot be reached is said within this, past what the action's process takes
 * to start and fail with no cluster to try; the retry behind it lasts 2 s.
 */
const PROMISED_MS = 10_000;

describe('a cluster the runner cannot reach', () => {
  const action = useActionFixture('action-unreachable');

  it('is said in the log, the job summary and the comment alike, with what to do, within seconds', async () => {
    await action.workspace.write(
      'app.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\ndata:\n  A: "1"\n',
    );
    const kubeconfig = (context: string) =>
      dumpKubeconfig({
        clusters: [{ name: 'private', cluster: { server: 'https://127.0.0.1:1' } }],
        users: [{ name: 'deployer', user: { token: 'a-token' } }],
        contexts: [{ name: 'prod', context: { cluster: 'private', user: 'deployer' } }],
        'current-context': context,
      });
    const preview = (context: string) =>
      action.run('pull_request', pullRequestEvent({ number: PR.issueNumber, headSha: 'a'.repeat(40) }), {
        manifests: 'app.yaml',
        applyset: 'app',
        kubeconfig: kubeconfig(context),
        'github-token': 'ghs_fake-token',
      });
    const run = await preview('prod');

    expect(run.exitCode).toBe(1);
    const said =
      'unable to connect to the server https://127.0.0.1:1 (context "prod"): connection refused (ECONNREFUSED)';
    const comment = action.github.commentsOn(PR)[0]?.body ?? '';
    expect(run.stdout).toContain(`::error::${said}`);
    for (const text of [run.stdout, run.summary, comment]) {
      expect(text).toContain(said);
      expect(text).toContain('self-hosted runner in the cluster');
      expect(text).toContain('authorized networks');
      expect(text).not.toMatch(/bug/i);
      expect(text).not.toMatch(/^\s+at /m);
    }
    expect(comment).toContain('### ApplySet preview failed');
    // The process's own time, from its spawn; over the promise, less the time of the same run failing
    // before any connection (a context the kubeconfig lacks): loading the sources, the comment (read
    // above: this run rewrites it).
    if (run.durationMs >= PROMISED_MS) {
      const startup = await preview('missing');
      expect(startup.stdout, 'the baseline fails before any connection').toContain(
        '::error::the kubeconfig names no cluster to use',
      );
      expect(
        run.durationMs - startup.durationMs,
        `${Math.round(run.durationMs)} ms, of which ${Math.round(startup.durationMs)} ms without a connection`,
      ).toBeLessThan(PROMISED_MS);
    }
  });

  it('shows the server without the userinfo and query a kubeconfig may hold credentials in', async () => {
    await action.workspace.write('app.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\n');
    const kubeconfig = dumpKubeconfig({
      clusters: [
        { name: 'private', cluster: { server: 'https://admin:url-pass-4711@127.0.0.1:1/?token=url-token-4711' } },
      ],
      users: [{ name: 'deployer', user: { token: 'a-token' } }],
      contexts: [{ name: 'prod', context: { cluster: 'private', user: 'deployer' } }],
      'current-context': 'prod',
    });
    const pr = { ...PR, issueNumber: 93 };
    const run = await action.run(
      'pull_request',
      pullRequestEvent({ number: pr.issueNumber, headSha: 'a'.repeat(40) }),
      { manifests: 'app.yaml', applyset: 'app', kubeconfig, 'github-token': 'ghs_fake-token' },
    );
    expect(run.exitCode).toBe(1);
    const comment = action.github.commentsOn(pr)[0]?.body ?? '';
    // The runner reads the ::add-mask:: lines (the kubeconfig's credentials, the URL's userinfo among them) and shows none of them.
    const shown = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const text of [shown, run.summary, comment]) {
      expect(text).toContain('unable to connect to the server https://127.0.0.1:1 (context "prod")');
      expect(text).not.toMatch(/url-pass-4711|url-token-4711|admin:/);
    }
  });

  it('says a name that does not resolve, a certificate it does not trust, a token refused and a failing credential plugin, in the log and the comment, each with what to do', async () => {
    await action.workspace.write(
      'app.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\ndata:\n  A: "1"\n',
    );
    const { cluster } = await currentClusterAndUser(kubeconfigPath);
    const server = String(cluster['server']);
    const plugin = join(action.workspace.dir, 'credential-plugin.sh');
    await action.workspace.write('credential-plugin.sh', '#!/bin/sh\necho "token expired: sekrit-value" >&2\nexit 1\n');
    await chmod(plugin, 0o755);
    const escaped = server.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const cases: { what: string; cluster: Record<string, unknown>; user: Record<string, unknown>; said: RegExp }[] = [
      {
        what: 'a name that does not resolve',
        cluster: { server: 'https://api.shop.invalid:6443' },
        user: { token: 'a-token' },
        said: /unable to connect to the server https:\/\/api\.shop\.invalid:6443 \(context "prod"\): the host name api\.shop\.invalid does not resolve \((ENOTFOUND|EAI_AGAIN)\)/,
      },
      {
        what: 'a certificate signed by an authority the kubeconfig lacks',
        cluster: { server },
        user: { token: 'a-token' },
        said: new RegExp(
          `unable to connect to the server ${escaped} \\(context "prod"\\): the server's certificate is signed by an authority the kubeconfig does not trust \\([A-Z_]+\\)`,
        ),
      },
      {
        what: 'a token the server refuses',
        cluster,
        user: { token: 'not-a-token-of-this-cluster' },
        said: new RegExp(
          `you must be logged in to the server ${escaped} \\(context "prod", user "deployer"\\): 401 Unauthorized, the credentials are expired or invalid`,
        ),
      },
      {
        what: 'a credential plugin that fails',
        cluster,
        user: { exec: { apiVersion: 'client.authentication.k8s.io/v1', command: plugin, interactiveMode: 'Never' } },
        said: new RegExp(
          `the exec credential plugin \\(\\S+credential-plugin\\.sh\\) of ${escaped} \\(context "prod", user "deployer"\\) failed; what it printed is not shown, as it may hold credentials`,
        ),
      },
    ];
    for (const { what, cluster: to, user, said } of cases) {
      const kubeconfig = dumpKubeconfig({
        clusters: [{ name: 'target', cluster: to }],
        users: [{ name: 'deployer', user }],
        contexts: [{ name: 'prod', context: { cluster: 'target', user: 'deployer' } }],
        'current-context': 'prod',
      });
      // One comment per cluster (its server): the one this run wrote or rewrote.
      const comments = () => action.github.commentsOn({ ...PR, issueNumber: 92 });
      const before = new Map(comments().map(({ id, body }) => [id, body]));
      const run = await action.run('pull_request', pullRequestEvent({ number: 92, headSha: 'b'.repeat(40) }), {
        manifests: 'app.yaml',
        applyset: 'app',
        kubeconfig,
        'github-token': 'ghs_fake-token',
      });
      expect(run.exitCode, `${what}: ${run.stdout}`).toBe(1);
      const comment = comments().find(({ id, body }) => before.get(id) !== body)?.body ?? '';
      expect(run.stdout, what).toMatch(new RegExp(`^::error::${said.source}`, 'm'));
      for (const text of [run.summary, comment]) {
        expect(text, what).toMatch(said);
        expect(text, what).not.toMatch(/bug/i);
        expect(text, what).not.toMatch(/^\s+at /m);
      }
      expect(comment, what).toContain('### ApplySet preview failed');
      for (const text of [run.stdout, run.stderr, run.summary, comment])
        expect(text, what).not.toContain('sekrit-value');
    }
  });
});
