// `delete` of a set whose members include the namespace its parent (and so its Lease) lives in: the namespace is
// deleted last, after the parent and the lock, so its slow deletion cannot take the Lease from under a held lock.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, inject, it } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';
import { configMap, engine, getLive, kubectlOk, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const namespace = `home-${randomBytes(4).toString('hex')}`;
/**
 * Before the fix the run still held its lock while the namespace terminated: the namespace's deletion took the Lease
 * with it, and the run's next renewal (every 10 s) found the lock lost and exited 1. So the namespace is held past
 * one renewal period after its parent and Lease are gone (not a fixed 40 s past the 30 s lease, as before).
 */
const ORDER_WITHIN_MS = 60_000;
const HELD_PAST_RENEWAL_MS = 12_000;

afterAll(async () => {
  await kubectlOk([
    'patch',
    'configmap',
    'held',
    '-n',
    namespace,
    '--type=merge',
    '-p',
    '{"metadata":{"finalizers":null}}',
  ]).catch(() => '');
  await kubectlOk(['delete', 'namespace', namespace, '--ignore-not-found', '--wait=false']);
});

it("deletes the parent and its lock before the parent's own namespace, and ends cleanly however long that namespace takes", async () => {
  const ns = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } };
  await engine('apply', await writeSet([ns, configMap('a', namespace), configMap('b', namespace)]), {
    applyset: 'app',
    namespace,
  });
  // Another controller's object in the namespace, not a member: its finalizer keeps the namespace terminating.
  await kubectlOk([
    'apply',
    '-f',
    await writeSet([
      { ...configMap('held', namespace), metadata: { name: 'held', namespace, finalizers: ['example.com/hold'] } },
    ]),
  ]);

  const deleting = runCommand(process.execPath, [
    cli,
    'delete',
    '--applyset',
    'app',
    '-n',
    namespace,
    '--allow-destructive-prunes=Namespace',
    '--timeout',
    '3m',
    '-o',
    'json',
    '--kubeconfig',
    inject('kubeconfigPath'),
  ]);
  // The parent and its Lease go while the namespace is still there, terminating (its finalizer holds it).
  const parentAndLease = async () => [
    await getLive('secret', namespace, 'app'),
    await getLive('lease', namespace, 'applyset-lock.secret.app'),
  ];
  await expect.poll(parentAndLease, { timeout: ORDER_WITHIN_MS, interval: 1_000 }).toEqual([undefined, undefined]);
  await sleep(HELD_PAST_RENEWAL_MS);
  expect((await getLive('namespace', undefined, namespace))?.metadata).toMatchObject({
    deletionTimestamp: expect.any(String),
  });
  await kubectlOk([
    'patch',
    'configmap',
    'held',
    '-n',
    namespace,
    '--type=merge',
    '-p',
    '{"metadata":{"finalizers":null}}',
  ]);

  const result = await deleting;
  expect(result.code, result.stderr).toBe(0);
  const document = JSON.parse(result.stdout) as {
    members: { kind: string; name: string; outcome: string }[];
    parent: string;
  };
  expect(document.members.map((m) => `${m.kind}/${m.name} ${m.outcome}`).sort()).toEqual([
    'ConfigMap/a deleted',
    'ConfigMap/b deleted',
    `Namespace/${namespace} deleted`,
  ]);
  expect(document.parent).toBe('deleted');
  expect(result.stderr).not.toMatch(/lock/i);
  expect(await getLive('namespace', undefined, namespace)).toBeUndefined();
}, 240_000);
