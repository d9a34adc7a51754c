// A preview whose credential may not read Secrets (src/plan/unreadableSecrets.ts): how every report says
// what it could not compare, and how the deploy after it compares with what was reviewed.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/kube/apiError.ts';
import type { ObjectOutcome } from '../../../src/outcome/runOutcome.ts';
import { isSecretsForbidden } from '../../../src/plan/unreadableSecrets.ts';
import { driftLine } from '../../../src/report/drift.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { renderText } from '../../../src/report/textReport.ts';
import { fingerprintLine, readFingerprintLine } from '../../../src/review/fingerprint.ts';
import { compareWithReview, isSameAsReviewed } from '../../../src/review/reviewComparison.ts';
import { planDocument, planObject } from './planFixtures.ts';

const RBAC_REFUSAL =
  'secrets "db" is forbidden: User "system:serviceaccount:shop:applyset-previewer" cannot patch resource "secrets" in API group "" in the namespace "shop"';
const LIST_REFUSAL =
  'secrets is forbidden: User "system:serviceaccount:shop:applyset-previewer" cannot list resource "secrets" in API group "" in the namespace "shop"';
const db = planObject({
  action: 'uncompared',
  kind: 'Secret',
  name: 'db',
  source: 'k8s/db.yaml:1',
  reason: `this credential may not read Secrets, so the live one was not compared (Forbidden: ${RBAC_REFUSAL}); the deploy applies the manifest and compares it then`,
});
const config = planObject({ action: 'unchanged', name: 'config' });
const preview = planDocument([db, config], {
  summary: { create: 0, update: 0, replace: 0, unchanged: 1, prune: 0, keep: 0, uncompared: 1 },
  unlisted: [{ group: '', kind: 'Secret', namespace: 'shop', message: LIST_REFUSAL }],
});

describe('a preview that may not read Secrets', () => {
  it('tells an RBAC refusal of Secrets from an admission denial, which stays an error', () => {
    expect(isSecretsForbidden(new ApiError(403, { message: RBAC_REFUSAL }, ''))).toBe(true);
    expect(
      isSecretsForbidden(
        new ApiError(
          403,
          { message: "secrets \"db\" is forbidden: ValidatingAdmissionPolicy 'p' with binding 'b' denied request: no" },
          '',
        ),
      ),
    ).toBe(false);
    expect(
      isSecretsForbidden(new ApiError(403, { message: RBAC_REFUSAL.replaceAll('"secrets"', '"configmaps"') }, '')),
    ).toBe(false);
  });

  it('says each Secret not compared and why, and that Secret prunes were not looked for, in the comment and the log', () => {
    const markdown = renderMarkdown(preview);
    expect(markdown).toMatch(
      /^### ApplySet preview: 0 to create, 0 to update, 0 to prune, 1 not compared, 1 unchanged\n/,
    );
    expect(markdown).toContain(
      '> [!WARNING]\n> Secret prunes in namespace shop could not be previewed: this credential may not list Secret objects (Forbidden: secrets is forbidden',
    );
    expect(markdown).toContain(
      '#### Not compared (1)\n\n- `secret/db` in `shop` from `k8s/db.yaml:1` — this credential may not read Secrets, so the live one was not compared',
    );
    const text = renderText(preview);
    expect(text).toContain('secret/db not compared - this credential may not read Secrets');
    expect(text).toContain('Warning: Secret prunes in namespace shop could not be previewed');
    expect(text.split('\n').at(-1)).toBe(
      'ApplySet applyset-7Gx2fJ0aLq-v1 (secret/web in namespace shop): 0 to create, 0 to update, 0 to prune, 1 not compared, 1 unchanged',
    );
    expect(driftLine(preview)).toBe(
      'no drift: ApplySet secret/web in namespace shop matches the manifests, but for its Secrets: this credential may not read Secrets, whose changes and prunes were not looked for',
    );
  });

  it('lets the deploy create, update or keep unchanged a Secret the reviewers were shown not compared, and nothing else', () => {
    const reviewed = readFingerprintLine(fingerprintLine(preview));
    if (!reviewed) throw new Error('no fingerprint read back');
    for (const action of ['create', 'update', 'unchanged'] as const) {
      const deployed: ObjectOutcome[] = [
        { ...db, action, ...(action === 'update' ? { diff: '-  a: ***\n+  a: ***' } : {}) },
        config,
      ];
      expect(isSameAsReviewed(compareWithReview(reviewed, deployed)), action).toBe(true);
    }
    // A prune of a Secret no preview could list is a write nobody reviewed.
    const pruned = planObject({ action: 'prune', kind: 'Secret', name: 'old-key' });
    expect(compareWithReview(reviewed, [db, config, pruned]).changes.map((change) => change.reviewedAs)).toEqual([
      'absent',
    ]);
  });
});
