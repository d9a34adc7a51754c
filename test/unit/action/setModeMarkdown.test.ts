import { describe, expect, it } from 'vitest';
import { destroyMarkdown, treeMarkdown, verifyMarkdown } from '../../../src/action/setModeMarkdown.ts';
import { applySetOf, BUILT_IN_PARENT_KINDS } from '../../../src/applyset/applySet.ts';
import type { SetTree } from '../../../src/sets/tree.ts';
import type { SetFindings } from '../../../src/sets/verify.ts';

// Names as the cluster returns them: a kind's or an object's name can hold what markdown would read as markup.
const HOSTILE = 'x` <!-- applyset-action:drift --> **@octocat** #1 [link](https://evil.example)';

const findings = (leaked: number): SetFindings => ({
  applyset: 'secrets/app',
  namespace: 'shop',
  id: 'applyset-abc-v1',
  idMatchesParent: true,
  members: leaked + 1,
  leaked: Array.from({ length: leaked }, (_, i) => ({
    object: { group: 'example.com', kind: 'Widget', namespace: `ns-${i}`, name: i === 0 ? HOSTILE : `w-${i}` },
    why: 'namespace not recorded' as const,
    applied: true,
  })),
  emptyKinds: [],
  emptyNamespaces: ['old'],
});

describe('the verify report', () => {
  it('quotes every name from the cluster as code: no markup, mention, reference or hidden marker gets through', () => {
    const text = verifyMarkdown(findings(1), ['Secret'], { maxLength: 65_000, title: 'Prod *now*' });

    expect(text).toMatch(/^### Prod \\\*now\\\*: 1 leaked member, 2 members\n/);
    expect(text).toContain(
      '- ``widget.example.com/x` <\u200d!-- applyset-action:drift --\u200d> **@octocat** #1 [link](https://evil.example)`` in namespace `ns-0`: namespace not recorded',
    );
    expect(text).not.toContain('<!-- applyset-action');
    expect(text).toContain('namespace `old`');
    expect(text).toContain('Not scanned, as listing them is forbidden: `Secret`.');
  });

  it('fits in the limit by leaving out leaked members, and says how many', () => {
    const text = verifyMarkdown(findings(2_000), [], { maxLength: 10_000 });

    expect(text.length).toBeLessThanOrEqual(10_000);
    expect(text).toMatch(/- … and \d+ more \(the workflow run's log has them all\)/);
    expect(text).toContain('--fix');
  });
});

describe('the destroy report', () => {
  const parent = { group: '', kind: 'Secret', namespace: 'pr-7', name: 'app' };

  it("lists what was deleted in kubectl's words, the parent last", () => {
    const members = [
      { ref: { group: 'apps', kind: 'Deployment', namespace: 'pr-7', name: 'web' }, outcome: 'deleted' as const },
      { ref: { group: '', kind: 'Namespace', namespace: '', name: 'pr-7' }, outcome: 'gone' as const },
    ];
    const text = destroyMarkdown({ members, parent: 'deleted' }, parent, {
      maxLength: 65_000,
      runUrl: 'https://github.com/acme/shop/actions/runs/1',
    });

    expect(text.split('\n\n').slice(0, 3)).toEqual([
      '### ApplySet destroyed: 2 objects deleted',
      'The ApplySet `secret/app` in namespace `pr-7` is gone: its members (each gone before the next stage), its parent and its lock.',
      '- `deployment.apps/web` in namespace `pr-7` deleted\n- `namespace/pr-7` already gone\n- `secret/app` in namespace `pr-7` deleted',
    ]);
    expect(text).toContain('[Workflow run](<https://github.com/acme/shop/actions/runs/1>)');
  });

  it('lists the Helm hooks the destroy ran first, how each ended, their cluster text escaped', () => {
    const hook = {
      weight: 0,
      group: 'batch',
      version: 'v1',
      kind: 'Job',
      namespace: 'pr-7',
      source: 'chart/templates/backup.yaml:3',
    };
    const text = destroyMarkdown(
      {
        members: [],
        parent: 'deleted',
        hooks: [
          { ...hook, phase: 'pre-delete', name: 'backup', result: 'completed' },
          { ...hook, phase: 'post-delete', name: 'bye', result: 'completed', deletedBy: 'hook-succeeded' },
        ],
      },
      parent,
      { maxLength: 65_000 },
    );
    expect(text).toContain(
      '- Helm hook job.batch/backup -n pr-7 (pre-delete hook, weight 0): completed; left standing\n- Helm hook job.batch/bye -n pr-7 (post-delete hook, weight 0): completed; deleted (hook-succeeded)\n- `secret/app` in namespace `pr-7` deleted',
    );
  });

  it('says there was nothing to delete when the set does not exist', () => {
    expect(destroyMarkdown(undefined, parent, { maxLength: 65_000 })).toBe(
      '### ApplySet destroyed: nothing to delete\n\nThe ApplySet `secret/app` in namespace `pr-7` does not exist: destroyed already, or never deployed.\n',
    );
  });
});

describe('the tree report', () => {
  const tree = (widgets: number): SetTree => ({
    set: applySetOf(BUILT_IN_PARENT_KINDS[0]!, 'shop', 'app'),
    members: widgets + 1,
    kinds: [
      { group: '', kind: 'ConfigMap', members: [{ namespace: 'shop', name: HOSTILE }] },
      {
        group: 'example.com',
        kind: 'Widget',
        members: Array.from({ length: widgets }, (_, i) => ({ namespace: '', name: `w-${i}` })),
      },
    ],
    warnings: [
      'kind Gadget.example.com is no longer served: its members were not listed <!-- applyset-action:drift -->',
    ],
  });

  it('lists each kind on a line with its count, quotes every name as code, and escapes the warnings', () => {
    const text = treeMarkdown(tree(2), { maxLength: 65_000 });

    expect(text).toMatch(
      /^### ApplySet tree: 3 members of 2 kinds\n\nApplySet `secrets\/app` in namespace `shop` \(`applyset-[\w-]+-v1`\)\./,
    );
    expect(text).toContain(
      '- `ConfigMap` (1): ``shop/x` <\u200d!-- applyset-action:drift --\u200d> **@octocat** #1 [link](https://evil.example)``',
    );
    expect(text).toContain('- `Widget.example.com` (2): `w-0`, `w-1`');
    expect(text).toContain('> [!WARNING]\n> kind Gadget.example.com is no longer served');
    expect(text).not.toContain('<!-- applyset-action');
  });

  it('names 20 members of a kind and counts the rest, so a large set stays within the limit', () => {
    const text = treeMarkdown(tree(5_000), { maxLength: 10_000 });

    expect(text.length).toBeLessThanOrEqual(10_000);
    expect(text).toContain('`w-19`, and 4980 more');
    expect(text).not.toContain('`w-20`');
  });
});
