// `npm run bench` to its end on a tiny size (one repetition, a few objects, every step), so the
// benchmark cannot rot between the runs that measure with it. Its figures here mean nothing. It runs on the
// shared test cluster (BENCH_KUBECONFIG): a control plane of its own was most of its time.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { WIDGET_GROUP } from '../../../bench/generateObjects.ts';
import type { PlanCacheSample } from '../../../bench/planCacheScenario.ts';
import { TOOL_ORDER } from '../../../bench/runSize.ts';
import { STEPS_IN_RUN_ORDER } from '../../../bench/steps.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const SMOKE_MS = 400_000;

function runBench(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'bench'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    // The whole process group: npm, the benchmark and the tools it runs.
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), SMOKE_MS);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

describe('npm run bench', () => {
  let resultsDir = '';
  afterAll(() => rm(resultsDir, { recursive: true, force: true }));

  it(
    'runs every step to its end on a tiny size and writes its results',
    async () => {
      resultsDir = await mkdtemp(join(tmpdir(), 'bench-smoke-'));
      const run = await runBench({
        ...process.env,
        BENCH_RTT: '0',
        BENCH_SIZES: '6',
        BENCH_REPS: '1',
        BENCH_PLAN_CACHE_SIZES: '6',
        BENCH_WAIT_SIZES: '1',
        // The client-go limit too (its build is seconds from Go's cache): its path cannot rot either.
        BENCH_GO_LIMIT: '1',
        BENCH_RESULTS_DIR: resultsDir,
        BENCH_KUBECONFIG: inject('kubeconfigPath'),
      });
      expect(run.code, run.output.slice(-4000)).toBe(0);
      const results = JSON.parse(await readFile(join(resultsDir, 'latest.json'), 'utf8')) as {
        results: { tool: string; step: string }[];
        planCache: PlanCacheSample[];
        applyAndWait: unknown[];
        failures: string[];
        startup: { actionNoop: { objects: number } };
      };
      expect(results.failures).toEqual([]);
      // Every step measured for our tool, and every tool measured; every run of the plan-cache scenario.
      const measured = new Set(results.results.map(({ tool, step }) => `${tool} ${step}`));
      for (const step of STEPS_IN_RUN_ORDER) expect([...measured]).toContain(`ours ${step.name}`);
      expect(new Set(results.results.map(({ tool }) => tool))).toEqual(new Set([...TOOL_ORDER, 'client-go']));
      expect(new Set(results.planCache.map(({ run }) => run))).toEqual(
        new Set([
          'apply-noop',
          'preview-unchanged',
          'preview-unchanged-copy',
          'preview-10-changed',
          'drift-quiet',
          'limit',
          'floor',
        ]),
      );
      expect(results.applyAndWait).toHaveLength(1);
      expect(results.startup.actionNoop.objects).toBeGreaterThan(0);
      // The shared cluster is left as the benchmark found it: its namespaces and its CRD gone.
      const api = connectToApi(inject('kubeconfigPath'));
      const crd = await api.request(
        'GET',
        `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.${WIDGET_GROUP}`,
      );
      expect(crd.status).toBe(404);
      const namespaces = (await api.request('GET', '/api/v1/namespaces')).body as {
        items: { metadata: { name: string } }[];
      };
      expect(
        namespaces.items
          .map(({ metadata }) => metadata.name)
          .filter((name) => /^(ours|kubectl|limit|plan-cache)-6-|^wait-1$|^startup-bench$/.test(name)),
      ).toEqual([]);
    },
    SMOKE_MS + 30_000,
  );
});
