// plan-cache: a plan that takes unchanged members from the record of the last apply must say, object
// by object, what a plan that dry-runs every member says, and skip exactly the dry-runs whose answer
// the record still knows. A few hundred objects of many kinds (planCacheSet.ts), each mutation of
// issues 25 and 35 one at a time, then seeded random mixes; after each, the set is applied again. The
// mutations of what every answer depends on (admission, CRDs, settings) are chosen to change the
// verdict or the exact count: a cache that ignored one of them would disagree or skip too many.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RawInputs } from '../../../src/options/parseOptions.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { engine, kubectlOk, writeSet, type Manifest } from './harness.ts';
import {
  admissionFixtures,
  MUTATED,
  POLICY_REFUSAL,
  WEBHOOK_REFUSAL,
  type AdmissionFixtures,
} from './planCacheAdmission.ts';
import { seeded } from '../../cluster/seededRandom.ts';
import { buildSet, COUNTS, TOTAL, verdict, type Verdict } from './planCacheSet.ts';

/** The members whose dry-run the record no longer answers for: keys (`Kind/name`), or every member. */
type Misses = string[] | 'all';

describe('plan-cache: a plan from the record agrees with the full plan, object by object', () => {
  let ns: TestNamespace;
  let group: string;
  let admission: AdmissionFixtures;
  const overrides = new Map<string, Manifest>();
  let dir: string;
  // Forcing: a field another manager took (kubectl edit, scale) is a change to show, not a conflict that stops the plan.
  const inputs = (extra: RawInputs = {}): RawInputs => ({
    applyset: 'set',
    namespace: ns.name,
    wait: 'false',
    'force-conflicts': 'true',
    ...extra,
  });
  const write = async () => {
    dir = await writeSet(buildSet(ns.name, group, overrides));
  };
  const kubectl = (...args: string[]) => kubectlOk([...args, '-n', ns.name]);
  const widgets = () => Array.from({ length: COUNTS.widgets }, (_, i) => `Widget/widget-${i}`);
  /** The CRD patched by another manager; its generation moves, so the record answers for no Widget, nor for the CRD itself. */
  const patchCrd = async (patch: object[]): Promise<Misses> => {
    await kubectlOk([
      'patch',
      'customresourcedefinition',
      `widgets.${group}`,
      '--type=json',
      '-p',
      JSON.stringify(patch),
    ]);
    return [`CustomResourceDefinition/widgets.${group}`, ...widgets()];
  };
  const specProperty = (name: string) => `/spec/versions/0/schema/openAPIV3Schema/properties/spec/${name}`;
  /** The set applied again, then recorded as the next plans' baseline (only what a dry-run found unchanged is recorded). */
  const restore = async () => {
    await engine('apply', dir, inputs());
    const recorded = await engine('apply', dir, inputs());
    expect(recorded.summary.create + recorded.summary.update).toBe(0);
  };
  /** Both plans after `mutation`; a disagreement fails naming it. Returns what the plan from the record said. */
  const compare = async (mutation: string, extra: RawInputs = {}): Promise<Verdict> => {
    const cached = await verdict(dir, inputs({ ...extra, 'plan-cache': 'true' }));
    const full = await verdict(dir, inputs({ ...extra, 'plan-cache': 'false' }));
    const said = 'error' in cached ? cached : { objects: cached.objects };
    const fullSaid = 'error' in full ? full : { objects: full.objects };
    expect(said, `after ${mutation}, the plan from the record disagrees with the full plan`).toEqual(fullSaid);
    return cached;
  };
  const skippedAfter = (misses: Misses) => (misses === 'all' ? 0 : TOTAL - new Set(misses).size);

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'plan-cache');
    group = `${ns.name}.example.com`;
    admission = await admissionFixtures(ns.name);
    await write();
    await engine('apply', dir, inputs());
    // The first apply created everything; the second finds it unchanged and records it.
    await engine('apply', dir, inputs());
  }, 300_000);

  afterAll(async () => {
    await admission?.remove();
    await admission?.close();
    await kubectlOk(['delete', 'customresourcedefinition', `widgets.${group}`, '--ignore-not-found', '--wait=false']);
    await ns.delete();
  });

  it('a set that did not change: the record answers for every member, and the plans agree', async () => {
    expect(await compare('nothing')).toMatchObject({ skipped: TOTAL });
  }, 120_000);

  const named: { mutation: string; change: () => Promise<Misses>; extra?: RawInputs }[] = [
    {
      mutation: 'a field changed by hand (kubectl edit)',
      change: () =>
        kubectl('patch', 'configmap', 'cm-1', '--type=merge', '-p', '{"data":{"key":"edited"}}').then(() => [
          'ConfigMap/cm-1',
        ]),
    },
    {
      mutation: 'a label added by hand',
      change: () => kubectl('label', 'service', 'svc-1', 'hand=added').then(() => ['Service/svc-1']),
    },
    {
      mutation: 'an annotation added by hand',
      change: () => kubectl('annotate', 'role', 'role-1', 'hand=added').then(() => ['Role/role-1']),
    },
    {
      mutation: 'a server-side apply of one field by another manager',
      change: async () => {
        const path = join(await mkdtemp(join(tmpdir(), 'plan-cache-')), 'other.json');
        await writeFile(
          path,
          JSON.stringify({
            apiVersion: 'v1',
            kind: 'ConfigMap',
            metadata: { name: 'cm-2', namespace: ns.name },
            data: { key: 'theirs' },
          }),
        );
        await kubectl('apply', '--server-side', '--field-manager=other-manager', '--force-conflicts', '-f', path);
        return ['ConfigMap/cm-2'];
      },
    },
    {
      mutation: 'kubectl scale',
      change: () => kubectl('scale', 'deployment', 'deploy-1', '--replicas=3').then(() => ['Deployment/deploy-1']),
    },
    {
      mutation: 'an object deleted',
      change: () => kubectl('delete', 'widget.' + group, 'widget-1').then(() => ['Widget/widget-1']),
    },
    // Defaults apply on read too: both plans say unchanged, and only the count tells a cache that ignored the CRD.
    {
      mutation: "the CRD's schema gaining a defaulted field",
      change: () =>
        patchCrd([{ op: 'add', path: specProperty('properties/color'), value: { type: 'string', default: 'blue' } }]),
    },
    {
      mutation: 'the manifest changed by one character',
      change: async () => {
        overrides.set('ConfigMap/cm-3', {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'cm-3', namespace: ns.name },
          data: { key: 'value-4' },
        });
        await write();
        return ['ConfigMap/cm-3'];
      },
    },
    {
      mutation: "a Secret's value rotated in the cluster",
      change: () =>
        kubectl('patch', 'secret', 'secret-1', '--type=merge', '-p', '{"stringData":{"password":"rotated"}}').then(
          () => ['Secret/secret-1'],
        ),
    },
    {
      mutation: "a Secret's value rotated in the manifest",
      change: async () => {
        overrides.set('Secret/secret-2', {
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: { name: 'secret-2', namespace: ns.name },
          stringData: { password: 'rotated' },
        });
        await write();
        return ['Secret/secret-2'];
      },
    },
  ];

  it.each(named)(
    'after $mutation, the plans agree and the record answers for every other member',
    async ({ mutation, change, extra }) => {
      const misses = await change();
      // Restored whatever this test finds: a failure stays this test's, not the next ones'.
      const cached = await compare(mutation, extra).finally(restore);
      expect(cached).toMatchObject({ skipped: skippedAfter(misses) });
    },
    300_000,
  );

  // Nothing in the cluster or the manifests changes: the record stays the baseline, no apply needed.
  it.each([
    ['the field manager changed', { 'field-manager': 'another-deployer' }],
    ['force-conflicts turned off', { 'force-conflicts': 'false' }],
  ])(
    'after %s, the plans agree and the record answers for no member',
    async (mutation, extra) => {
      expect(await compare(mutation, extra)).toMatchObject({ skipped: 0 });
    },
    120_000,
  );

  it('after a mutating webhook that annotates ConfigMap updates is added, both plans update every ConfigMap, and the record answers for no member', async () => {
    await admission.mutatingWebhook();
    const cached = await compare('a mutating webhook added').finally(() => admission.remove());
    expect(cached).toMatchObject({ skipped: 0 });
    const updates =
      'objects' in cached
        ? cached.objects.filter((line) => line.startsWith('update | ConfigMap |') && line.includes(MUTATED))
        : [];
    expect(updates).toHaveLength(COUNTS.configMaps);
  }, 120_000);

  it.each([
    [
      'a validating webhook (failurePolicy Fail) that refuses ConfigMap updates',
      () => admission.validatingWebhook(),
      WEBHOOK_REFUSAL,
    ],
    [
      'a ValidatingAdmissionPolicy in Deny that refuses ConfigMap updates',
      () => admission.denyingPolicy(),
      POLICY_REFUSAL,
    ],
  ])(
    'after %s is added, both plans fail alike, naming every ConfigMap',
    async (mutation, add, refusal) => {
      await add();
      const cached = await compare(mutation).finally(() => admission.remove());
      expect(cached).toMatchObject({ error: expect.stringContaining(refusal) });
      expect(refusedNames(cached, /cm-\d+/g)).toBe(COUNTS.configMaps);
    },
    120_000,
  );

  it('after a CEL transition rule on the CRD refuses every Widget update that keeps its size (ratcheting lets an unchanged value through any other new rule), both plans fail alike, naming every Widget', async () => {
    await patchCrd([
      {
        op: 'add',
        path: specProperty('x-kubernetes-validations'),
        value: [{ rule: 'self.size != oldSelf.size', message: 'size must change' }],
      },
    ]);
    const cached = await compare('a transition rule added to the CRD').finally(async () => {
      await patchCrd([{ op: 'remove', path: specProperty('x-kubernetes-validations') }]);
      await restore();
    });
    expect(cached).toMatchObject({ error: expect.stringContaining('size must change') });
    expect(refusedNames(cached, /widget-\d+/g)).toBe(COUNTS.widgets);
  }, 120_000);

  it('after seeded random mixes of mutations, each round with one of what every answer depends on, the plans agree and skip exactly what the record still knows', async () => {
    const random = seeded(25);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    let extra: RawInputs = {};
    let cleanup = async () => {};
    const members: [string, (i: number, tag: string) => Promise<Misses>][] = [
      [
        'patch configmap',
        (i, tag) =>
          kubectl(
            'patch',
            'configmap',
            `cm-${i % COUNTS.configMaps}`,
            '--type=merge',
            '-p',
            `{"data":{"key":"${tag}"}}`,
          ).then(() => [`ConfigMap/cm-${i % COUNTS.configMaps}`]),
      ],
      [
        'label secret',
        (i, tag) =>
          kubectl('label', '--overwrite', 'secret', `secret-${i % COUNTS.secrets}`, `mix=${tag}`).then(() => [
            `Secret/secret-${i % COUNTS.secrets}`,
          ]),
      ],
      [
        'annotate widget',
        (i, tag) =>
          kubectl('annotate', '--overwrite', `widget.${group}`, `widget-${i % COUNTS.widgets}`, `mix=${tag}`).then(
            () => [`Widget/widget-${i % COUNTS.widgets}`],
          ),
      ],
      [
        'scale deployment',
        (i) =>
          kubectl('scale', 'deployment', `deploy-${i % COUNTS.deployments}`, `--replicas=${2 + (i % 3)}`).then(() => [
            `Deployment/deploy-${i % COUNTS.deployments}`,
          ]),
      ],
      [
        'delete service',
        (i) =>
          kubectl('delete', 'service', `svc-${i % COUNTS.services}`, '--ignore-not-found').then(() => [
            `Service/svc-${i % COUNTS.services}`,
          ]),
      ],
      [
        'delete rolebinding',
        (i) =>
          kubectl('delete', 'rolebinding', `binding-${i % COUNTS.roles}`, '--ignore-not-found').then(() => [
            `RoleBinding/binding-${i % COUNTS.roles}`,
          ]),
      ],
      [
        'manifest character',
        async (i, tag) => {
          const n = i % COUNTS.configMaps;
          overrides.set(`ConfigMap/cm-${n}`, {
            apiVersion: 'v1',
            kind: 'ConfigMap',
            metadata: { name: `cm-${n}`, namespace: ns.name },
            data: { key: `value-${n}-${tag}` },
          });
          await write();
          return [`ConfigMap/cm-${n}`];
        },
      ],
    ];
    // One per round but the last, at a random place among its member mutations.
    const dependencies: [string, (i: number, tag: string) => Promise<Misses>][] = [
      [
        'CRD defaulted field',
        (_, tag) =>
          patchCrd([{ op: 'add', path: specProperty(`properties/${tag}`), value: { type: 'string', default: 'x' } }]),
      ],
      [
        'mutating webhook',
        async () => {
          await admission.mutatingWebhook();
          cleanup = () => admission.remove();
          return 'all';
        },
      ],
      [
        'field manager',
        async () => {
          extra = { 'field-manager': 'another-deployer' };
          return 'all';
        },
      ],
    ];
    for (let round = 0; round < 4; round++) {
      const planned = Array.from({ length: 4 }, () => pick(members));
      const dependency = dependencies[round];
      if (dependency) planned.splice(Math.floor(random() * 4), 1, dependency);
      const done: string[] = [];
      let misses: Misses = [];
      for (const [k, [name, mutate]] of planned.entries()) {
        const target = Math.floor(random() * 1000);
        const touched = await mutate(target, `r${round}m${k}`);
        misses = misses === 'all' || touched === 'all' ? 'all' : [...misses, ...touched];
        done.push(`${name} #${target}`);
      }
      const mutation = `round ${round} of seed 25: ${done.join(', ')}`;
      const cached = await compare(mutation, extra).finally(async () => {
        await cleanup();
        await restore();
      });
      [extra, cleanup] = [{}, async () => {}];
      expect(cached, mutation).toMatchObject({ skipped: skippedAfter(misses) });
    }
  }, 600_000);
});

/** How many distinct objects a failed plan's error names (`pattern`: their names). */
function refusedNames(said: Verdict, pattern: RegExp): number {
  return 'error' in said ? new Set(said.error.match(pattern)).size : 0;
}
