import { describe, expect, it } from 'vitest';
import { clusterIdentity } from '../../../src/kube/clusterIdentity.ts';
import { testEnvironment } from '../../testEnvironment.ts';

/** A kubeconfig of two contexts, `staging` (current) and `production`, on the servers given. */
function kubeconfig(staging: string, production = 'https://prod.example:6443'): string {
  return JSON.stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      { name: 'stage-cluster', cluster: { server: staging } },
      { name: 'prod-cluster', cluster: { server: production } },
    ],
    users: [{ name: 'ci', user: { token: 'not-a-real-token' } }],
    contexts: [
      { name: 'staging', context: { cluster: 'stage-cluster', user: 'ci' } },
      { name: 'production', context: { cluster: 'prod-cluster', user: 'ci' } },
    ],
    'current-context': 'staging',
  });
}

describe('clusterIdentity', () => {
  it('names the context, current or chosen, and keys it by a hash of its server that does not show the URL', () => {
    const staging = clusterIdentity({
      environment: testEnvironment(),
      kubeconfig: kubeconfig('https://10.0.0.1:6443'),
    });
    const production = clusterIdentity({
      environment: testEnvironment(),
      kubeconfig: kubeconfig('https://10.0.0.1:6443'),
      context: 'production',
    });
    expect(staging?.name).toBe('staging');
    expect(production?.name).toBe('production');
    expect(staging?.key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(staging?.key).not.toBe(production?.key);
    for (const identity of [staging, production]) expect(identity?.key).not.toMatch(/10\.0\.0\.1|prod\.example|6443/);
  });

  it('gives two kubeconfigs of one server the same key, however the URL is spelled, and another server another key', () => {
    const key = (server: string) =>
      clusterIdentity({ environment: testEnvironment(), kubeconfig: kubeconfig(server) })?.key;
    expect(key('https://API.example.com:443/')).toBe(key('https://api.example.com'));
    expect(key('https://user:secret@api.example.com')).toBe(key('https://api.example.com'));
    expect(key('https://127.0.0.1:6443')).not.toBe(key('https://localhost:6443'));
  });

  it('has no identity for a kubeconfig that cannot be read or names no such context', () => {
    expect(clusterIdentity({ environment: testEnvironment(), kubeconfig: 'not: [a kubeconfig' })).toBeUndefined();
    expect(
      clusterIdentity({
        environment: testEnvironment(),
        kubeconfig: kubeconfig('https://a.example'),
        context: 'missing',
      }),
    ).toBeUndefined();
  });
});
