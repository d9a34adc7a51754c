import { UserError, UserErrors } from '../common/errors.ts';
import type { Discovery, ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { formatGroupKind, parseApiVersion, type ObjectRef } from '../kube/objectRef.ts';
import { type ChartHook, type HookPhase, hooksOf } from '../manifests/helmHooks.ts';

/** A hook with the resource that serves its kind and its namespace filled in, ready to be written. */
export interface PreparedHook {
  hook: ChartHook;
  ref: ObjectRef;
  info: ResourceInfo;
  object: KubeObject;
}

/** Kinds helm waits for, until they succeed or fail; any other hook is done once written. */
const AWAITED = new Set(['Job.batch', 'Pod']);

export function isAwaited(ref: Pick<ObjectRef, 'group' | 'kind'>): boolean {
  return AWAITED.has(formatGroupKind(ref));
}

/**
 * The chart's hooks as they will be written: each kind served by the cluster, each namespaced one
 * in its namespace or the run's. Checked before the first write, so that a hook the cluster
 * cannot take stops the run before anything is done.
 */
export function prepareHooks(discovery: Discovery, hooks: readonly ChartHook[], namespace: string): PreparedHook[] {
  const errors: UserError[] = [];
  const prepared: PreparedHook[] = [];
  for (const hook of hooks) {
    const { object, source } = hook.object;
    const { group, version } = parseApiVersion(object.apiVersion);
    const info = discovery.forKind(group, version, object.kind);
    const name = object.metadata.name ?? '';
    if (!info) {
      errors.push(
        new UserError(
          `the cluster does not serve ${object.kind} in ${object.apiVersion}, the kind of the Helm hook ${name}`,
          {
            source,
            hint: "check the chart's apiVersion and kind; a hook's kind must be served before the chart is deployed",
          },
        ),
      );
      continue;
    }
    const objectNamespace = info.namespaced ? object.metadata.namespace || namespace : '';
    if (info.namespaced && objectNamespace === '') {
      errors.push(
        new UserError(
          `the Helm hook ${object.kind} ${name} is namespaced but has no namespace, and the ApplySet parent is cluster-scoped`,
          { source, hint: 'give a default namespace (the namespace input or --namespace)' },
        ),
      );
      continue;
    }
    const written = {
      ...object,
      metadata: { ...object.metadata, ...(info.namespaced ? { namespace: objectNamespace } : {}) },
    };
    prepared.push({
      hook,
      info,
      object: written,
      ref: { group, version, kind: object.kind, namespace: objectNamespace, name },
    });
  }
  if (errors.length > 0) throw new UserErrors(errors);
  return prepared;
}

/** The prepared hooks of a phase, in helm's order. */
export function preparedOf(hooks: readonly PreparedHook[], phase: HookPhase): PreparedHook[] {
  const byHook = new Map(hooks.map((prepared) => [prepared.hook, prepared]));
  return hooksOf(
    hooks.map((prepared) => prepared.hook),
    phase,
  ).map((hook) => byHook.get(hook)!);
}
