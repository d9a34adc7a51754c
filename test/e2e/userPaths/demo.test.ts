// The README's first command, run as a newcomer runs it: `npm start` starts a cluster of its own,
// previews and applies examples/shop, then previews and applies a change. It must finish, and
// quickly once the cluster is up. `npm start -- --kubeconfig PATH` runs the same tour on one's own
// cluster, here the test cluster: examples/shop's names are fixed (namespace shop, a cluster-scoped
// CRD), so that run holds the cluster lock of examples/shop, as every test deploying it does.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { EXAMPLE_LOCK_WAIT_MS } from '../../cluster/controlPlane/clusterLock.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { onClusterWithoutShop } from '../../workflows/act/exampleCluster.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
/** "A few minutes" after the cluster is up: the demo took 30-45 s on a loaded 2-core machine. */
const DEMO_AFTER_CLUSTER_MS = 180_000;
const DEMO_IN_ALL_MS = 300_000;

interface DemoRun {
  code: number | null;
  output: string;
  /** From the line saying the cluster is ready (from the start, on a cluster given) to the exit. */
  afterClusterMs: number;
}

/** `npm start`, or `npm start -- --kubeconfig PATH` with a kubeconfig. */
function runNpmStart(kubeconfig?: string): Promise<DemoRun> {
  return new Promise((done, fail) => {
    const args = kubeconfig === undefined ? ['start'] : ['start', '--', '--kubeconfig', kubeconfig];
    const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    let readyAt = kubeconfig === undefined ? undefined : performance.now();
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (readyAt === undefined && /^ready in [\d.]+ s at https:/m.test(output)) readyAt = performance.now();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    // The whole process group: npm, the scripts, the demo and its control plane.
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), DEMO_IN_ALL_MS);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, output, afterClusterMs: readyAt === undefined ? Infinity : performance.now() - readyAt });
    });
  });
}

/** The tour's four steps said what a user should see, within a few minutes of the cluster being up, and no Secret value. */
function expectTheTour(run: DemoRun): void {
  expect(run.code, run.output.slice(-4000)).toBe(0);
  expect(run.afterClusterMs).toBeLessThan(DEMO_AFTER_CLUSTER_MS);
  expect(run.output).toMatch(/: 9 to create, 0 to update, 0 to prune, 0 unchanged/);
  expect(run.output).toMatch(/: 9 created, 0 configured, 0 pruned, 0 unchanged in [\d.]+m?s; 9 ready/);
  expect(run.output).toMatch(/: 0 to create, 2 to update, 2 to prune, 5 unchanged/);
  expect(run.output).toMatch(/: 0 created, 2 configured, 2 pruned, 5 unchanged in [\d.]+m?s; 7 ready/);
  expect(run.output).not.toContain('not-a-real-password');
  expect(run.output).not.toContain('rotated-password');
}

describe('the README demo (npm start)', () => {
  it(
    'previews, applies, previews a change and applies it on a fresh cluster, within a few minutes of the cluster being up',
    async () => {
      const run = await runNpmStart();
      console.log(
        `npm start: exit ${run.code}, ${(run.afterClusterMs / 1000).toFixed(1)} s after the cluster was ready`,
      );
      expectTheTour(run);
    },
    DEMO_IN_ALL_MS + 30_000,
  );

  it(
    "runs the same tour on a cluster of one's own with --kubeconfig, starting none, and deploys examples/shop into its namespace shop",
    async () => {
      const kubeconfigPath = inject('kubeconfigPath');
      await onClusterWithoutShop(kubeconfigPath, inject('kubectlPath'), async (api) => {
        const run = await runNpmStart(kubeconfigPath);
        console.log(`npm start -- --kubeconfig: exit ${run.code} in ${(run.afterClusterMs / 1000).toFixed(1)} s`);
        expect(run.output).not.toContain('Starting a local Kubernetes cluster');
        expectTheTour(run);
        // The set is on the cluster the kubeconfig names: its parent, and the web Deployment the change kept.
        const parent = await api.request('GET', '/api/v1/namespaces/shop/secrets/shop');
        expect(parent.status).toBe(200);
        expect((parent.body as { metadata: { labels?: Record<string, string> } }).metadata.labels).toHaveProperty([
          'applyset.kubernetes.io/id',
        ]);
        expect((await api.request('GET', '/apis/apps/v1/namespaces/shop/deployments/web')).status).toBe(200);
        expect((await api.request('GET', '/apis/apps/v1/namespaces/shop/deployments/api')).status).toBe(404);
      });
    },
    EXAMPLE_LOCK_WAIT_MS + DEMO_IN_ALL_MS + 240_000,
  );
});
