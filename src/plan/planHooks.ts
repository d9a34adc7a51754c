import { UserErrors } from '../common/errors.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { createObject, getObject, serverSideApply } from '../kube/objectRequests.ts';
import { DELETE_PHASES, type HookPhase } from '../manifests/helmHooks.ts';
import { adoptionDiff } from './objectDiff.ts';
import { objectError } from './objectErrors.ts';
import { isSecret, isSecretsForbidden } from './unreadableSecrets.ts';
import { isAwaited, type PreparedHook, preparedOf } from './prepareHooks.ts';

/**
 * A chart's Helm hook that the run runs (preview: would run), in its phase's order: no member of
 * the set, written at its phase and deleted as its policy says.
 */
export interface PlannedHook {
  /** `pre-install`, `post-upgrade`, ...: install while the set has no parent, upgrade once it has one. */
  phase: string;
  weight: number;
  /** When helm deletes it: before-hook-creation (its default), hook-succeeded, hook-failed. */
  deletePolicies: string[];
  group: string;
  version: string;
  kind: string;
  namespace: string;
  name: string;
  source: string;
  /**
   * `create`: none stands; `replace`: the standing one is deleted first (before-hook-creation) and
   * created anew; `update`: written over the standing one (its policy does not delete it first);
   * `record`: a pre-delete or post-delete hook, recorded beside the parent for `delete` and `mode: destroy` to run.
   */
  action: 'create' | 'replace' | 'update' | 'record';
  /** The object as the hook writes it (only the fields its manifest sets, Secret values masked), as a diff from nothing. */
  diff: string;
  /** Whether the run waits for it to succeed before it goes on (a Job or a Pod). */
  awaited: boolean;
  /** Why it was not dry-run (a Secret the preview's credential may not read). */
  reason?: string;
}

/** Helm's step of a release that a run is: install while the set has no parent, upgrade once it has one, or a rollback. */
export type ReleaseStep = 'install' | 'upgrade' | 'rollback';

/** Who writes the hooks, as the run writes its members. */
export interface HookWriter {
  fieldManager: string;
  forceConflicts: boolean;
  /** A preview's credential may not read Secrets: a Secret hook is then planned from its manifest alone. */
  secretsMayBeUnreadable?: boolean;
}

/** The phases of a step, in the order they run: before the members, and after them (the tests last, when asked for). */
export function phasesOf(step: ReleaseStep, tests: boolean): { before: HookPhase[]; after: HookPhase[] } {
  return { before: [`pre-${step}`], after: [`post-${step}`, ...(tests ? ['test' as const] : [])] };
}

/** The phases a run lists: its own, in the order they run, then those it records for `delete`. */
export function listedPhases(step: ReleaseStep, tests: boolean): HookPhase[] {
  const { before, after } = phasesOf(step, tests);
  return [...before, ...after, 'pre-delete', 'post-delete'];
}

/**
 * The hooks a run runs, in order, each dry-run on the server as it will be written, so that a hook
 * the server would refuse stops the run before its first write (and shows in the preview). A hook
 * that stands and is deleted before it is created again is dry-run under a name the server makes
 * up: its own name is taken until then. Its diff is its manifest, never the standing object: a
 * pull request can name any object as a hook, and the comment is as public as the pull request.
 */
export async function planHooks(
  client: KubeClient,
  hooks: readonly PreparedHook[],
  phases: readonly HookPhase[],
  writer: HookWriter,
): Promise<PlannedHook[]> {
  const ordered = phases.flatMap((phase) => preparedOf(hooks, phase).map((prepared) => ({ phase, prepared })));
  const settled = await Promise.allSettled(
    ordered.map(({ phase, prepared }) => planHook(client, prepared, phase, writer)),
  );
  const errors = settled.flatMap((result, index) =>
    result.status === 'rejected'
      ? [
          objectError(
            ordered[index]!.prepared.ref,
            ordered[index]!.prepared.hook.object.source,
            'dry-run of the Helm hook',
            result.reason,
          ),
        ]
      : [],
  );
  if (errors.length > 0) throw new UserErrors(errors);
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

async function planHook(
  client: KubeClient,
  prepared: PreparedHook,
  phase: HookPhase,
  writer: HookWriter,
): Promise<PlannedHook> {
  const { ref, info, object, hook } = prepared;
  const { fieldManager, forceConflicts } = writer;
  // Recorded for `delete`, which writes it then, when what stands may be another thing: nothing to dry-run now.
  if (DELETE_PHASES.has(phase)) return outcomeOf(prepared, phase, 'record');
  let standing;
  try {
    standing = await getObject(client, info, ref.namespace, ref.name);
  } catch (error) {
    if (!(writer.secretsMayBeUnreadable && isSecret(ref) && isSecretsForbidden(error))) throw error;
    return {
      ...outcomeOf(prepared, phase, 'create'),
      reason: `this credential may not read Secrets, so it was not dry-run (Forbidden: ${error.message}); the deploy writes it from the manifest`,
    };
  }
  const replaced = standing !== undefined && hook.deletePolicies.includes('before-hook-creation');
  if (replaced) {
    const { name, ...metadata } = object.metadata;
    await createObject(
      client,
      info,
      { ...object, metadata: { ...metadata, generateName: `${name ?? 'hook'}-` } },
      fieldManager,
      true,
    );
  } else {
    await serverSideApply(client, info, object, { fieldManager, force: forceConflicts, dryRun: true });
  }
  return outcomeOf(prepared, phase, standing === undefined ? 'create' : replaced ? 'replace' : 'update');
}

function outcomeOf({ ref, object, hook }: PreparedHook, phase: HookPhase, action: PlannedHook['action']): PlannedHook {
  const { source } = hook.object;
  return {
    phase,
    weight: hook.weight,
    deletePolicies: hook.deletePolicies,
    group: ref.group,
    version: ref.version,
    kind: ref.kind,
    namespace: ref.namespace,
    name: ref.name,
    source: `${source.file}:${source.line}`,
    action,
    diff: adoptionDiff(object),
    awaited: isAwaited(ref),
  };
}
