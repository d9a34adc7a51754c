// How every report shows what goes with each prune: one line a prune, data flagged, the JSON structured.
import { describe, expect, it } from 'vitest';
import type { ObjectOutcome } from '../../../src/outcome/runOutcome.ts';
import type { PruneCascade } from '../../../src/plan/planTypes.ts';
import { destroyMarkdown } from '../../../src/action/setModeMarkdown.ts';
import { cascadePhrase, deletedWithLine } from '../../../src/report/cascadeReport.ts';
import { renderJson } from '../../../src/report/jsonReport.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { renderText } from '../../../src/report/textReport.ts';
import { planDocument, planObject } from './planFixtures.ts';

const web: PruneCascade = {
  deletes: [
    { group: 'apps', kind: 'ReplicaSet', count: 1 },
    { group: '', kind: 'Pod', count: 3 },
  ],
};
const db: PruneCascade = {
  deletes: [
    { group: '', kind: 'PersistentVolumeClaim', count: 2, data: true },
    { group: '', kind: 'PersistentVolume', count: 1, data: true },
    { group: '', kind: 'Pod', count: 2 },
  ],
};
const prune = (kind: string, name: string, cascade: PruneCascade, fields: Partial<ObjectOutcome> = {}) =>
  planObject({ action: 'prune', group: 'apps', kind, name, cascade, ...fields });

describe('what goes with each prune', () => {
  it('says it in one phrase: counts, lower bounds, namespaces, what is left behind and what could not be counted', () => {
    expect(cascadePhrase(web)).toBe('1 ReplicaSet, 3 Pods');
    expect(cascadePhrase(db)).toBe('2 PersistentVolumeClaims (data), 1 PersistentVolume (data), 2 Pods');
    expect(
      cascadePhrase({
        deletes: [{ group: '', kind: 'Pod', count: 500, atLeast: true }],
        notCounted: [
          { reason: 'forbidden', group: 'apps', kind: 'ReplicaSet', resource: 'replicasets', namespace: '' },
        ],
      }),
    ).toBe('at least 500 Pods; not counted: may not list replicasets');
    expect(cascadePhrase({ deletes: [], orphans: web.deletes })).toBe(
      'leaves 1 ReplicaSet, 3 Pods behind (propagation-policy Orphan)',
    );
    expect(
      cascadePhrase({ deletes: [{ group: 'x.io', kind: 'Policy', count: 4, namespaces: { shop: 3, '': 1 } }] }),
    ).toBe('4 Policies (3 in shop, 1 cluster-scoped)');
    expect(
      cascadePhrase({
        deletes: [],
        notCounted: [{ reason: 'too many', group: '', kind: 'Pod', resource: 'pods', namespace: 'shop' }],
      }),
    ).toBe('not counted: too many pods in shop to list');
  });

  it('lists them in the prune warning of the comment, one line a prune, the data lost in bold', () => {
    const doc = planDocument([
      prune('Deployment', 'web', web),
      prune('StatefulSet', 'db', db),
      planObject({ action: 'prune', name: 'old' }),
    ]);
    const markdown = renderMarkdown(doc);
    expect(markdown).toContain(
      [
        '> **3 objects will be pruned**: no longer in the manifests, they will be deleted from the cluster on apply.',
        '>',
        '> With them go what they own and hold:',
        '> - `deployment.apps/web` in `shop`: 1 ReplicaSet, 3 Pods',
        '> - `statefulset.apps/db` in `shop`: **2 PersistentVolumeClaims**, **1 PersistentVolume**, 2 Pods',
        '> **Data will be lost with them**: 2 PersistentVolumeClaims, 1 PersistentVolume, which applying again does not bring back.',
      ].join('\n'),
    );
  });

  it('says what went after an apply, for what was pruned only', () => {
    const doc = planDocument(
      [prune('Deployment', 'web', web, { result: 'pruned' }), prune('StatefulSet', 'db', db, { result: 'kept' })],
      { mode: 'apply' },
    );
    const markdown = renderMarkdown(doc);
    expect(markdown).toContain(
      '> With them went what they own and hold:\n> - `deployment.apps/web` in `shop`: 1 ReplicaSet, 3 Pods\n\n',
    );
    expect(renderText(doc)).toContain('deployment.apps/web pruned\n    took with it: 1 ReplicaSet, 3 Pods\n');
  });

  it('writes a line under each prune in the terminal, and the counts in the JSON beside the text of destroys', () => {
    const doc = planDocument([prune('StatefulSet', 'db', db)]);
    expect(renderText(doc)).toContain(
      'statefulset.apps/db pruned (server dry run)\n    takes with it: 2 PersistentVolumeClaims (data), 1 PersistentVolume (data), 2 Pods\n',
    );
    const json = JSON.parse(renderJson(doc)) as { objects: ObjectOutcome[] };
    expect(json.objects[0]?.cascade).toEqual(db);
  });

  it('escapes names from the cluster', () => {
    const doc = planDocument([
      prune('Deployment', 'web', {
        deletes: [{ group: 'x.io', kind: 'Gizmo', count: 1, namespaces: { '*bold*': 1 } }],
      }),
    ]);
    expect(renderMarkdown(doc)).toContain('1 Gizmo (1 in \\*bold\\*)');
  });
});

describe('what went with each member delete deleted', () => {
  it('says it in the text and in the destroy comment, the data in bold', () => {
    const ref = { group: 'apps', kind: 'StatefulSet', namespace: 'shop', name: 'db' };
    expect(deletedWithLine(ref, db)).toBe(
      'statefulset.apps/db (namespace shop) took with it: 2 PersistentVolumeClaims (data), 1 PersistentVolume (data), 2 Pods',
    );
    const markdown = destroyMarkdown(
      { members: [{ ref, outcome: 'deleted', cascade: db }], parent: 'deleted' },
      { group: '', kind: 'Secret', namespace: 'shop', name: 'set' },
      { maxLength: 65_000 },
    );
    expect(markdown).toContain(
      '- `statefulset.apps/db` in namespace `shop` deleted, with **2 PersistentVolumeClaims**, **1 PersistentVolume**, 2 Pods\n',
    );
  });
});
