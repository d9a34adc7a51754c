// Without remote bases (a pull request's preview), the renderer runs with no network at all. These
// tests run the renderer itself, past the check of the kustomization's fields (which would refuse
// each of them first), to show that the isolation alone keeps it off the network: the remote is an
// HTTP server of the test's on 127.0.0.1, which Go reaches past any proxy, and which records every
// request. The renderer is the cluster's own kubectl (`kubectl kustomize`), with the helm built for the tests.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { describeError } from '../../../src/common/errors.ts';
import { findIsolation, isolationCandidates } from '../../../src/manifests/networkIsolation.ts';
import { runRenderer } from '../../../src/manifests/renderKustomization.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { helmPath } from '../../cluster/helm/helmPath.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const configMap = (name: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  FROM: remote\n`;

/** Kustomizations that make kustomize fetch from `remote`, by the files they are made of. */
const FETCHING: { names: string; files: (remote: string) => Record<string, string>; fetchesWithNetwork: boolean }[] = [
  {
    names: 'a resource of a nested base',
    files: (remote) => ({
      'kustomization.yaml': 'resources:\n  - base\n',
      'base/kustomization.yaml': `resources:\n  - ${remote}/x.yaml\n`,
    }),
    fetchesWithNetwork: true,
  },
  {
    names: "a generator's file, under the name of a ConfigMap every namespace has",
    files: (remote) => ({
      'kustomization.yaml': `configMapGenerator:\n  - name: kube-root-ca.crt\n    options:\n      disableNameSuffixHash: true\n    files:\n      - loot=${remote}/info\n`,
    }),
    fetchesWithNetwork: true,
  },
  {
    // Inflated by the helm on PATH (the cache's, as GitHub's runners have one), which fetches the chart's repository.
    names: "a Helm chart's repository",
    files: (remote) => ({
      'kustomization.yaml': `helmCharts:\n  - name: loot\n    repo: ${remote}/charts\n    version: 1.0.0\n    releaseName: loot\n`,
    }),
    fetchesWithNetwork: true,
  },
];

describe('the renderer without remote bases', () => {
  const fetched: string[] = [];
  const server = createServer((request, response) => {
    fetched.push(request.url ?? '');
    const body = request.url === '/x.yaml' ? configMap('from-remote') : 'answer of a loopback service';
    response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
  });
  let remote = '';
  let helm = '';
  const source = { file: 'app/kustomization.yaml', line: 1 };

  beforeAll(async () => {
    helm = await helmPath();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    remote = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))));
  beforeEach(() => {
    fetched.length = 0;
    // The cluster's kubectl and the tests' helm render, whatever the machine has on PATH.
    vi.stubEnv('PATH', [dirname(inject('kubectlPath')), dirname(helm), process.env['PATH'] ?? ''].join(delimiter));
  });
  afterEach(() => vi.unstubAllEnvs());

  const kustomization = async (files: Record<string, string>): Promise<string> => {
    const dir = join(await mkdtemp(join(tmpdir(), 'render-isolation-')), 'app');
    for (const [file, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), content);
    }
    return dir;
  };
  const failure = (rendering: Promise<string>): Promise<string> =>
    rendering.then(
      (output) => `rendered: ${output}`,
      (error: unknown) => describeError(error),
    );

  it.each(FETCHING)(
    'fetches nothing for $names, and says the network is unreachable',
    async ({ files, fetchesWithNetwork }) => {
      const dir = await kustomization(files(remote));

      const message = await failure(
        runRenderer(dir, 'app', source, { environment: testEnvironment(), remoteBases: false }),
      );
      expect(fetched).toEqual([]);
      expect(message).toMatch(/^app\/kustomization\.yaml:1: `kubectl kustomize --enable-helm app` failed: /);
      if (fetchesWithNetwork) expect(message).toContain('network is unreachable');

      // The same kustomization with remote bases allowed reaches the server: the test would see a fetch.
      await failure(runRenderer(dir, 'app', source, { environment: testEnvironment(), remoteBases: true }));
      expect(fetched.length > 0).toBe(fetchesWithNetwork);
    },
  );

  it('holds with every way of isolation this machine offers', async () => {
    const dir = await kustomization(FETCHING[0]!.files(remote));
    const usable = [];
    for (const candidate of isolationCandidates(process.getuid?.(), process.getgid?.())) {
      const found = await findIsolation([candidate], { PATH: process.env['PATH'] ?? '' });
      if ('isolation' in found) usable.push(found.isolation);
    }
    expect(usable.length).toBeGreaterThan(0);
    for (const isolation of usable) {
      const message = await failure(
        runRenderer(dir, 'app', source, { environment: testEnvironment(), remoteBases: false }, async () => ({
          isolation,
        })),
      );
      expect(message, isolation.name).toContain('network is unreachable');
    }
    expect(fetched).toEqual([]);
  });
});
