import { describe, expect, it } from 'vitest';
import { sourceLinker } from '../../../src/github/sourceLinks.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { planDocument, sampleObjects } from '../report/planFixtures.ts';

const sha = 'a'.repeat(40);
const link = sourceLinker({
  serverUrl: 'https://github.com',
  repository: 'acme/shop',
  sha,
  workspace: '/work/repo',
  cwd: '/work/repo',
});

describe('links to manifest lines', () => {
  it("point at the line of the file at the run's commit, relative to the workspace", () => {
    expect(link('k8s/web.yaml:12')).toBe(`https://github.com/acme/shop/blob/${sha}/k8s/web.yaml#L12`);
    const fromSubdir = sourceLinker({
      serverUrl: 'https://ghe.example.com/',
      repository: 'acme/shop',
      sha,
      workspace: '/work/repo',
      cwd: '/work/repo/deploy',
    });
    expect(fromSubdir('app.yaml:3')).toBe(`https://ghe.example.com/acme/shop/blob/${sha}/deploy/app.yaml#L3`);
  });

  it('percent-encode what could end a link, and skip files outside the repository', () => {
    expect(link('k8s/we b>)<x.yaml:1')).toBe(`https://github.com/acme/shop/blob/${sha}/k8s/we%20b%3E)%3Cx.yaml#L1`);
    expect(link('../elsewhere.yaml:1')).toBeUndefined();
    expect(link('/etc/app.yaml:1')).toBeUndefined();
    expect(link('no-line')).toBeUndefined();
  });

  it('are used for every object line of the markdown report, in lists and diff summaries', () => {
    const markdown = renderMarkdown(planDocument(sampleObjects()), { sourceLink: link });
    expect(markdown).toContain(
      `- \`configmap/app\` in \`shop\` from [\`k8s/app.yaml:1\`](<https://github.com/acme/shop/blob/${sha}/k8s/app.yaml#L1>)`,
    );
    expect(markdown).toContain(
      `from <a href="https://github.com/acme/shop/blob/${sha}/k8s/web.yaml#L1"><code>k8s/web.yaml:1</code></a> · +1 -1</summary>`,
    );
  });
});
