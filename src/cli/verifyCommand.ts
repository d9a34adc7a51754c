import { UserError } from '../common/errors.ts';
import { defineCommand } from './commandSpec.ts';
import { CONNECTION_FLAGS, outputFlag, PARENT_FLAG, setArgs, WRITE_FLAGS } from './setFlags.ts';

const OUTPUTS = ['text', 'json'] as const;

/** `verify`: members their parent does not record, found by a full scan; --fix records them. */
export const verifyCommand = defineCommand({
  name: 'verify',
  summary: 'find members their parent does not record; --fix records them',
  usage: 'Usage: applyset-action verify (--applyset <parent> [-n NS] | -A) [--fix [--adopt]] [-o text|json]',
  about: `The fsck KEP-3659 describes. A full scan, not prune's: every kind the cluster serves, one
cluster-wide metadata-only LIST each with the part-of selector, compared with the parent. It
reports members outside the recorded kinds or namespaces (leaked: prune never looks for them),
recorded kinds and namespaces with no member, parents whose ID label does not match their
identity, and (-A) members whose parent is gone (orphans). --fix, under the set's lock, makes the
parent record exactly where its members are: the next apply prunes the leaked ones. With -A,
--fix fixes every inconsistent set, each under its own lock, and says per set what it did or why not.`,
  flags: {
    ...PARENT_FLAG,
    'all-namespaces': { type: 'boolean', short: 'A', help: 'every set the caller can read' },
    ...CONNECTION_FLAGS,
    fix: { type: 'boolean', help: 'make the parent record where its members are (kinds and namespaces)' },
    ...WRITE_FLAGS,
    ...outputFlag(OUTPUTS),
  },
  outputs: OUTPUTS,
  exitCodes:
    "Exit codes: 0 nothing leaked (or --fix fixed it); 2 a member leaked (a finding, as drift's 2); 1 an error.",
  parse: (values) => {
    const args = setArgs('verify', values, OUTPUTS, false);
    if (!values.applyset !== Boolean(values['all-namespaces']))
      throw new UserError('verify needs --applyset (one set) or -A (every set)');
    return { ...args, allNamespaces: values['all-namespaces'] ?? false, fix: values.fix ?? false };
  },
  // -A opens a connection, and with --fix each inconsistent set under its own lock; one set is read, or locked to be fixed.
  opens: (args) => (args.allNamespaces ? 'cluster' : args.fix ? 'write' : 'read'),
  run: async (args, session, { environment }) => {
    const [{ printErr }, verify] = await Promise.all([import('./output.ts'), import('../sets/verify.ts')]);
    const warn = (line: string) => printErr(`Warning: ${line}`);
    if (session.opened !== 'cluster') return verify.verifySet(session.set, args.fix, warn);
    if (!args.fix) return verify.verifyAll(session.cluster);
    const { openSet } = await import('../sets/openSet.ts');
    const write = { adopt: args.adopt, lockTimeoutSeconds: args.lockTimeoutSeconds, info: printErr };
    const { cluster } = session;
    return verify.verifyAllAndFix(
      cluster,
      (parent) =>
        openSet(
          { ...args.target, applyset: parent, namespace: parent.namespace || undefined, environment },
          write,
          cluster,
        ),
      warn,
    );
  },
});
