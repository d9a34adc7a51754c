import { readFile, readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { shopExampleFiles } from '../../e2eFileGroups.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
/** What takes examples/shop's lock: the lock itself, and the two helpers that deploy the example under it. */
const TAKES_THE_LOCK = /\b(SHOP_EXAMPLE_LOCK|onClusterWithoutShop|useShopExample)\b/;

it("lists every e2e file that takes examples/shop's lock, and no other, for the order to space them out", async () => {
  const entries = await readdir(join(ROOT, 'test/e2e'), { recursive: true });
  const files = entries.filter((entry) => entry.endsWith('.test.ts')).map((entry) => join(ROOT, 'test/e2e', entry));
  const holders: string[] = [];
  for (const file of files) if (TAKES_THE_LOCK.test(await readFile(file, 'utf8'))) holders.push(relative(ROOT, file));
  expect(holders.sort()).toEqual([...shopExampleFiles].sort());
});
