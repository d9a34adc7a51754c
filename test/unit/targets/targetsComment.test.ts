import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upsertPagedComments } from '../../../src/github/pagedComments.ts';
import { commentMarker, type GitHubClient } from '../../../src/github/commentMarker.ts';
import { GITHUB_COMMENT_LIMIT } from '../../../src/report/markdownReport.ts';
import { renderTargetsPages, type TargetsDocument } from '../../../src/report/targetsComment.ts';
import { readTargetFingerprints } from '../../../src/review/targetFingerprints.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { planDocument, planObject, sampleObjects } from '../report/planFixtures.ts';

const issue = { owner: 'acme', repo: 'shop', issueNumber: 7 };
const author = 'github-actions[bot]';
const key = 'targets;job=preview';
const context = { commitSha: 'abcdef0123456789', runUrl: 'https://github.com/acme/shop/actions/runs/1' };

/** `count` targets, each with an update whose diff is `diffLines` long. */
function manyTargets(count: number, diffLines: number): TargetsDocument {
  const diff = [
    '--- live',
    '+++ manifest',
    ...Array.from({ length: diffLines }, (_, i) => `+  key-${i}: ${'x'.repeat(60)}`),
  ].join('\n');
  return {
    mode: 'preview',
    targets: Array.from({ length: count }, (_, i) => ({
      name: `app-${i}`,
      reason: `apps/app-${i}/config.yaml changed`,
      outcome: planDocument([...sampleObjects(), planObject({ action: 'update', name: `big-${i}`, diff })]),
      error: undefined,
    })),
    skipped: [{ name: 'quiet', reason: 'nothing under its manifests changed since abcdef0' }],
  };
}

describe('the comment of many targets', () => {
  it('is one page with a table of every target and a collapsed section each, when it fits', () => {
    const doc = manyTargets(3, 5);
    doc.targets[1]!.outcome = planDocument([
      planObject({ action: 'prune', kind: 'Namespace', name: 'old', destroys: 'its 4 objects' }),
    ]);
    doc.targets[2] = { ...doc.targets[2]!, outcome: undefined, error: 'no ApplySet parent given' };
    const [page = '', ...more] = renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT);

    expect(more).toEqual([]);
    expect(page).toContain('### ApplySet preview of 3 targets, 1 unchanged and skipped (1 failed)');
    expect(page).toContain('| app-0 | 1 | 2 | 0 | 1 | 1 | prunes | – |');
    expect(page).toContain('| app-1 | 0 | 0 | 0 | 1 | 0 | prunes, **destructive** | – |');
    expect(page).toContain('| app-2 | – | – | – | – | – | **failed** | – |');
    expect(page).toContain('<details><summary><b>app-0</b>: 1 to create');
    expect(page).toContain('- quiet: nothing under its manifests changed since abcdef0');
    expect(page.match(/<details><summary><b>app-/g)).toHaveLength(3);
  });

  it("names the cluster each target ran against, at the end of its section's summary and of its report's headline", () => {
    const doc = manyTargets(2, 0);
    doc.targets[0]!.cluster = 'staging';
    doc.targets[1]!.cluster = '</code><img src=x>';
    const [page = ''] = renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT);
    expect(page).toMatch(/<details><summary><b>app-0<\/b>: 1 to create, [^<]* · on <code>staging<\/code><\/summary>/);
    expect(page).toMatch(/^### app-0: 1 to create, .* · on `staging`$/m);
    expect(page).toContain(' · on <code>&lt;/code&gt;&lt;img src=x&gt;</code></summary>');
    // Elsewhere only as code, which shows it as text.
    expect(page.split('\n').filter((line) => line.includes('<img'))).toEqual([
      expect.stringMatching(/^### app-1: .* · on `<\/code><img src=x>`$/),
    ]);
  });

  it("after a deploy, flags each target's review in the table, opens its section with the caution, and records no fingerprint: only a preview vouches for a plan", () => {
    const preview = manyTargets(2, 1);
    const caution = '> [!CAUTION]\n> **This deploy did not do what the reviewed preview showed.**';
    const doc: TargetsDocument = {
      mode: 'apply',
      targets: preview.targets.map((target, index) => ({
        ...target,
        outcome: { ...target.outcome!, mode: 'apply' },
        review: index === 0 ? { flag: '**unreviewed changes**', caution } : { flag: '', caution: '' },
      })),
      skipped: [],
    };
    const [page = ''] = renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT);

    expect(readTargetFingerprints(page).fingerprints.size).toBe(0);
    expect(page).toContain('| app-0 | 1 | 2 | 0 | 1 | 1 | **unreviewed changes**, prunes | – |');
    expect(page).toContain('| app-1 | 1 | 2 | 0 | 1 | 1 | prunes | – |');
    expect(page).toContain(
      `<details><summary><b>app-0</b>: 1 created, 2 configured, 1 pruned, 1 unchanged</summary>\n\n_Why it ran: apps/app-0/config.yaml changed_\n\n${caution}\n\n`,
    );
    expect(page.split(caution)).toHaveLength(2);
  });

  it("splits over several comments within GitHub's limit, each target whole on one page", () => {
    const pages = renderTargetsPages(manyTargets(30, 60), context, GITHUB_COMMENT_LIMIT - 200);

    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT - 200);
    expect(pages[0]).toContain(`Part 1 of ${pages.length}`);
    expect(pages.at(-1)).toContain(`Part ${pages.length} of ${pages.length}`);
    for (let i = 0; i < 30; i++)
      expect(pages.filter((page) => page.includes(`<summary><b>app-${i}</b>`))).toHaveLength(1);
  });
});

describe('paged comments on the pull request', () => {
  let fake: FakeGitHub;
  let octokit: GitHubClient;
  beforeEach(async () => {
    fake = await startFakeGitHub();
    octokit = getOctokit('test-token', { baseUrl: fake.url });
  });
  afterEach(() => fake.close());

  it('are updated in place, and the parts a shorter report no longer needs are deleted', async () => {
    const other = fake.addComment(issue, `${commentMarker('applyset=web;namespace=shop')}\n### another job's preview`);
    const forged = fake.addComment(issue, `${commentMarker(`${key};part=3`)}\nwritten by someone else`, 'pr-author');
    const long = renderTargetsPages(manyTargets(30, 60), context, GITHUB_COMMENT_LIMIT - 200);
    const first = await upsertPagedComments(octokit, issue, { key, author, pages: long });
    expect(first).toHaveLength(long.length);
    expect(fake.commentsOn(issue)).toHaveLength(long.length + 2);

    const short = renderTargetsPages(manyTargets(2, 5), context, GITHUB_COMMENT_LIMIT - 200);
    const second = await upsertPagedComments(octokit, issue, { key, author, pages: short });

    expect(second).toEqual([first[0]]);
    const left = fake.commentsOn(issue);
    expect(left.map((c) => c.id).sort()).toEqual([other.id, forged.id, first[0]].sort());
    expect(left.find((c) => c.id === first[0])?.body).toBe(`${commentMarker(key)}\n${short[0]}`);
    expect(forged.body).toContain('written by someone else');
  });
});
