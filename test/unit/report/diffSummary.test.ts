import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';
import { compareObjects } from '../../../src/plan/objectDiff.ts';
import { OPEN_DIFF_LINES, diffLineCounts } from '../../../src/report/diffSummary.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { planDocument, planObject } from './planFixtures.ts';

const configMap = (data: Record<string, string>, kind = 'ConfigMap'): KubeObject => ({
  apiVersion: 'v1',
  kind,
  metadata: { name: 'app', namespace: 'shop' },
  data,
});

/** The markdown of one update planned from `live` to `planned`, as the plan step would give it. */
function updateMarkdown(live: KubeObject, planned: KubeObject): string {
  const comparison = compareObjects(live, planned);
  if (!comparison.changed) throw new Error('no change');
  const obj = planObject({
    action: 'update',
    kind: live.kind,
    name: 'app',
    diff: comparison.diff,
    changedPaths: comparison.paths,
  });
  return renderMarkdown(planDocument([obj]));
}

/** The `<details>` line of the only update. */
function summaryLine(markdown: string): string {
  return markdown.split('\n').find((line) => line.startsWith('<details')) ?? '';
}

describe("an update's summary line", () => {
  it('names the changed fields, list items by their merge key, and the line counts', () => {
    const deployment = (image: string, replicas: number): KubeObject => ({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web', namespace: 'shop' },
      spec: {
        replicas,
        template: {
          spec: {
            containers: [
              { name: 'sidecar', image: 'proxy:1' },
              { name: 'web', image },
            ],
          },
        },
      },
    });
    const comparison = compareObjects(deployment('web:1', 2), deployment('web:2', 3));
    if (!comparison.changed) throw new Error('no change');
    const obj = planObject({
      action: 'update',
      group: 'apps',
      kind: 'Deployment',
      name: 'web',
      diff: comparison.diff,
      changedPaths: comparison.paths,
    });
    expect(summaryLine(renderMarkdown(planDocument([obj])))).toBe(
      '<details open><summary><code>deployment.apps/web</code> in <code>shop</code> · <code>spec.replicas</code>, <code>spec.template.spec.containers[web].image</code> · +2 -2</summary>',
    );
  });

  it('names the first three paths and counts the rest', () => {
    const before = Object.fromEntries(['A', 'B', 'C', 'D', 'E'].map((key) => [key, 'old']));
    const after = Object.fromEntries(['A', 'B', 'C', 'D', 'E'].map((key) => [key, 'new']));
    expect(summaryLine(updateMarkdown(configMap(before), configMap(after)))).toContain(
      ' · <code>data.A</code>, <code>data.B</code>, <code>data.C</code> and 2 more · +5 -5</summary>',
    );
  });

  it(`opens a diff of at most ${OPEN_DIFF_LINES} changed lines and folds a longer one`, () => {
    const data = (count: number, value: string) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, value]));
    expect(summaryLine(updateMarkdown(configMap(data(5, 'a')), configMap(data(5, 'b'))))).toMatch(
      /^<details open><summary>.* · \+5 -5<\/summary>$/,
    );
    expect(summaryLine(updateMarkdown(configMap(data(6, 'a')), configMap(data(6, 'b'))))).toMatch(
      /^<details><summary>.* · \+6 -6<\/summary>$/,
    );
  });

  it('escapes hostile keys: no HTML, no mention, no end of the summary', () => {
    const key = '</summary></details><img src=x onerror=alert(1)>@octocat #1';
    const line = summaryLine(updateMarkdown(configMap({ [key]: 'a' }), configMap({ [key]: 'b' })));
    expect(line).toContain(
      '<code>data[&quot;&lt;/summary&gt;&lt;/details&gt;&lt;img src=x onerror=alert(1)&gt;@\u200doctocat #\u200d1&quot;]</code>',
    );
    expect(line.match(/<\/summary>/g)).toHaveLength(1);
    expect(line).not.toMatch(/<img|<\/details/);
  });

  it("names a Secret's changed data keys and never their values", () => {
    const secret = (password: string): KubeObject => ({ ...configMap({ password, user: 'YWRtaW4=' }, 'Secret') });
    const markdown = updateMarkdown(secret('b2xkLXNlY3JldA=='), secret('bmV3LXNlY3JldA=='));
    expect(summaryLine(markdown)).toContain(
      '<code>secret/app</code> in <code>shop</code> · <code>data.password</code> · +1 -1</summary>',
    );
    for (const value of ['b2xkLXNlY3JldA==', 'bmV3LXNlY3JldA==', 'YWRtaW4=']) expect(markdown).not.toContain(value);
  });
});

describe('diffLineCounts', () => {
  it('counts a YAML line that starts with dashes as a changed line, not a header', () => {
    expect(diffLineCounts('--- live\n+++ planned\n@@ -1,2 +1,2 @@\n a\n--- x\n+++ y')).toEqual({
      added: 1,
      removed: 1,
    });
  });

  it('gives no counts for text that is no unified diff', () => {
    expect(diffLineCounts(' data:\n-  a: 1\n+  a: 2')).toBeUndefined();
    expect(diffLineCounts('--- live\n+++ planned\n@@ -1,9 +1,9 @@\n-a')).toBeUndefined();
  });
});
