// How every report shows what is kept rather than pruned, and prunes that take more with them.
import { describe, expect, it } from 'vitest';
import { renderJson } from '../../../src/report/jsonReport.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { fingerprintLine, readFingerprintLine } from '../../../src/review/fingerprint.ts';
import { compareWithReview, hasUnreviewedWrites } from '../../../src/review/reviewComparison.ts';
import { describeUnreviewedChange } from '../../../src/report/comment/reviewCautions.ts';
import { formatCounts } from '../../../src/report/summaryPhrases.ts';
import { renderText } from '../../../src/report/textReport.ts';
import type { ObjectOutcome } from '../../../src/outcome/runOutcome.ts';
import { planDocument, planObject, sampleObjects } from './planFixtures.ts';

const keptByAnnotation = (fields: Partial<ObjectOutcome> = {}) =>
  planObject({
    action: 'keep',
    name: 'legacy',
    keep: { filter: 'keep-annotation', annotation: 'helm.sh/resource-policy: keep' },
    ...fields,
  });
const keptInUse = (fields: Partial<ObjectOutcome> = {}) =>
  planObject({
    action: 'keep',
    name: 'config-v1',
    keep: {
      filter: 'in-use',
      usedBy: 'pod web-7d9f-x2 (deployment.apps/web, the previous revision after this deploy)',
    },
    ...fields,
  });
const namespacePrune = (fields: Partial<ObjectOutcome> = {}) =>
  planObject({
    action: 'prune',
    kind: 'Namespace',
    namespace: '',
    name: 'payments',
    destroys: 'holds 37 objects that are not in this set',
    ...fields,
  });

describe('what is kept', () => {
  it('shows a keep count only when something is kept, as it does replacements, so other runs count as before', () => {
    expect(formatCounts({ create: 1, update: 0, replace: 0, unchanged: 2, prune: 1, keep: 0 }, 'preview')).toBe(
      '1 to create, 0 to update, 1 to prune, 2 unchanged',
    );
    expect(formatCounts({ create: 1, update: 0, replace: 0, unchanged: 2, prune: 1, keep: 0 }, 'apply')).toBe(
      '1 created, 0 configured, 1 pruned, 2 unchanged',
    );
    expect(formatCounts({ create: 0, update: 0, replace: 0, unchanged: 2, prune: 1, keep: 3 }, 'preview')).toBe(
      '0 to create, 0 to update, 1 to prune, 3 to keep, 2 unchanged',
    );
    expect(formatCounts({ create: 0, update: 0, replace: 0, unchanged: 2, prune: 1, keep: 3 }, 'apply')).toBe(
      '0 created, 0 configured, 1 pruned, 3 kept, 2 unchanged',
    );
  });

  it('says in a preview why each object is kept, after the prunes', () => {
    const text = renderText(planDocument([...sampleObjects(), keptByAnnotation(), keptInUse()]));
    expect(text.split('\n').slice(-5)).toEqual([
      'configmap/old pruned (server dry run)',
      'configmap/legacy kept (server dry run) - keep-annotation filter: annotation helm.sh/resource-policy: keep',
      'configmap/config-v1 kept (server dry run) - in-use filter: still used by pod web-7d9f-x2 (deployment.apps/web, the previous revision after this deploy)',
      'service/web unchanged (server dry run)',
      'ApplySet applyset-7Gx2fJ0aLq-v1 (secret/web in namespace shop): 1 to create, 1 to update, 1 to prune, 2 to keep, 1 unchanged',
    ]);
  });

  it("files an apply's planned prune that was found in use under kept, with what uses it", () => {
    const objects = [
      planObject({
        action: 'prune',
        name: 'old',
        result: 'kept',
        keep: { filter: 'in-use', usedBy: 'replicaset.apps/web-7d9f (deployment.apps/web, previous revision)' },
      }),
      keptByAnnotation({ result: 'kept' }),
      keptByAnnotation({ name: 'waiting', result: 'skipped', message: 'still in the set: the rollout failed' }),
    ];
    const text = renderText(
      planDocument(objects, {
        mode: 'apply',
        summary: { create: 0, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 2 },
      }),
    );
    expect(text.split('\n')).toEqual([
      'configmap/old kept by the in-use filter: still used by replicaset.apps/web-7d9f (deployment.apps/web, previous revision)',
      'configmap/legacy kept by the keep-annotation filter (annotation helm.sh/resource-policy: keep)',
      'configmap/waiting skipped: still in the set: the rollout failed',
      'ApplySet applyset-7Gx2fJ0aLq-v1 (secret/web in namespace shop): 0 created, 0 configured, 0 pruned, 2 kept, 0 unchanged in 3.2s',
    ]);
    const markdown = renderMarkdown(
      planDocument(objects, {
        mode: 'apply',
        summary: { create: 0, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 2 },
      }),
    );
    expect(markdown).toContain('#### Kept (2 of 3)');
    expect(markdown).toContain(
      '- `configmap/old` in `shop` — in-use filter: still used by replicaset.apps/web-7d9f (deployment.apps/web, previous revision)',
    );
    expect(markdown).toContain(
      '- `configmap/waiting` in `shop` — keep-annotation filter: annotation helm.sh/resource-policy: keep · **skipped**: still in the set: the rollout failed',
    );
  });

  it('explains in the markdown what keeping means, for the kinds of keep there are', () => {
    const markdown = renderMarkdown(planDocument([keptByAnnotation(), keptInUse()]));
    expect(markdown).toContain(
      '#### To keep (2)\n\n_Left the manifests, not deleted. What its annotations ask to keep leaves the set: its `applyset.kubernetes.io/part-of` label is removed, and no later deploy prunes it. What is still in use stays in the set: a later deploy prunes it once nothing uses it._',
    );
    expect(renderMarkdown(planDocument([keptInUse()]))).not.toContain('leaves the set');
  });

  it('writes keep reasons and counts into the JSON document', () => {
    const doc = JSON.parse(renderJson(planDocument([keptInUse(), namespacePrune()]))) as {
      summary: Record<string, number>;
      objects: Record<string, unknown>[];
    };
    expect(Object.keys(doc.summary)).toEqual(['create', 'update', 'replace', 'prune', 'keep', 'unchanged']);
    expect(doc.objects[0]).toMatchObject({
      action: 'keep',
      keep: { filter: 'in-use', usedBy: expect.stringContaining('pod web-7d9f-x2') },
    });
    expect(Object.keys(doc.objects[1]!)).toEqual([
      'action',
      'group',
      'version',
      'kind',
      'namespace',
      'name',
      'destroys',
    ]);
  });
});

describe('the fingerprint of what is kept', () => {
  const reviewed = () => {
    const fingerprint = readFingerprintLine(fingerprintLine(planDocument([...sampleObjects(), keptInUse()])));
    if (!fingerprint) throw new Error('no fingerprint read back');
    return fingerprint;
  };

  it('records a keep, and matches a deploy that keeps it too', () => {
    expect(compareWithReview(reviewed(), [...sampleObjects(), keptInUse()]).changes).toEqual([]);
  });

  it('calls a prune of what the review kept an unreviewed write, and a keep of what it pruned a difference only', () => {
    const pruned = compareWithReview(reviewed(), [
      ...sampleObjects(),
      planObject({ action: 'prune', name: 'config-v1' }),
    ]);
    expect(pruned.changes.map((change) => describeUnreviewedChange(change, 'refused'))).toEqual([
      'configmap/config-v1 in namespace shop: would be pruned, but the reviewed preview showed it to be kept',
    ]);
    expect(hasUnreviewedWrites(pruned, [])).toBe(true);

    const keptInstead = sampleObjects().map((obj) =>
      obj.name === 'old'
        ? { ...obj, action: 'keep' as const, keep: { filter: 'in-use' as const, usedBy: 'pod x' } }
        : obj,
    );
    const kept = compareWithReview(reviewed(), [...keptInstead, keptInUse()]);
    expect(kept.changes.map((change) => describeUnreviewedChange(change, 'refused'))).toEqual([
      'configmap/old in namespace shop: would be kept, but the reviewed preview showed it to be pruned',
    ]);
    expect(hasUnreviewedWrites(kept, [])).toBe(false);
  });
});

describe('prunes that take more with them', () => {
  it('puts a caution at the top of a preview: each prune, what it takes, and how to consent', () => {
    const markdown = renderMarkdown(planDocument([...sampleObjects(), namespacePrune()]));
    const caution = [
      '> [!CAUTION]',
      '> **1 prune takes more with it: a deploy does it only with consent**, and without it refuses before it writes anything:',
      '>',
      '> - `namespace/payments` holds 37 objects that are not in this set',
      '>',
      '> To allow it, set `allow-destructive-prunes` (`--allow-destructive-prunes`) to `true`, or to the kinds to allow (e.g. `Namespace`), for the deploy; or, with the action, label the pull request `applyset:allow-destructive-prune` before it is merged.',
    ].join('\n');
    expect(markdown).toContain(caution);
    expect(markdown.indexOf(caution)).toBeLessThan(markdown.indexOf('[!WARNING]'));
    expect(markdown).toContain('- `namespace/payments` — holds 37 objects that are not in this set');
    expect(renderText(planDocument([namespacePrune()]))).toContain(
      'namespace/payments pruned (server dry run) - holds 37 objects that are not in this set',
    );
  });

  it('says who allowed them, in a preview with consent and after an apply', () => {
    const consent = { destructiveConsent: 'allow-destructive-prunes: Namespace' };
    expect(renderMarkdown(planDocument([namespacePrune()], consent))).toContain(
      '> **1 prune takes more with it**, allowed by allow-destructive-prunes: Namespace:',
    );
    const applied = planDocument(
      [namespacePrune({ result: 'pruned' }), namespacePrune({ name: 'other', result: 'skipped' })],
      { ...consent, mode: 'apply' },
    );
    const markdown = renderMarkdown(applied);
    expect(markdown).toContain(
      '> **1 pruned object took more with it** (allowed by allow-destructive-prunes: Namespace):',
    );
    expect(markdown).not.toContain('`namespace/other` holds');
  });

  it('shows no caution when no prune takes more with it', () => {
    expect(renderMarkdown(planDocument(sampleObjects()))).not.toContain('[!CAUTION]');
  });
});
