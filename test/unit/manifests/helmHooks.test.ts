import { describe, expect, it } from 'vitest';
import { hookMessages, hooksOf, splitHooks } from '../../../src/manifests/helmHooks.ts';
import type { ManifestObject } from '../../../src/kube/manifestObject.ts';

const object = (kind: string, name: string, annotations?: Record<string, string>): ManifestObject => ({
  object: {
    apiVersion: kind === 'Job' ? 'batch/v1' : 'v1',
    kind,
    metadata: { name, ...(annotations ? { annotations } : {}) },
  },
  source: { file: 'chart/templates/hooks.yaml', line: 1 },
});
const hook = (kind: string, name: string, phase: string, weight?: string) =>
  object(kind, name, { 'helm.sh/hook': phase, ...(weight === undefined ? {} : { 'helm.sh/hook-weight': weight }) });

describe("a chart's Helm hooks", () => {
  it("run in a phase by weight, then by name, then by kind in helm's install order", () => {
    const { members, hooks } = splitHooks([
      hook('Job', 'b', 'pre-install,pre-upgrade'),
      hook('Job', 'a', 'pre-install', '1'),
      object('ConfigMap', 'member'),
      hook('Job', 'same', 'pre-install'),
      hook('ConfigMap', 'same', 'pre-install'),
      hook('ServiceAccount', 'z', 'pre-install', '-10'),
      hook('Job', 'c', 'post-install', 'not a number'),
    ]);
    const names = (phase: Parameters<typeof hooksOf>[1]) =>
      hooksOf(hooks, phase).map((h) => `${h.object.object.kind}/${h.object.object.metadata.name}`);
    expect(members.map((m) => m.object.metadata.name)).toEqual(['member']);
    expect(names('pre-install')).toEqual(['ServiceAccount/z', 'Job/b', 'ConfigMap/same', 'Job/same', 'Job/a']);
    expect(names('pre-upgrade')).toEqual(['Job/b']);
    expect(names('post-install')).toEqual(['Job/c']);
    expect(hooks.find((h) => h.object.object.metadata.name === 'c')).toMatchObject({
      weight: 0,
      deletePolicies: ['before-hook-creation'],
    });
  });

  it('leave out test hooks in one line and warn of a hook of no phase a deploy runs', () => {
    const { hooks, skipped } = splitHooks([hook('Pod', 'ping', 'test'), hook('Job', 'odd', 'pre-instal')]);
    expect(hooks).toEqual([]);
    expect(hookMessages(skipped)).toEqual({
      info: [
        'Left out 1 Helm test hook (pod/ping (chart/templates/hooks.yaml)): helm test runs them; a deploy runs them only when asked (helm: tests: true, --helm-tests)',
      ],
      warnings: [
        'job.batch/odd (chart/templates/hooks.yaml) is a Helm hook of no phase a deploy runs (pre-instal) and is not applied: check its helm.sh/hook annotation',
      ],
    });
  });
});
