import { createHash } from 'node:crypto';

export interface ParentIdentity {
  group: string;
  kind: string;
  namespace: string;
  name: string;
}

/** The spec's ID: `applyset-` + base64url(sha256(`name.namespace.Kind.group`)) + `-v1`. */
export function applySetId(parent: ParentIdentity): string {
  const digest = createHash('sha256')
    .update(`${parent.name}.${parent.namespace}.${parent.kind}.${parent.group}`)
    .digest('base64url');
  return `applyset-${digest}-v1`;
}
