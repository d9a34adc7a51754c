import { getOctokit } from '@actions/github';
import { beforeAll, describe, expect, it } from 'vitest';
import { gitHubAccess } from '../../../src/action/gitHubAccess.ts';
import { loadDeployReview } from '../../../src/action/deployReview.ts';
import { verdictFlag, targetVerdictCaution } from '../../../src/report/comment/reviewCautions.ts';
import { upsertPagedComments } from '../../../src/github/pagedComments.ts';
import { GITHUB_COMMENT_LIMIT } from '../../../src/report/markdownReport.ts';
import { renderTargetsPages } from '../../../src/report/targetsComment.ts';
import type { Target } from '../../../src/targets/targetsFile.ts';
import { startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { loadGraphqlContract } from '../../fakes/github/graphqlContract.ts';
import { planDocument, planObject } from '../report/planFixtures.ts';

const target = (name: string): Target => ({
  name,
  line: 1,
  manifests: [`apps/${name}`],
  parent: name,
  namespace: 'shop',
  context: undefined,
  kubeconfigEnv: undefined,
  environment: undefined,
  options: {},
  lines: {},
});
const changes = planDocument([planObject({ action: 'create', name: 'web' })]);
const noChanges = planDocument([planObject({ action: 'unchanged', name: 'db' })]);
// Without a token nothing shows a review: with fail, a plan that changes something is refused.
const deploy = {
  event: 'push',
  sha: 'a'.repeat(40),
  key: 'targets=.github/applysets.yaml',
  comment: 'always',
} as const;
const settledState = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      (error: unknown) => `rejected: ${(error as Error).message}`,
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
  ]);

// GitHub's schema, which the review's GraphQL read is checked against, takes seconds to load on a busy machine: once, before the tests' clocks start.
beforeAll(() => loadGraphqlContract().then(() => undefined), 60_000);

describe('a deploy of many targets with on-unreviewed-changes: fail', () => {
  it('holds every target before its first write until all have planned, then refuses them all when one is refused', async () => {
    const [web, db] = [target('web'), target('db')];
    const review = await loadDeployReview(undefined, { ...deploy, onUnreviewed: 'fail' }, 'file', [web, db]);
    if (!review) throw new Error('no review');

    const dbGoesOn = review.beforeApply(db)(noChanges);
    expect(await settledState(dbGoesOn)).toBe('pending');
    const webGoesOn = review.beforeApply(web)(changes);

    expect(await settledState(webGoesOn)).toMatch(/^rejected: github-token is empty/);
    expect(await settledState(dbGoesOn)).toBe(
      'rejected: target db was not deployed: the deploy of web was refused (on-unreviewed-changes: fail), so no target was written',
    );
    expect(review.atOnce).toBe(2);
    const note = (name: string) => {
      const verdict = review.verdicts.get(name)!;
      return { flag: verdictFlag(verdict), caution: targetVerdictCaution(verdict) };
    };
    expect(note('web')).toMatchObject({
      flag: '**refused: unreviewed**',
      caution: expect.stringContaining('This deploy was refused before it wrote anything'),
    });
    expect(note('db')).toEqual({ flag: '', caution: '' });
  });

  it('does not wait for a target whose run ended before its plan, and lets the others go on when none is refused', async () => {
    const [web, db] = [target('web'), target('db')];
    const review = await loadDeployReview(undefined, { ...deploy, onUnreviewed: 'fail' }, 'file', [web, db]);
    if (!review) throw new Error('no review');

    const dbGoesOn = review.beforeApply(db)(noChanges);
    expect(await settledState(dbGoesOn)).toBe('pending');
    review.settled(web);

    expect(await settledState(dbGoesOn)).toBe('resolved');
  });

  it('refuses outside a push a target that changes something, as no pull request reviewed it; warn without a token compares nothing', async () => {
    const [web, db] = [target('web'), target('db')];
    const review = await loadDeployReview(
      undefined,
      { ...deploy, event: 'workflow_dispatch', onUnreviewed: 'fail' },
      'file',
      [web, db],
    );
    review!.settled(db);
    expect(await settledState(review!.beforeApply(web)(changes))).toMatch(
      /^rejected: a deploy on workflow_dispatch merges no pull request/,
    );
    expect(await loadDeployReview(undefined, { ...deploy, onUnreviewed: 'warn' }, 'file', [web, db])).toBeUndefined();
  });
});

describe('a deploy of many targets and a long targets comment', () => {
  it('refuses with fail when a collaborator edited a later page of the reviewed comment', async () => {
    const fake = await startFakeGitHub();
    try {
      const issue = { owner: 'acme', repo: 'shop', issueNumber: 7 };
      // Diffs long enough (the pull request's author can pad them) that the report takes two comments.
      const padded = (name: string) =>
        planDocument([
          planObject({
            action: 'update',
            name,
            diff: Array.from({ length: 600 }, (_, i) => `+  key-${i}: ${'x'.repeat(60)}`).join('\n'),
          }),
          planObject({ action: 'prune', name: `${name}-old` }),
        ]);
      const plans = new Map([
        ['web', padded('web')],
        ['db', padded('db')],
      ]);
      const doc = {
        mode: 'preview' as const,
        targets: [...plans].map(([name, outcome]) => ({
          name,
          reason: `apps/${name} changed`,
          outcome,
          error: undefined,
        })),
        skipped: [],
      };
      const pages = renderTargetsPages(doc, {}, GITHUB_COMMENT_LIMIT - 200);
      expect(pages).toHaveLength(2);
      const ids = await upsertPagedComments(getOctokit('ghs_workflow-token', { baseUrl: fake.url }), issue, {
        key: deploy.key,
        author: 'github-actions[bot]',
        pages,
      });

      // The second page (db's section) is rewritten to hide its prune; the fingerprints on the first are untouched.
      fake.setTokenLogin('collaborator-token', 'collaborator');
      const second = fake.commentsOn(issue).find((comment) => comment.id === ids[1])!;
      expect(second.body).toContain('<b>db</b>');
      await getOctokit('collaborator-token', { baseUrl: fake.url }).rest.issues.updateComment({
        owner: 'acme',
        repo: 'shop',
        comment_id: second.id,
        body: `${second.body.split('\n')[0]}\n<b>db</b>: 1 to update, nothing to prune`,
      });
      fake.mergedPullRequests.set(deploy.sha, [issue.issueNumber]);

      const access = await gitHubAccess('ghs_workflow-token', undefined, {
        repository: { owner: 'acme', repo: 'shop' },
        apiUrl: fake.url,
      });
      const review = await loadDeployReview(access, { ...deploy, onUnreviewed: 'fail' }, 'file', [
        target('web'),
        target('db'),
      ]);
      const goesOn = [...plans].map(([name, plan]) => settledState(review!.beforeApply(target(name))(plan)));

      // An edited comment vouches for no target.
      for (const state of await Promise.all(goesOn))
        expect(state).toMatch(/^rejected: the preview comment on pull request #7 was edited by collaborator/);
    } finally {
      await fake.close();
    }
  });
});
