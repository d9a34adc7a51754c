// The crash campaign's checker catches what it is there for: each fault made on purpose on a deployed set,
// the checker run, the fault undone. A clean set first, so that a checker that always complains fails too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySetId, KINDS, PART_OF } from '../../cluster/chaos/applySetSpec.ts';
import { checkCluster, type Expectation } from '../../cluster/chaos/checker.ts';
import { goodApply, type ChaosContext } from '../../cluster/chaos/crashRound.ts';
import { sharedChaosWorld } from './chaosWorld.ts';

describe('the crash campaign checker', () => {
  let context: ChaosContext;
  let remove: (() => Promise<void>) | undefined;
  let expectation: Expectation;
  let parentPath: string;
  beforeAll(async () => {
    ({ context, remove } = await sharedChaosWorld('chaos-checker'));
    const applied = await goodApply(context, 1);
    expect(applied.violations).toEqual([]);
    expectation = applied.expectation!;
    parentPath = `/api/v1/namespaces/${context.world.home}/secrets/${context.world.parentName}`;
  });
  afterAll(async () => remove?.());

  const kinds = async () => (await checkCluster(context.api, expectation)).map((v) => `${v.kind}: ${v.message}`);

  it('catches a leak: an object labelled part of the set that no manifest holds', async () => {
    const id = applySetId({ name: context.world.parentName, namespace: context.world.home, kind: 'Secret', group: '' });
    const stray = {
      metadata: { name: 'stray', namespace: context.world.home, labels: { [PART_OF]: id } },
      data: { left: 'behind' },
    };
    expect(
      (await context.api.request('POST', `/api/v1/namespaces/${context.world.home}/configmaps`, { body: stray }))
        .status,
    ).toBe(201);
    expect(await kinds()).toEqual([
      `leak: ConfigMap ${context.world.home}/stray is labelled part of the set but is in no manifest`,
    ]);
    await context.api.request('DELETE', `/api/v1/namespaces/${context.world.home}/configmaps/stray`);
    expect(await kinds()).toEqual([]);
  });

  it("catches a wrong deletion: someone else's object gone", async () => {
    const bystander = expectation.bystanders.find((b) => b.resource === 'configmaps')!;
    const path = `/api/v1/namespaces/${bystander.namespace}/configmaps/${bystander.name}`;
    const before = (await context.api.request('GET', path)).body as { data: Record<string, string> };
    expect((await context.api.request('DELETE', path)).status).toBe(200);
    expect(await kinds()).toEqual([
      `wrong deletion: configmaps ${bystander.namespace}/${bystander.name}, not the set's, was deleted`,
    ]);
    const again = await context.api.request('POST', `/api/v1/namespaces/${bystander.namespace}/configmaps`, {
      body: { metadata: { name: bystander.name }, data: before.data },
    });
    expect(await kinds()).toEqual([
      `changed outside the set: configmaps ${bystander.namespace}/${bystander.name}, not the set's, was changed`,
    ]);
    bystander.resourceVersion = (again.body as { metadata: { resourceVersion: string } }).metadata.resourceVersion;
  });

  it("catches a stale parent: a member's kind missing from the parent's record", async () => {
    const parent = (await context.api.request('GET', parentPath)).body as {
      metadata: { annotations: Record<string, string> };
    };
    const recorded = parent.metadata.annotations[KINDS]!;
    const widget = `Widget.${context.world.group}`;
    expect(recorded.split(',')).toContain(widget);
    const stale = recorded
      .split(',')
      .filter((k) => k !== widget)
      .join(',');
    const patch = (value: string) =>
      context.api.request('PATCH', parentPath, {
        body: { metadata: { annotations: { [KINDS]: value } } },
        contentType: 'application/merge-patch+json',
      });
    expect((await patch(stale)).status).toBe(200);
    const found = await kinds();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((line) => line.startsWith('stale parent: '))).toBe(true);
    expect(found).toContain(
      `stale parent: ${widget} ${context.world.home}/w1 is labelled part of the set, but the parent records no ${widget}`,
    );
    expect((await patch(recorded)).status).toBe(200);
    expect(await kinds()).toEqual([]);
  });
});
