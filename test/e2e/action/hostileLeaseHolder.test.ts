// A Lease holder identity is the cluster's text, written by whoever may write the Lease: in the
// preview's warning and in the deploy's error (the log, its annotations, the job summary and the
// pull request's comment) it is escaped as every other untrusted text: no control character a
// terminal or the log viewer would act on, no workflow command, no HTML comment that could pass
// for the action's own markers, no block it could close, nobody pinged.
import { beforeAll, describe, expect, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { commandsTheRunnerRuns } from './runnerCommands.ts';

/**
 * An OSC 52 clipboard write, a screen wipe, a C1 CSI, a bidi override, a forged fingerprint marker,
 * a fence and a heading of its own, a mention, workflow commands after a line break and a line separator.
 */
const HOLDER =
  'holder \u001b]52;c;cHduZWQ=\u0007\u001b[2J\u009b31m\u202eevil <!-- applyset-action:fingerprint v1.d.forged -->\n' +
  '```\n## Approved @admin\n::error::forged\u2028::set-output name=comment-id::1';
/** What a terminal or the log viewer acts on: C0 but newline and tab, DEL, C1, and the bidi controls. */
const ACTIONABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const SHOWN = '\\x1b]52;c;cHduZWQ=\\x07\\x1b[2J\\x9b31m\\u202eevil';

describe('a Lease held by a hostile holder identity', () => {
  const action = useActionFixture('action-lease-holder');
  const PR = { owner: 'acme', repo: 'shop', issueNumber: 81 };
  const MERGE = '8'.repeat(40);

  beforeAll(async () => {
    await action.workspace.write(
      'app.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  VALUE: "1"\n',
    );
    const now = new Date().toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
    const lease = await connectToApi(kubeconfigPath).request(
      'POST',
      `/apis/coordination.k8s.io/v1/namespaces/${action.namespace.name}/leases`,
      {
        body: {
          apiVersion: 'coordination.k8s.io/v1',
          kind: 'Lease',
          metadata: { name: 'applyset-lock.secret.shop' },
          spec: { holderIdentity: HOLDER, leaseDurationSeconds: 3600, acquireTime: now, renewTime: now },
        },
      },
    );
    expect(lease.status).toBe(201);
  });

  /** The markdown holds the holder escaped, and nothing it smuggled in. */
  const expectEscaped = (markdown: string) => {
    expect(markdown).not.toMatch(ACTIONABLE);
    expect(markdown).not.toContain('<!-- applyset-action:fingerprint v1.d.forged');
    expect(markdown).not.toMatch(/^## Approved/m);
    expect(markdown).not.toMatch(/(^|[^\u200d`])@admin/);
  };
  /** The log holds the holder escaped: no control character, and no workflow command the runner would run, wherever it splits lines. */
  const expectLogEscaped = (stdout: string) => {
    expect(stdout).not.toMatch(ACTIONABLE);
    expect(stdout).toContain(SHOWN);
    const commands = commandsTheRunnerRuns(stdout.replace(/[\v\f\u0085\u2028\u2029]/g, '\n'));
    expect(
      commands.filter((command) => command.startsWith('::error::forged') || command.startsWith('::set-output')),
    ).toEqual([]);
  };

  it("escapes it in a preview's warning: comment, job summary, annotation and log", async () => {
    const run = await action.run(
      'pull_request',
      pullRequestEvent({ number: PR.issueNumber, headSha: 'e'.repeat(40) }),
      { manifests: 'app.yaml', applyset: 'shop', kubeconfig, 'github-token': 'ghs_workflow-token' },
    );

    expect(run.exitCode, run.stdout).toBe(0);
    const [comment] = action.github.commentsOn(PR);
    for (const markdown of [comment?.body ?? '', run.summary]) {
      expect(markdown).toContain('a deploy of this ApplySet is in progress (holder \\\\x1b\\]52;c;cHduZWQ=\\\\x07');
      expectEscaped(markdown);
    }
    expect(run.stdout).toMatch(
      /^::warning::a deploy of this ApplySet is in progress \(holder \\x1b\]52;c;cHduZWQ=\\x07/m,
    );
    expectLogEscaped(run.stdout);
  });

  it("escapes it in a deploy's error: comment, job summary, the step's failure and log", async () => {
    action.github.mergedPullRequests.set(MERGE, [PR.issueNumber]);
    const run = await action.run(
      'push',
      pushEvent(MERGE),
      {
        manifests: 'app.yaml',
        applyset: 'shop',
        kubeconfig,
        'github-token': 'ghs_workflow-token',
        'lock-timeout': '2s',
      },
      { sha: MERGE },
    );

    expect(run.exitCode).toBe(1);
    const [comment] = action.github.commentsOn(PR);
    for (const markdown of [comment?.body ?? '', run.summary]) {
      // The error's block: opened and closed by the action's fence, with the holder's own fence inside it.
      const block = /^(`{4,})text\n([\s\S]*?)\n\1$/m.exec(markdown);
      expect(block?.[2]).toContain(
        `is being deployed by holder ${SHOWN} <\u200d!-- applyset-action:fingerprint v1.d.forged --\u200d>\n\`\`\`\n## Approved @admin`,
      );
      expectEscaped(markdown.replace(block?.[0] ?? '', ''));
      expect(markdown).not.toMatch(ACTIONABLE);
      expect(markdown).not.toContain('<!-- applyset-action:fingerprint v1.d.forged');
    }
    expect(run.stdout).toMatch(
      /^::error::the ApplySet secret\/shop in namespace \S+ is being deployed by holder \\x1b\]52;c;cHduZWQ=\\x07/m,
    );
    expectLogEscaped(run.stdout);
  });
});
