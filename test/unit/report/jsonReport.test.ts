import { describe, expect, it } from 'vitest';
import { UserError, UserErrors } from '../../../src/common/errors.ts';
import {
  errorDocument,
  jsonPieces,
  renderErrorJson,
  renderJson,
  SCHEMA_VERSION,
} from '../../../src/report/jsonReport.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { planDocument, sampleObjects } from './planFixtures.ts';

it('round-trips the outcome, leaving out how many requests the run sent, under its schema version', () => {
  const { requests, ...reported } = planDocument(sampleObjects(), { warnings: ['a warning'], dryRunsSkipped: 3 });
  expect(JSON.parse(renderJson({ ...reported, requests }))).toEqual({ schemaVersion: SCHEMA_VERSION, ...reported });
  expect(SCHEMA_VERSION).toBe(1);
});

it('writes the same text however the document was built', () => {
  const doc = planDocument(sampleObjects());
  const reversed = reverseKeys(doc) as RunOutcome;
  expect(Object.keys(reversed)).not.toEqual(Object.keys(doc));
  expect(renderJson(reversed)).toBe(renderJson(doc));
});

it('leads with what a reader looks for first', () => {
  const lines = renderJson(planDocument(sampleObjects())).split('\n');
  expect(lines.slice(0, 4)).toEqual(['{', '  "schemaVersion": 1,', '  "mode": "preview",', '  "applyset": {']);
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

it("is JSON.stringify's own indentation, piece by piece, with or without objects, an error and undefined fields", () => {
  const objects = sampleObjects();
  const withDiff = planDocument(objects, { warnings: ['two\nlines', 'control \u001b[2J'], dryRunsSkipped: undefined });
  const error = errorDocument(new UserError('failed\nhere', { hint: 'h' }));
  for (const [doc, failure] of [
    [withDiff, undefined],
    [planDocument([]), undefined],
    [withDiff, error],
  ] as const) {
    const pieces = [...jsonPieces(doc, failure, 'apply')];
    expect(pieces.length).toBeGreaterThan(doc.objects.length);
    const text = pieces.join('');
    expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2));
    expect(text).toBe(renderJson(doc, failure, 'apply'));
  }
});

function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reverseKeys(item)]),
  );
}

describe("a failed run's document", () => {
  it('holds the error beside the outcome of what was planned and done, first after the schema version', () => {
    const error = new UserError('timed out after 5m waiting for 1 object', {
      hint: 'raise timeout',
      source: { file: 'k8s/web.yaml', line: 12 },
    });
    const json = renderJson(planDocument(sampleObjects(), { mode: 'apply' }), errorDocument(error));
    expect(json.split('\n').slice(0, 3)).toEqual(['{', '  "schemaVersion": 1,', '  "error": {']);
    expect(JSON.parse(json)).toMatchObject({
      error: { message: 'timed out after 5m waiting for 1 object', hint: 'raise timeout', source: 'k8s/web.yaml:12' },
      mode: 'apply',
      objects: expect.arrayContaining([expect.objectContaining({ name: 'web' })]) as unknown,
    });
  });

  it('is the error alone when the run failed before it planned, each problem of several with its own place', () => {
    const problems = new UserErrors([
      new UserError('bad', { source: { file: 'a.yaml', line: 1 } }),
      new UserError('worse', { hint: 'mend it' }),
    ]);
    expect(JSON.parse(renderErrorJson(errorDocument(problems)))).toEqual({
      schemaVersion: 1,
      error: {
        message: '2 problems found',
        problems: [
          { message: 'bad', source: 'a.yaml:1' },
          { message: 'worse', hint: 'mend it' },
        ],
      },
    });
    expect(errorDocument(new UserErrors([new UserError('one', { hint: 'h' })]))).toEqual({ message: 'one', hint: 'h' });
    expect(errorDocument(new TypeError('x is undefined'))).toEqual({
      message: 'x is undefined',
      hint: expect.stringContaining('a bug in applyset-action') as string,
    });
  });
});
