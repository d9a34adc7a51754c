import { describeApplySet, parentRef } from '../applyset/applySet.ts';
import { PART_OF_LABEL, TOOL_NAME } from '../applyset/applySetKeys.ts';
import { defaultHolder } from '../applyset/applySetLock.ts';
import { handOverFields, LAST_APPLIED } from '../applyset/fieldHandover.ts';
import { joinSet } from '../applyset/leaveSet.ts';
import { listedMembers, type LiveMember } from '../applyset/members.ts';
import { widenParent } from '../applyset/parentWrites.ts';
import { UserError } from '../common/errors.ts';
import { CancelledError } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import { listObjects } from '../kube/objectRequests.ts';
import { describeRef, formatGroupKind, formatRef, parseGroupKind, type GroupKind } from '../kube/objectRef.ts';
import { openRun } from '../engine/openRun.ts';
import { VERSION } from '../common/version.ts';
import { commandDocument, parentDocument, type CommandResult } from './commandResult.ts';
import { connectionOf, type SetTarget } from './openSet.ts';

/** What `kubectl apply --prune -l` prunes when no --prune-allowlist is given: kubectl's default allow-list. */
export const LEGACY_PRUNE_KINDS = [
  'ConfigMap',
  'Endpoints',
  'Namespace',
  'PersistentVolumeClaim',
  'PersistentVolume',
  'Pod',
  'ReplicationController',
  'Secret',
  'Service',
  'Job.batch',
  'CronJob.batch',
  'Ingress.networking.k8s.io',
  'DaemonSet.apps',
  'Deployment.apps',
  'ReplicaSet.apps',
  'StatefulSet.apps',
];

export interface MigrateFlags {
  selector: string;
  kinds: GroupKind[] | undefined;
  dryRun: boolean;
  lockTimeoutSeconds: number;
  fieldManager: string;
  info(line: string): void;
}

/**
 * `migrate`, KEP-3659's generate-applyset: takes over a set pruned the legacy way (`kubectl apply
 * --prune -l SELECTOR`). The objects legacy prune would consider (the selector, the allow-listed
 * kinds, in the namespace or cluster-wide for cluster-scoped kinds, made by kubectl apply) become
 * members: the parent is written first, recording exactly their kinds and namespaces, then each is
 * labelled, all under the set's lock. `--dry-run` lists them and writes nothing.
 */
export async function migrateSet(target: SetTarget, flags: MigrateFlags): Promise<CommandResult> {
  const run = openRun({
    connect: connectionOf(target),
    parent: { applyset: target.applyset, namespace: target.namespace, adopt: false },
    lock: flags.dryRun
      ? undefined
      : {
          holder: defaultHolder(),
          timeoutSeconds: flags.lockTimeoutSeconds,
          lostHint:
            "another run took the ApplySet's lock while migrate labelled its members: see what it did (applyset-action view), then run again",
          refusedAs: 'taking the ApplySet lock',
        },
    readBeforeLock: !flags.dryRun,
    check: ({ parent, live }) => {
      if (live)
        throw new UserError(`${describeApplySet(parent)} is already an ApplySet parent`, {
          hint: 'migrate makes a new set of objects pruned by label; choose another parent name',
        });
    },
    info: flags.info,
  });
  try {
    const { cluster, reading, namespace, lockInCreatedNamespace } = await run.held;
    const { parent } = reading;
    if (lockInCreatedNamespace)
      throw new UserError(`namespace ${parent.namespace} does not exist`, {
        hint: 'the parent lives beside the objects it takes over: give their namespace',
      });
    const taken = await candidates(cluster, flags, parent.namespace || namespace || 'default');
    const scope = {
      groupKinds: [
        ...new Map(taken.map(({ ref }) => [formatGroupKind(ref), { group: ref.group, kind: ref.kind }])).values(),
      ],
      namespaces: [...new Set(taken.map(({ ref }) => ref.namespace).filter((ns) => ns !== ''))],
    };
    const objects = taken.map(({ ref }) => ({
      group: ref.group,
      kind: ref.kind,
      namespace: ref.namespace,
      name: ref.name,
    }));
    const document = (extra: Record<string, unknown>) =>
      commandDocument(
        'migrate',
        {
          applyset: parentDocument(parent, { tooling: 'ours', text: `${TOOL_NAME}/v${VERSION}` }),
          selector: flags.selector,
          dryRun: flags.dryRun,
          members: objects,
          ...extra,
        },
        run.requests(),
      );
    const list = taken.map(({ ref }) => `  ${ref.namespace ? `${ref.namespace}/` : ''}${formatRef(ref)}`);
    if (flags.dryRun)
      return {
        document: document({}),
        text: [
          `Would take ${taken.length} object${taken.length === 1 ? '' : 's'} into ApplySet ${parent.id}:`,
          ...list,
        ].join('\n'),
        code: 0,
      };

    await widenParent(cluster.client, reading, scope, `${TOOL_NAME}/v${VERSION}`);
    const kept: string[] = [];
    const labelled = await Promise.all(
      taken.map(async ({ ref, info, object }) => {
        const member = await joinSet(
          cluster.client,
          info,
          { namespace: ref.namespace, name: ref.name, uid: object.metadata.uid ?? '' },
          parent.id,
          flags.fieldManager,
        );
        if (member && !(await handOverFields(cluster.client, info, member, parent.id, flags.fieldManager))) {
          kept.push(
            `${describeRef(ref)}: its fields stay kubectl's (no readable ${LAST_APPLIED} annotation, or it changed meanwhile) until the first apply takes them over`,
          );
        }
        return member !== undefined;
      }),
    );
    const skipped = [
      ...taken
        .filter((_, i) => !labelled[i])
        .map(({ ref }) => `${describeRef(ref)} changed since it was listed; not taken`),
      ...kept,
    ];
    const text = [
      `Took ${labelled.filter(Boolean).length} object${taken.length === 1 ? '' : 's'} into ApplySet ${parent.id} (${formatRef(parentRef(parent))}):`,
      ...list,
      ...skipped.map((s) => `Warning: ${s}`),
    ].join('\n');
    return { document: document({ warnings: skipped }), text, code: 0 };
  } catch (error) {
    throw error instanceof CancelledError && run.lockLost() ? run.stopped() : error;
  } finally {
    await run.close();
  }
}

/** What legacy prune would consider: the selector's objects of the allow-listed kinds that kubectl apply made and no set holds. */
async function candidates(cluster: Cluster, flags: MigrateFlags, namespace: string): Promise<LiveMember[]> {
  const kinds = (flags.kinds ?? LEGACY_PRUNE_KINDS.map(parseGroupKind)).flatMap((gk) => {
    const info = cluster.discovery.forGroupKind(gk);
    if (!info)
      throw new UserError(`the cluster does not serve ${formatGroupKind(gk)}`, {
        hint: 'give --kinds as Kind or Kind.group, e.g. Deployment.apps,ConfigMap',
      });
    return [info];
  });
  const found = await Promise.all(
    kinds.map(async (info) => {
      const list = { info, namespace: info.namespaced ? namespace : '', full: false };
      return listedMembers(
        list,
        await listObjects(cluster.client, info, list.namespace, flags.selector, { metadataOnly: true }),
      );
    }),
  );
  // Legacy prune deletes only what kubectl apply made: objects carrying its last applied configuration.
  const members = found
    .flat()
    .filter(
      ({ object }) => object.metadata.annotations?.[LAST_APPLIED] !== undefined && !object.metadata.deletionTimestamp,
    );
  const held = members.filter(({ object }) => object.metadata.labels?.[PART_OF_LABEL] !== undefined);
  if (held.length > 0) {
    throw new UserError(
      `${held.map(({ ref }) => describeRef(ref)).join(', ')} already belong${held.length === 1 ? 's' : ''} to an ApplySet; nothing was taken`,
      { hint: 'narrow --selector or --kinds to the objects pruned by label' },
    );
  }
  return members;
}
