import { describe, expect, it } from 'vitest';
import { SecretScrubber } from '../../../src/action/secretScrubber.ts';

describe('SecretScrubber', () => {
  it('replaces every known value in every string of a document, the longest first', () => {
    const scrubber = new SecretScrubber();
    scrubber.add(['hunter2-pass', 'hunter2-pass-extended', 'a.b*c']);
    const doc = {
      message: 'denied: hunter2-pass-extended and hunter2-pass',
      objects: [{ reason: 'x a.b*c y', count: 3 }],
    };
    expect(scrubber.deep(doc)).toEqual({ message: 'denied: *** and ***', objects: [{ reason: 'x *** y', count: 3 }] });
    expect(doc.message).toBe('denied: hunter2-pass-extended and hunter2-pass');
  });

  it("leaves the document's own words alone: a Secret holding 'prune' does not turn a prune into ***", () => {
    const scrubber = new SecretScrubber();
    scrubber.add(['prune', 'ready']);
    const doc = {
      mode: 'apply',
      objects: [{ action: 'prune', result: 'pruned', health: 'ready', message: 'ready to prune' }],
    };
    expect(scrubber.deep(doc)).toEqual({
      mode: 'apply',
      objects: [{ action: 'prune', result: 'pruned', health: 'ready', message: '*** to ***' }],
    });
  });

  it("never rewrites the document's structure, and says once of each value too short to scrub safely, which it leaves", () => {
    const tooShort: number[] = [];
    const scrubber = new SecretScrubber((length) => tooShort.push(length));
    scrubber.add(['e', 'ab', 'e', 'file']);
    scrubber.add(['ab']);
    const doc = {
      layout: 'file',
      mode: 'preview',
      targets: [{ name: 'web', error: 'the file is here', outcome: { stopped: 'failed' } }],
    };
    expect(scrubber.deep(doc)).toEqual({
      layout: 'file',
      mode: 'preview',
      targets: [{ name: 'web', error: 'the *** is here', outcome: { stopped: 'failed' } }],
    });
    expect(tooShort).toEqual([1, 2]);
    expect(scrubber.text('keep every e and ab')).toBe('keep every e and ab');
  });

  it('changes nothing before it knows a value', () => {
    const doc = { message: 'hello' };
    expect(new SecretScrubber().deep(doc)).toBe(doc);
  });
});
