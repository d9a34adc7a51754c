// The steps of a story test name themselves in a failure (test/step.ts).
import { expect, it } from 'vitest';
import { step } from '../step.ts';

it('gives back what the step returns, and names the step in the message of what it throws, assertions included', async () => {
  expect(await step('apply', () => 3)).toBe(3);
  const thrown = await step('refuse', () => expect(1).toBe(2)).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Error);
  expect((thrown as Error).message).toMatch(/^step "refuse": expected 1 to be 2/);
  await expect(step('destroy', () => Promise.reject(new Error('gone')))).rejects.toThrow(/^step "destroy": gone$/);
  await expect(step('re-run', () => Promise.reject('a string'))).rejects.toThrow(/^step "re-run": a string$/);
});
