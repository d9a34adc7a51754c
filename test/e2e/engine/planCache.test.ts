// plan-cache: a plan that takes unchanged members from the record of the last apply must say, object
// by object, what a plan that dry-runs every member says. A few hundred objects of many kinds, each
// mutation of issue 25 one at a time, then a seeded random mix; after each, the set is applied again.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeError } from '../../../src/errors.ts';
import type { RawInputs } from '../../../src/options.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { RunFailure } from '../../../src/runApplySet.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { engine, kubectlOk, writeSet, type Manifest } from './harness.ts';

const COUNTS = { configMaps: 90, secrets: 40, services: 25, deployments: 12, widgets: 50, roles: 20 };

function buildSet(namespace: string, group: string, overrides: Map<string, Manifest>): Manifest[] {
  const meta = (name: string) => ({ name, namespace });
  const range = (n: number, make: (i: number) => Manifest) => Array.from({ length: n }, (_, i) => make(i));
  const objects: Manifest[] = [
    {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: `widgets.${group}` },
      spec: {
        group,
        scope: 'Namespaced',
        names: { kind: 'Widget', plural: 'widgets' },
        versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: { size: { type: 'integer' } } } } } } }],
      },
    },
    ...range(COUNTS.configMaps, (i) => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: meta(`cm-${i}`), data: { key: `value-${i}` } })),
    ...range(COUNTS.secrets, (i) => ({ apiVersion: 'v1', kind: 'Secret', metadata: meta(`secret-${i}`), stringData: { password: `pw-${i}` } })),
    ...range(COUNTS.services, (i) => ({ apiVersion: 'v1', kind: 'Service', metadata: meta(`svc-${i}`), spec: { selector: { app: `app-${i}` }, ports: [{ port: 80 }] } })),
    ...range(COUNTS.deployments, (i) => ({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: meta(`deploy-${i}`),
      spec: { replicas: 1, selector: { matchLabels: { app: `app-${i}` } }, template: { metadata: { labels: { app: `app-${i}` } }, spec: { containers: [{ name: 'app', image: 'registry.example/app:1' }] } } },
    })),
    ...range(COUNTS.widgets, (i) => ({ apiVersion: `${group}/v1`, kind: 'Widget', metadata: meta(`widget-${i}`), spec: { size: i } })),
    ...range(COUNTS.roles, (i) => ({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: meta(`sa-${i}`) })),
    ...range(COUNTS.roles, (i) => ({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'Role', metadata: meta(`role-${i}`), rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get'] }] })),
    ...range(COUNTS.roles, (i) => ({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: meta(`binding-${i}`),
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: `role-${i}` },
      subjects: [{ kind: 'ServiceAccount', name: `sa-${i}`, namespace }],
    })),
  ];
  return objects.map((object) => overrides.get(keyOf(object)) ?? object);
}

function keyOf(object: Manifest): string {
  return `${String(object.kind)}/${(object.metadata as { name: string }).name}`;
}

/** What a plan says of each object, or the error it stopped with. */
type Verdict = { error: string } | { objects: string[]; skipped: number };

async function verdict(dir: string, inputs: RawInputs): Promise<Verdict> {
  try {
    const outcome: RunOutcome = await engine('preview', dir, inputs);
    return {
      objects: outcome.objects.map((o) => [o.action, o.kind, o.namespace, o.name, o.reason ?? '', o.diff ?? ''].join(' | ')).sort(),
      skipped: outcome.dryRunsSkipped ?? 0,
    };
  } catch (error) {
    return { error: describeError(error instanceof RunFailure ? error.error : error) };
  }
}

/** A seeded generator (mulberry32): the random mix is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('plan-cache: a plan from the record agrees with the full plan, object by object', () => {
  let ns: TestNamespace;
  let group: string;
  const overrides = new Map<string, Manifest>();
  let dir: string;
  // Forcing: a field another manager took (kubectl edit, scale) is a change to show, not a conflict that stops the plan.
  const inputs = (extra: RawInputs = {}): RawInputs => ({ applyset: 'set', namespace: ns.name, wait: 'false', 'force-conflicts': 'true', ...extra });
  const write = async () => {
    dir = await writeSet(buildSet(ns.name, group, overrides));
  };
  const kubectl = (...args: string[]) => kubectlOk([...args, '-n', ns.name]);
  /** The set applied again, then recorded as the next plans' baseline (only what a dry-run found unchanged is recorded). */
  const restore = async () => {
    await engine('apply', dir, inputs());
    const recorded = await engine('apply', dir, inputs());
    expect(recorded.summary.create + recorded.summary.update).toBe(0);
  };
  /** Both plans after `mutation`; a disagreement fails naming it. Returns the cached plan's skip count, undefined when both failed alike. */
  const compare = async (mutation: string, extra: RawInputs = {}): Promise<number | undefined> => {
    const cached = await verdict(dir, inputs({ ...extra, 'plan-cache': 'true' }));
    const full = await verdict(dir, inputs({ ...extra, 'plan-cache': 'false' }));
    const said = 'error' in cached ? cached : { objects: cached.objects };
    const fullSaid = 'error' in full ? full : { objects: full.objects };
    expect(said, `after ${mutation}, the plan from the record disagrees with the full plan`).toEqual(fullSaid);
    return 'skipped' in cached ? cached.skipped : undefined;
  };
  const total = 1 + Object.values(COUNTS).reduce((a, b) => a + b, 0) + 2 * COUNTS.roles;

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'plan-cache');
    group = `${ns.name}.example.com`;
    await write();
    await engine('apply', dir, inputs());
    // The first apply created everything; the second finds it unchanged and records it.
    await engine('apply', dir, inputs());
  }, 300_000);

  afterAll(async () => {
    await kubectlOk(['delete', 'customresourcedefinition', `widgets.${group}`, '--ignore-not-found', '--wait=false']);
    await ns.delete();
  });

  it('a set that did not change: all but the moving workloads are known, and the plans agree', async () => {
    const skipped = await compare('nothing');
    expect(skipped).toBeGreaterThan(total - COUNTS.deployments - 1);
  }, 120_000);

  const named: [string, () => Promise<void>, RawInputs?][] = [
    ['a field changed by hand (kubectl edit)', () => kubectl('patch', 'configmap', 'cm-1', '--type=merge', '-p', '{"data":{"key":"edited"}}').then(() => undefined)],
    ['a label added by hand', () => kubectl('label', 'service', 'svc-1', 'hand=added').then(() => undefined)],
    ['an annotation added by hand', () => kubectl('annotate', 'role', 'role-1', 'hand=added').then(() => undefined)],
    ['a server-side apply of one field by another manager', async () => {
      const path = join(await mkdtemp(join(tmpdir(), 'plan-cache-')), 'other.json');
      await writeFile(path, JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm-2', namespace: ns.name }, data: { key: 'theirs' } }));
      await kubectl('apply', '--server-side', '--field-manager=other-manager', '--force-conflicts', '-f', path);
    }],
    ['kubectl scale', () => kubectl('scale', 'deployment', 'deploy-1', '--replicas=3').then(() => undefined)],
    ['an object deleted', () => kubectl('delete', 'widget.' + group, 'widget-1').then(() => undefined)],
    ['the CRD\'s schema gaining a defaulted field', () => kubectlOk(['patch', 'customresourcedefinition', `widgets.${group}`, '--type=json', '-p',
      JSON.stringify([{ op: 'add', path: '/spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/color', value: { type: 'string', default: 'blue' } }])]).then(() => undefined)],
    ['the manifest changed by one character', async () => {
      overrides.set('ConfigMap/cm-3', { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm-3', namespace: ns.name }, data: { key: 'value-4' } });
      await write();
    }],
    ['a Secret\'s value rotated in the cluster', () => kubectl('patch', 'secret', 'secret-1', '--type=merge', '-p', '{"stringData":{"password":"rotated"}}').then(() => undefined)],
    ['a Secret\'s value rotated in the manifest', async () => {
      overrides.set('Secret/secret-2', { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'secret-2', namespace: ns.name }, stringData: { password: 'rotated' } });
      await write();
    }],
    ['the field manager changed', async () => {}, { 'field-manager': 'another-deployer' }],
    ['force-conflicts turned off', async () => {}, { 'force-conflicts': 'false' }],
    ['a mutating webhook added to the cluster', () => addWebhook(ns.name)],
  ];

  it.each(named.map(([mutation, change, extra]) => ({ mutation, change, extra: extra ?? {} })))('after $mutation, the plans agree', async ({ mutation, change, extra }) => {
    await change();
    const skipped = await compare(mutation, extra);
    // What every member's answer depends on changed: the record answers for none.
    if (['a mutating webhook', 'the field manager', 'force-conflicts'].some((what) => mutation.startsWith(what))) expect(skipped).toBe(0);
    else expect(skipped).toBeGreaterThan(0);
    if (mutation.startsWith('a mutating webhook')) await kubectlOk(['delete', 'mutatingwebhookconfiguration', `plan-cache-${ns.name}`]);
    await restore();
  }, 300_000);

  it('after seeded random mixes of mutations, the plans agree', async () => {
    const random = seeded(25);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const mutations: [string, (i: number) => Promise<unknown>][] = [
      ['patch configmap', (i) => kubectl('patch', 'configmap', `cm-${i % COUNTS.configMaps}`, '--type=merge', '-p', `{"data":{"key":"r${i}"}}`)],
      ['label secret', (i) => kubectl('label', '--overwrite', 'secret', `secret-${i % COUNTS.secrets}`, `mix=r${i}`)],
      ['annotate widget', (i) => kubectl('annotate', '--overwrite', `widget.${group}`, `widget-${i % COUNTS.widgets}`, `mix=r${i}`)],
      ['scale deployment', (i) => kubectl('scale', 'deployment', `deploy-${i % COUNTS.deployments}`, `--replicas=${2 + (i % 3)}`)],
      ['delete service', (i) => kubectl('delete', 'service', `svc-${i % COUNTS.services}`, '--ignore-not-found')],
      ['delete rolebinding', (i) => kubectl('delete', 'rolebinding', `binding-${i % COUNTS.roles}`, '--ignore-not-found')],
      ['manifest character', async (i) => {
        const n = i % COUNTS.configMaps;
        overrides.set(`ConfigMap/cm-${n}`, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `cm-${n}`, namespace: ns.name }, data: { key: `value-${n}x` } });
        await write();
      }],
    ];
    for (let round = 0; round < 4; round++) {
      const done: string[] = [];
      for (let k = 0; k < 4; k++) {
        const [name, mutate] = pick(mutations);
        const target = Math.floor(random() * 1000);
        await mutate(target);
        done.push(`${name} #${target}`);
      }
      await compare(`round ${round} of seed 25: ${done.join(', ')}`);
      await restore();
    }
  }, 600_000);
});

/** A mutating webhook for the test's namespace only, with nothing behind it: its calls fail, and are ignored. */
async function addWebhook(namespace: string): Promise<void> {
  const file = join(await mkdtemp(join(tmpdir(), 'plan-cache-')), 'webhook.json');
  await writeFile(file, JSON.stringify({
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'MutatingWebhookConfiguration',
    metadata: { name: `plan-cache-${namespace}` },
    webhooks: [{
      name: 'nothing.plan-cache.example.com',
      clientConfig: { url: 'https://127.0.0.1:1/mutate' },
      rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['UPDATE'], resources: ['configmaps'] }],
      namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } },
      failurePolicy: 'Ignore',
      sideEffects: 'None',
      admissionReviewVersions: ['v1'],
      timeoutSeconds: 1,
    }],
  }));
  await kubectlOk(['apply', '-f', file]);
}
