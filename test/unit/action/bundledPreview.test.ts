// The plan half of the two-workflow preview, in-process: a bundle is read and checked against the
// workflow_run event before anything reaches the cluster, and the pull request it comments on is the
// one GitHub names for the run (for a fork's, looked up through the API), never the bundle's number alone.
import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionInputName } from '../../../src/action/readInputs.ts';
import { runAction } from '../../../src/action/runAction.ts';
import type { RunnerContext } from '../../../src/action/runnerContext.ts';
import { BUNDLE_API_VERSION, BUNDLE_KIND, type Bundle } from '../../../src/bundle/bundle.ts';
import { bundleText } from '../../../src/bundle/writeBundle.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { runnerContext } from './runnerFixture.ts';

vi.mock('@actions/core');

const HEAD = 'a'.repeat(40);
const RENDER_WORKFLOW = '.github/workflows/render.yml';

let cluster: Server;
let connections = 0;
let github: FakeGitHub;
let kubeconfig: string;

beforeAll(async () => {
  // A cluster that counts who reaches it and answers nobody.
  cluster = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => cluster.listen(0, '127.0.0.1', resolve));
  const { port } = cluster.address() as { port: number };
  kubeconfig = [
    'apiVersion: v1',
    'kind: Config',
    'current-context: preview',
    'clusters: [{name: c, cluster: {server: "https://127.0.0.1:' + port + '", insecure-skip-tls-verify: true}}]',
    'users: [{name: u, user: {token: preview-token}}]',
    'contexts: [{name: preview, context: {cluster: c, user: u}}]',
  ].join('\n');
  github = await startFakeGitHub();
  // A fork's pull request: GitHub lists none on the workflow_run, the API finds it by the fork's branch.
  github.forkHeads.set(7, 'forker/shop');
  github.openHeads.set(7, { sha: HEAD, ref: 'feature' });
});

afterAll(async () => {
  await github.close();
  await new Promise((resolve) => cluster.close(resolve));
});

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(core.group).mockImplementation((_name, fn) => fn());
  connections = 0;
  github.requests.length = 0;
});

function bundle(change: (b: Bundle) => void = () => undefined): Bundle {
  const b: Bundle = {
    apiVersion: BUNDLE_API_VERSION,
    kind: BUNDLE_KIND,
    run: { repository: 'acme/shop', workflow: RENDER_WORKFLOW, id: '42', attempt: '1', event: 'pull_request' },
    commits: { head: HEAD, base: 'b'.repeat(40) },
    pullRequest: 7,
    sets: [
      {
        target: undefined,
        manifests: ['k8s/'],
        inputs: { applyset: 'shop', namespace: 'shop' },
        objects: [
          {
            object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'web' }, data: { a: '1' } },
            source: { file: 'k8s/app.yaml', line: 1 },
          },
        ],
      },
    ],
  };
  change(b);
  return b;
}

async function planRun(
  file: string,
  cwd: string,
  inputs: Partial<Record<ActionInputName, string>> = {},
): Promise<RunnerContext> {
  return runnerContext({
    inputs: {
      mode: 'preview',
      bundle: file,
      kubeconfig,
      'github-token': 'plan-token',
      'retry-timeout': '1s',
      ...inputs,
    },
    eventName: 'workflow_run',
    payload: {
      action: 'completed',
      workflow_run: {
        id: 42,
        path: RENDER_WORKFLOW,
        head_sha: HEAD,
        head_branch: 'feature',
        pull_requests: [],
        repository: { full_name: 'acme/shop' },
        head_repository: { full_name: 'forker/shop' },
      },
      repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' }, default_branch: 'main' },
    },
    sha: 'd'.repeat(40),
    apiUrl: github.url,
    run: { id: '43', attempt: '1' },
    // No checkout: the manifests the bundle names are not here.
    workspace: cwd,
    cwd,
    tempDir: cwd,
  });
}

const failures = (): string[] => vi.mocked(core.setFailed).mock.calls.map(([message]) => String(message));

async function written(text: string): Promise<{ file: string; cwd: string }> {
  const cwd = await mkdtemp(join(tmpdir(), 'plan-'));
  const file = join(cwd, 'applyset-bundle.json');
  await writeFile(file, text);
  return { file, cwd };
}

describe('a preview of a bundle', () => {
  it.each([
    [
      'a YAML alias bomb',
      'a: &a [x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a]\nc: [*b,*b,*b,*b,*b,*b,*b,*b]\n',
      'is not JSON',
    ],
    [
      'a kustomization inside',
      bundleText(
        bundle((b) =>
          b.sets[0]!.objects.push({
            object: { apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization', metadata: { name: 'k' } },
            source: { file: 'k8s/kustomization.yaml', line: 1 },
          }),
        ),
      ),
      'holds a kustomization (Kustomization), which a plan does not render',
    ],
    [
      'a chart inside',
      bundleText(
        bundle((b) =>
          b.sets[0]!.objects.push({
            object: { apiVersion: 'v2', name: 'web', version: '1.0.0' } as never,
            source: { file: 'chart/Chart.yaml', line: 1 },
          }),
        ),
      ),
      'holds a Helm chart (Chart.yaml)',
    ],
    [
      'another head commit',
      bundleText(
        bundle((b) => {
          b.commits.head = 'e'.repeat(40);
        }),
      ),
      `is from the head commit ${'e'.repeat(40)}, not ${HEAD}`,
    ],
    [
      'another workflow',
      bundleText(
        bundle((b) => {
          b.run.workflow = '.github/workflows/other.yml';
        }),
      ),
      'is from the workflow .github/workflows/other.yml, not .github/workflows/render.yml',
    ],
    [
      'another run',
      bundleText(
        bundle((b) => {
          b.run.id = '41';
        }),
      ),
      'is from the run 41, not 42',
    ],
    [
      "a pull request that is not the event's",
      bundleText(
        bundle((b) => {
          b.pullRequest = 8;
        }),
      ),
      'is from pull request #8, not #7',
    ],
  ])('refuses %s, with no request to the cluster', async (_what, text, message) => {
    const { file, cwd } = await written(text);
    await runAction(await planRun(file, cwd));
    expect(failures()).toEqual([expect.stringContaining(message)]);
    expect(connections).toBe(0);
    expect(github.comments).toEqual([]);
  });

  it('refuses an oversized bundle before reading it, with no request to the cluster', async () => {
    const { file, cwd } = await written('');
    await truncate(file, 64 * 1024 * 1024 + 1);
    await runAction(await planRun(file, cwd));
    expect(failures()).toEqual([expect.stringContaining('more than the 64 MiB a plan reads')]);
    expect(connections).toBe(0);
  });

  it('refuses a bundle outside a workflow_run', async () => {
    const { file, cwd } = await written(bundleText(bundle()));
    await runAction({ ...(await planRun(file, cwd)), eventName: 'pull_request' });
    expect(failures()).toEqual([
      expect.stringContaining('a bundle is previewed on the workflow_run event, and this run is on pull_request'),
    ]);
    expect(connections).toBe(0);
  });

  it("previews a fork's bundle against the cluster, its pull request found by the fork's branch, reading nothing of a checkout", async () => {
    const { file, cwd } = await written(bundleText(bundle()));
    await runAction(await planRun(file, cwd));
    // The pull request GitHub has for the fork's branch at the run's head.
    expect(github.requests.map((r) => r.url)).toContainEqual(
      expect.stringMatching(/^\/repos\/acme\/shop\/pulls\?.*head=forker%3Afeature/),
    );
    // It went to the cluster with the bundle's objects: the manifests it names (k8s/) are nowhere here, and were not read.
    expect(connections).toBeGreaterThan(0);
    expect(failures().join('\n')).not.toMatch(/k8s\/ does not exist/);
    // The failed preview is reported on that pull request.
    expect(github.comments.map((c) => c.issueNumber)).toEqual([7]);
    // Retries to the cluster for retry-timeout (1 s) and the stand-in's contract checks: more than the default 5 s on a busy machine.
  }, 30_000);
});
