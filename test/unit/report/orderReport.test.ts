import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { renderText } from '../../../src/report/textReport.ts';
import { planDocument, planObject } from './planFixtures.ts';

describe('the order in the reports', () => {
  const ordered = [
    planObject({ action: 'create', group: 'batch', kind: 'Job', name: 'migrate', order: 1 }),
    planObject({ action: 'create', name: 'config', order: 1 }),
    planObject({ action: 'create', group: 'apps', kind: 'Deployment', name: 'web', order: 2 }),
    planObject({ action: 'prune', group: 'apps', kind: 'Deployment', name: 'old', order: 1 }),
    planObject({ action: 'prune', name: 'old-config', order: 2 }),
  ];

  it('lists the groups of a preview whose objects declare dependencies, applies and prunes', () => {
    const markdown = renderMarkdown(planDocument(ordered));
    expect(markdown).toContain(
      [
        '**Apply order** (`config.kubernetes.io/depends-on`): 2 groups, each applied once what it depends on is ready',
        '',
        '1. `job.batch/migrate` in `shop`, `configmap/config` in `shop`',
        '2. `deployment.apps/web` in `shop`',
        '',
        '**Prune order** (`config.kubernetes.io/depends-on`): 2 groups, each pruned once what depends on it is gone',
        '',
        '1. `deployment.apps/old` in `shop`',
        '2. `configmap/old-config` in `shop`',
      ].join('\n'),
    );
    expect(renderText(planDocument(ordered)).split('\n')).toEqual(
      expect.arrayContaining([
        'Apply order (config.kubernetes.io/depends-on):',
        '  1. job.batch/migrate, configmap/config',
        '  2. deployment.apps/web',
      ]),
    );
  });

  it('says nothing of order when no object declares a dependency', () => {
    const plain = ordered.map(({ order: _order, ...obj }) => obj);
    expect(renderMarkdown(planDocument(plain))).not.toContain('order**');
    expect(renderText(planDocument(plain))).not.toContain('order (');
  });
});
