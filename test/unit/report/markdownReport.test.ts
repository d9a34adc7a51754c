import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKDOWN_MAX_LENGTH,
  renderErrorMarkdown,
  renderMarkdown,
} from '../../../src/report/markdownReport.ts';
import { planDocument, planObject, sampleObjects, webDiff } from './planFixtures.ts';

describe('renderMarkdown', () => {
  it('shows a prune that waited for a failed rollout as not done, and why, under a count of what was done', () => {
    const objects = [
      planObject({
        action: 'update',
        group: 'apps',
        kind: 'Deployment',
        name: 'web',
        result: 'configured',
        health: 'failed',
        message: 'pod web-1: CrashLoopBackOff',
      }),
      planObject({ action: 'prune', name: 'config-v1', result: 'skipped', message: 'not pruned: the rollout failed' }),
    ];
    const markdown = renderMarkdown(
      planDocument(objects, {
        mode: 'apply',
        summary: { create: 0, update: 1, replace: 0, unchanged: 0, prune: 0, keep: 0 },
      }),
    );
    expect(markdown).toContain('#### Pruned (0 of 1)');
    expect(markdown).toContain('`configmap/config-v1` in `shop` · **skipped**: not pruned: the rollout failed');
  });

  it('leads with the counts, the ApplySet id and its parent', () => {
    const lines = renderMarkdown(planDocument(sampleObjects())).split('\n');
    expect(lines[0]).toBe('### ApplySet preview: 1 to create, 1 to update, 1 to prune, 1 unchanged');
    expect(lines[2]).toBe('ApplySet `applyset-7Gx2fJ0aLq-v1` · parent `secret/web` in namespace `shop`');
  });

  it('uses the given title in place of the default headline', () => {
    expect(renderMarkdown(planDocument(sampleObjects()), { title: 'Production' })).toMatch(
      /^### Production: 1 to create,/,
    );
    expect(renderMarkdown(planDocument(sampleObjects(), { dryRunsSkipped: 1 }))).toMatch(
      /parent `secret\/web`.* · 1 dry-run skipped: unchanged since the last apply's record$/m,
    );
  });

  it('names the cluster it ran against in the headline, as quoted text, also when it failed', () => {
    expect(renderMarkdown(planDocument(sampleObjects()), { cluster: 'staging' })).toMatch(
      /^### ApplySet preview: 1 to create, 1 to update, 1 to prune, 1 unchanged · on `staging`\n/,
    );
    expect(renderMarkdown(planDocument(sampleObjects()), { title: 'Shop', cluster: 'a`b\n### x' })).toMatch(
      /^### Shop: 1 to create, .* · on ``a`b ### x``\n/,
    );
    expect(renderErrorMarkdown({ message: 'x' }, { cluster: 'production' })).toMatch(
      /^### ApplySet preview failed · on `production`\n/,
    );
  });

  it('groups objects as create, update, prune, then unchanged folded away', () => {
    const markdown = renderMarkdown(planDocument(sampleObjects()));
    const at = (text: string): number => markdown.indexOf(text);
    expect(at('#### To create (1)')).toBeLessThan(at('configmap/app'));
    expect(at('configmap/app')).toBeLessThan(at('#### To update (1)'));
    expect(at('#### To update (1)')).toBeLessThan(at('deployment.apps/web'));
    expect(at('deployment.apps/web')).toBeLessThan(at('#### To prune (1)'));
    expect(at('#### To prune (1)')).toBeLessThan(at('configmap/old'));
    expect(at('configmap/old')).toBeLessThan(at('#### Unchanged (1)'));
    expect(markdown).toContain(
      '<details><summary>Show 1 unchanged object</summary>\n\n- `service/web` in `shop` from `k8s/web.yaml:20`\n\n</details>',
    );
    expect(markdown).toContain('- `configmap/app` in `shop` from `k8s/app.yaml:1`');
  });

  it('warns prominently when objects will be pruned, and not otherwise', () => {
    const objects = [...sampleObjects(), planObject({ action: 'prune', name: 'older' })];
    expect(renderMarkdown(planDocument(objects))).toContain('> [!WARNING]\n> **2 objects will be pruned**');
    const withoutPrune = sampleObjects().filter((obj) => obj.action !== 'prune');
    expect(renderMarkdown(planDocument(withoutPrune))).not.toContain('[!WARNING]');
  });

  it('shows each update diff under the object, in a diff block, open when it is a few lines', () => {
    expect(renderMarkdown(planDocument(sampleObjects()))).toContain(
      '<details open><summary><code>deployment.apps/web</code> in <code>shop</code> from <code>k8s/web.yaml:1</code> · +1 -1</summary>\n\n' +
        '```diff\n' +
        webDiff +
        '\n```\n\n</details>',
    );
  });

  it('fences a diff with more backticks than it contains', () => {
    const diff = ' data:\n-  script: ```old```\n+  script: ````new````';
    const markdown = renderMarkdown(planDocument([planObject({ action: 'update', name: 'app', diff })]));
    expect(markdown).toContain(`\`\`\`\`\`diff\n${diff}\n\`\`\`\`\`\n`);
  });

  it('reports an apply: what was done and how long it took', () => {
    const objects = sampleObjects().map((obj) => ({ ...obj, result: undefined }));
    const markdown = renderMarkdown(planDocument(objects, { mode: 'apply', durationMs: 83_000 }));
    expect(markdown).toMatch(/^### ApplySet apply: 1 created, 1 configured, 1 pruned, 1 unchanged\n/);
    expect(markdown).toContain(' · took 1m 23s');
    expect(markdown).toContain('#### Configured (1)');
    expect(markdown).toContain('> **1 object was pruned**');
  });

  it('ends with the short commit, the run link and the warnings', () => {
    const markdown = renderMarkdown(planDocument(sampleObjects(), { warnings: ['apps/v1beta1 is deprecated'] }), {
      commitSha: '0123456789abcdef0123456789abcdef01234567',
      runUrl: 'https://github.com/acme/shop/actions/runs/42',
    });
    expect(markdown).toContain('**Warnings (1)**\n\n- apps/v1beta1 is deprecated');
    expect(markdown.trimEnd().split('\n').at(-1)).toBe(
      '<sub>Commit `0123456` · [Workflow run](<https://github.com/acme/shop/actions/runs/42>)</sub>',
    );
  });

  it('links only to http(s) run URLs', () => {
    const markdown = renderMarkdown(planDocument([]), { runUrl: 'javascript:alert(1)' });
    expect(markdown).not.toContain('javascript');
  });

  describe('with hostile text', () => {
    const hostile = 'a|b `tick` <script>alert(1)</script>\n\n### injected [x](https://evil.example) @octocat';
    const markdown = renderMarkdown(
      planDocument(
        [
          planObject({ action: 'create', name: 'app', namespace: 'ns|`x`', source: hostile, reason: hostile }),
          planObject({ action: 'update', name: 'web', source: hostile, reason: hostile, diff: webDiff }),
        ],
        { warnings: [hostile] },
      ),
      { title: hostile },
    );

    // The markdown that GitHub parses as markdown: without code spans, where everything is
    // literal (an escaped backtick opens none), and without lines of raw HTML.
    const parsed = markdown
      .split('\n')
      .filter((line) => !line.startsWith('<details'))
      .join('\n')
      .replace(/(?<![`\\])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '<code span>');
    const rawHtml = markdown.split('\n').filter((line) => line.startsWith('<details'));

    it('never lets it through as HTML', () => {
      expect(parsed).not.toMatch(/<\/?script/);
      expect(parsed).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(rawHtml.join('\n')).not.toMatch(/<\/?script/);
      expect(rawHtml.join('\n')).toContain(
        'from <code>a|b `tick` &lt;script&gt;alert(1)&lt;/script&gt;  #\u200d#\u200d#\u200d injected',
      );
    });

    it('never lets it start a line of its own', () => {
      // The headline, the created object, the updated object's summary and the warning.
      expect(markdown.split('\n').filter((line) => line.includes('injected'))).toHaveLength(4);
      expect(markdown).not.toMatch(/^(?!- |### |<details[ >]).*injected/m);
    });

    it('keeps it inside code spans whose fences it cannot close', () => {
      expect(markdown).toContain(
        '- `configmap/app` in `` ns|`x` `` from ``a|b `tick` <script>alert(1)</script>  ### injected [x](https://evil.example) @octocat`` — ',
      );
    });

    it('escapes link, mention and emphasis syntax in prose', () => {
      expect(parsed).toContain('\\[x\\](https\u200d://evil.example) @\u200doctocat');
      expect(parsed).not.toMatch(/[^\\]\[x\]/);
      expect(parsed).not.toMatch(/[^\\]`tick/);
    });
  });

  describe('within a size limit', () => {
    const hint = 'The job summary has the full report.';

    it('cuts the longest diffs first and keeps the short ones whole', () => {
      const small = ' spec:\n-  replicas: 2\n+  replicas: 3';
      const huge = Array.from({ length: 20_000 }, (_, i) => `+  line-${i}: ${'x'.repeat(40)}`).join('\n');
      const doc = planDocument([
        planObject({ action: 'update', name: 'small', diff: small }),
        planObject({ action: 'update', name: 'huge', diff: huge }),
      ]);

      const markdown = renderMarkdown(doc, { fullReportHint: hint });

      expect(markdown.length).toBeLessThanOrEqual(DEFAULT_MARKDOWN_MAX_LENGTH);
      expect(markdown).toContain(`\`\`\`diff\n${small}\n\`\`\``);
      expect(markdown).toContain('+  line-0: ');
      expect(markdown).toMatch(/_Diff cut short: \d+ of 20000 lines shown\._/);
      expect(markdown).toContain(
        `> [!NOTE]\n> This report was shortened to fit its size limit of ${DEFAULT_MARKDOWN_MAX_LENGTH} characters: 1 diff was cut short. ${hint}`,
      );
      // Whole lines only: every line in the cut diff is a line of the original.
      const shown = markdown.split('```diff\n')[2]?.split('\n```')[0]?.split('\n') ?? [];
      expect(shown.length).toBeGreaterThan(100);
      expect(huge.split('\n').slice(0, shown.length)).toEqual(shown);
    });

    // 300 diffs of 4,000 lines each take ~2 s to render on a busy machine: more than vitest's default 5 s under load.
    it('keeps every object line when diffs do not fit at all', { timeout: 30_000 }, () => {
      const diff = Array.from({ length: 2_000 }, (_, i) => `-  key-${i}: old\n+  key-${i}: new`).join('\n');
      const objects = [
        ...Array.from({ length: 300 }, (_, i) =>
          planObject({ action: 'update', name: `changed-${i}`, source: `k8s/c.yaml:${i}`, diff }),
        ),
        ...Array.from({ length: 400 }, (_, i) =>
          planObject({ action: 'unchanged', name: `same-${i}`, source: `k8s/s.yaml:${i}` }),
        ),
      ];

      const markdown = renderMarkdown(planDocument(objects), { fullReportHint: hint });

      expect(markdown.length).toBeLessThanOrEqual(DEFAULT_MARKDOWN_MAX_LENGTH);
      for (const obj of objects)
        expect(markdown).toContain(`- \`configmap/${obj.name}\` in \`shop\` from \`${obj.source}\`\n`);
      expect(markdown).not.toContain('```diff');
      expect(markdown).toContain('characters: diffs are left out. The job summary has the full report.');
    });

    it('counts unchanged objects instead of listing them, then lists as many objects as fit', () => {
      const objects = [
        ...Array.from({ length: 3_000 }, (_, i) =>
          planObject({ action: 'create', name: `new-${i}`, source: `k8s/n.yaml:${i}` }),
        ),
        ...Array.from({ length: 5_000 }, (_, i) => planObject({ action: 'unchanged', name: `same-${i}` })),
        planObject({ action: 'prune', name: 'gone' }),
      ];

      const markdown = renderMarkdown(planDocument(objects), { fullReportHint: hint, commitSha: 'abcdef0123' });

      expect(markdown.length).toBeLessThanOrEqual(DEFAULT_MARKDOWN_MAX_LENGTH);
      expect(markdown).toMatch(/^### ApplySet preview: 3000 to create, 0 to update, 1 to prune, 5000 unchanged\n/);
      expect(markdown).toContain('> **1 object will be pruned**');
      const listed = markdown.match(/^- `configmap\/new-\d+`/gm) ?? [];
      expect(listed.length).toBeGreaterThan(500);
      expect(listed.length).toBeLessThan(3_000);
      expect(markdown).toContain(`- \`configmap/new-${listed.length - 1}\``);
      expect(markdown).toContain(`- … and ${3_000 - listed.length} more objects, not listed`);
      // Deletions are listed before any creation is.
      expect(markdown).toContain('#### To prune (1)\n\n- `configmap/gone` in `shop`\n');
      const listedTotal = listed.length + 1;
      expect(markdown).toContain(
        `unchanged objects are counted, not listed; only ${listedTotal} of 3001 objects are listed. ${hint}`,
      );
      expect(markdown).toContain('#### Unchanged (5000)\n\n- … and 5000 more objects, not listed');
      expect(markdown).not.toContain('same-0');
      expect(markdown).toContain('Commit `abcdef0`');
    });

    it('stays within a small limit whatever it holds', () => {
      const objects = Array.from({ length: 50 }, (_, i) =>
        planObject({ action: 'update', name: `o-${i}`, diff: webDiff }),
      );
      const warnings = Array.from({ length: 2_000 }, (_, i) => `warning number ${i} about something deprecated`);
      for (const maxLength of [5_000, 1_000, 300, 40]) {
        expect(renderMarkdown(planDocument(objects, { warnings }), { maxLength }).length).toBeLessThanOrEqual(
          maxLength,
        );
      }
      expect(renderMarkdown(planDocument(objects, { warnings }), { maxLength: 5_000 })).toMatch(
        /only \d+ of 2000 warnings are listed/,
      );
    });
  });
});

describe('renderErrorMarkdown', () => {
  it('says the preview failed and quotes the message in a fence it cannot close', () => {
    const markdown = renderErrorMarkdown(
      { message: 'k8s/web.yaml:3: unknown field ```spec.replica```\n### not a heading' },
      { runUrl: 'https://github.com/acme/shop/actions/runs/42' },
    );
    expect(markdown).toBe(
      '### ApplySet preview failed\n\n' +
        '````text\nk8s/web.yaml:3: unknown field ```spec.replica```\n### not a heading\n````\n\n' +
        '<sub>[Workflow run](<https://github.com/acme/shop/actions/runs/42>)</sub>\n',
    );
  });

  it('cuts a huge message to the limit', () => {
    const markdown = renderErrorMarkdown({ message: 'x'.repeat(100_000) }, { maxLength: 10_000 });
    expect(markdown.length).toBeLessThanOrEqual(10_000);
    expect(markdown).toContain('… (message cut short)\n```');
  });
});
