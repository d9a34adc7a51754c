import type { IgnoreRule } from './ignoreDifferences.ts';
import type { HelmOptions } from './helmOptions.ts';
import type { ImageOverride } from './imageOverrides.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';
import type { ParentRef } from '../applyset/parentRef.ts';
import type { DestructiveConsent } from './destructiveKinds.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';

export {
  DESTRUCTIVE_CONSENT_LABEL,
  DESTRUCTIVE_KINDS,
  destructiveConsent,
  type DestructiveConsent,
  type DestructiveKind,
} from './destructiveKinds.ts';

/** What a run does: a preview writes nothing, an apply deploys; the outcome and its reports read this one union too. */
export type Mode = 'preview' | 'apply';
export const PROPAGATION_POLICIES = ['Background', 'Foreground', 'Orphan'] as const;
export const PRUNE_TIMINGS = ['after-healthy', 'with-apply'] as const;
export const DEFAULT_CONCURRENCY = 64;
export type PropagationPolicy = (typeof PROPAGATION_POLICIES)[number];
export type PruneTiming = (typeof PRUNE_TIMINGS)[number];

/** Everything a run needs, validated once; nothing below this reads the environment or the action's inputs. */
export interface Options {
  mode: Mode;
  /** Files, directories and globs. */
  manifests: string[];
  /** The parent as kubectl's --applyset names it, parsed. */
  applyset: ParentRef;
  namespace: string | undefined;
  kubeconfigPath: string | undefined;
  /** A kubeconfig's content, read from memory (the action's input); a credential, never shown. */
  kubeconfig?: string | undefined;
  context: string | undefined;
  fieldManager: string;
  forceConflicts: boolean;
  prune: boolean;
  propagationPolicy: PropagationPolicy;
  concurrency: number;
  adopt: boolean;
  allowEmpty: boolean;
  /** A run that would prune more objects than this is refused before it writes; undefined for no limit. */
  maxPrunes: number | undefined;
  /** An apply holds the ApplySet's Lease while it writes. */
  lock: boolean;
  /** How long an apply waits for a Lease another run holds, in seconds. */
  lockTimeoutSeconds: number;
  /** Members the record of the last apply knows unchanged are not dry-run (see src/plan/planCache.ts). */
  planCache: boolean;
  /** The deploy's public keys: a preview skips dry-runs on the word of the record's public copy one of them signed. */
  planRecordKeys: readonly string[];
  /** An apply also writes the record's public copy, signed, for previews given plan-record-key. */
  planRecordCopy: boolean;
  /** How long requests are retried while the API server is unreachable or overloaded, in seconds. */
  retryTimeoutSeconds: number;
  /** Whether kustomizations may fetch remote bases; the action refuses them on pull requests. */
  remoteBases: boolean;
  /** Apply mode: wait until what was applied is healthy (a preview never waits). */
  wait: boolean;
  waitTimeoutMs: number;
  /** Whether the wait also waits until pruned objects are gone. */
  waitForPrunes: boolean;
  /** Prune once what was applied is ready (with the wait on), or right after the apply. */
  pruneTiming: PruneTiming;
  /** Kinds deleted and created again when the server refuses their change as immutable: `Job` (any group) or `Job.batch`. */
  replace: string[];
  /** Whether the log gets the whole termination message of a failed container, not only its first line. */
  logTerminationMessages: boolean;
  /** Consent to prunes that take more with them; without it an apply that has such prunes is refused. */
  allowDestructivePrunes: DestructiveConsent | undefined;
  /** What an apply whose rollout fails or times out does besides failing: roll back to the last healthy commit. */
  /** After a rollout fails or times out, deploy again the last commit the deploy history records as healthy. */
  rollbackOnFailure: boolean;
  /** Fields whose differences are neither applied nor shown nor counted as drift (Argo CD's ignoreDifferences). */
  ignoreDifferences: IgnoreRule[];
  /** Containers' images set before planning, matched by image name without tag (kustomize's `images`). */
  images: ImageOverride[];
  /** How the Helm charts among the manifests are rendered. */
  helm: HelmOptions;
  cwd: string;
  /** The environment variables the run uses (the kubeconfig's search, the programs it starts), read by the face. */
  environment: RunEnvironment;
  /** Objects rendered elsewhere (a render step's bundle), planned instead of reading `manifests`, which then only names them. */
  rendered?: readonly ManifestObject[];
}
