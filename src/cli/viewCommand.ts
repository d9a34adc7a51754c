import { defineCommand } from './commandSpec.ts';
import { CONNECTION_FLAGS, EXIT_READ, outputFlag, PARENT_FLAG, setArgs } from './setFlags.ts';

const OUTPUTS = ['text', 'json', 'yaml', 'name'] as const;

/** `view`: a set's members, and their health when asked. */
export const viewCommand = defineCommand({
  name: 'view',
  summary: "list a set's members (and their health)",
  usage: 'Usage: applyset-action view --applyset <parent> [-n NS] [-o name|json|yaml|text] [--health]',
  about: `The set's members, found the way prune finds them: one metadata-only LIST per recorded kind and
namespace. -o name prints kubectl names (configmap/app), one a line, for other tools.`,
  flags: {
    ...PARENT_FLAG,
    ...CONNECTION_FLAGS,
    health: { type: 'boolean', help: "read whole objects and say each one's health (kstatus's rules)" },
    ...outputFlag(OUTPUTS, 'text (default), name, json or yaml'),
  },
  outputs: OUTPUTS,
  exitCodes: EXIT_READ,
  parse: (values) => ({ ...setArgs('view', values, OUTPUTS), health: values.health ?? false }),
  opens: () => 'read',
  run: async (args, { set }) => (await import('../sets/view.ts')).viewSet(set, { health: args.health }),
});
