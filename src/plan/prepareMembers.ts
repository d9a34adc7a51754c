import { isParent, type ApplySet } from '../applyset/applySet.ts';
import { ID_LABEL, PART_OF_LABEL } from '../applyset/applySetKeys.ts';
import { UserError, UserErrors } from '../common/errors.ts';
import type { Discovery, ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { describeRef, formatGroupKind, parseApiVersion, refKey } from '../kube/objectRef.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';
import { isCrd } from './ordering.ts';
import type { Member } from './planTypes.ts';

interface CrdDefinition {
  key: string;
  group: string;
  kind: string;
  plural: string;
  namespaced: boolean;
  versions: string[];
}

/**
 * Checks every manifest object against the cluster's kinds and the ApplySet rules, and makes it
 * ready to send. All problems are reported together, before anything is written. `early`: the member
 * made of a manifest object before (the early plan, with the same cluster, parent and namespace), taken
 * instead of another copy of the object when it is the same member.
 */
export function prepareMembers(
  manifests: ManifestObject[],
  discovery: Discovery,
  parent: ApplySet,
  defaultNamespace: string | undefined,
  early?: (manifest: ManifestObject) => Member | undefined,
): Member[] {
  const errors: UserError[] = [];
  const crds = crdDefinitions(manifests);
  const members: Member[] = [];
  const seen = new Map<string, Member>();

  for (const manifest of manifests) {
    const { object, source } = manifest;
    const { group, version } = parseApiVersion(object.apiVersion);
    const kind = object.kind;
    const name = object.metadata.name ?? '';
    if (object.metadata.labels?.[PART_OF_LABEL] !== undefined) {
      errors.push(
        new UserError(`${kind} ${name} already carries the ${PART_OF_LABEL} label`, {
          source,
          hint: 'remove the label from the manifest; membership is written by the tool, and a copied label would move the object between sets',
        }),
      );
      continue;
    }
    if (object.metadata.labels?.[ID_LABEL] !== undefined) {
      errors.push(
        new UserError(
          `${kind} ${name} carries the ${ID_LABEL} label: it is the parent of an ApplySet, and a parent cannot be a member`,
          {
            source,
            hint: 'remove it from the manifests; the parent is written by the tool, and as a member it would be pruned with the record of its set',
          },
        ),
      );
      continue;
    }
    let info: ResourceInfo | undefined = discovery.forKind(group, version, kind);
    let definedByCrd: string | undefined;
    if (!info) {
      const crd = crds.get(formatGroupKind({ group, kind }));
      if (crd?.versions.includes(version)) {
        info = { group, version, kind, resource: crd.plural, namespaced: crd.namespaced };
        definedByCrd = crd.key;
      } else {
        const served = discovery.versionsOf({ group, kind });
        errors.push(
          new UserError(`the cluster does not serve ${kind} in ${object.apiVersion}`, {
            source,
            hint:
              served.length > 0
                ? `served versions of ${formatGroupKind({ group, kind })}: ${served.join(', ')}; change apiVersion`
                : 'check apiVersion and kind for typos, or add the CustomResourceDefinition that defines this kind to the manifests or install it first',
          }),
        );
        continue;
      }
    }
    let namespace = '';
    if (info.namespaced) {
      namespace = object.metadata.namespace || parent.namespace || defaultNamespace || '';
      if (namespace === '') {
        errors.push(
          new UserError(
            `${kind} ${name} is namespaced but has no namespace, and the ApplySet parent is cluster-scoped`,
            {
              source,
              hint: 'set metadata.namespace in the manifest, or give a default namespace (the namespace input or --namespace)',
            },
          ),
        );
        continue;
      }
    }
    const ref = { group, version, kind, namespace, name };
    if (isParent(parent, ref)) {
      errors.push(
        new UserError(`${describeRef(ref)} is the ApplySet's own parent, which cannot be a member of its set`, {
          source,
          hint: 'remove it from the manifests: the tool writes the parent, and as a member a later run would prune it with the record of the set',
        }),
      );
      continue;
    }
    const key = refKey(ref);
    const duplicate = seen.get(key);
    if (duplicate) {
      errors.push(
        new UserError(
          `${describeRef(ref)} is defined twice (also at ${duplicate.source.file}:${duplicate.source.line})`,
          {
            source,
            hint: 'keep one definition; the second would silently replace the first',
          },
        ),
      );
      continue;
    }
    const before = early?.(manifest);
    const member: Member =
      before?.key === key && before.definedByCrd === definedByCrd && before.info === info
        ? before
        : {
            ref,
            key,
            info,
            definedByCrd,
            object: withMembership(object, namespace, info.namespaced, parent.id),
            source,
          };
    seen.set(key, member);
    members.push(member);
  }
  if (errors.length > 0) throw new UserErrors(errors);
  return members;
}

/** A copy with the part-of label and, for namespaced kinds, the namespace the object is sent to. */
function withMembership(object: KubeObject, namespace: string, namespaced: boolean, id: string): KubeObject {
  return {
    ...object,
    metadata: {
      ...object.metadata,
      ...(namespaced ? { namespace } : {}),
      labels: { ...object.metadata.labels, [PART_OF_LABEL]: id },
    },
  };
}

/** Kinds defined by CustomResourceDefinitions in the same manifests, so their resources can be applied in the same run. */
function crdDefinitions(manifests: ManifestObject[]): Map<string, CrdDefinition> {
  const result = new Map<string, CrdDefinition>();
  for (const { object } of manifests) {
    const { group } = parseApiVersion(object.apiVersion);
    if (!isCrd({ group, kind: object.kind })) continue;
    const spec = object.spec as
      | {
          group?: string;
          scope?: string;
          names?: { kind?: string; plural?: string };
          versions?: { name?: string; served?: boolean }[];
        }
      | undefined;
    if (!spec?.group || !spec.names?.kind || !spec.names.plural) continue;
    result.set(formatGroupKind({ group: spec.group, kind: spec.names.kind }), {
      key: refKey({ group, kind: object.kind, namespace: '', name: object.metadata.name ?? '' }),
      group: spec.group,
      kind: spec.names.kind,
      plural: spec.names.plural,
      namespaced: spec.scope !== 'Cluster',
      versions: (spec.versions ?? []).filter((v) => v.served !== false && v.name).map((v) => v.name!),
    });
  }
  return result;
}
