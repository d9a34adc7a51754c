// verify checks the plan record beside the parent: one that cannot be read, that does not match its
// own HMAC, or that names objects that are not members is a warning (not a leak: exit 0), and
// --fix deletes it; the next apply writes a sound one again. verify -A checks every set's record.
// Each test records a set of its own, so that any of them runs alone.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { serviceAccountKubeconfig } from '../action/serviceAccountKubeconfig.ts';
import { configMap, engine, getLive, kubectlOk, writeSet } from './harness.ts';
import { namespaceFixer } from './namespaceFixer.ts';
import { startFaultProxy, type RequestInfo } from '../../cluster/faultProxy/faultProxy.ts';
import { PLAN_RECORD_LABEL } from '../../../src/applyset/planRecordSecret.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const recordOf = (set: string) => `applyset-plan-record.secret.${set}`;

interface Finding {
  name: string;
  problem: string;
  objects?: string[];
  deleted?: boolean;
}

describe('verify checks the plan record', () => {
  let ns: TestNamespace;
  const verifyAs = async (set: string, ...flags: string[]) => {
    const result = await runCommand(process.execPath, [
      cli,
      'verify',
      '--applyset',
      set,
      '-n',
      ns.name,
      '--kubeconfig',
      inject('kubeconfigPath'),
      ...flags,
    ]);
    // A bad record is a warning, not a leak: verify exits 0.
    expect(result.code, result.stderr).toBe(0);
    return result.stdout;
  };
  /**
   * A set of the test's own (each test builds its world: any of them runs alone, in any order): five
   * ConfigMaps named after it, applied twice, so that the second apply finds every member unchanged and
   * writes the record. `record()` applies twice again.
   */
  const recordedSet = async (set: string) => {
    const dir = await writeSet(Array.from({ length: 5 }, (_, i) => configMap(`${set}-${i}`, ns.name)));
    const record = async () => {
      await engine('apply', dir, { applyset: set, namespace: ns.name });
      await engine('apply', dir, { applyset: set, namespace: ns.name });
      expect(await getLive('secret', ns.name, recordOf(set))).toBeDefined();
    };
    await record();
    return {
      record,
      verify: (...flags: string[]) => verifyAs(set, ...flags),
      finding: async (...flags: string[]): Promise<Finding | undefined> =>
        (JSON.parse(await verifyAs(set, ...flags, '-o', 'json')) as { applysets: { planRecord?: Finding }[] })
          .applysets[0]?.planRecord,
      /** Rewrites the stored record as something else would. */
      storeRecord: async (edit: (packed: Buffer) => Buffer) => {
        const secret = JSON.parse(await kubectlOk(['get', 'secret', recordOf(set), '-n', ns.name, '-o', 'json'])) as {
          data: Record<string, string>;
        };
        const [key, value] = Object.entries(secret.data)[0]!;
        const patch = { data: { [key]: edit(Buffer.from(value, 'base64')).toString('base64') } };
        await kubectlOk(['patch', 'secret', recordOf(set), '-n', ns.name, '--type=merge', '-p', JSON.stringify(patch)]);
      },
    };
  };

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'verify-record');
  }, 120_000);
  afterAll(() => ns?.delete());

  it('a sound record is not mentioned', async () => {
    const set = await recordedSet('sound');
    expect(await set.finding()).toBeUndefined();
    expect(await set.verify()).toMatch(/5 members, consistent/);
  }, 60_000);

  it('a record edited by hand does not match its HMAC: reported, then deleted by --fix and written again by the next apply', async () => {
    const set = await recordedSet('edited');
    await set.storeRecord((packed) => {
      const doc = JSON.parse(gunzipSync(packed).toString('utf8')) as { objects: Record<string, string> };
      const [ref, entry] = Object.entries(doc.objects)[0]!;
      doc.objects[ref] = entry.replace(/ \d+$/, ' 1');
      return gzipSync(JSON.stringify(doc));
    });
    expect(await set.finding()).toEqual({ name: recordOf('edited'), problem: 'mac mismatch' });
    expect(await set.verify()).toMatch(/warning: plan record .* does not match its HMAC/);
    expect(await set.finding('--fix')).toEqual({ name: recordOf('edited'), problem: 'mac mismatch', deleted: true });
    expect(await getLive('secret', ns.name, recordOf('edited'))).toBeUndefined();
    await set.record();
    expect(await set.finding()).toBeUndefined();
  }, 120_000);

  it("verify -A finds a bad record among every set (one LIST of records), and -A --fix deletes it under the set's lock", async () => {
    const bad = await recordedSet('all-bad');
    await recordedSet('all-sound');
    await bad.storeRecord(() => Buffer.from('not a record either'));
    // As an identity that writes only here: -A --fix must not lock or repair the sets of the tests beside this one.
    const fixer = await namespaceFixer(ns.name);
    onTestFinished(() => fixer.remove());
    // Through the fault proxy, which records each request: this command's alone.
    const proxy = await startFaultProxy({ kubeconfigPath: fixer.kubeconfig });
    onTestFinished(() => proxy.close());
    const all = async (...flags: string[]) => {
      const from = proxy.requests.length;
      const result = await runCommand(process.execPath, [
        cli,
        'verify',
        '-A',
        '--kubeconfig',
        proxy.kubeconfigPath,
        '-o',
        'json',
        ...flags,
      ]);
      expect(result.stdout, result.stderr).not.toBe('');
      const sets = (
        JSON.parse(result.stdout) as {
          applysets: {
            applyset: string;
            namespace: string;
            leaked: unknown[];
            fixed?: unknown;
            planRecord?: Finding;
          }[];
        }
      ).applysets;
      // -A reads every set of the shared cluster, where other files leave leaked members on purpose or
      // are mid-apply: the exit code follows the whole report (1 for a leak not fixed, anywhere), and
      // only this test's own sets are judged.
      expect(result.code, result.stderr).toBe(sets.some((set) => set.leaked.length > 0 && !set.fixed) ? 1 : 0);
      const find = (name: string) =>
        sets.find((set) => set.namespace === ns.name && set.applyset === `secrets/${name}`);
      for (const name of ['all-bad', 'all-sound'])
        expect(find(name)?.leaked, `${name}: a bad record is a warning, not a leak`).toEqual([]);
      return {
        bad: find('all-bad'),
        sound: find('all-sound'),
        requests: proxy.requests.slice(from).map(({ request }) => request),
      };
    };
    const isRecord = (request: RequestInfo) =>
      request.resource === 'secrets' && (request.name?.startsWith('applyset-plan-record.') ?? false);
    /** The LISTs of plan records (their first pages: a LIST may have more), and the GETs of one by name. */
    const recordReads = (requests: RequestInfo[]) => ({
      lists: requests.filter(
        (r) =>
          r.verb === 'list' &&
          r.resource === 'secrets' &&
          r.namespace === undefined &&
          (r.query.get('labelSelector') ?? '').includes(PLAN_RECORD_LABEL) &&
          !r.query.has('continue'),
      ).length,
      gets: requests.filter((r) => r.verb === 'get' && isRecord(r)).length,
    });

    const found = await all();
    expect(found.sound).toBeDefined();
    expect(found.sound?.planRecord).toBeUndefined();
    expect(found.bad?.planRecord).toEqual({ name: recordOf('all-bad'), problem: 'unreadable' });
    expect(recordReads(found.requests)).toEqual({ lists: 1, gets: 0 });
    expect(
      found.requests.filter((r) => r.verb !== 'get' && r.verb !== 'list'),
      'verify -A without --fix writes nothing',
    ).toEqual([]);

    const fixed = await all('--fix');
    expect(fixed.bad?.planRecord).toEqual({ name: recordOf('all-bad'), problem: 'unreadable', deleted: true });
    expect(fixed.sound?.planRecord).toBeUndefined();
    expect(recordReads(fixed.requests).lists).toBe(1);
    // The writes in this test's namespace, in order: the bad set's lock taken, its record deleted, the lock given back;
    // the sound set not locked. Other files' sets are mid-apply on the shared cluster: a record being written there
    // looks bad for a moment, and --fix asks for that set's lock (held by its run, so nothing is deleted there).
    const writes = fixed.requests
      .filter((r) => r.namespace === ns.name)
      .filter((r) => r.verb !== 'get' && r.verb !== 'list' && r.verb !== 'watch' && !r.dryRun)
      .map((r) => `${r.verb} ${r.resource}${r.name ? `/${r.name}` : ''} in ${r.namespace}`);
    expect(writes).toEqual([
      `create leases in ${ns.name}`,
      `delete secrets/${recordOf('all-bad')} in ${ns.name}`,
      `delete leases/applyset-lock.secret.all-bad in ${ns.name}`,
    ]);
    expect(await getLive('secret', ns.name, recordOf('all-bad'))).toBeUndefined();
    await bad.record();
    expect((await all()).bad?.planRecord).toBeUndefined();
  }, 180_000);

  it('a record that cannot be read is reported, and deleted by --fix', async () => {
    const set = await recordedSet('unreadable');
    await set.storeRecord(() => Buffer.from('not a record'));
    expect(await set.finding()).toEqual({ name: recordOf('unreadable'), problem: 'unreadable' });
    expect(await set.finding('--fix')).toEqual({ name: recordOf('unreadable'), problem: 'unreadable', deleted: true });
    expect(await getLive('secret', ns.name, recordOf('unreadable'))).toBeUndefined();
  }, 120_000);

  it('a record that names an object no longer a member (deleted by hand) is reported with the object', async () => {
    const set = await recordedSet('stranger');
    await kubectlOk(['delete', 'configmap', 'stranger-3', '-n', ns.name]);
    expect(await set.finding()).toEqual({
      name: recordOf('stranger'),
      problem: 'names objects that are not members',
      objects: [`/ConfigMap/${ns.name}/stranger-3`],
    });
    expect(await set.verify()).toMatch(
      new RegExp(`names objects that are not members \\(/ConfigMap/${ns.name}/stranger-3\\)`),
    );
    expect(await set.finding('--fix')).toMatchObject({ deleted: true });
    expect(await getLive('secret', ns.name, recordOf('stranger'))).toBeUndefined();
  }, 120_000);

  it("a reader who may not read Secrets verifies a ConfigMap parent's members without its record", async () => {
    const set = { applyset: 'configmaps/cm-parent', namespace: ns.name };
    const cmDir = await writeSet([configMap('other-0', ns.name)]);
    await engine('apply', cmDir, set);
    await engine('apply', cmDir, set);
    expect(await getLive('secret', ns.name, 'applyset-plan-record.configmap.cm-parent')).toBeDefined();
    const file = join(await mkdtemp(join(tmpdir(), 'verify-record-')), 'reader.json');
    await writeFile(
      file,
      JSON.stringify({
        apiVersion: 'v1',
        kind: 'List',
        items: [
          { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'reader', namespace: ns.name } },
          {
            apiVersion: 'rbac.authorization.k8s.io/v1',
            kind: 'Role',
            metadata: { name: 'reader', namespace: ns.name },
            rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list'] }],
          },
          {
            apiVersion: 'rbac.authorization.k8s.io/v1',
            kind: 'RoleBinding',
            metadata: { name: 'reader', namespace: ns.name },
            roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'reader' },
            subjects: [{ kind: 'ServiceAccount', name: 'reader', namespace: ns.name }],
          },
        ],
      }),
    );
    await kubectlOk(['apply', '-f', file]);
    const kubeconfig = join(await mkdtemp(join(tmpdir(), 'verify-record-')), 'reader.yaml');
    await writeFile(
      kubeconfig,
      await serviceAccountKubeconfig(
        connectToApi(inject('kubeconfigPath')),
        inject('kubeconfigPath'),
        ns.name,
        'reader',
      ),
    );
    const result = await runCommand(process.execPath, [
      cli,
      'verify',
      '--applyset',
      'configmaps/cm-parent',
      '-n',
      ns.name,
      '--kubeconfig',
      kubeconfig,
      '-o',
      'json',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(
      (JSON.parse(result.stdout) as { applysets: { planRecord?: unknown }[] }).applysets[0]?.planRecord,
    ).toBeUndefined();
  }, 120_000);
});
