import { parseParentRef } from '../applyset/parentRef.ts';
import { UserError } from '../common/errors.ts';
import { parseDuration } from '../options/durations.ts';
import type { OutputFormat } from './output.ts';
import type { CommandArgs, SetArgs } from './commandSpec.ts';
import type { FlagSpec } from '../options/flagSpec.ts';

/*
 * The flags the commands on sets share, as their help lists them: the parent, the connection, and
 * what a write to a set takes; and the arguments they give.
 */

export const PARENT_FLAG = {
  applyset: {
    type: 'string',
    value: '<parent>',
    help: 'the parent: NAME (a Secret), secrets/NAME, configmaps/NAME,\nor RESOURCE[.VERSION].GROUP/NAME',
  },
} as const satisfies Record<string, FlagSpec>;

export const ALL_NAMESPACES_FLAG = {
  'all-namespaces': { type: 'boolean', short: 'A', help: 'every namespace' },
} as const satisfies Record<string, FlagSpec>;

export const CONNECTION_FLAGS = {
  namespace: {
    type: 'string',
    short: 'n',
    value: '<ns>',
    help: "namespace of the parent (default: the kubeconfig context's)",
  },
  kubeconfig: {
    type: 'string',
    value: '<path>',
    completes: 'file',
    help: 'kubeconfig file (default: KUBECONFIG, then ~/.kube/config)',
  },
  context: { type: 'string', value: '<name>', completes: 'context', help: 'kubeconfig context' },
} as const satisfies Record<string, FlagSpec>;

export const LOCK_TIMEOUT_FLAG = {
  'lock-timeout': {
    type: 'string',
    value: '<duration>',
    help: "how long to wait for another run's lock (default 10m)",
  },
} as const satisfies Record<string, FlagSpec>;

export const WRITE_FLAGS = {
  adopt: { type: 'boolean', help: 'act on a set another tool (kubectl) manages' },
  ...LOCK_TIMEOUT_FLAG,
  'field-manager': {
    type: 'string',
    value: '<name>',
    help: 'field manager of the writes to members (default applyset-action)',
  },
} as const satisfies Record<string, FlagSpec>;

/** -o, its help naming the formats the command prints (`text (default) or json`). */
export function outputFlag<const T extends readonly OutputFormat[]>(outputs: T, help = 'text (default) or json') {
  return {
    output: { type: 'string', short: 'o', value: '<format>', completes: outputs, help },
  } as const satisfies Record<string, FlagSpec>;
}

export const EXIT_READ = 'Exit codes: 0 done; 1 an error (no such parent, a refused request, bad flags).';

/** The flags every command on a set may give; each takes those its spec lists. */
interface SetValues {
  applyset?: string;
  namespace?: string;
  'all-namespaces'?: boolean;
  kubeconfig?: string;
  context?: string;
  adopt?: boolean;
  'lock-timeout'?: string;
  output?: string;
}

/**
 * The set, connection, write and -o a command on sets was given. `needsParent` false: the set is
 * optional (list, verify -A). Refused here, before anything loads: an -o the command does not print,
 * a missing parent, -n with -A, a parent that does not parse, a lock timeout that is no duration.
 */
export function setArgs<O extends OutputFormat>(
  command: string,
  values: SetValues,
  outputs: readonly O[],
  needsParent = true,
): SetArgs & CommandArgs & { output: O } {
  const output = (values.output ?? 'text') as O;
  if (!outputs.includes(output))
    throw new UserError(
      `${command} -o must be ${outputs.slice(0, -1).join(', ')} or ${outputs.at(-1)}, not "${values.output}"`,
    );
  if (needsParent && !values.applyset)
    throw new UserError(`${command} needs --applyset`, {
      hint: `e.g. applyset-action ${command} --applyset my-app -n my-namespace`,
    });
  if (values['all-namespaces'] && values.namespace) throw new UserError('give -n or -A, not both');
  return {
    output,
    target: {
      applyset: values.applyset === undefined ? undefined : parseParentRef(values.applyset),
      namespace: values.namespace,
      kubeconfigPath: values.kubeconfig,
      context: values.context,
      concurrency: 32,
    },
    adopt: values.adopt ?? false,
    lockTimeoutSeconds: durationMs(values['lock-timeout'], '10m', '--lock-timeout') / 1000,
  };
}

/** A duration flag in milliseconds, its default when not given. */
export function durationMs(text: string | undefined, fallback: string, flag: string): number {
  const ms = parseDuration(text ?? fallback);
  if (ms === undefined) throw new UserError(`${flag} must be a duration such as 90s or 5m, not "${text}"`);
  return ms;
}
