import { defineCommand } from './commandSpec.ts';
import { ALL_NAMESPACES_FLAG, CONNECTION_FLAGS, EXIT_READ, outputFlag, setArgs } from './setFlags.ts';

const OUTPUTS = ['text', 'json'] as const;

/** `list`: the ApplySets the caller can read. */
export const listCommand = defineCommand({
  name: 'list',
  summary: 'list the ApplySets you can read',
  usage: 'Usage: applyset-action list [-n NS | -A] [-o text|json]',
  about: `Lists every ApplySet parent you can read: Secrets and ConfigMaps with the applyset.kubernetes.io/id
label, and custom resources of kinds whose CRD carries applyset.kubernetes.io/is-parent-type. For
each: the parent, its tooling (ours, kubectl, other), the member count (found the way prune finds
members), the kinds and namespaces it records, the last deploy its history records.`,
  flags: { ...ALL_NAMESPACES_FLAG, ...CONNECTION_FLAGS, ...outputFlag(OUTPUTS) },
  outputs: OUTPUTS,
  exitCodes: EXIT_READ,
  parse: (values) => ({ ...setArgs('list', values, OUTPUTS, false), allNamespaces: values['all-namespaces'] ?? false }),
  opens: () => 'cluster',
  run: async (args, { cluster }) => {
    const { listSets } = await import('../sets/list.ts');
    return listSets(
      cluster,
      args.allNamespaces ? '' : (args.target.namespace ?? cluster.defaultNamespace ?? 'default'),
    );
  },
});
