import { formatRef, parseApiVersion } from '../kube/objectRef.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';

/** The annotation that makes a chart's object a hook, run by helm at a phase of a release, not a part of it. */
export const HOOK_ANNOTATION = 'helm.sh/hook';
const WEIGHT_ANNOTATION = 'helm.sh/hook-weight';
const DELETE_POLICY_ANNOTATION = 'helm.sh/hook-delete-policy';

/** The phases a deploy runs: install when the set has no parent yet, upgrade when it has one, rollback when it is a rollback. */
export const RUN_PHASES = [
  'pre-install',
  'post-install',
  'pre-upgrade',
  'post-upgrade',
  'pre-rollback',
  'post-rollback',
  'pre-delete',
  'post-delete',
] as const;
/** The phases `delete` (and `mode: destroy`) runs, from the record the last apply wrote (execute/deleteHooksRecord.ts). */
export const DELETE_PHASES: ReadonlySet<string> = new Set(['pre-delete', 'post-delete']);
/** A run's phases, and `test`: `helm test`'s, which a run runs after its post- hooks only when asked (helm: tests). */
export type HookPhase = (typeof RUN_PHASES)[number] | 'test';
/** The phases of `helm test`, which no deploy runs. */
const TEST_PHASES = new Set(['test', 'test-success', 'test-failure']);
const DELETE_POLICIES = ['before-hook-creation', 'hook-succeeded', 'hook-failed'] as const;
export type DeletePolicy = (typeof DELETE_POLICIES)[number];

/** A chart's hook: no member of the set, created at its phases and deleted as its policies say. */
export interface ChartHook {
  object: ManifestObject;
  phases: HookPhase[];
  weight: number;
  /** Helm's default when the chart names none: before-hook-creation. */
  deletePolicies: DeletePolicy[];
}

/** A hook left out of the set, with its phases (`test`, or none a deploy knows). */
export interface SkippedHook {
  object: ManifestObject;
  phases: string[];
}

// Helm's install order of kinds (pkg/release/util/kind_sorter.go): what sorts hooks of one weight and one name.
const INSTALL_ORDER = [
  'PriorityClass',
  'Namespace',
  'NetworkPolicy',
  'ResourceQuota',
  'LimitRange',
  'PodSecurityPolicy',
  'PodDisruptionBudget',
  'ServiceAccount',
  'Secret',
  'SecretList',
  'ConfigMap',
  'StorageClass',
  'PersistentVolume',
  'PersistentVolumeClaim',
  'CustomResourceDefinition',
  'ClusterRole',
  'ClusterRoleList',
  'ClusterRoleBinding',
  'ClusterRoleBindingList',
  'Role',
  'RoleList',
  'RoleBinding',
  'RoleBindingList',
  'Service',
  'DaemonSet',
  'Pod',
  'ReplicationController',
  'ReplicaSet',
  'Deployment',
  'HorizontalPodAutoscaler',
  'StatefulSet',
  'Job',
  'CronJob',
  'IngressClass',
  'Ingress',
  'APIService',
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
];
const kindRank = (kind: string) => {
  const rank = INSTALL_ORDER.indexOf(kind);
  return rank === -1 ? INSTALL_ORDER.length : rank;
};

/**
 * The objects of a rendered chart (or a kustomization's `helmCharts`) that are ApplySet members,
 * the hooks a deploy runs, and those it leaves out (`helm test`'s, and any naming no phase a
 * deploy knows). A hook is no member: helm creates it at its phase and deletes it as its policy says.
 */
export function splitHooks(objects: ManifestObject[]): {
  members: ManifestObject[];
  hooks: ChartHook[];
  skipped: SkippedHook[];
} {
  const members: ManifestObject[] = [];
  const hooks: ChartHook[] = [];
  const skipped: SkippedHook[] = [];
  for (const manifest of objects) {
    const value = manifest.object.metadata.annotations?.[HOOK_ANNOTATION];
    if (value === undefined) {
      members.push(manifest);
      continue;
    }
    const named = listOf(value);
    const phases = named.filter((phase): phase is HookPhase => (RUN_PHASES as readonly string[]).includes(phase));
    if (phases.length === 0) {
      skipped.push({ object: manifest, phases: named });
      continue;
    }
    hooks.push({ object: manifest, phases, ...hookFacts(manifest) });
  }
  return { members, hooks, skipped };
}

/** The hooks of a phase in helm's order: by weight, then by name, then by kind as helm installs them. */
export function hooksOf(hooks: readonly ChartHook[], phase: HookPhase): ChartHook[] {
  const nameOf = (hook: ChartHook) => hook.object.object.metadata.name ?? '';
  return hooks
    .filter((hook) => hook.phases.includes(phase))
    .sort(
      (a, b) =>
        a.weight - b.weight ||
        (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0) ||
        kindRank(a.object.object.kind) - kindRank(b.object.object.kind),
    );
}

/** With helm's `tests` asked for: the test hooks, to run in the `test` phase; the other hooks left out as they were. */
export function withTestHooks(skipped: SkippedHook[]): { tests: ChartHook[]; skipped: SkippedHook[] } {
  const tests = skipped
    .filter(isTest)
    .map(({ object }): ChartHook => ({ ...hookFacts(object), object, phases: ['test'] }));
  return { tests, skipped: skipped.filter((hook) => !isTest(hook)) };
}

function isTest(hook: SkippedHook): boolean {
  return hook.phases.length > 0 && hook.phases.every((phase) => TEST_PHASES.has(phase));
}

/** A hook's weight and delete policies, as helm reads them: a weight that is no integer is 0, a policy it does not know is ignored. */
function hookFacts(manifest: ManifestObject): Pick<ChartHook, 'weight' | 'deletePolicies'> {
  const annotations = manifest.object.metadata.annotations ?? {};
  const weight = Number.parseInt(annotations[WEIGHT_ANNOTATION] ?? '0', 10);
  const policies = listOf(annotations[DELETE_POLICY_ANNOTATION] ?? '').filter((p): p is DeletePolicy =>
    (DELETE_POLICIES as readonly string[]).includes(p),
  );
  return {
    weight: Number.isNaN(weight) ? 0 : weight,
    deletePolicies: policies.length > 0 ? policies : ['before-hook-creation'],
  };
}

/**
 * What a run says of the hooks it leaves out: test hooks in one line (they belong to `helm test`,
 * never to a deploy), a hook of no phase a deploy knows in a warning of its own.
 */
export function hookMessages(hooks: SkippedHook[]): { info: string[]; warnings: string[] } {
  const tests = hooks.filter(isTest);
  const info =
    tests.length === 0
      ? []
      : [
          `Left out ${tests.length} Helm test hook${tests.length === 1 ? '' : 's'} (${tests.map(named).join(', ')}): helm test runs them; a deploy runs them only when asked (helm: tests: true, --helm-tests)`,
        ];
  const warnings = hooks
    .filter((hook) => !isTest(hook))
    .map(
      (hook) =>
        `${named(hook)} is a Helm hook of no phase a deploy runs (${hook.phases.join(', ') || 'none given'}) and is not applied: check its ${HOOK_ANNOTATION} annotation`,
    );
  return { info, warnings };
}

function listOf(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `job.batch/init (chart/templates/hooks/job.yaml)`. */
function named({ object: { object, source } }: SkippedHook): string {
  return `${formatRef({ group: parseApiVersion(object.apiVersion).group, kind: object.kind, name: object.metadata.name ?? '' })} (${source.file})`;
}
