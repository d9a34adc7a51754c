import { defineCommand } from './commandSpec.ts';
import { CONNECTION_FLAGS, EXIT_READ, outputFlag, PARENT_FLAG, setArgs } from './setFlags.ts';

const OUTPUTS = ['text', 'json'] as const;

/** `history`: the deploys a set's parent records. */
export const historyCommand = defineCommand({
  name: 'history',
  summary: "show the deploys a set's parent records",
  usage: 'Usage: applyset-action history --applyset <parent> [-n NS] [-o text|json]',
  about: `The deploys the parent records (applyset-action.github.io/history, the last 10), newest first:
time, result, commit, actor, counts (+created ~updated -pruned) and the run's link.`,
  flags: { ...PARENT_FLAG, ...CONNECTION_FLAGS, ...outputFlag(OUTPUTS) },
  outputs: OUTPUTS,
  exitCodes: EXIT_READ,
  parse: (values) => setArgs('history', values, OUTPUTS),
  opens: () => 'read',
  run: async (_args, { set }) => (await import('../sets/history.ts')).historyOf(set),
});
