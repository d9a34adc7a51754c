import { describe, expect, it } from 'vitest';
import { describeTarget, shownServer, unauthorized, unreachable } from '../../../src/kube/clusterAccessError.ts';

describe('the server URL an access failure shows', () => {
  const target = {
    server: 'https://admin:s3cr3t@10.0.0.1:6443/k8s/?token=q-secret#frag',
    context: 'prod',
    user: 'deployer',
  };

  it('leaves out userinfo, query and fragment, where a kubeconfig may hold credentials', () => {
    expect(describeTarget(target, true)).toBe('https://10.0.0.1:6443/k8s/ (context "prod", user "deployer")');
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:6443'), { code: 'ECONNREFUSED' });
    for (const error of [unreachable(refused, target), unauthorized(target, undefined)]) {
      expect(error?.message).toContain('https://10.0.0.1:6443/k8s/');
      expect(error?.describe()).not.toMatch(/s3cr3t|q-secret|admin|frag/);
    }
  });

  it('keeps a plain address as it is, and strips the same parts of text that is no URL', () => {
    expect(shownServer('https://10.0.0.1:6443')).toBe('https://10.0.0.1:6443');
    expect(shownServer('http://[::1]:8080/')).toBe('http://[::1]:8080');
    expect(shownServer('https://user:pa ss@bad host:6443?token=x')).toBe('https://bad host:6443');
  });
});
