// Text of a pull request's manifests shown in a diff (here an annotation's value) stays text: in the
// preview comment, and in the deploy comment after the merge, which keeps the reviewed preview. It
// holds the action's own hidden marker, a closing </details>, a tracking pixel, a link and a mention.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { step } from '../../step.ts';
import { kubeconfig, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const HOSTILE =
  '<!-- applyset-action:reviewed-preview --> </details> <img src="https://tracker.example/pixel.png"> [docs](https://evil.example/phish) @octo-attacker';
const PR = { owner: 'acme', repo: 'shop', issueNumber: 51 };
const MERGE_SHA = 'b'.repeat(40);

function manifests(note: string, withLegacy: boolean): string {
  const web = [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  name: web',
    '  annotations:',
    `    note: ${JSON.stringify(note)}`,
    'data:',
    '  PORT: "8080"',
  ];
  const legacy = ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: legacy', 'data:', '  OLD: "true"'];
  return [web, ...(withLegacy ? [legacy] : [])].map((lines) => lines.join('\n')).join('\n---\n');
}

/** What a reader of the rendered comment could click, load or be pinged by: everything outside code. */
function liveText(markdown: string): string {
  const html = new MarkdownIt({ html: true, linkify: true }).render(markdown);
  return html.replace(/<pre>[\s\S]*?<\/pre>/g, '').replace(/<code>[\s\S]*?<\/code>/g, '');
}

function expectNothingLive(markdown: string): void {
  const live = liveText(markdown);
  for (const text of ['tracker.example', 'evil.example', 'octo-attacker', '<img']) expect(live).not.toContain(text);
}

describe('hostile text in a diff, from the preview to the deploy comment', () => {
  const action = useActionFixture('action-hostile-diff');
  const run = (event: 'pull_request' | 'push') =>
    action.run(
      event,
      event === 'push' ? pushEvent(MERGE_SHA) : pullRequestEvent({ number: PR.issueNumber, headSha: 'a'.repeat(40) }),
      { manifests: 'app.yaml', applyset: 'hostile', kubeconfig, 'github-token': 'ghs_fake-token' },
      event === 'push' ? { sha: MERGE_SHA } : {},
    );
  const body = () => {
    const comments = action.github.commentsOn(PR);
    expect(comments).toHaveLength(1);
    return comments[0]?.body ?? '';
  };

  // One story: the deploy keeps the preview its pull request had.
  it('shows the annotation as text in the preview, beside the prune; keeps it text after the merge, with the prune the reviewers saw, also on a re-run of the deploy', async () => {
    await step('the preview shows the annotation as text, beside the prune', async () => {
      await action.workspace.write('app.yaml', manifests('plain', true));
      expect(
        (
          await action.run('push', pushEvent('1'.repeat(40)), {
            manifests: 'app.yaml',
            applyset: 'hostile',
            kubeconfig,
            'github-token': 'ghs_fake-token',
          })
        ).exitCode,
      ).toBe(0);
      await action.workspace.write('app.yaml', manifests(HOSTILE, false));

      const preview = await run('pull_request');

      expect(preview.exitCode, preview.stdout).toBe(0);
      expect(body()).toContain('1 object will be pruned');
      expectNothingLive(body());
    });

    await step('the deploy after the merge keeps it text, and the prune reviewed, on each attempt', async () => {
      action.github.mergedPullRequests.set(MERGE_SHA, [PR.issueNumber]);

      for (const attempt of [1, 2]) {
        const deploy = await run('push');

        expect(deploy.exitCode, `attempt ${attempt}: ${deploy.stdout}`).toBe(0);
        const comment = body();
        expect(comment).toContain('### ApplySet apply:');
        const kept = comment.slice(comment.indexOf('<details><summary>The reviewed preview</summary>'));
        expect(kept).toContain('1 object will be pruned');
        expect(kept).toContain('- `configmap/legacy`');
        expect(kept).toContain('note:');
        expectNothingLive(comment);
      }
    });
  });
});
