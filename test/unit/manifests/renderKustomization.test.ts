import { describe, expect, it } from 'vitest';
import { renderEnv } from '../../../src/manifests/renderKustomization.ts';

describe('renderEnv', () => {
  const step = { PATH: '/usr/bin', HOME: '/home/runner', HTTPS_PROXY: 'http://proxy:3128', INPUT_KUBECONFIG: 'secret', GITHUB_TOKEN: 'ghs_x' };

  it('passes what git and kustomize need, the proxy included, and nothing else', () => {
    expect(renderEnv(step, { remoteBases: true })).toEqual({ PATH: '/usr/bin', HOME: '/home/runner', HTTPS_PROXY: 'http://proxy:3128' });
  });

  it('when remote bases are not allowed, sends HTTP to a closed port (loopback addresses aside) and lets git use local files only', () => {
    const env = renderEnv(step, { remoteBases: false });
    expect(env).toMatchObject({ PATH: '/usr/bin', GIT_ALLOW_PROTOCOL: 'file', HTTPS_PROXY: 'http://127.0.0.1:9', https_proxy: 'http://127.0.0.1:9', NO_PROXY: '' });
    expect(Object.values(env)).not.toContain('secret');
  });
});
