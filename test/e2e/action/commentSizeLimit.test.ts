// A preview too large for one GitHub comment (65,536 characters): the comment is shortened, diffs
// first, keeping every object's line; the job summary has the whole report.
import { describe, expect, it } from 'vitest';
import { kubeconfig, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const PR = { owner: 'acme', repo: 'shop', issueNumber: 31 };
const GITHUB_COMMENT_LIMIT = 65_536;
const BIG_LINES = 3000;

/** A ConfigMap with one long multi-line value (about 100 KB): changing every line makes a diff of about 200 KB. */
function manifests(version: string): string {
  const big = Array.from(
    { length: BIG_LINES },
    (_, i) => `    line-${String(i).padStart(4, '0')}-${version}: some text to make it long`,
  );
  const small = [1, 2, 3].map(
    (n) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: small-${n}\ndata:\n  N: "${n}"\n`,
  );
  return [
    `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: big\ndata:\n  settings.yaml: |\n${big.join('\n')}\n`,
    ...small,
  ].join('---\n');
}

const MERGE_SHA = 'd'.repeat(40);

describe('a preview larger than a comment', () => {
  const action = useActionFixture('action-size');
  const run = (eventName: 'push' | 'pull_request') =>
    action.run(
      eventName,
      eventName === 'push'
        ? pushEvent(MERGE_SHA)
        : pullRequestEvent({ number: PR.issueNumber, headSha: 'e'.repeat(40) }),
      { manifests: 'app.yaml', applyset: 'big', kubeconfig, 'github-token': 'ghs_fake-token' },
      { sha: eventName === 'push' ? MERGE_SHA : 'e'.repeat(40) },
    );

  it('shortens the comment to fit, keeps every object, and puts the whole report in the job summary', async () => {
    await action.workspace.write('app.yaml', manifests('old'));
    expect((await run('push')).exitCode).toBe(0);
    await action.workspace.write('app.yaml', manifests('new'));

    const preview = await run('pull_request');

    expect(preview.exitCode).toBe(0);
    expect(preview.outputs).toMatchObject({ updated: '1', unchanged: '3' });
    const [comment, ...others] = action.github.commentsOn(PR);
    expect(others).toEqual([]);
    const body = comment?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(body).toContain('This report was shortened to fit its size limit');
    expect(body).toContain('The full report is in the [job summary](<https://github.com/acme/shop/actions/runs/');
    for (const name of ['big', 'small-1', 'small-2', 'small-3']) expect(body).toContain(`configmap/${name}`);
    expect(body).not.toContain(`line-${BIG_LINES - 1}-new`);

    expect(preview.summary).not.toContain('This report was shortened');
    expect(preview.summary).toContain(`+    line-${BIG_LINES - 1}-new`);
    expect(preview.summary.length).toBeGreaterThan(2 * GITHUB_COMMENT_LIMIT);
  });

  it('keeps the deploy comment within the limit beside the large reviewed preview', async () => {
    action.github.mergedPullRequests.set(MERGE_SHA, [PR.issueNumber]);

    const deploy = await run('push');

    expect(deploy.exitCode).toBe(0);
    const [comment, ...others] = action.github.commentsOn(PR);
    expect(others).toEqual([]);
    const body = comment?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(body).toContain('### ApplySet apply: 0 created, 1 configured, 0 pruned, 3 unchanged');
    expect(body).toContain('<details><summary>The reviewed preview</summary>');
    expect(body).not.toContain('[!CAUTION]');
  });
});
