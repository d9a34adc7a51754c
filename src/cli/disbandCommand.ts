import { defineCommand } from './commandSpec.ts';
import { CONNECTION_FLAGS, outputFlag, PARENT_FLAG, setArgs, WRITE_FLAGS } from './setFlags.ts';

const OUTPUTS = ['text', 'json'] as const;

/** `disband`: the members leave the set and stay; the parent goes. */
export const disbandCommand = defineCommand({
  name: 'disband',
  summary: "unlabel a set's members (they stay), delete its parent",
  usage: 'Usage: applyset-action disband --applyset <parent> [-n NS] [--adopt] [-o text|json]',
  about: `Dissolves the set, under its lock: removes the applyset.kubernetes.io/part-of label from every member
(the objects stay, no longer managed), then deletes the parent.`,
  flags: { ...PARENT_FLAG, ...CONNECTION_FLAGS, ...WRITE_FLAGS, ...outputFlag(OUTPUTS) },
  outputs: OUTPUTS,
  exitCodes: 'Exit codes: 0 disbanded; 1 an error (nothing changed when it came before the first member).',
  parse: (values) => ({
    ...setArgs('disband', values, OUTPUTS),
    fieldManager: values['field-manager'] ?? 'applyset-action',
  }),
  opens: () => 'write',
  run: async (args, { set }) => (await import('../sets/disband.ts')).disbandSet(set, args.fieldManager),
});
