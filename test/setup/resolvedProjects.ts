/**
 * Resolves vitest.config.ts as `vitest run` does, without running any test, and prints each project's
 * name, group and worker count as JSON. Run it with test/setup/reportedCores.ts to see the config on a
 * machine of another size.
 */
import { resolve } from 'node:path';
import { createVitest } from 'vitest/node';

const root = resolve(import.meta.dirname, '../..');
const vitest = await createVitest('test', {
  root,
  config: resolve(root, 'vitest.config.ts'),
  watch: false,
  reporters: [],
});
try {
  const projects = vitest.projects.map(({ name, config }) => ({
    name,
    groupOrder: config.sequence.groupOrder,
    maxWorkers: config.maxWorkers,
  }));
  process.stdout.write(`${JSON.stringify(projects)}\n`);
} finally {
  await vitest.close();
}
