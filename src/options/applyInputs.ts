import { input } from './inputSpec.ts';
import { onOff, oneOf, positiveMilliseconds, seconds } from './inputParsers.ts';
import { PRUNE_TIMINGS } from './options.ts';

/**
 * The inputs only an apply uses (a preview and a drift check refuse their flags by name): the wait and
 * when prunes happen in it, the lock, the record's public copy, what a failed rollout logs, the rollback.
 */
export const APPLY_INPUTS = {
  wait: input({
    option: 'wait',
    default: 'true',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      wait: { type: 'boolean', shown: '--wait=false', help: 'apply without waiting until the objects are ready' },
    },
    parse: onOff,
  }),
  timeout: input({
    option: 'waitTimeoutMs',
    default: '5m',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      timeout: {
        type: 'string',
        value: '<duration>',
        help: 'how long an apply waits for its objects, e.g. 90s, 5m (default 5m)',
      },
    },
    parse: positiveMilliseconds,
  }),
  'wait-prunes': input({
    option: 'waitForPrunes',
    default: 'true',
    tier: 'Prune guards',
    perTarget: true,
    applyOnly: true,
    flags: {
      'wait-prunes': {
        type: 'boolean',
        shown: '--wait-prunes=false',
        help: 'do not wait until pruned objects are gone',
      },
    },
    parse: onOff,
  }),
  'prune-timing': input({
    option: 'pruneTiming',
    default: 'after-healthy',
    tier: 'Prune guards',
    perTarget: true,
    applyOnly: true,
    flags: {
      'prune-timing': {
        type: 'string',
        value: '<when>',
        completes: PRUNE_TIMINGS,
        help: 'after-healthy (default): prune once what was applied is ready,\nand prune nothing when it fails; with-apply: prune right after applying',
      },
    },
    parse: oneOf(PRUNE_TIMINGS),
  }),
  lock: input({
    option: 'lock',
    default: 'true',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      lock: {
        type: 'boolean',
        shown: '--lock=false',
        help: "apply without taking the ApplySet's Lease (not recommended)",
      },
    },
    parse: onOff,
  }),
  'lock-timeout': input({
    option: 'lockTimeoutSeconds',
    // Longer than timeout: a deploy holds the lock through its wait.
    default: '10m',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      'lock-timeout': {
        type: 'string',
        value: '<duration>',
        help: "how long an apply waits for another run's Lease (default 10m)",
      },
    },
    parse: seconds,
  }),
  'plan-record-copy': input({
    option: 'planRecordCopy',
    default: 'false',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      'plan-record-copy': {
        type: 'boolean',
        help: "also write the record's public copy, signed with a key derived from\nthe credential, for previews given --plan-record-key",
      },
    },
    parse: onOff,
  }),
  'log-termination-messages': input({
    option: 'logTerminationMessages',
    default: 'false',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      'log-termination-messages': {
        type: 'boolean',
        help: "print a failed container's whole termination message (which\nmay hold the end of its log); by default only its first line",
      },
    },
    parse: onOff,
  }),
  'rollback-on-failure': input({
    option: 'rollbackOnFailure',
    default: 'false',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      'rollback-on-failure': {
        type: 'boolean',
        help: "when the rollout fails or times out, deploy again the last commit\nthe ApplySet's history records as healthy (read from a temporary\ngit worktree of the manifests' repository), then exit 1 all the same",
      },
    },
    parse: onOff,
  }),
} satisfies Record<string, { applyOnly: true }>;
