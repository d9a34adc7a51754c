import { describe, expect, it } from 'vitest';
import { loadTargetsReview } from '../../../src/action/targetsReview.ts';
import type { Target } from '../../../src/targets/targetsFile.ts';
import { planDocument, planObject } from '../report/planFixtures.ts';

const target = (name: string): Target => ({ name, line: 1, manifests: [`apps/${name}`], parent: name, namespace: 'shop', context: undefined, kubeconfigEnv: undefined, environment: undefined, options: {}, lines: {} });
const changes = planDocument([planObject({ action: 'create', name: 'web' })]);
const noChanges = planDocument([planObject({ action: 'unchanged', name: 'db' })]);
// Without a token nothing shows a review: with fail, a plan that changes something is refused.
const deploy = { event: 'push', sha: 'a'.repeat(40), key: 'targets=.github/applysets.yaml', comment: 'always' } as const;
const settledState = async (promise: Promise<unknown>) => Promise.race([promise.then(() => 'resolved', (error: unknown) => `rejected: ${(error as Error).message}`), new Promise((resolve) => setTimeout(() => resolve('pending'), 50))]);

describe('a deploy of many targets with on-unreviewed-changes: fail', () => {
  it("holds every target before its first write until all have planned, then refuses them all when one is refused", async () => {
    const [web, db] = [target('web'), target('db')];
    const review = await loadTargetsReview(undefined, { ...deploy, onUnreviewed: 'fail' }, [web, db]);
    if (!review) throw new Error('no review');

    const dbGoesOn = review.beforeApply(db)(noChanges);
    expect(await settledState(dbGoesOn)).toBe('pending');
    const webGoesOn = review.beforeApply(web)(changes);

    expect(await settledState(webGoesOn)).toMatch(/^rejected: github-token is empty/);
    expect(await settledState(dbGoesOn)).toBe('rejected: target db was not deployed: the deploy of web was refused (on-unreviewed-changes: fail), so no target was written');
    expect(review.atOnce).toBe(2);
    expect(review.report().notes.get('web')).toMatchObject({ flag: '**refused: unreviewed**', caution: expect.stringContaining('This deploy was refused before it wrote anything') });
    expect(review.report().notes.get('db')).toEqual({ flag: '', caution: '' });
  });

  it('does not wait for a target whose run ended before its plan, and lets the others go on when none is refused', async () => {
    const [web, db] = [target('web'), target('db')];
    const review = await loadTargetsReview(undefined, { ...deploy, onUnreviewed: 'fail' }, [web, db]);
    if (!review) throw new Error('no review');

    const dbGoesOn = review.beforeApply(db)(noChanges);
    expect(await settledState(dbGoesOn)).toBe('pending');
    review.settled(web);

    expect(await settledState(dbGoesOn)).toBe('resolved');
  });

  it('refuses outside a push a target that changes something, as no pull request reviewed it; warn without a token compares nothing', async () => {
    const [web, db] = [target('web'), target('db')];
    const review = await loadTargetsReview(undefined, { ...deploy, event: 'workflow_dispatch', onUnreviewed: 'fail' }, [web, db]);
    review!.settled(db);
    expect(await settledState(review!.beforeApply(web)(changes))).toMatch(/^rejected: a deploy on workflow_dispatch merges no pull request/);
    expect(await loadTargetsReview(undefined, { ...deploy, onUnreviewed: 'warn' }, [web, db])).toBeUndefined();
  });
});
