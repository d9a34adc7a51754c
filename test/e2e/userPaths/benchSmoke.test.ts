// `npm run bench` to its end on a tiny size (one repetition, a few objects, every step), so the
// benchmark cannot rot between the runs that measure with it. Its figures here mean nothing.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SMOKE_MS = 400_000;

function runBench(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'bench'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    // The whole process group: npm, the benchmark, its control plane and the tools it runs.
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

  it('runs every step to its end on a tiny size and writes its results', async () => {
    resultsDir = await mkdtemp(join(tmpdir(), 'bench-smoke-'));
    const run = await runBench({
      ...process.env,
      BENCH_RTT: '0', BENCH_SIZES: '6', BENCH_REPS: '1', BENCH_PLAN_CACHE_SIZES: '6', BENCH_WAIT_SIZES: '1', BENCH_RESULTS_DIR: resultsDir,
    });
    expect(run.code, run.output.slice(-4000)).toBe(0);
    const results = JSON.parse(await readFile(join(resultsDir, 'latest.json'), 'utf8')) as {
      results: unknown[]; planCache: unknown[]; applyAndWait: unknown[]; failures: string[]; startup: { actionNoop: { objects: number } };
    };
    expect(results.failures).toEqual([]);
    expect(results.results.length).toBeGreaterThan(0);
    expect(results.planCache.length).toBeGreaterThan(0);
    expect(results.applyAndWait).toHaveLength(1);
    expect(results.startup.actionNoop.objects).toBeGreaterThan(0);
  }, SMOKE_MS + 30_000);
});
