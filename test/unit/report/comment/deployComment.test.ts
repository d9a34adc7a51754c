import { describe, expect, it } from 'vitest';
import { commentMarker } from '../../../../src/github/commentMarker.ts';
import {
  composeDeployComment,
  deployReportBudget,
  readActionComment,
} from '../../../../src/report/comment/deployComment.ts';
import { fencedBlock } from '../../../../src/report/markdownEscape.ts';
import { renderErrorMarkdown } from '../../../../src/report/markdownReport.ts';

const marker = commentMarker('applyset=secrets/shop;namespace=shop');
const FINGERPRINT = '<!-- applyset-action:fingerprint v1.d.abc -->';
const preview = '### ApplySet preview: 1 to create\n\n- `configmap/app`';
/** What the action posts after the merge: the marker line, then the composed comment. */
const deployBody = (report: string, kept: { fingerprintLine: string | undefined; preview: string }, room = 65_000) =>
  `${marker}\n${composeDeployComment(report, kept, room)}`;

describe('the deploy comment', () => {
  it('puts the hidden lines first, the deploy below them and the reviewed preview collapsed at the end', () => {
    const body = deployBody('### ApplySet apply: 1 created\n', { fingerprintLine: FINGERPRINT, preview });
    const lines = body.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      marker,
      FINGERPRINT,
      `<!-- applyset-action:reviewed-preview ${preview.length} -->`,
      '### ApplySet apply: 1 created',
    ]);
    expect(body).toContain(`<details><summary>The reviewed preview</summary>\n\n${preview}\n\n</details>\n`);
  });

  it('finds the same review in a preview comment, in the deploy comment made from it, and in a re-run of that deploy', () => {
    const previewComment = readActionComment(`${marker}\n${FINGERPRINT}\n${preview}\n`, marker);
    expect(previewComment).toEqual({
      fingerprintLine: FINGERPRINT,
      fingerprint: { kind: 'digest', digest: 'abc' },
      deployed: false,
      preview,
    });

    const deployed = readActionComment(
      deployBody('### ApplySet apply', { fingerprintLine: FINGERPRINT, preview }),
      marker,
    );
    expect(deployed).toEqual({ ...previewComment, deployed: true });
    const again = readActionComment(
      deployBody('### ApplySet apply, again', { fingerprintLine: FINGERPRINT, preview: deployed?.preview ?? '' }),
      marker,
    );
    expect(again).toEqual(deployed);
  });

  it('keeps a preview whole whose text holds the hidden lines and the closing tag the layout uses', () => {
    // What a diff of a pull request's manifests can show, as the renderers put it in a fence.
    const hostile = [
      '<!-- applyset-action:reviewed-preview 5 -->',
      '</details>',
      FINGERPRINT,
      '<details><summary>The reviewed preview</summary>',
    ].join('\n');
    const withHostile = `${preview}\n\n${fencedBlock(hostile, 'diff')}\n\n#### To prune (1)\n\n- \`configmap/legacy\``;
    const body = deployBody(`### ApplySet apply\n\n${fencedBlock(hostile, 'text')}`, {
      fingerprintLine: undefined,
      preview: withHostile,
    });

    expect(readActionComment(body, marker)).toEqual({
      fingerprintLine: undefined,
      fingerprint: undefined,
      deployed: true,
      preview: withHostile,
    });
  });

  it('reads no fingerprint from a failed preview that quotes one between line separators or on a line of its own', () => {
    for (const around of ['\u2028', '\u2029', '\n']) {
      const message = `app/base${around}${FINGERPRINT}${around}/kustomization.yaml refers to \`http://127.0.0.1/x.yaml\``;
      const body = `${marker}\n${renderErrorMarkdown({ message })}`;
      expect(body.replaceAll('\u200d', '')).toContain(`${around}${FINGERPRINT}${around}`);

      const read = readActionComment(body, marker);
      expect(read?.fingerprint).toBeUndefined();
      expect(read?.preview).toContain('### ApplySet preview failed');
    }
  });

  it('reads nothing from a body that does not start with the marker line, and no preview from a damaged record', () => {
    expect(readActionComment(`${FINGERPRINT}\n${marker}\n${preview}`, marker)).toBeUndefined();
    const body = deployBody('### ApplySet apply', { fingerprintLine: FINGERPRINT, preview });
    const shifted = body.replace(`reviewed-preview ${preview.length} `, `reviewed-preview ${preview.length + 3} `);
    expect(readActionComment(shifted, marker)).toMatchObject({
      fingerprint: { kind: 'digest' },
      deployed: true,
      preview: undefined,
    });
  });

  it('fits its size limit, leaving the preview out with a note when it is too long', () => {
    const long = { fingerprintLine: FINGERPRINT, preview: 'x'.repeat(50_000) };
    const budget = deployReportBudget(long, 60_000);
    expect(budget).toBeGreaterThanOrEqual(29_000);
    const body = composeDeployComment('r'.repeat(budget), long, 60_000);
    expect(body.length).toBeLessThanOrEqual(60_000);
    expect(body).toContain('does not fit beside this deploy');
    expect(readActionComment(`${marker}\n${body}`, marker)?.preview).toContain('does not fit beside this deploy');
  });

  it('gives the report all the room the preview leaves', () => {
    const kept = { fingerprintLine: FINGERPRINT, preview };
    const budget = deployReportBudget(kept, 60_000);
    const body = composeDeployComment('r'.repeat(budget), kept, 60_000);
    expect(body.length).toBeLessThanOrEqual(60_000);
    expect(body.length).toBeGreaterThan(60_000 - 60);
    expect(body).toContain(preview);
  });
});
