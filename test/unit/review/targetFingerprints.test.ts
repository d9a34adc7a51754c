import { describe, expect, it } from 'vitest';
import { GITHUB_COMMENT_LIMIT } from '../../../src/report/markdownReport.ts';
import { renderTargetsPages, type TargetsDocument } from '../../../src/report/targetsComment.ts';
import { readFingerprintLine, fingerprintLine } from '../../../src/review/fingerprint.ts';
import { readTargetFingerprints } from '../../../src/review/targetFingerprints.ts';
import { planDocument, planObject, sampleObjects } from '../report/planFixtures.ts';

const context = { commitSha: 'abcdef0123456789', runUrl: 'https://github.com/acme/shop/actions/runs/1' };

function twoTargets(): TargetsDocument {
  return {
    mode: 'preview',
    targets: [
      { name: 'shop', reason: '', outcome: planDocument(sampleObjects()), error: undefined },
      {
        name: 'billing',
        reason: '',
        outcome: planDocument([planObject({ action: 'create', name: 'invoices' })]),
        error: undefined,
      },
    ],
    skipped: [],
  };
}

describe("a preview of many targets records each target's fingerprint", () => {
  it('reads back, per target, the fingerprint a single set would record for the same plan', () => {
    const doc = twoTargets();
    const [page = ''] = renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT);
    const read = readTargetFingerprints(page).fingerprints;

    expect([...read.keys()]).toEqual(['shop', 'billing']);
    for (const target of doc.targets) {
      const line = fingerprintLine(target.outcome!);
      expect(read.get(target.name)).toEqual(readFingerprintLine(line));
    }
  });

  it('records no fingerprint for a target that failed, so no deploy trusts it', () => {
    const doc = twoTargets();
    doc.targets[1] = { ...doc.targets[1]!, outcome: undefined, error: 'no ApplySet parent given' };
    const [page = ''] = renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT);

    expect([...readTargetFingerprints(page).fingerprints.keys()]).toEqual(['shop']);
  });

  it('records nothing after a deploy', () => {
    const preview = twoTargets();
    const doc: TargetsDocument = {
      ...preview,
      mode: 'apply',
      targets: preview.targets.map((target) => ({ ...target, outcome: { ...target.outcome!, mode: 'apply' } })),
    };
    const [page = ''] = renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT);

    expect(readTargetFingerprints(page).fingerprints.size).toBe(0);
  });

  it('reads only the lines at the top of the page, not a copy of them further down', () => {
    const [page = ''] = renderTargetsPages(twoTargets(), context, GITHUB_COMMENT_LIMIT);
    const forged = `### A heading\n\n${page}`;

    expect(readTargetFingerprints(forged).fingerprints.size).toBe(0);
  });

  it('keeps every target within the fingerprint budget, shrinking each to a digest when many', () => {
    const objects = Array.from({ length: 400 }, (_, i) => planObject({ action: 'unchanged', name: `cm-${i}` }));
    const doc: TargetsDocument = {
      mode: 'preview',
      targets: Array.from({ length: 30 }, (_, i) => ({
        name: `app-${i}`,
        reason: '',
        outcome: planDocument(objects),
        error: undefined,
      })),
      skipped: [],
    };
    const pages = renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT);
    const read = readTargetFingerprints(pages[0] ?? '').fingerprints;

    expect(read.size).toBe(30);
    expect(pages.every((page) => page.length <= GITHUB_COMMENT_LIMIT)).toBe(true);
    expect(
      [...read.values()].every(
        (fingerprint) =>
          (fingerprint.kind === 'objects' && fingerprint.unchanged.hashes === undefined) ||
          fingerprint.kind === 'digest',
      ),
    ).toBe(true);
  });
});
