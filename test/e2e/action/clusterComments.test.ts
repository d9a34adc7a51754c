// One ApplySet previewed by two jobs whose kubeconfigs reach two clusters (here one cluster under two
// server URLs, 127.0.0.1 and localhost, which the action cannot tell from two): a comment each, each
// headline naming its context, and the deploy on one cluster compares only with that cluster's preview.
import { describe, expect, it } from 'vitest';
import { kubeconfig, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const PR = { owner: 'acme', repo: 'shop', issueNumber: 81 };
const configMap = (value: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  VALUE: "${value}"\n`;

/**
 * The test cluster's kubeconfig with its context named `context`, its server's host replaced by `host`
 * (checked against the name `kubernetes`, which the server's certificate holds and `localhost` is not).
 */
function kubeconfigOf(context: string, host: string): string {
  const config = JSON.parse(kubeconfig) as {
    clusters: { cluster: Record<string, string> }[];
    contexts: { name: string }[];
    'current-context': string;
  };
  for (const { cluster } of config.clusters) {
    cluster['server'] = cluster['server']!.replace('127.0.0.1', host);
    if (host !== '127.0.0.1') cluster['tls-server-name'] = 'kubernetes';
  }
  config.contexts[0]!.name = context;
  config['current-context'] = context;
  return JSON.stringify(config);
}

describe('one ApplySet previewed on two clusters', () => {
  const action = useActionFixture('action-cluster-comments');
  const clusterA = kubeconfigOf('cluster-a', '127.0.0.1');
  const clusterB = kubeconfigOf('cluster-b', 'localhost');
  const inputs = (kubeconfigInput: string) => ({
    manifests: 'app.yaml',
    applyset: 'shop',
    kubeconfig: kubeconfigInput,
    'github-token': 'ghs_workflow-token',
  });
  const preview = (kubeconfigInput: string) =>
    action.run(
      'pull_request',
      pullRequestEvent({ number: PR.issueNumber, headSha: 'f'.repeat(40) }),
      inputs(kubeconfigInput),
    );

  it("keeps a comment per cluster, each naming its context, and deploys comparing with its own cluster's preview only", async () => {
    await action.workspace.write('app.yaml', configMap('0'));
    const first = await action.run(
      'push',
      pushEvent('1'.repeat(40)),
      { ...inputs(clusterA), 'on-unreviewed-changes': 'warn' },
      { sha: '1'.repeat(40) },
    );
    expect(first.exitCode, first.stdout).toBe(0);

    // Cluster B's job previews one change, then cluster A's job another: the last writer must not take B's comment.
    await action.workspace.write('app.yaml', configMap('2'));
    const previewB = await preview(clusterB);
    await action.workspace.write('app.yaml', configMap('1'));
    const previewA = await preview(clusterA);
    for (const run of [previewB, previewA]) expect(run.exitCode, run.stdout).toBe(0);

    const [commentB, commentA, ...others] = action.github.commentsOn(PR);
    expect(others).toEqual([]);
    expect(commentB?.body).toMatch(
      /^### ApplySet preview: 0 to create, 1 to update, 0 to prune, 0 unchanged · on `cluster-b`$/m,
    );
    expect(commentA?.body).toMatch(
      /^### ApplySet preview: 0 to create, 1 to update, 0 to prune, 0 unchanged · on `cluster-a`$/m,
    );
    // The update's summary line names the changed field and the diff's size; a diff this short is open.
    expect(commentB?.body).toMatch(
      /^<details open><summary><code>configmap\/settings<\/code> in <code>[\w-]+<\/code> from <a href="[^"]+"><code>app\.yaml:1<\/code><\/a> · <code>data\.VALUE<\/code> · \+1 -1<\/summary>$/m,
    );
    expect(commentB?.body).toContain(`+  VALUE: '2'`);
    expect(commentA?.body).toContain(`+  VALUE: '1'`);
    // The servers' URLs are in no comment, not even in the hidden marker.
    const port = /:(\d+)"/.exec(kubeconfig)?.[1] ?? 'no port';
    for (const body of [commentA?.body, commentB?.body])
      expect(body).not.toMatch(new RegExp(`127\\.0\\.0\\.1|localhost|:${port}\\b`));

    // The merge deploys cluster B's change on cluster B, refused unless it is what B's preview showed (A's showed another diff).
    action.github.mergedPullRequests.set('9'.repeat(40), [PR.issueNumber]);
    await action.workspace.write('app.yaml', configMap('2'));
    const deploy = await action.run(
      'push',
      pushEvent('9'.repeat(40)),
      { ...inputs(clusterB), 'on-unreviewed-changes': 'fail' },
      { sha: '9'.repeat(40) },
    );

    expect(deploy.exitCode, deploy.stdout).toBe(0);
    expect(deploy.stdout).toContain(`The deploy plans what the preview on pull request #${PR.issueNumber} showed.`);
    const [deployedB, untouchedA] = action.github.commentsOn(PR);
    expect(deployedB?.id).toBe(commentB?.id);
    expect(deployedB?.body).toMatch(
      /^### ApplySet apply: 0 created, 1 configured, 0 pruned, 0 unchanged.* · on `cluster-b`$/m,
    );
    expect(untouchedA?.body).toBe(commentA?.body);
  });
});
