import { UserError } from '../common/errors.ts';
import { parseGroupKind } from '../kube/objectRef.ts';
import { defineCommand } from './commandSpec.ts';
import { CONNECTION_FLAGS, LOCK_TIMEOUT_FLAG, outputFlag, PARENT_FLAG, setArgs } from './setFlags.ts';

const OUTPUTS = ['text', 'json'] as const;

/** `migrate`: a set pruned by label (kubectl apply --prune -l) taken over as an ApplySet. */
export const migrateCommand = defineCommand({
  name: 'migrate',
  summary: 'take over a set pruned by label (kubectl apply --prune -l)',
  usage:
    'Usage: applyset-action migrate --applyset <parent> [-n NS] -l, --selector key=val [--kinds K,...] [--dry-run] [-o text|json]',
  about: `KEP-3659's generate-applyset: takes over a set pruned the legacy way (kubectl apply --prune -l
key=val). The objects legacy prune would consider (the selector; kubectl's default allow-list of kinds
unless --kinds names them; in the namespace, cluster-wide for Namespaces and PersistentVolumes; made
by kubectl apply) become members, under the set's lock: the parent is written first, recording
exactly their kinds and namespaces, then each object gets the part-of label, and the fields kubectl's
client-side apply owned are handed to --field-manager's server-side apply (as kubectl's csaupgrade
does). The first apply of the same manifests after it, with that field manager, writes nothing and
prunes what the legacy prune would have.`,
  flags: {
    ...PARENT_FLAG,
    ...CONNECTION_FLAGS,
    selector: { type: 'string', short: 'l', value: '<key=val>', help: 'the label selector the legacy prune used' },
    kinds: {
      type: 'string',
      value: '<kinds>',
      help: "Kind or Kind.group, comma-separated (default: kubectl's allow-list)",
    },
    'dry-run': { type: 'boolean', help: 'list what it would take; write nothing' },
    ...LOCK_TIMEOUT_FLAG,
    'field-manager': {
      type: 'string',
      value: '<name>',
      help: "the applies' field manager, which takes the fields over (default applyset-action)",
    },
    ...outputFlag(OUTPUTS),
  },
  outputs: OUTPUTS,
  exitCodes:
    'Exit codes: 0 done; 1 an error, or a refusal (the parent exists, an object belongs to a set: nothing written).',
  parse: (values) => {
    if (!values.selector)
      throw new UserError('migrate needs --selector, the label selector kubectl apply --prune -l was given', {
        hint: 'e.g. applyset-action migrate --applyset my-app -n my-namespace --selector app=my-app',
      });
    return {
      ...setArgs('migrate', values, OUTPUTS),
      selector: values.selector,
      kinds: values.kinds
        ?.split(',')
        .map((kind) => kind.trim())
        .filter((kind) => kind !== '')
        .map(parseGroupKind),
      dryRun: values['dry-run'] ?? false,
      fieldManager: values['field-manager'] ?? 'applyset-action',
    };
  },
  // Its parent does not exist yet: migrateSet opens the set, and locks it unless --dry-run, itself.
  opens: () => 'nothing',
  run: async (args, _session, { environment }) => {
    const [{ printErr }, { migrateSet }] = await Promise.all([import('./output.ts'), import('../sets/migrate.ts')]);
    const { applyset } = args.target;
    if (!applyset) throw new Error('migrate was parsed without --applyset');
    return migrateSet(
      { ...args.target, applyset, environment },
      {
        selector: args.selector,
        kinds: args.kinds,
        dryRun: args.dryRun,
        lockTimeoutSeconds: args.lockTimeoutSeconds,
        fieldManager: args.fieldManager,
        info: printErr,
      },
    );
  },
});
