import { defineCommand } from './commandSpec.ts';
import { CONNECTION_FLAGS, EXIT_READ, outputFlag, PARENT_FLAG, setArgs } from './setFlags.ts';

const OUTPUTS = ['text', 'json'] as const;

/** `tree`: a set's members under their kinds. */
export const treeCommand = defineCommand({
  name: 'tree',
  summary: "show a set's members grouped by kind",
  usage: 'Usage: applyset-action tree --applyset <parent> [-n NS] [-o text|json]',
  about: `The set's members, found the way prune finds them (as view finds them), under their kinds: each
kind (ConfigMap, Deployment.apps) on a line, then its members indented, namespace/name.`,
  flags: { ...PARENT_FLAG, ...CONNECTION_FLAGS, ...outputFlag(OUTPUTS) },
  outputs: OUTPUTS,
  exitCodes: EXIT_READ,
  parse: (values) => setArgs('tree', values, OUTPUTS),
  opens: () => 'read',
  run: async (_args, { set }) => (await import('../sets/tree.ts')).treeOfSet(set),
});
