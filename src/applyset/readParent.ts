import { UserError } from '../common/errors.ts';
import type { Cluster } from '../kube/connect.ts';
import { CRD_RESOURCE, type ResourceInfo } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { getObject } from '../kube/objectRequests.ts';
import { parseGroupKind, type GroupKind } from '../kube/objectRef.ts';
import { applySetOf, describeApplySet, isBuiltInParentKind, type ApplySet } from './applySet.ts';
import {
  ID_LABEL,
  LEGACY_GROUP_RESOURCES_ANNOTATION,
  PARENT_TYPE_LABEL,
  TOOL_NAME,
  TOOLING_ANNOTATION,
} from './applySetKeys.ts';
import { builtInParentResource, resolveParentResource, type ParentRef } from './parentRef.ts';
import { recordedScope, splitList, type RecordedScope } from './parentState.ts';
import { toolingOf } from './parentTooling.ts';

export interface ParentReading {
  parent: ApplySet;
  /** The live parent; undefined when this run will create it (or, for a custom parent, first make it an ApplySet parent). */
  live: KubeObject | undefined;
  recorded: RecordedScope;
  /** The tooling annotation of a set another tool wrote, when --adopt takes it over. */
  adoptedFrom: string | undefined;
  /** The resourceVersion of the object read (also of a custom parent not yet made a parent): the first write's precondition. */
  resourceVersion: string | undefined;
  warnings: string[];
}

export interface ParentOptions {
  /** As the user named it, or resolved already (a parent that was listed). */
  applyset: ParentRef | ApplySet;
  /** Namespace of a namespaced parent. */
  namespace: string | undefined;
  adopt: boolean;
}

/**
 * Reads the parent, resolved once by {@link resolveParent}, and refuses a parent that is not this
 * tool's ApplySet. `read` is the parent's GET when it went out before discovery answered (a Secret or
 * ConfigMap parent).
 */
export async function readParent(
  cluster: Cluster,
  parent: ApplySet,
  options: { adopt: boolean },
  read?: Promise<KubeObject | undefined>,
): Promise<ParentReading> {
  const { client, discovery } = cluster;
  const { info, namespace, name } = parent;
  const builtIn = isBuiltInParentKind(info);
  if (!builtIn) await requireParentType(client, info.resource, info.group, info.kind);

  const live = await (read ?? getObject(client, info, namespace, name));
  if (!live) {
    if (!builtIn) {
      throw new UserError(`the ApplySet parent ${describeApplySet(parent)} does not exist`, {
        hint: 'a custom-resource parent must exist before the first apply: create it, or use a Secret or ConfigMap parent, which is created for you',
      });
    }
    return {
      parent,
      live,
      recorded: { groupKinds: [], namespaces: [] },
      adoptedFrom: undefined,
      resourceVersion: undefined,
      warnings: [],
    };
  }

  const resourceVersion = live.metadata.resourceVersion;
  const labels = live.metadata.labels ?? {};
  const annotations = live.metadata.annotations ?? {};
  if (labels[ID_LABEL] === undefined && !builtIn && annotations[TOOLING_ANNOTATION] === undefined) {
    // A custom parent is created by the user (its CRD opted in); the first run makes it an ApplySet parent.
    return {
      parent,
      live: undefined,
      recorded: { groupKinds: [], namespaces: [] },
      adoptedFrom: undefined,
      resourceVersion,
      warnings: [],
    };
  }
  if (labels[ID_LABEL] === undefined) {
    throw new UserError(
      `${describeApplySet(parent)} exists but is not an ApplySet parent (it has no ${ID_LABEL} label)`,
      {
        hint: 'choose another name for the ApplySet parent; this object belongs to something else and will not be changed',
      },
    );
  }
  if (labels[ID_LABEL] !== parent.id) {
    throw new UserError(
      `${describeApplySet(parent)} has ${ID_LABEL}=${labels[ID_LABEL]}, but its identity gives ${parent.id}`,
      {
        hint: 'the label was copied or edited by hand; fix or remove the parent object, then run again',
      },
    );
  }
  const { tooling, text: toolingText } = toolingOf(annotations);
  let adoptedFrom: string | undefined;
  if (tooling !== 'ours') {
    const owner =
      toolingText === undefined
        ? `a tool that did not record itself (no ${TOOLING_ANNOTATION} annotation)`
        : toolingText;
    if (!options.adopt) {
      throw new UserError(`the ApplySet ${describeApplySet(parent)} is managed by ${owner}`, {
        hint: `${TOOL_NAME} does not change a set that another tool manages; to take it over, run again with --adopt (adopt: true), after checking the preview`,
      });
    }
    adoptedFrom = toolingText ?? 'unknown tooling';
  }
  const warnings: string[] = [];
  const legacy: GroupKind[] = [];
  for (const entry of splitList(annotations[LEGACY_GROUP_RESOURCES_ANNOTATION])) {
    const gr = parseGroupKind(entry);
    const served = discovery.forResource(gr.kind, gr.group);
    if (served) legacy.push({ group: served.group, kind: served.kind });
    else
      warnings.push(
        `the parent records resource ${entry}, which the cluster no longer serves; its members cannot be listed`,
      );
  }
  return { parent, live, recorded: recordedScope(live, legacy), adoptedFrom, resourceVersion, warnings };
}

/** The ApplySet the options name (its parent's resource, namespace, name and ID), before the parent is read. */
export function resolveParent(cluster: Pick<Cluster, 'discovery'>, options: ParentOptions): ApplySet {
  const { applyset } = options;
  return 'id' in applyset ? applyset : identityOf(resolveParentResource(applyset, cluster.discovery), options);
}

/** The ApplySet when it is known before discovery: given resolved, or a Secret or ConfigMap parent; undefined for a custom resource named by text. */
export function parentBeforeDiscovery(options: ParentOptions): ApplySet | undefined {
  const { applyset } = options;
  if ('id' in applyset) return applyset;
  const resource = builtInParentResource(applyset);
  return resource && identityOf(resource, options);
}

function identityOf({ info, name }: { info: ResourceInfo; name: string }, options: ParentOptions): ApplySet {
  if (info.namespaced && !options.namespace) {
    throw new UserError(`the ApplySet parent ${info.kind} ${name} is namespaced, and no namespace was given`, {
      hint: 'give the namespace (the namespace input or --namespace) the parent lives in',
    });
  }
  return applySetOf(info, info.namespaced ? options.namespace! : '', name);
}

/** The spec allows a custom parent only when its CRD opts in with the is-parent-type label. */
async function requireParentType(client: KubeClient, resource: string, group: string, kind: string): Promise<void> {
  const crd = group === '' ? undefined : await getObject(client, CRD_RESOURCE, '', `${resource}.${group}`);
  if (crd?.metadata.labels?.[PARENT_TYPE_LABEL] === undefined) {
    throw new UserError(`${kind}${group ? `.${group}` : ''} cannot be an ApplySet parent`, {
      hint: `use a Secret or ConfigMap, or a custom resource whose CustomResourceDefinition carries the ${PARENT_TYPE_LABEL} label`,
    });
  }
}
