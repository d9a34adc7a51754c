import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIsolation, type NetworkIsolation } from '../../../src/manifests/networkIsolation.ts';
import { runRenderer } from '../../../src/manifests/renderKustomization.ts';
import { renderEnv } from '../../../src/manifests/renderProgram.ts';
import { readRunEnvironment } from '../../../src/common/runEnvironment.ts';
import { testEnvironment } from '../../testEnvironment.ts';

describe('renderEnv', () => {
  const step = {
    PATH: '/usr/bin',
    HOME: '/home/runner',
    HTTPS_PROXY: 'http://proxy:3128',
    SSH_AUTH_SOCK: '/tmp/agent',
    INPUT_KUBECONFIG: 'secret',
    GITHUB_TOKEN: 'ghs_x',
  };

  it('passes what git and kustomize need, the proxy and the SSH agent included, and nothing else', () => {
    expect(renderEnv({ remoteBases: true, environment: readRunEnvironment(step) })).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/runner',
      HTTPS_PROXY: 'http://proxy:3128',
      SSH_AUTH_SOCK: '/tmp/agent',
    });
  });

  it('when remote bases are not allowed, passes no way to the network and lets git use local files only', () => {
    expect(renderEnv({ remoteBases: false, environment: readRunEnvironment(step) })).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/runner',
      GIT_ALLOW_PROTOCOL: 'file',
    });
  });
});

describe('runRenderer without remote bases', () => {
  afterEach(() => vi.unstubAllEnvs());
  const source = { file: 'app/kustomization.yaml', line: 1 };

  /** A kustomization directory and a stand-in kustomize on PATH that prints one ConfigMap. */
  const withRenderer = async (): Promise<string> => {
    const root = await mkdtemp(path.join(tmpdir(), 'render-isolation-'));
    await mkdir(path.join(root, 'bin'));
    await mkdir(path.join(root, 'app'));
    await writeFile(path.join(root, 'app/kustomization.yaml'), 'resources: []\n');
    const renderer = path.join(root, 'bin/kustomize');
    await writeFile(
      renderer,
      "#!/bin/sh\nprintf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: rendered\\n'\n",
    );
    await chmod(renderer, 0o755);
    vi.stubEnv('PATH', path.join(root, 'bin'));
    return path.join(root, 'app');
  };

  it('refuses to render a kustomization where the network cannot be cut off, naming the file, why and what to do', async () => {
    const dir = await withRenderer();
    const unavailable = async () => ({ unavailable: ['unshare --net: unshare failed: Operation not permitted'] });
    const refusal = await runRenderer(
      dir,
      'app',
      source,
      { environment: testEnvironment(), remoteBases: false },
      unavailable,
    ).catch((error: unknown) => error);
    expect(String((refusal as { describe?: () => string }).describe?.())).toBe(
      'app/kustomization.yaml:1: app is a kustomization, and on pull requests kustomizations are rendered with no network access, which this runner cannot give ' +
        '(unshare --net: unshare failed: Operation not permitted). Run the preview on a Linux runner where a network namespace can be made ' +
        '(as root, with unprivileged user namespaces, or with passwordless sudo, as on GitHub-hosted runners); or commit the rendered manifests and pass those files; ' +
        'or set allow-remote-bases: true if every pull request is trusted',
    );
  });

  it('renders through the isolation found, and without asking for one when remote bases are allowed', async () => {
    const dir = await withRenderer();
    const wrapped: string[] = [];
    const recording: NetworkIsolation = {
      name: 'recording',
      wrap: (program, args, env) => {
        wrapped.push(program);
        return { command: program, args, env };
      },
    };
    const find = vi.fn(async () => ({ isolation: recording }));
    expect(
      await runRenderer(dir, 'app', source, { environment: testEnvironment(), remoteBases: false }, find),
    ).toContain('name: rendered');
    expect(wrapped).toEqual([path.join(dir, '../bin/kustomize')]);
    expect(
      await runRenderer(dir, 'app', source, { environment: testEnvironment(), remoteBases: true }, find),
    ).toContain('name: rendered');
    expect(find).toHaveBeenCalledTimes(1);
  });
});

describe('findIsolation', () => {
  it('does not count a way that starts the program but leaves it the network', async () => {
    const leaky: NetworkIsolation = {
      name: 'no isolation',
      wrap: (program, args, env) => ({ command: program, args, env }),
    };
    expect(await findIsolation([leaky], { PATH: process.env['PATH'] ?? '' })).toEqual({
      unavailable: ['no isolation: the network was still there'],
    });
  });

  it('reports a way that cannot start, with what it said', async () => {
    const missing: NetworkIsolation = {
      name: 'missing',
      wrap: (_program, _args, env) => ({
        command: 'sh',
        args: ['-c', 'echo "missing: not permitted" >&2; exit 1'],
        env,
      }),
    };
    expect(await findIsolation([missing], { PATH: process.env['PATH'] ?? '' })).toEqual({
      unavailable: ['missing: missing: not permitted'],
    });
  });
});
