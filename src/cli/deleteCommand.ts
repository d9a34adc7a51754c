import { UserError } from '../common/errors.ts';
import { DESTRUCTIVE_KINDS, destructiveConsent } from '../options/options.ts';
import { defineCommand } from './commandSpec.ts';
import { CONNECTION_FLAGS, durationMs, outputFlag, PARENT_FLAG, setArgs, WRITE_FLAGS } from './setFlags.ts';

const OUTPUTS = ['text', 'json'] as const;

/** `delete`: every member, then the parent and the lock's Lease, under the set's lock. */
export const deleteCommand = defineCommand({
  name: 'delete',
  summary: "delete a set's members, then its parent and lock",
  usage: 'Usage: applyset-action delete --applyset <parent> [-n NS] [--yes] [--no-hooks] [--adopt] [-o text|json]',
  about: `Deletes the set, under its lock: every member in reverse apply order (webhooks first, Namespaces and
CRDs last), each stage gone before the next, then the parent and the lock's Lease. From a terminal
it needs --yes. A Namespace, CRD, PersistentVolumeClaim or PersistentVolume member needs
--allow-destructive-prunes, as its prune would; without it nothing is deleted. A member the set adopted
(it existed before an apply took it) is not deleted: it leaves the set, and is named as left. A chart's
pre-delete hooks, as the last apply recorded them, run before anything is deleted (one that fails stops
the delete, nothing deleted), its post-delete hooks once the members are gone, before the parent.`,
  flags: {
    ...PARENT_FLAG,
    ...CONNECTION_FLAGS,
    yes: { type: 'boolean', short: 'y', help: 'delete without asking (needed when stdin is a terminal)' },
    hooks: {
      type: 'boolean',
      shown: '--no-hooks',
      help: "do not run the chart's pre-delete and post-delete hooks the last apply recorded (helm uninstall --no-hooks)",
    },
    'allow-destructive-prunes': {
      type: 'string',
      optionalValue: true,
      shown: '--allow-destructive-prunes[=<kinds>]',
      completes: DESTRUCTIVE_KINDS,
      help: 'allow deleting Namespaces, CRDs and volumes: all, or the kinds given',
    },
    timeout: { type: 'string', value: '<duration>', help: 'how long to wait for the members to be gone (default 5m)' },
    ...WRITE_FLAGS,
    ...outputFlag(OUTPUTS),
  },
  outputs: OUTPUTS,
  exitCodes: `Exit codes: 0 deleted; 1 an error, a refusal (no --yes, no consent: nothing deleted) or members not
gone in time (the parent is kept: run delete again).`,
  parse: (values) => {
    const args = setArgs('delete', values, OUTPUTS);
    const errors: UserError[] = [];
    const consent = destructiveConsent(
      values['allow-destructive-prunes'] ?? 'false',
      '--allow-destructive-prunes',
      errors,
    );
    if (errors[0]) throw errors[0];
    const timeoutMs = durationMs(values.timeout, '5m', '--timeout');
    const yes = values.yes ?? false;
    // Refused before the set is opened and locked.
    if (process.stdin.isTTY && !yes) {
      throw new UserError('delete deletes every member of the set and its parent; from a terminal it needs --yes', {
        hint: 'look first with applyset-action view, then run again with --yes',
      });
    }
    return {
      ...args,
      yes,
      consent,
      timeoutMs,
      // --no-hooks (the parser's negation of --hooks, as --no-prune is): helm uninstall's flag.
      hooks: values.hooks ?? true,
      fieldManager: values['field-manager'] ?? 'applyset-action',
    };
  },
  opens: () => 'write',
  run: async (args, { set }) => {
    const [{ printErr }, { deleteSet }] = await Promise.all([import('./output.ts'), import('../sets/deleteSet.ts')]);
    return deleteSet(set, {
      consent: args.consent,
      timeoutMs: args.timeoutMs,
      hooks: args.hooks,
      fieldManager: args.fieldManager,
      progress: printErr,
    });
  },
});
