import { describe, expect, it } from 'vitest';
import { composeDeployComment, deployReportBudget, reviewedPreviewOf } from '../../../src/report/deployComment.ts';

const preview = '### ApplySet preview: 1 to create\n\n- `configmap/app`';

describe('the deploy comment', () => {
  it('puts the deploy on top and keeps the reviewed preview collapsed below it', () => {
    const body = composeDeployComment('### ApplySet apply: 1 created\n', preview, 65_000);
    expect(body.indexOf('### ApplySet apply')).toBe(0);
    expect(body).toContain(`<details><summary>The reviewed preview</summary>`);
    expect(body.indexOf('### ApplySet preview')).toBeGreaterThan(body.indexOf('<details>'));
  });

  it('finds the same reviewed preview in a preview comment and in the deploy comment made from it', () => {
    const previewComment = `<!-- applyset-action:key -->\n<!-- applyset-action:fingerprint v1.d.abc -->\n${preview}\n`;
    expect(reviewedPreviewOf(previewComment)).toBe(preview);
    const deployComment = `<!-- applyset-action:key -->\n${composeDeployComment('### ApplySet apply', reviewedPreviewOf(previewComment), 65_000)}`;
    expect(reviewedPreviewOf(deployComment)).toBe(preview);
  });

  it('fits its size limit, leaving the preview out with a note when it is too long', () => {
    const long = 'x'.repeat(50_000);
    const budget = deployReportBudget(long, 60_000);
    expect(budget).toBe(30_000);
    const body = composeDeployComment('r'.repeat(budget), long, 60_000);
    expect(body.length).toBeLessThanOrEqual(60_000);
    expect(body).toContain('does not fit beside this deploy');
  });
});
