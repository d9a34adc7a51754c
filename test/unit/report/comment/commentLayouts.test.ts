import { describe, expect, it } from 'vitest';
import { failureMarkdown, fitInBytes, successMarkdown } from '../../../../src/report/comment/commentLayouts.ts';
import type { RunOutcome } from '../../../../src/outcome/runOutcome.ts';
import { planDocument, planObject } from '../planFixtures.ts';

const context = {
  title: undefined,
  commitSha: '0123456789abcdef',
  runUrl: 'https://github.com/acme/shop/actions/runs/1',
};

function documentWith(count: number, action: 'create' | 'prune' = 'create'): RunOutcome {
  const objects = Array.from({ length: count }, (_, i) => planObject({ action, name: `config-${i}` }));
  return planDocument(objects, {
    applyset: { id: 'applyset-abc-v1', parent: { group: '', kind: 'Secret', namespace: 'shop', name: 'shop' } },
    durationMs: 1200,
  });
}

describe('failureMarkdown', () => {
  it('shows only the error, with the commit and run, when the run failed before planning', () => {
    const text = failureMarkdown(
      { mode: 'preview', message: 'deploy/app.yaml:3: bad', outcome: undefined },
      context,
      65_000,
    );
    expect(text).toContain('### ApplySet preview failed');
    expect(text).toContain('deploy/app.yaml:3: bad');
    expect(text).toContain('Commit `0123456`');
  });

  it('names an apply in the headline of a failed apply', () => {
    const text = failureMarkdown({ mode: 'apply', message: 'conflict', outcome: undefined }, context, 65_000);
    expect(text).toContain('### ApplySet apply failed');
  });

  it('shows the error, then the plan, with the footer once, within the limit', () => {
    const failure = {
      mode: 'preview' as const,
      message: 'this run would prune 500 objects, more than max-prunes (10) allows',
      outcome: documentWith(500, 'prune'),
    };
    const text = failureMarkdown(failure, { ...context, title: 'Production' }, 8000, 'See the job summary.');

    expect(text.length).toBeLessThanOrEqual(8000);
    expect(text.indexOf('### Production failed')).toBe(0);
    expect(text).toContain('### Production: 0 to create, 0 to update, 500 to prune, 0 unchanged');
    expect(text).toContain('500 objects will be pruned');
    expect(text).toContain('See the job summary.');
    expect(text.split('Commit `0123456`')).toHaveLength(2);
  });

  it('gives a very long error at most half the room', () => {
    const failure = { mode: 'preview' as const, message: 'x'.repeat(100_000), outcome: documentWith(3) };
    const text = failureMarkdown(failure, context, 10_000);
    expect(text.length).toBeLessThanOrEqual(10_000);
    expect(text).toContain('`configmap/config-2`');
  });
});

describe('fitInBytes', () => {
  it('keeps text that fits as it is', () => {
    expect(fitInBytes((max) => successMarkdown(documentWith(2), context, max), 1024 * 1024)).toContain('2 to create');
  });

  it('shortens text whose characters take several bytes each until its UTF-8 fits', () => {
    const render = (max: number): string => 'é'.repeat(Math.min(max, 10_000));
    const text = fitInBytes(render, 10_000);
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(10_000);
    expect(text.length).toBeGreaterThan(4000);
  });
});
