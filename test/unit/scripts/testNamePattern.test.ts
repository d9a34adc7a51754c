// npm run each-test-alone ran a parameterized test (it.for) by its template, `on %i cores`, which matched none of its
// cases: that test always "failed alone".
import { expect, it } from 'vitest';
import { exactly, isTemplate } from '../../../scripts/testNamePattern.ts';

const matches = (name: string, fullName: string) => new RegExp(exactly(name)).test(fullName);

it('runs every case of a parameterized test by its template, and no other test', () => {
  const template = 'on %i cores, every project runs %i files at once';
  expect(isTemplate(template)).toBe(true);
  expect(matches(template, 'npm test > on 2 cores, every project runs 3 files at once')).toBe(true);
  expect(matches(template, 'npm test > on 64 cores, every project runs 4 files at once')).toBe(true);
  expect(matches(template, 'npm test > runs a unit file and an e2e file together on 4 cores')).toBe(false);
  expect(matches('reads $file, 100%% of it', 'suite > reads a.yaml, 100% of it')).toBe(true);
});

it('runs a plain test by its whole name only, its regular-expression characters taken as they are', () => {
  const name = 'keeps (a) [b] 1.5 s, $ and % as text';
  expect(isTemplate(name)).toBe(false);
  expect(matches(name, `file > ${name}`)).toBe(true);
  expect(matches(name, 'file > keeps a b 1x5 s, $ and % as text')).toBe(false);
  expect(matches(name, `file > ${name} too`)).toBe(false);
});
