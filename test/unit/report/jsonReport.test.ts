import { expect, it } from 'vitest';
import { renderJson } from '../../../src/report/jsonReport.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { planDocument, sampleObjects } from './planFixtures.ts';

it('round-trips the outcome, leaving out how many requests the run sent', () => {
  const { requests, ...reported } = planDocument(sampleObjects(), { warnings: ['a warning'] });
  expect(JSON.parse(renderJson({ ...reported, requests }))).toEqual(reported);
});

it('writes the same text however the document was built', () => {
  const doc = planDocument(sampleObjects());
  const reversed = reverseKeys(doc) as RunOutcome;
  expect(Object.keys(reversed)).not.toEqual(Object.keys(doc));
  expect(renderJson(reversed)).toBe(renderJson(doc));
});

it('leads with what a reader looks for first', () => {
  const lines = renderJson(planDocument(sampleObjects())).split('\n');
  expect(lines.slice(0, 3)).toEqual(['{', '  "mode": "preview",', '  "applyset": {']);
  const firstObject = lines.indexOf('  "objects": [');
  expect(lines.slice(firstObject + 2, firstObject + 8)).toEqual([
    '      "action": "unchanged",',
    '      "group": "",',
    '      "version": "v1",',
    '      "kind": "Service",',
    '      "namespace": "shop",',
    '      "name": "web",',
  ]);
});

function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reverseKeys(item)]));
}
