// Pull requests the action cannot fully serve: from a fork (no secrets), with a token that may not
// comment, with commenting turned off, and with no kubeconfig at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { kubeconfig, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent } from './eventPayloads.ts';

const PR = { owner: 'acme', repo: 'shop', issueNumber: 21 };

describe('pull requests the action cannot fully serve', () => {
  const action = useActionFixture('action-limits', { githubPerTest: true });
  const preview = (inputs: Record<string, string>, headRepository?: string) =>
    action.run(
      'pull_request',
      pullRequestEvent({
        number: PR.issueNumber,
        headSha: 'a'.repeat(40),
        ...(headRepository ? { headRepository } : {}),
      }),
      {
        manifests: 'app.yaml',
        applyset: 'limits',
        'github-token': 'ghs_fake-token',
        ...inputs,
      },
    );

  beforeAll(async () => {
    await action.workspace.write(
      'app.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\ndata:\n  COLOR: blue\n',
    );
  });

  it('skips a pull request from a fork, which gets no secrets, and succeeds', async () => {
    const run = await preview({}, 'someone/shop');

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(
      /^::notice::Skipped the preview: pull request #21 comes from the fork someone\/shop, .*no secrets/m,
    );
    expect(run.outputs).toEqual({
      mode: 'skipped',
      created: '0',
      updated: '0',
      unchanged: '0',
      pruned: '0',
      replaced: '0',
      kept: '0',
      ready: '0',
      failed: '0',
    });
    expect(action.github.requests).toEqual([]);
  });

  it('warns, and still succeeds, when the token may not comment', async () => {
    action.github.failCommentWrites({ status: 403, message: 'Resource not accessible by integration' });

    const run = await preview({ kubeconfig });

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning::could not comment on pull request #21: GitHub answered 403 \(Resource not accessible by integration.*pull-requests: write/m,
    );
    expect(run.summary).toContain('### ApplySet preview: 1 to create');
    expect(run.outputs['created']).toBe('1');
    expect(run.outputs['comment-id']).toBeUndefined();
  });

  it('warns, and still succeeds, when GitHub fails to take the comment: the preview worked, a re-run posts it', async () => {
    action.github.failCommentWrites({ status: 502, message: 'Bad Gateway' });

    const run = await preview({ kubeconfig });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning::could not comment on pull request #21: GitHub answered 502 \(Bad Gateway.*\)\. Re-run the job to post the comment; the job summary has the report/m,
    );
    expect(run.summary).toContain('### ApplySet preview: 1 to create');
    expect(run.outputs['comment-id']).toBeUndefined();
  });

  it('posts no comment when comment is false', async () => {
    const run = await preview({ kubeconfig, comment: 'false' });

    expect(run.exitCode).toBe(0);
    expect(action.github.requests).toEqual([]);
    expect(run.summary).toContain('### ApplySet preview: 1 to create');
  });

  it('fails with a clear message, in the comment too, when there is no kubeconfig', async () => {
    const run = await preview({});

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/^::error::no kubeconfig: the kubeconfig input is empty and KUBECONFIG is not set/m);
    expect(action.github.commentsOn(PR)[0]?.body).toContain('### ApplySet preview failed');
  });

  it('refuses a kubeconfig input that is not a kubeconfig, without quoting it', async () => {
    const run = await preview({ kubeconfig: 'not-a-kubeconfig: at all, but secret-looking-text' });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/^::error::the kubeconfig input is not a kubeconfig/m);
    const shown = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(shown.join('\n')).not.toContain('secret-looking-text');
    expect(JSON.stringify(action.github.comments)).not.toContain('secret-looking-text');
  });
});
