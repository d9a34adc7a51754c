import { describe, expect, it } from 'vitest';
import { fingerprintLine, readFingerprintLine } from '../../../src/review/fingerprint.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { compareWithReview, hasUnreviewedWrites } from '../../../src/review/reviewComparison.ts';
import { describeUnreviewedChange } from '../../../src/report/comment/reviewCautions.ts';
import { renderText } from '../../../src/report/textReport.ts';
import { planDocument, planObject } from './planFixtures.ts';

const job = planObject({
  action: 'replace',
  group: 'batch',
  version: 'v1',
  kind: 'Job',
  name: 'migrate',
  source: 'k8s/job.yaml:1',
  reason: 'the server cannot change spec.template (immutable): it will be deleted and created again',
});

describe('a replacement in the reports', () => {
  it('is previewed as a replacement, with a warning and the reason', () => {
    const markdown = renderMarkdown(planDocument([job, planObject({ action: 'unchanged', name: 'app' })]));
    expect(markdown).toContain('### ApplySet preview: 0 to create, 0 to update, 1 to replace, 0 to prune, 1 unchanged');
    expect(markdown).toContain('> **1 object will be replaced**: deleted and created again on apply');
    expect(markdown).toContain(
      '#### To replace (1)\n\n- `job.batch/migrate` in `shop` from `k8s/job.yaml:1` — the server cannot change spec.template (immutable): it will be deleted and created again',
    );
    expect(renderText(planDocument([job]))).toContain(
      'job.batch/migrate replaced (server dry run) - the server cannot change spec.template',
    );
  });

  it('leaves the count out of the headline when nothing is replaced', () => {
    expect(renderMarkdown(planDocument([planObject({ action: 'create', name: 'app' })]))).toContain(
      '### ApplySet preview: 1 to create, 0 to update, 0 to prune, 0 unchanged',
    );
  });

  it('is recorded in the fingerprint: a deploy that would replace what was reviewed as an update is an unreviewed write', () => {
    const reviewed = readFingerprintLine(fingerprintLine(planDocument([job])));
    expect(reviewed?.kind === 'objects' && [...reviewed.changes.values()]).toEqual([{ action: 'replace' }]);
    const asUpdate = readFingerprintLine(
      fingerprintLine(planDocument([{ ...job, action: 'update', diff: '-a\n+b' }])),
    )!;
    const comparison = compareWithReview(asUpdate, [job]);
    expect(comparison.changes.map((change) => describeUnreviewedChange(change, 'refused'))).toEqual([
      'job.batch/migrate in namespace shop: would be replaced, but the reviewed preview showed it to be configured',
    ]);
    expect(hasUnreviewedWrites(comparison, [job])).toBe(true);
  });
});
