// The README's first command, run as a newcomer runs it: `npm start` starts a cluster of its own,
// previews and applies examples/shop, then previews and applies a change. It must finish, and
// quickly once the cluster is up.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
/** "A few minutes" after the cluster is up: the demo took 30-45 s on a loaded 2-core machine. */
const DEMO_AFTER_CLUSTER_MS = 180_000;
const DEMO_IN_ALL_MS = 300_000;

interface DemoRun {
  code: number | null;
  output: string;
  /** From the line saying the cluster is ready to the exit. */
  afterClusterMs: number;
}

function runNpmStart(): Promise<DemoRun> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['start'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    let readyAt: number | undefined;
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

describe('the README demo (npm start)', () => {
  it('previews, applies, previews a change and applies it on a fresh cluster, within a few minutes of the cluster being up', async () => {
    const run = await runNpmStart();
    console.log(`npm start: exit ${run.code}, ${(run.afterClusterMs / 1000).toFixed(1)} s after the cluster was ready`);
    expect(run.code, run.output.slice(-4000)).toBe(0);
    expect(run.afterClusterMs).toBeLessThan(DEMO_AFTER_CLUSTER_MS);
    // Each step said what a user should see.
    expect(run.output).toMatch(/: 9 to create, 0 to update, 0 to prune, 0 unchanged/);
    expect(run.output).toMatch(/: 9 created, 0 configured, 0 pruned, 0 unchanged in [\d.]+m?s; 9 ready/);
    expect(run.output).toMatch(/: 0 to create, 2 to update, 2 to prune, 5 unchanged/);
    expect(run.output).toMatch(/: 0 created, 2 configured, 2 pruned, 5 unchanged in [\d.]+m?s; 7 ready/);
    expect(run.output).not.toContain('not-a-real-password');
    expect(run.output).not.toContain('rotated-password');
  }, DEMO_IN_ALL_MS + 30_000);
});
