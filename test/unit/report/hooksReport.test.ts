import { describe, expect, it } from 'vitest';
import type { HookOutcome } from '../../../src/plan/planHooks.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { renderText } from '../../../src/report/textReport.ts';
import { planDocument, planObject } from './planFixtures.ts';

const hook = (fields: Partial<HookOutcome> & Pick<HookOutcome, 'phase' | 'kind' | 'name'>): HookOutcome => ({
  weight: 0,
  deletePolicies: ['before-hook-creation'],
  group: 'batch',
  version: 'v1',
  namespace: 'shop',
  source: 'chart/templates/hooks.yaml:2',
  action: 'create',
  diff: '+kind: Job',
  awaited: true,
  ...fields,
});
const doc = planDocument([planObject({ action: 'update', name: 'web', diff: '-  x: 1\n+  x: 2' })], {
  hooks: [
    hook({ phase: 'pre-upgrade', kind: 'Job', name: 'migrate', weight: -5, deletePolicies: ['hook-succeeded'] }),
    hook({
      phase: 'pre-upgrade',
      group: '',
      kind: 'ConfigMap',
      name: 'settings',
      action: 'replace',
      awaited: false,
      diff: '+data:\n+  a: "<b>"',
    }),
    hook({
      phase: 'post-upgrade',
      kind: 'Job',
      name: 'notify',
      action: 'update',
      deletePolicies: ['before-hook-creation', 'hook-failed'],
    }),
  ],
});

describe("the report of a chart's Helm hooks", () => {
  it('tells in the comment which Job hooks will run before and after the deploy, then each hook in order with its manifest', () => {
    const markdown = renderMarkdown(doc);
    expect(markdown).toContain(
      '> **Helm hooks**: `job.batch/migrate` will run before the members are written; `job.batch/notify` will run once the members are ready, before the prunes, and the deploy waits for each to complete.',
    );
    const lines = markdown
      .split('\n')
      .filter((line) => line.startsWith('<details><summary>') && line.includes('hook, weight'));
    expect(lines).toEqual([
      '<details><summary>job.batch/migrate -n shop (pre-upgrade hook, weight -5): created (server dry run); the deploy waits for it to complete; deleted once it succeeds</summary>',
      '<details><summary>configmap/settings -n shop (pre-upgrade hook, weight 0): deleted and created again (before-hook-creation) (server dry run)</summary>',
      '<details><summary>job.batch/notify -n shop (post-upgrade hook, weight 0): configured (server dry run); the deploy waits for it to complete; deleted if it fails</summary>',
    ]);
    // The manifest, from the pull request, is shown as text.
    expect(markdown).toContain('+  a: "<b>"');
    expect(markdown).not.toMatch(/<b>(?!")/);
  });

  it('lists them in the log, with their manifests in a preview', () => {
    const text = renderText(doc);
    expect(text).toContain(
      'Helm hooks, in the order they would run:\n  job.batch/migrate -n shop (pre-upgrade hook, weight -5): created (server dry run)',
    );
    expect(text).toContain('      +kind: Job');
    expect(renderText({ ...doc, mode: 'apply' })).not.toContain('+kind: Job');
  });
});
