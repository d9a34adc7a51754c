// A first deploy into a namespace that its own manifests create, with the ApplySet lock on (the
// default): the Lease cannot live in the parent's namespace before that namespace exists.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { describeError } from '../../../src/common/errors.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { createTestNamespace } from '../../cluster/testNamespace.ts';
import {
  configMap,
  engine,
  engineError,
  getLive,
  kubectl,
  listNames,
  type Manifest,
  snapshot,
  writeSet,
} from './harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const namespaces: string[] = [];
/** A namespace name nobody has created: the manifests create it. */
function newNamespaceName(prefix: string): string {
  const name = `${prefix}-${randomBytes(4).toString('hex')}`;
  namespaces.push(name);
  return name;
}
afterEach(async () => {
  await kubectl(['delete', 'namespace', '--ignore-not-found', '--wait=false', ...namespaces.splice(0)]);
});

const namespace = (name: string): Manifest => ({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } });

/** Two runs that plan side by side: each waits at `beforeApply` until both have planned. */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    if (++arrived === parties) open();
    await opened;
  };
}

async function applyAfter(dir: string, ns: string, atBarrier: () => Promise<void>): Promise<RunOutcome | string> {
  const options = parseOptions(
    { mode: 'apply', manifests: dir, 'kubeconfig-path': inject('kubeconfigPath'), applyset: 'set', namespace: ns },
    process.cwd(),
    testEnvironment(),
  );
  try {
    return await runApplySet(options, { info: () => {}, warning: () => {}, beforeApply: atBarrier });
  } catch (error) {
    return describeError(error instanceof RunFailure ? error.error : error);
  }
}

describe('a first deploy into a namespace its manifests create', () => {
  it('applies with the lock, releases it, and a second run writes nothing', async () => {
    const ns = newNamespaceName('first');
    const dir = await writeSet([namespace(ns), configMap('a', ns), configMap('b', ns)]);

    const first = await engine('apply', dir, { applyset: 'set', namespace: ns, 'lock-timeout': '20s' });
    expect(first.summary).toMatchObject({ create: 3, update: 0, prune: 0 });
    expect(await listNames('configmap', ns)).toEqual(['a', 'b']);
    expect(
      (await getLive('secret', ns, 'set'))?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds'],
    ).toBe('ConfigMap,Namespace');
    expect(await getLive('lease', ns, 'applyset-lock.secret.set')).toBeUndefined();

    const members = ['configmap/a', 'configmap/b', 'secret/set'];
    const record = 'secret/applyset-plan-record.secret.set';
    const written = async (expected: string[]) => [
      ...(await snapshot(ns, expected)),
      (await getLive('namespace', undefined, ns))?.metadata.resourceVersion,
    ];
    const before = await written(members);
    const again = await engine('apply', dir, { applyset: 'set', namespace: ns });
    expect(again.summary).toMatchObject({ create: 0, update: 0, prune: 0, unchanged: 3 });
    // Its one write is the plan record of what it found unchanged; the set is as it was.
    const recorded = await written([...members, record]);
    expect(recorded.filter((line) => !line?.startsWith(`${record} `))).toEqual(before);
    // A third finds all three in the record, sends no dry-run, and writes nothing at all.
    const third = await engine('apply', dir, { applyset: 'set', namespace: ns });
    expect(third.dryRunsSkipped).toBe(3);
    expect(await written([...members, record])).toEqual(recorded);
  });

  it('excludes a second first deploy of the same set that planned at the same time: it stops before writing the parent or a member', async () => {
    const ns = newNamespaceName('race');
    const atBarrier = barrier(2);
    const [a, b] = await Promise.all([
      applyAfter(await writeSet([namespace(ns), configMap('a', ns), configMap('shared', ns)]), ns, atBarrier),
      applyAfter(await writeSet([namespace(ns), configMap('b', ns), configMap('shared', ns)]), ns, atBarrier),
    ]);

    const outcomes = [a, b];
    const won = outcomes.filter((o): o is RunOutcome => typeof o !== 'string');
    const lost = outcomes.filter((o): o is string => typeof o === 'string');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toContain(
      `another deploy of this ApplySet created its parent in namespace ${ns} while this one was planning a first deploy; this run wrote nothing but that namespace`,
    );
    expect(lost[0]).toContain('Run again');
    // The loser's own ConfigMap was never written: only the winner's set is there.
    const winner = won[0]!.objects.some((o) => o.name === 'a') ? 'a' : 'b';
    expect(await listNames('configmap', ns)).toEqual([winner, 'shared'].sort());

    // The loser's next run plans against the winner's set and makes the set exactly its own.
    const loser = winner === 'a' ? 'b' : 'a';
    const rerun = await engine(
      'apply',
      await writeSet([namespace(ns), configMap(loser, ns), configMap('shared', ns)]),
      { applyset: 'set', namespace: ns },
    );
    expect(rerun.summary).toMatchObject({ create: 1, prune: 1 });
    expect(await listNames('configmap', ns)).toEqual([loser, 'shared'].sort());
  });

  it("fails at once, naming the namespace, when the parent's namespace neither exists nor comes with the manifests", async () => {
    const members = await createTestNamespace(inject('kubeconfigPath'), 'members');
    try {
      const ns = newNamespaceName('absent');
      const started = Date.now();
      const message = await engineError('apply', await writeSet([configMap('a', members.name)]), {
        applyset: 'set',
        namespace: ns,
        'lock-timeout': '5m',
      });
      expect(message).toContain(
        `namespace ${ns}, where the ApplySet secret/set in namespace ${ns} and its lock live, does not exist, and the manifests do not create it`,
      );
      expect(message).toContain(`Create namespace ${ns} first, or add its Namespace object to the manifests`);
      // Not the lock's timeout: the answer is known at once.
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(await listNames('configmap', members.name)).toEqual([]);
    } finally {
      await members.delete();
    }
  });
});
