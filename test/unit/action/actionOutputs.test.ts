import { describe, expect, it } from 'vitest';
import { planOutput } from '../../../src/action/actionOutputs.ts';
import { renderJson } from '../../../src/report/jsonReport.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { planDocument, planObject } from '../report/planFixtures.ts';

function documentWithDiffs(count: number, diffLength: number): RunOutcome {
  const objects = Array.from({ length: count }, (_, i) =>
    planObject({ action: 'update', name: `config-${i}`, diff: `+${'x'.repeat(diffLength)}\n` }),
  );
  return planDocument(objects, {
    applyset: { id: 'applyset-abc-v1', parent: { group: '', kind: 'Secret', namespace: 'shop', name: 'shop' } },
    durationMs: 10,
  });
}

describe('planOutput', () => {
  it('is the whole JSON document when it fits in a step output', () => {
    const doc = documentWithDiffs(3, 100);
    expect(planOutput(doc)).toBe(renderJson(doc));
  });

  it('leaves the diffs out, keeping every object, when the whole document is over 1 MB', () => {
    const plan = planOutput(documentWithDiffs(20, 100_000));
    const parsed = JSON.parse(plan ?? '') as RunOutcome;
    expect(parsed.objects).toHaveLength(20);
    expect(parsed.objects.every((obj) => obj.diff === undefined)).toBe(true);
    expect(parsed.summary.update).toBe(20);
  });

  it('is undefined when even the objects alone are over 1 MB', () => {
    expect(planOutput(documentWithDiffs(10_000, 0))).toBeUndefined();
  });
});
