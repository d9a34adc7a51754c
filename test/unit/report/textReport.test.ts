import { describe, expect, it } from 'vitest';
import { formatObjectLine, renderText } from '../../../src/report/textReport.ts';
import { planDocument, planObject, sampleObjects } from './planFixtures.ts';

describe('renderText', () => {
  it('prints a preview like kubectl apply --dry-run=server, changes first, diffs under their update', () => {
    expect(renderText(planDocument(sampleObjects(), { warnings: ['policy/v1beta1 is deprecated'] }))).toBe(
      [
        'configmap/app created (server dry run)',
        'deployment.apps/web configured (server dry run)',
        '    --- live',
        '    +++ manifest',
        '    @@ -3,2 +3,2 @@',
        '     spec:',
        '    -  replicas: 2',
        '    +  replicas: 3',
        'configmap/old pruned (server dry run)',
        'service/web unchanged (server dry run)',
        'Warning: policy/v1beta1 is deprecated',
        'ApplySet applyset-7Gx2fJ0aLq-v1 (secret/web in namespace shop): 1 to create, 1 to update, 1 to prune, 1 unchanged',
      ].join('\n'),
    );
  });

  it('says an apply was cancelled, counting what it did and listing what it did not get to as skipped', () => {
    const objects = sampleObjects().map((obj) => ({
      ...obj,
      result: obj.action === 'create' ? ('created' as const) : ('skipped' as const),
    }));
    const text = renderText(
      planDocument(objects, {
        mode: 'apply',
        durationMs: 2_000,
        cancelled: true,
        summary: { create: 1, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 0 },
      }),
    );
    expect(text.split('\n')).toContain('deployment.apps/web skipped');
    expect(text.split('\n').at(-1)).toBe(
      'ApplySet applyset-7Gx2fJ0aLq-v1 (secret/web in namespace shop): cancelled after 1 created, 0 configured, 0 pruned, 0 unchanged in 2.0s',
    );
  });

  it('prints what an apply did, without diffs, and how long it took', () => {
    const objects = sampleObjects().map((obj) => ({
      ...obj,
      result: obj.action === 'update' ? ('configured' as const) : undefined,
    }));
    const text = renderText(planDocument(objects, { mode: 'apply', durationMs: 12_400 }));
    expect(text.split('\n')).toEqual([
      'configmap/app created',
      'deployment.apps/web configured',
      'configmap/old pruned',
      'service/web unchanged',
      'ApplySet applyset-7Gx2fJ0aLq-v1 (secret/web in namespace shop): 1 created, 1 configured, 1 pruned, 1 unchanged in 12.4s',
    ]);
  });

  it('files an applied object under what was done, not what was planned', () => {
    const doc = planDocument(
      [
        planObject({ action: 'update', name: 'b', result: 'unchanged' }),
        planObject({ action: 'unchanged', name: 'a', result: 'unchanged' }),
        planObject({ action: 'create', name: 'c', result: 'created' }),
      ],
      { mode: 'apply' },
    );
    expect(renderText(doc).split('\n').slice(0, 3)).toEqual([
      'configmap/c created',
      'configmap/b unchanged',
      'configmap/a unchanged',
    ]);
  });

  it('names the namespace when the objects span several, or mix in cluster-scoped ones', () => {
    const doc = planDocument([
      planObject({ action: 'create', kind: 'Namespace', namespace: '', name: 'shop' }),
      planObject({ action: 'create', name: 'app' }),
      planObject({ action: 'create', name: 'app', namespace: 'shop-staging' }),
    ]);
    expect(renderText(doc).split('\n').slice(0, 3)).toEqual([
      'namespace/shop created (server dry run)',
      'configmap/app -n shop created (server dry run)',
      'configmap/app -n shop-staging created (server dry run)',
    ]);
  });

  it('indents the continuation of a multi-line warning', () => {
    const text = renderText(planDocument([], { warnings: ['first line\nsecond line'] }));
    expect(text.split('\n').slice(0, 2)).toEqual(['Warning: first line', '  second line']);
  });
});

describe('formatObjectLine', () => {
  it('says why an object was not done', () => {
    const obj = planObject({
      action: 'prune',
      name: 'config-v1',
      result: 'skipped',
      message: 'not pruned: the rollout failed',
    });
    expect(formatObjectLine(obj, 'apply')).toBe('configmap/config-v1 -n shop skipped: not pruned: the rollout failed');
  });

  it('names the namespace by default, for lines logged one at a time', () => {
    const obj = planObject({ action: 'create', group: 'apps', kind: 'Deployment', name: 'web', result: 'created' });
    expect(formatObjectLine(obj, 'apply')).toBe('deployment.apps/web -n shop created');
    expect(formatObjectLine(obj, 'apply', { showNamespace: false })).toBe('deployment.apps/web created');
    expect(formatObjectLine(obj, 'preview')).toBe('deployment.apps/web -n shop created (server dry run)');
  });

  it('gives the reason for an action that needs one', () => {
    const reason = 'its CRD is created in this apply';
    const obj = planObject({ action: 'create', group: 'example.com', kind: 'Widget', name: 'w', reason });
    expect(formatObjectLine(obj, 'preview', { showNamespace: false })).toBe(
      'widget.example.com/w created (server dry run) - its CRD is created in this apply',
    );
  });

  it('shows control characters instead of sending them to the terminal', () => {
    const obj = planObject({ action: 'create', name: 'app', reason: 'fine\r\u001b[2Khidden' });
    expect(formatObjectLine(obj, 'preview')).toBe(
      'configmap/app -n shop created (server dry run) - fine\\x0d\\x1b[2Khidden',
    );
  });
});

describe("renderText with colours (a terminal's)", () => {
  /** Marks each painted part `<style|text>`, so that what is painted, and how, can be read. */
  const mark = (style: string, text: string) => `<${style}|${text}>`;

  it('paints each verb as what was done, and each diff line as added, removed or a header', () => {
    expect(renderText(planDocument(sampleObjects()), { paint: mark }).split('\n').slice(0, 9)).toEqual([
      'configmap/app <created|created> (server dry run)',
      'deployment.apps/web <configured|configured> (server dry run)',
      '    <header|--- live>',
      '    <header|+++ manifest>',
      '    <hunk|@@ -3,2 +3,2 @@>',
      '     spec:',
      '    <removed|-  replicas: 2>',
      '    <added|+  replicas: 3>',
      'configmap/old <pruned|pruned> (server dry run)',
    ]);
    const failed = planObject({
      action: 'update',
      name: 'web',
      kind: 'Deployment',
      group: 'apps',
      result: 'failed',
      message: 'refused',
    });
    expect(formatObjectLine(failed, 'apply', { paint: mark, showNamespace: false })).toBe(
      'deployment.apps/web <failed|failed>: refused',
    );
  });

  it('says how many dry-runs the plan record saved, after the counts, and nothing when it saved none', () => {
    const lines = renderText(planDocument(sampleObjects(), { dryRunsSkipped: 12 })).split('\n');
    expect(lines.at(-1)).toBe("12 dry-runs skipped: unchanged since the last apply's record");
    expect(renderText(planDocument(sampleObjects()))).not.toContain('skipped');
  });

  it('escapes control characters from the manifests before anything is painted', () => {
    const hostile = planObject({ action: 'update', name: 'web', diff: '-a: \u001b[2J\n+a: \u001b[31mred' });
    const text = renderText(planDocument([hostile]), { paint: mark });
    expect(text).toContain('    <removed|-a: \\x1b[2J>\n    <added|+a: \\x1b[31mred>');
    expect(text).not.toContain('\u001b');
  });
});
