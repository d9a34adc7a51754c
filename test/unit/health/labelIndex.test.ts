import { describe, expect, it } from 'vitest';
import { LabeledObjects, SelectorIndex } from '../../../src/health/labelIndex.ts';
import { type LabelSelector, selectorMatches } from '../../../src/health/labelSelector.ts';

// A small world of labels, so that selectors and objects overlap often.
const KEYS = ['app', 'tier', 'pod-template-hash'];
const VALUES = ['a', 'b', 'c'];

function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function labelsFrom(random: () => number): Record<string, string> {
  return Object.fromEntries(
    KEYS.filter(() => random() < 0.7).map((key) => [key, VALUES[Math.floor(random() * VALUES.length)]!]),
  );
}

function selectorFrom(random: () => number): LabelSelector {
  const matchLabels = random() < 0.8 ? labelsFrom(random) : {};
  const matchExpressions =
    random() < 0.4
      ? [
          {
            key: KEYS[Math.floor(random() * KEYS.length)]!,
            operator: random() < 0.5 ? 'Exists' : 'In',
            values: ['a', 'b'],
          },
        ]
      : [];
  return { matchLabels, matchExpressions };
}

describe('LabeledObjects', () => {
  it('finds exactly the objects a selector matches, as reading every object would, through additions and removals', () => {
    const random = seeded(7);
    interface Labeled {
      name: string;
      labels: Record<string, string>;
    }
    const index = new LabeledObjects<Labeled>();
    const objects = new Map<string, Labeled>();
    for (let round = 0; round < 400; round++) {
      const name = `o${Math.floor(random() * 60)}`;
      const before = objects.get(name);
      if (before) index.delete(before, before.labels);
      objects.delete(name);
      if (random() < 0.75) {
        const object = { name, labels: labelsFrom(random) };
        objects.set(name, object);
        index.add(object, object.labels);
      }
      const selector = selectorFrom(random);
      const expected = [...objects.values()]
        .filter((o) => selectorMatches(selector, o.labels))
        .map((o) => o.name)
        .sort();
      expect(
        index
          .matching(selector, (o) => o.labels)
          .map((o) => o.name)
          .sort(),
        JSON.stringify(selector),
      ).toEqual(expected);
    }
  });
});

describe('SelectorIndex', () => {
  it("offers every workload whose selector matches an object's labels, each under its latest selector only", () => {
    const random = seeded(11);
    const index = new SelectorIndex<string>();
    const selectors = new Map<string, LabelSelector>();
    for (let round = 0; round < 400; round++) {
      const name = `w${Math.floor(random() * 40)}`;
      if (random() < 0.2) {
        index.delete(name);
        selectors.delete(name);
      } else {
        const selector = selectorFrom(random);
        index.set(name, selector);
        selectors.set(name, selector);
      }
      const labels = labelsFrom(random);
      const candidates = index.candidates(labels);
      const matching = [...selectors].filter(([, selector]) => selectorMatches(selector, labels)).map(([n]) => n);
      expect(candidates.filter((n) => selectorMatches(selectors.get(n)!, labels)).sort()).toEqual(matching.sort());
      expect(candidates.every((n) => selectors.has(n))).toBe(true);
    }
  });
});
