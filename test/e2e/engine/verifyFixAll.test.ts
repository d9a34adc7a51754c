// verify -A --fix through the CLI: every inconsistent set fixed under its own lock (the order of its writes
// through the fault proxy) and reported per set;
// kubectl's set only with --adopt. The command runs as a ServiceAccount that may read everything but
// write only in this test's namespace, so the other tests' sets on the cluster are reported, never changed.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { applySetId } from '../../../src/applyset/applySetId.ts';
import { configMap, engine, getLive, kubectl, kubectlOk, writeSet } from './harness.ts';
import { namespaceFixer, type NamespaceFixer } from './namespaceFixer.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const PART_OF = 'applyset.kubernetes.io/part-of';

interface SetReport {
  applyset: string;
  namespace: string;
  leaked: unknown[];
  emptyKinds: string[];
  members: number;
  fixed?: { groupKinds: string[]; namespaces: string[] };
  notFixed?: string;
}

/** Polls until `done`, every 500 ms, for at most 60 s. */
async function waitFor(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('not done within 60 s');
    await sleep(500);
  }
}

describe('verify -A --fix', () => {
  let ns: TestNamespace;
  let other: TestNamespace;
  let fixer: NamespaceFixer;
  /** Between the command and the API server: the order of its writes. */
  let proxy: FaultProxy;

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'fixall');
    other = await createTestNamespace(inject('kubeconfigPath'), 'fixall-leak');
    fixer = await namespaceFixer(ns.name);
    proxy = await startFaultProxy({ kubeconfigPath: fixer.kubeconfig });
  });
  afterAll(async () => {
    await proxy?.close();
    await fixer?.remove();
    await Promise.all([ns?.delete(), other?.delete()]);
  });

  /** The sets of this test by name, and the command's writes in the order they reached the API server (`verb resource[/name] in namespace`). */
  const verifyAll = async (...extra: string[]) => {
    const from = proxy.requests.length;
    const result = await runCommand(process.execPath, [
      cli,
      'verify',
      '-A',
      '--fix',
      '--lock-timeout',
      '0s',
      '-o',
      'json',
      '--kubeconfig',
      proxy.kubeconfigPath,
      ...extra,
    ]);
    expect(result.stdout, result.stderr).not.toBe('');
    const sets = (JSON.parse(result.stdout) as { applysets: SetReport[] }).applysets.filter(
      (set) => set.namespace === ns.name || set.namespace === other.name,
    );
    const writes = proxy.requests
      .slice(from)
      .map(({ request: r }) => r)
      .filter((r) => r.verb !== 'get' && r.verb !== 'list' && r.verb !== 'watch' && !r.dryRun)
      .map((r) => `${r.verb} ${r.resource}${r.name ? `/${r.name}` : ''} in ${r.namespace}`);
    return Object.assign(new Map(sets.map((set) => [set.applyset, set])), { writes });
  };
  /** Fails unless every write of the set's parent lies between its lock's create and delete, with no other Lease written in between. */
  const underItsLock = (writes: string[], set: string) => {
    const release = writes.indexOf(`delete leases/applyset-lock.secret.${set} in ${ns.name}`);
    const take = writes.lastIndexOf(`create leases in ${ns.name}`, release);
    expect(take, `${set}: its lock taken, then given back (${writes.join('; ')})`).toBeGreaterThanOrEqual(0);
    const held = writes.slice(take + 1, release);
    expect(
      held.filter((write) => write.includes(' leases')),
      `${set}: no other lock meanwhile`,
    ).toEqual([]);
    const parentWrites = writes.filter((write) => write.includes(` secrets/${set} `));
    expect(parentWrites, `${set}: its parent written`).not.toEqual([]);
    expect(
      held.filter((write) => write.includes(` secrets/${set} `)),
      `${set}: its parent written under its lock only`,
    ).toEqual(parentWrites);
  };
  const label = async (resource: string, namespace: string, name: string, parent: string) =>
    kubectlOk([
      'label',
      resource,
      name,
      '-n',
      namespace,
      `${PART_OF}=${applySetId({ group: '', kind: 'Secret', namespace: ns.name, name: parent })}`,
    ]);

  it("fixes every inconsistent set it may write, each under its own lock, says per set why not for the others, and kubectl's set only with --adopt", async () => {
    // A leak into another namespace; a recorded kind left without members; a consistent set; kubectl's set with a leak.
    await engine('apply', await writeSet([configMap('l1', ns.name)]), { applyset: 'leaky', namespace: ns.name });
    await kubectlOk(['create', 'configmap', 'leak', '-n', other.name]);
    await label('configmap', other.name, 'leak', 'leaky');
    await engine(
      'apply',
      await writeSet([
        configMap('w1', ns.name),
        { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'w2', namespace: ns.name }, stringData: { k: 'v' } },
      ]),
      { applyset: 'wide', namespace: ns.name },
    );
    await kubectlOk(['delete', 'secret', 'w2', '-n', ns.name]);
    // A Service: its controllers copy its labels, the part-of label too, to its Endpoints and EndpointSlices, which are no members.
    const service = {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'c2', namespace: ns.name },
      spec: { clusterIP: 'None', selector: { app: 'c2' }, ports: [{ port: 80 }] },
    };
    await engine('apply', await writeSet([configMap('c1', ns.name), service]), {
      applyset: 'clean',
      namespace: ns.name,
    });
    await waitFor(
      async () =>
        (await kubectl(['get', 'endpointslices,endpoints', '-n', ns.name, '-l', PART_OF, '-o', 'name'])).stdout
          .split('\n')
          .filter(Boolean).length >= 2,
    );
    const theirs = await kubectl(
      [
        'apply',
        '--server-side',
        '--prune',
        '--applyset=secret/theirs',
        '-n',
        ns.name,
        '-f',
        await writeSet([configMap('t1', ns.name)]),
      ],
      { KUBECTL_APPLYSET: 'true' },
    );
    expect(theirs.code, theirs.stderr).toBe(0);
    await kubectlOk(['create', 'configmap', 'tleak', '-n', other.name]);
    await label('configmap', other.name, 'tleak', 'theirs');

    // A set whose parent lives where the fixer may not write: reported as not fixed, and the others still fixed.
    await engine('apply', await writeSet([configMap('o1', other.name)]), {
      applyset: 'elsewhere',
      namespace: other.name,
    });
    await kubectlOk(['create', 'configmap', 'oleak', '-n', ns.name]);
    await kubectlOk([
      'label',
      'configmap',
      'oleak',
      '-n',
      ns.name,
      `${PART_OF}=${applySetId({ group: '', kind: 'Secret', namespace: other.name, name: 'elsewhere' })}`,
    ]);

    const theirsBefore = (await getLive('secret', ns.name, 'theirs'))?.metadata.resourceVersion;
    const first = await verifyAll();
    expect(first.get('secrets/leaky')).toMatchObject({
      fixed: { groupKinds: ['ConfigMap'], namespaces: [other.name] },
    });
    expect(first.get('secrets/wide')).toMatchObject({
      emptyKinds: ['Secret'],
      fixed: { groupKinds: ['ConfigMap'], namespaces: [] },
    });
    expect(first.get('secrets/clean')).toMatchObject({ members: 2, leaked: [], emptyKinds: [] });
    expect(first.get('secrets/clean')).not.toHaveProperty('fixed');
    expect(first.get('secrets/theirs')?.notFixed).toContain('--adopt');
    expect(first.get('secrets/theirs')).not.toHaveProperty('fixed');
    expect(first.get('secrets/elsewhere')?.notFixed).toMatch(/forbidden/i);
    expect(first.get('secrets/elsewhere')).not.toHaveProperty('fixed');
    // Refused before anything was written: no Lease, the parent as kubectl left it.
    expect(await getLive('lease', ns.name, 'applyset-lock.secret.theirs')).toBeUndefined();
    expect((await getLive('secret', ns.name, 'theirs'))?.metadata.resourceVersion).toBe(theirsBefore);
    // Each set fixed under its own lock: its parent written only between its Lease's create and delete, and no other lock taken or given back meanwhile.
    underItsLock(first.writes, 'leaky');
    underItsLock(first.writes, 'wide');
    // Each lock given back.
    expect(await getLive('lease', ns.name, 'applyset-lock.secret.leaky')).toBeUndefined();
    expect(
      (await getLive('secret', ns.name, 'leaky'))?.metadata.annotations?.[
        'applyset.kubernetes.io/additional-namespaces'
      ],
    ).toBe(other.name);
    expect(
      (await getLive('secret', ns.name, 'wide'))?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds'],
    ).toBe('ConfigMap');

    const adopted = await verifyAll('--adopt');
    expect(adopted.get('secrets/theirs')).toMatchObject({
      fixed: { groupKinds: ['ConfigMap'], namespaces: [other.name] },
    });
    underItsLock(adopted.writes, 'theirs');
    expect(
      adopted.writes.filter(
        (write) => /secret\.(leaky|wide|clean) /.test(write) || / secrets\/(leaky|wide|clean) /.test(write),
      ),
      'the consistent sets neither locked nor written',
    ).toEqual([]);
    // What was fixed is consistent now, and left alone.
    for (const name of ['secrets/leaky', 'secrets/wide', 'secrets/clean'])
      expect(adopted.get(name)).toMatchObject({ leaked: [], emptyKinds: [] });
    for (const name of ['secrets/leaky', 'secrets/wide']) expect(adopted.get(name)).not.toHaveProperty('fixed');

    // The next apply prunes the leak it could not see before.
    const applied = await engine('apply', await writeSet([configMap('l1', ns.name)]), {
      applyset: 'leaky',
      namespace: ns.name,
    });
    expect(applied.objects.filter((o) => o.action === 'prune').map((o) => `${o.namespace}/${o.name}`)).toEqual([
      `${other.name}/leak`,
    ]);
  });
});
