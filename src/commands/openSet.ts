import { TOOL_NAME, TOOLING_ANNOTATION } from '../applyset/applySetKeys.ts';
import type { ParentRef } from '../applyset/parentRef.ts';
import type { ApplySetParent } from '../applyset/parentState.ts';
import { readParent, resolveParent, type ParentReading } from '../applyset/readParent.ts';
import { UserError } from '../errors.ts';
import { connect, type Cluster } from '../kube/connect.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { describeRef } from '../kube/objectRef.ts';
import type { RequestCounts } from '../kube/requestStats.ts';

/** How a tooling command reaches the cluster: the CLI's connection flags. */
export interface ConnectionFlags {
  kubeconfigPath: string | undefined;
  context: string | undefined;
  concurrency: number;
}

/** Which tool manages a set, by its parent's tooling annotation: this one, kubectl, or another. */
export type Tooling = 'ours' | 'kubectl' | 'other';

export function toolingOf(annotations: Record<string, string> | undefined): { tooling: Tooling; text: string | undefined } {
  const text = annotations?.[TOOLING_ANNOTATION];
  const name = text?.slice(0, Math.max(0, text.lastIndexOf('/')));
  return { tooling: name === TOOL_NAME ? 'ours' : name === 'kubectl' ? 'kubectl' : 'other', text };
}

/** What a command on one ApplySet holds: the connection and the parent, resolved once and read. */
export interface OpenSet {
  cluster: Cluster;
  parent: ApplySetParent;
  reading: ParentReading;
  /** The live parent: a command on a set needs one. */
  live: KubeObject;
  tooling: Tooling;
  /** The requests sent so far. */
  requests(): RequestCounts;
}

/** The connection the flags name: the kubeconfig (KUBECONFIG, ~/.kube/config by default) and its context. */
export function connectWith(flags: ConnectionFlags): Promise<Cluster> {
  return connect({ ...(flags.kubeconfigPath ? { kubeconfigPath: flags.kubeconfigPath } : {}), ...(flags.context ? { context: flags.context } : {}), concurrency: flags.concurrency });
}

export interface SetTarget extends ConnectionFlags {
  applyset: ParentRef;
  namespace: string | undefined;
}

/** Connects, resolves the parent and reads it; a read works on any set, whichever tool manages it. */
export async function openSet(target: SetTarget): Promise<OpenSet> {
  const cluster = await connectWith(target);
  const options = { applyset: target.applyset, namespace: target.namespace ?? cluster.defaultNamespace, adopt: true };
  const parent = resolveParent(cluster, options);
  const reading = await readParent(cluster, parent, options);
  if (!reading.live) {
    throw new UserError(`no ApplySet parent ${describeRef({ ...parent.info, namespace: parent.namespace, name: parent.name })}`, {
      hint: 'check the parent\'s name and namespace (applyset-action list -A shows every ApplySet you can read)',
    });
  }
  return { cluster, parent, reading, live: reading.live, tooling: toolingOf(reading.live.metadata.annotations).tooling, requests: () => cluster.client.stats.counts() };
}
