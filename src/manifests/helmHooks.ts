import { formatRef, parseApiVersion } from '../kube/objectRef.ts';
import type { ManifestObject } from './manifestObject.ts';

/** The annotation that makes a chart's object a hook, run by helm at a phase of a release, not a part of it. */
export const HOOK_ANNOTATION = 'helm.sh/hook';
/** The phases of `helm test`, which no deploy runs. */
const TEST_PHASES = new Set(['test', 'test-success', 'test-failure']);

/** A hook left out of the set, with its phases (`pre-install`, `test`). */
export interface SkippedHook {
  object: ManifestObject;
  phases: string[];
}

/**
 * The objects of a rendered chart (or a kustomization's `helmCharts`) that are ApplySet members, and
 * the hooks left out. A hook is no member: helm creates it at its phase and deletes it after, so
 * applied with the set it would run once and then stand, or be pruned as soon as it left the chart.
 */
export function withoutHooks(objects: ManifestObject[]): { members: ManifestObject[]; hooks: SkippedHook[] } {
  const members: ManifestObject[] = [];
  const hooks: SkippedHook[] = [];
  for (const manifest of objects) {
    const value = manifest.object.metadata.annotations?.[HOOK_ANNOTATION];
    if (value === undefined) members.push(manifest);
    else hooks.push({ object: manifest, phases: value.split(',').map((phase) => phase.trim()).filter((phase) => phase !== '') });
  }
  return { members, hooks };
}

/**
 * What a run says of the hooks it left out: test hooks in one line (they belong to `helm test`,
 * never to a deploy), every other hook in a warning of its own, since what it would have done at
 * install or upgrade is not done.
 */
export function hookMessages(hooks: SkippedHook[]): { info: string[]; warnings: string[] } {
  const isTest = (hook: SkippedHook) => hook.phases.length > 0 && hook.phases.every((phase) => TEST_PHASES.has(phase));
  const tests = hooks.filter(isTest);
  const info = tests.length === 0 ? [] : [`Left out ${tests.length} Helm test hook${tests.length === 1 ? '' : 's'} (${tests.map(named).join(', ')}): helm test runs them, a deploy does not`];
  const warnings = hooks.filter((hook) => !isTest(hook)).map((hook) =>
    `${named(hook)} is a Helm hook (${hook.phases.join(', ') || 'no phase'}) and is not applied: hooks are not ApplySet members; apply it in a step of its own if the deploy needs it`);
  return { info, warnings };
}

/** `job.batch/init (chart/templates/hooks/job.yaml)`. */
function named({ object: { object, source } }: SkippedHook): string {
  return `${formatRef({ group: parseApiVersion(object.apiVersion).group, kind: object.kind, name: object.metadata.name ?? '' })} (${source.file})`;
}
