import { readDeleteHooks } from '../execute/deleteHooksRecord.ts';
import { runHookPhase } from '../execute/chartHooks.ts';
import { secretValues } from '../manifests/secretValues.ts';
import type { HookRunRecord } from '../outcome/runOutcome.ts';
import { type PreparedHook, prepareHooks } from '../plan/prepareHooks.ts';
import type { OpenSet } from './openSet.ts';

export interface DeleteHookFlags {
  /** false: the recorded hooks are not run (helm uninstall --no-hooks). */
  hooks: boolean;
  fieldManager: string;
  progress(line: string): void;
  /** The values of the recorded Secret hooks, told before anything could quote them. */
  secretsLoaded?(values: string[]): void;
}

/** The set's delete hooks, ready to run, and what each run of them did. */
export interface DeleteHooks {
  /** Each hook run so far, in order, with how it ended. */
  records: HookRunRecord[];
  run(phase: 'pre-delete' | 'post-delete', what: string): Promise<void>;
}

/**
 * The pre-delete and post-delete hooks the set's last apply recorded beside its parent (helm runs
 * those of the release it uninstalls, from its release record, as `delete` reads no manifests), each
 * run as an apply runs its hooks: in helm's order, a Job or Pod waited for within what is left of the
 * delete's timeout, deleted as its policy says; the first that fails stops the delete.
 */
export async function openDeleteHooks(set: OpenSet, flags: DeleteHookFlags, deadline: number): Promise<DeleteHooks> {
  const { cluster, parent, live } = set;
  const recorded = flags.hooks ? await readDeleteHooks(cluster.client, parent, live) : [];
  const prepared: PreparedHook[] = prepareHooks(cluster.discovery, recorded, parent.namespace);
  flags.secretsLoaded?.(secretValues(prepared.map(({ object }) => object)));
  const records: HookRunRecord[] = [];
  return {
    records,
    run: (phase, what) =>
      runHookPhase(cluster.client, prepared, phase, what, {
        fieldManager: flags.fieldManager,
        // The hook is this tool's to write, as at the apply that recorded it.
        forceConflicts: true,
        remainingMs: () => Math.max(0, deadline - Date.now()),
        progress: flags.progress,
        signal: set.signal,
        done: ({ ref, hook }, done, end) =>
          records.push({
            phase: done,
            weight: hook.weight,
            group: ref.group,
            version: ref.version,
            kind: ref.kind,
            namespace: ref.namespace,
            name: ref.name,
            source: `${hook.object.source.file}:${hook.object.source.line}`,
            ...end,
          }),
      }),
  };
}
