import { DESTRUCTIVE_KINDS, destructiveConsent } from './destructiveKinds.ts';
import { input } from './inputSpec.ts';
import { onOff, oneOf, wholeNumber } from './inputParsers.ts';
import { PROPAGATION_POLICIES } from './options.ts';

/**
 * The prune guards a preview checks too (action.yml's and docs/action.md's table of that name, but for the
 * apply's own, wait-prunes and prune-timing): whether to prune, how much, what, and how deletes propagate.
 */
export const PRUNE_INPUTS = {
  prune: input({
    option: 'prune',
    default: 'true',
    tier: 'Prune guards',
    perTarget: true,
    flags: {
      prune: { type: 'boolean', shown: '--prune=false', help: 'apply without pruning objects that left the manifests' },
    },
    parse: onOff,
  }),
  'max-prunes': input({
    option: 'maxPrunes',
    tier: 'Prune guards',
    perTarget: true,
    flags: {
      'max-prunes': { type: 'string', value: '<n>', help: 'refuse a run that would prune more than n objects' },
    },
    parse: wholeNumber(0, 1_000_000),
  }),
  'allow-destructive-prunes': input({
    option: 'allowDestructivePrunes',
    default: 'false',
    tier: 'Prune guards',
    perTarget: true,
    flags: {
      'allow-destructive-prunes': {
        type: 'string',
        optionalValue: true,
        shown: '--allow-destructive-prunes[=<kinds>]',
        completes: DESTRUCTIVE_KINDS,
        help: 'allow prunes that take more with them: a Namespace (its contents),\na CRD (its custom resources), a PersistentVolumeClaim or PersistentVolume\n(their data); all four, or the kinds given (=Namespace,crd). Without it\nan apply that would prune one is refused before it writes anything',
      },
    },
    parse: (text = '', input) => destructiveConsent(text, input.name, input.errors),
  }),
  'allow-empty': input({
    option: 'allowEmpty',
    default: 'false',
    tier: 'Prune guards',
    perTarget: true,
    flags: { 'allow-empty': { type: 'boolean', help: 'allow an empty manifest set (prunes every member)' } },
    parse: onOff,
  }),
  'propagation-policy': input({
    option: 'propagationPolicy',
    default: 'Background',
    tier: 'Prune guards',
    perTarget: true,
    flags: {
      'propagation-policy': {
        type: 'string',
        value: '<p>',
        completes: PROPAGATION_POLICIES,
        help: 'Background (default), Foreground or Orphan, for pruned objects',
      },
    },
    parse: oneOf(PROPAGATION_POLICIES),
  }),
} satisfies Record<string, { tier: 'Prune guards'; applyOnly: false }>;
