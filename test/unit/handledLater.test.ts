import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { handledLater } from '../../src/common/handledLater.ts';

// A promise started now and awaited later: its rejection is no unhandled one meanwhile, and still
// reaches whoever awaits it.
const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', record);
});
afterEach(() => {
  process.off('unhandledRejection', record);
});

it('keeps a failure from being an unhandled rejection until it is awaited, then throws it there', async () => {
  const failure = new Error('the connection failed');
  const later = handledLater(Promise.reject(failure));
  await tick();
  await tick();

  expect(unhandled).toEqual([]);
  await expect(later).rejects.toBe(failure);
});

it('hands back the same promise, and passes undefined through', async () => {
  const answer = Promise.resolve(42);

  expect(handledLater(answer)).toBe(answer);
  expect(handledLater(undefined)).toBeUndefined();
  expect(await answer).toBe(42);
});
