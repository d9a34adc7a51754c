// verify checks the plan record beside the parent: one that cannot be read, that does not match its
// own HMAC, or that names objects that are not members is a warning (not a leak: exit 0), and
// --fix deletes it; the next apply writes a sound one again. verify -A checks every set's record.
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

const cli = new URL('../../../src/cli.ts', import.meta.url).pathname;
const RECORD = 'applyset-plan-record.secret.recorded';

interface Finding { name: string; problem: string; objects?: string[]; deleted?: boolean }

describe('verify checks the plan record', () => {
  let ns: TestNamespace;
  let dir: string;
  const verify = async (...flags: string[]) => {
    const result = await runCommand(process.execPath, [cli, 'verify', '--applyset', 'recorded', '-n', ns.name, '--kubeconfig', inject('kubeconfigPath'), ...flags]);
    // A bad record is a warning, not a leak: verify exits 0.
    expect(result.code, result.stderr).toBe(0);
    return result.stdout;
  };
  const finding = async (...flags: string[]): Promise<Finding | undefined> =>
    (JSON.parse(await verify(...flags, '-o', 'json')) as { applysets: { planRecord?: Finding }[] }).applysets[0]?.planRecord;
  /** Applies twice: the second apply finds every member unchanged and records it. */
  const record = async () => {
    await engine('apply', dir, { applyset: 'recorded', namespace: ns.name });
    await engine('apply', dir, { applyset: 'recorded', namespace: ns.name });
    expect(await getLive('secret', ns.name, RECORD)).toBeDefined();
  };
  /** Rewrites the stored record as something else would. */
  const storeRecord = async (edit: (packed: Buffer) => Buffer) => {
    const secret = JSON.parse(await kubectlOk(['get', 'secret', RECORD, '-n', ns.name, '-o', 'json'])) as { data: Record<string, string> };
    const [key, value] = Object.entries(secret.data)[0]!;
    const patch = { data: { [key]: edit(Buffer.from(value, 'base64')).toString('base64') } };
    await kubectlOk(['patch', 'secret', RECORD, '-n', ns.name, '--type=merge', '-p', JSON.stringify(patch)]);
  };

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'verify-record');
    dir = await writeSet(Array.from({ length: 5 }, (_, i) => configMap(`cm-${i}`, ns.name)));
    await record();
  }, 120_000);
  afterAll(() => ns?.delete());

  it('a sound record is not mentioned', async () => {
    expect(await finding()).toBeUndefined();
    expect(await verify()).toMatch(/5 members, consistent/);
  }, 60_000);

  it('a record edited by hand does not match its HMAC: reported, then deleted by --fix and written again by the next apply', async () => {
    await storeRecord((packed) => {
      const doc = JSON.parse(gunzipSync(packed).toString('utf8')) as { objects: Record<string, string> };
      const [ref, entry] = Object.entries(doc.objects)[0]!;
      doc.objects[ref] = entry.replace(/ \d+$/, ' 1');
      return gzipSync(JSON.stringify(doc));
    });
    expect(await finding()).toEqual({ name: RECORD, problem: 'mac mismatch' });
    expect(await verify()).toMatch(/warning: plan record .* does not match its HMAC/);
    expect(await finding('--fix')).toEqual({ name: RECORD, problem: 'mac mismatch', deleted: true });
    expect(await getLive('secret', ns.name, RECORD)).toBeUndefined();
    await record();
    expect(await finding()).toBeUndefined();
  }, 120_000);

  it('verify -A finds a bad record among every set (one LIST of records), and -A --fix deletes it under the set\'s lock', async () => {
    await storeRecord(() => Buffer.from('not a record either'));
    // As an identity that writes only here: -A --fix must not lock or repair the sets of the tests beside this one.
    const fixer = await namespaceFixer(ns.name);
    onTestFinished(() => fixer.remove());
    const all = async (...flags: string[]) => {
      const result = await runCommand(process.execPath, [cli, 'verify', '-A', '--kubeconfig', fixer.kubeconfig, '-o', 'json', ...flags]);
      expect(result.code, result.stderr).toBe(0);
      return (JSON.parse(result.stdout) as { applysets: { applyset: string; namespace: string; planRecord?: Finding }[] }).applysets.find((set) => set.namespace === ns.name && set.applyset === 'secrets/recorded');
    };
    expect((await all())?.planRecord).toEqual({ name: RECORD, problem: 'unreadable' });
    expect((await all('--fix'))?.planRecord).toEqual({ name: RECORD, problem: 'unreadable', deleted: true });
    expect(await getLive('secret', ns.name, RECORD)).toBeUndefined();
    await record();
    expect((await all())?.planRecord).toBeUndefined();
  }, 180_000);

  it('a record that cannot be read is reported', async () => {
    await storeRecord(() => Buffer.from('not a record'));
    expect(await finding()).toEqual({ name: RECORD, problem: 'unreadable' });
    await finding('--fix');
    await record();
  }, 120_000);

  it('a record that names an object no longer a member (deleted by hand) is reported with the object', async () => {
    await kubectlOk(['delete', 'configmap', 'cm-3', '-n', ns.name]);
    expect(await finding()).toEqual({ name: RECORD, problem: 'names objects that are not members', objects: [`/ConfigMap/${ns.name}/cm-3`] });
    expect(await verify()).toMatch(new RegExp(`names objects that are not members \\(/ConfigMap/${ns.name}/cm-3\\)`));
    expect(await finding('--fix')).toMatchObject({ deleted: true });
    expect(await getLive('secret', ns.name, RECORD)).toBeUndefined();
  }, 120_000);

  it('a reader who may not read Secrets verifies a ConfigMap parent\'s members without its record', async () => {
    const set = { applyset: 'configmaps/cm-parent', namespace: ns.name };
    const cmDir = await writeSet([configMap('other-0', ns.name)]);
    await engine('apply', cmDir, set);
    await engine('apply', cmDir, set);
    expect(await getLive('secret', ns.name, 'applyset-plan-record.configmap.cm-parent')).toBeDefined();
    const file = join(await mkdtemp(join(tmpdir(), 'verify-record-')), 'reader.json');
    await writeFile(file, JSON.stringify({ apiVersion: 'v1', kind: 'List', items: [
      { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'reader', namespace: ns.name } },
      { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'Role', metadata: { name: 'reader', namespace: ns.name }, rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list'] }] },
      { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'RoleBinding', metadata: { name: 'reader', namespace: ns.name }, roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'reader' }, subjects: [{ kind: 'ServiceAccount', name: 'reader', namespace: ns.name }] },
    ] }));
    await kubectlOk(['apply', '-f', file]);
    const kubeconfig = join(await mkdtemp(join(tmpdir(), 'verify-record-')), 'reader.yaml');
    await writeFile(kubeconfig, await serviceAccountKubeconfig(connectToApi(inject('kubeconfigPath')), inject('kubeconfigPath'), ns.name, 'reader'));
    const result = await runCommand(process.execPath, [cli, 'verify', '--applyset', 'configmaps/cm-parent', '-n', ns.name, '--kubeconfig', kubeconfig, '-o', 'json']);
    expect(result.code, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as { applysets: { planRecord?: unknown }[] }).applysets[0]?.planRecord).toBeUndefined();
  }, 120_000);
});
