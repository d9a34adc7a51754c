import { refKey, type ObjectRef } from '../kube/objectRef.ts';

/** The annotation kpt and cli-utils read: what an object must wait for. */
export const DEPENDS_ON_ANNOTATION = 'config.kubernetes.io/depends-on';

/** An object a `depends-on` annotation names: no version, as the annotation has none. */
export type DependencyRef = Omit<ObjectRef, 'version'>;

/**
 * The references of a `depends-on` value, in the cli-utils format: comma-separated, each
 * `<group>/namespaces/<namespace>/<Kind>/<name>` for a namespaced object or `<group>/<Kind>/<name>`
 * for a cluster-scoped one, the core group written empty (`/namespaces/shop/Secret/db`).
 * Repeats are dropped; each malformed reference is a problem of its own.
 */
export function parseDependsOn(value: string): { refs: DependencyRef[]; problems: string[] } {
  const refs = new Map<string, DependencyRef>();
  const problems: string[] = [];
  for (const part of value.split(',')) {
    const text = part.trim();
    const fields = text.split('/');
    let ref: DependencyRef | undefined;
    if (fields.length === 3) ref = { group: fields[0]!, namespace: '', kind: fields[1]!, name: fields[2]! };
    else if (fields.length === 5 && fields[1] === 'namespaces')
      ref = { group: fields[0]!, namespace: fields[2]!, kind: fields[3]!, name: fields[4]! };
    if (!ref || ref.kind === '' || ref.name === '' || (fields.length === 5 && ref.namespace === '')) {
      problems.push(`"${text}" is not <group>/namespaces/<namespace>/<Kind>/<name> or <group>/<Kind>/<name>`);
      continue;
    }
    refs.set(refKey(ref), ref);
  }
  return { refs: [...refs.values()], problems };
}

/** The annotation's form of a reference, as the user would write it. */
export function formatDependency(ref: DependencyRef): string {
  return ref.namespace === ''
    ? `${ref.group}/${ref.kind}/${ref.name}`
    : `${ref.group}/namespaces/${ref.namespace}/${ref.kind}/${ref.name}`;
}
