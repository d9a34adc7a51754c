import { UserError } from '../common/errors.ts';

/** The kinds whose prune takes more with it: a Namespace its contents, a CRD its custom resources, the last two data. */
export const DESTRUCTIVE_KINDS = [
  'Namespace',
  'CustomResourceDefinition',
  'PersistentVolumeClaim',
  'PersistentVolume',
] as const;
export type DestructiveKind = (typeof DESTRUCTIVE_KINDS)[number];
/** The label on a merged pull request that gives its deploy consent to prune every kind of DESTRUCTIVE_KINDS. */
export const DESTRUCTIVE_CONSENT_LABEL = 'applyset:allow-destructive-prune';

/** Consent to prune objects of DESTRUCTIVE_KINDS: which kinds, and who gave it, as the reports name it. */
export interface DestructiveConsent {
  kinds: ReadonlySet<DestructiveKind>;
  /** `allow-destructive-prunes: Namespace`, `the label applyset:allow-destructive-prune on pull request #12`. */
  by: string;
}

/** What each kind may be called in allow-destructive-prunes, as kubectl names it: kind, plural, short name. */
const DESTRUCTIVE_KIND_NAMES = new Map<string, DestructiveKind>(
  (
    [
      ['Namespace', ['namespace', 'namespaces', 'ns']],
      ['CustomResourceDefinition', ['customresourcedefinition', 'customresourcedefinitions', 'crd', 'crds']],
      ['PersistentVolumeClaim', ['persistentvolumeclaim', 'persistentvolumeclaims', 'pvc']],
      ['PersistentVolume', ['persistentvolume', 'persistentvolumes', 'pv']],
    ] as const
  ).flatMap(([kind, names]) => names.map((name): [string, DestructiveKind] => [name, kind])),
);

/** allow-destructive-prunes: `true`, `false`, or the kinds to allow, separated by commas, spaces or lines. */
export function destructiveConsent(value: string, input: string, errors: UserError[]): DestructiveConsent | undefined {
  const lower = value.toLowerCase();
  if (lower === 'false') return undefined;
  if (lower === 'true') return { kinds: new Set(DESTRUCTIVE_KINDS), by: 'allow-destructive-prunes: true' };
  const kinds = new Set<DestructiveKind>();
  for (const name of value.split(/[\s,]+/).filter((s) => s !== '')) {
    const kind = DESTRUCTIVE_KIND_NAMES.get(name.toLowerCase());
    if (kind) kinds.add(kind);
    else
      errors.push(
        new UserError(`${input} must be true, false or kinds among ${DESTRUCTIVE_KINDS.join(', ')}, not "${name}"`),
      );
  }
  return kinds.size === 0 ? undefined : { kinds, by: `allow-destructive-prunes: ${[...kinds].join(', ')}` };
}
