// The plan record's key comes from the run's credential (issue 34): whoever may write the record's
// Secret but holds no such credential cannot make a record a run takes. A record of one credential is
// a miss under another; a credential that is not stable (an exec plugin) neither reads nor writes one.
import { KubeConfig, type User } from '@kubernetes/client-node';
import { describe, expect, it } from 'vitest';
import { applySetOf } from '../../../src/applyset/applySet.ts';
import { Discovery } from '../../../src/kube/discovery.ts';
import { KubeClient } from '../../../src/kube/kubeClient.ts';
import type { Transport } from '../../../src/kube/kubeTransport.ts';
import type { RawRequest } from '../../../src/kube/rawRequest.ts';
import { stableCredentialKey } from '../../../src/kube/credentialKey.ts';
import { PlanCache } from '../../../src/plan/planCache.ts';
import { packRecord, recordKey, unpackRecord, writerOf } from '../../../src/plan/planRecord.ts';
import type { Member } from '../../../src/plan/planTypes.ts';

function kubeconfig(user: User): KubeConfig {
  const config = new KubeConfig();
  config.loadFromOptions({
    clusters: [{ name: 'c', server: 'https://127.0.0.1:6443', skipTLSVerify: true }],
    users: [user],
    contexts: [{ name: 'x', cluster: 'c', user: user.name }],
    currentContext: 'x',
  });
  return config;
}

const SET = applySetOf(
  { group: '', version: 'v1', kind: 'Secret', resource: 'secrets', namespaced: true },
  'shop',
  'set',
);
const record = (key: ReturnType<typeof recordKey>) =>
  packRecord(
    {
      writer: writerOf(key),
      cluster: 'c',
      kinds: new Map(),
      objects: new Map([['/ConfigMap/shop/a', { hash: 'h', resourceVersion: '7' }]]),
    },
    key,
  )!;
const keyOf = (user: User) => {
  const credential = stableCredentialKey(kubeconfig(user));
  return credential && recordKey(credential, SET.id);
};

describe("the plan record's key, from the run's credential", () => {
  it('is the same for the same static token or client key on every run, and another for another credential, under which a record is a miss', () => {
    const deployer = keyOf({ name: 'deploy', token: 'deploy-token' });
    const again = keyOf({ name: 'renamed', token: 'deploy-token' });
    const other = keyOf({ name: 'deploy', token: 'preview-token' });
    const certificate = keyOf({ name: 'cert', certData: 'Y2VydA==', keyData: 'a2V5' });
    expect(deployer && again && other && certificate).toBeDefined();
    const packed = record(deployer!);
    expect(unpackRecord(packed, again!)).toBeDefined();
    expect(unpackRecord(packed, other!)).toBeUndefined();
    expect(unpackRecord(packed, certificate!)).toBeUndefined();
  });

  it('is none for a credential that is not stable (an exec plugin, an auth provider) or no credential', () => {
    expect(
      keyOf({ name: 'exec', exec: { apiVersion: 'client.authentication.k8s.io/v1', command: 'get-token' } }),
    ).toBeUndefined();
    expect(
      keyOf({
        name: 'pod',
        authProvider: {
          name: 'tokenFile',
          config: { tokenFile: '/var/run/secrets/kubernetes.io/serviceaccount/token' },
        },
      }),
    ).toBeUndefined();
    expect(keyOf({ name: 'anonymous' })).toBeUndefined();
  });

  it("with an exec plugin's credential, a plan neither reads nor writes the record: not one request", async () => {
    const sent: RawRequest[] = [];
    const refuse: Transport = {
      send: (req) => {
        sent.push(req);
        return Promise.reject(new Error('no request was expected'));
      },
      stream: (req) => {
        sent.push(req);
        return Promise.reject(new Error('no request was expected'));
      },
      forgetCredentials: () => {},
    };
    const client = new KubeClient(
      kubeconfig({ name: 'exec', exec: { apiVersion: 'client.authentication.k8s.io/v1', command: 'get-token' } }),
      { concurrency: 1, wrapTransport: () => refuse },
    );
    const cache = PlanCache.open(client, new Discovery(), SET, {
      fieldManager: 'applyset-action',
      forceConflicts: false,
    });
    const info = { group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps', namespaced: true };
    const member: Member = {
      ref: { ...info, namespace: 'shop', name: 'a' },
      key: '/ConfigMap/shop/a',
      info,
      definedByCrd: undefined,
      object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a', namespace: 'shop' } },
      source: { file: 'a.yaml', line: 1 },
    };
    expect(await cache.usable()).toBe(false);
    expect(await cache.known(member, '7')).toBe(false);
    cache.unchanged(member, '7');
    await cache.save(client, 'parent-uid');
    expect(sent).toEqual([]);
  });
});
