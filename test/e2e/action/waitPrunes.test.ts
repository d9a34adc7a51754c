// wait-prunes: whether an apply waits until what it pruned is gone. A finalizer the test adds (as a
// controller's would) holds a pruned ConfigMap in Terminating until the test removes it.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import type { ActionRun } from './actionProcess.ts';
import { pushEvent } from './eventPayloads.ts';

const api = connectToApi(kubeconfigPath);
const FINALIZER = 'applyset-action.test/hold';

const configMap = (name: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  NAME: ${name}\n`;

/** The prunes' budget the log reports (`Waiting up to 9.4s` / `4m 58s` for 1 pruned object to be gone), in seconds. */
function prunesBudget(stdout: string): number {
  const said = /Waiting up to (?:(\d+)m )?(\d+(?:\.\d+)?)s for 1 pruned object to be gone/.exec(stdout);
  expect(said, stdout).not.toBeNull();
  return Number(said?.[1] ?? 0) * 60 + Number(said?.[2]);
}

/**
 * The prunes get what is left of timeout after the wait for what was applied: at most the whole of it, at least
 * what the step's run time leaves of it (however long this machine took), to the log's precision (0.1 s, 1 s past a minute).
 */
function expectLeftOf(run: ActionRun, timeoutSeconds: number): void {
  const budget = prunesBudget(run.stdout);
  const precision = timeoutSeconds >= 60 ? 1 : 0.1;
  expect(budget).toBeLessThanOrEqual(timeoutSeconds);
  expect(budget).toBeGreaterThan(0);
  expect(budget).toBeGreaterThanOrEqual(timeoutSeconds - run.durationMs / 1000 - precision);
}

describe('waiting for pruned objects to be gone', () => {
  const action = useActionFixture('action-wait-prunes');
  const path = (name: string) => `/api/v1/namespaces/${action.namespace.name}/configmaps/${name}`;
  const deploy = (set: string, names: string[], inputs: Record<string, string> = {}) =>
    action.workspace.write(`${set}.yaml`, names.map(configMap).join('---\n')).then(() =>
      action.run('push', pushEvent('a'.repeat(40)), {
        manifests: `${set}.yaml`,
        applyset: set,
        kubeconfig,
        ...inputs,
      }),
    );
  const setFinalizers = async (name: string, finalizers: string[]) => {
    const patched = await api.request('PATCH', path(name), {
      body: { metadata: { finalizers } },
      contentType: 'application/merge-patch+json',
    });
    expect([200, 404]).toContain(patched.status);
  };
  /** Deploys `held` in `set` beside a ConfigMap that stays, and holds it with a finalizer until the test ends. */
  const deployHeld = async (set: string, held: string) => {
    const deployed = await deploy(set, [`${set}-settings`, held]);
    expect(deployed.exitCode, deployed.stdout).toBe(0);
    await setFinalizers(held, [FINALIZER]);
    onTestFinished(() => setFinalizers(held, []));
  };
  const terminating = async (name: string): Promise<boolean> => {
    const found = await api.request('GET', path(name));
    return (
      found.status === 200 &&
      (found.body as { metadata: { deletionTimestamp?: string } }).metadata.deletionTimestamp !== undefined
    );
  };

  it('with wait-prunes false, ends once the prune is sent and reports it pruned, the object still terminating', async () => {
    await deployHeld('no-wait', 'held');

    const run = await deploy('no-wait', ['no-wait-settings'], { 'wait-prunes': 'false' });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ pruned: '1', unchanged: '1' });
    expect(run.stdout).toContain(`configmap/held -n ${action.namespace.name} pruned`);
    expect(run.stdout).not.toContain('to be gone');
    expect(run.summary).toContain('### ApplySet apply: 0 created, 0 configured, 1 pruned, 1 unchanged');
    expect(await terminating('held')).toBe(true);
  });

  it('by default waits for a pruned object, and fails naming it when it is not gone within the timeout', async () => {
    await deployHeld('timeout', 'held-long');

    const run = await deploy('timeout', ['timeout-settings'], { timeout: '10s' });

    expect(run.exitCode).toBe(1);
    // After the wait for what was applied, the prunes get what is left of timeout.
    expectLeftOf(run, 10);
    expect(run.stdout).toMatch(
      /^::error::timed out after 10.0s waiting for 1 object: configmap\/held-long: still being deleted\./m,
    );
    expect(run.durationMs).toBeGreaterThanOrEqual(10_000);
    expect(run.outputs).toMatchObject({ pruned: '1' });
    expect(run.summary).toContain('### ApplySet apply failed');
    expect(run.summary).toMatch(/`configmap\/held-long`[^\n]*timed out/);
    expect(await terminating('held-long')).toBe(true);
  });

  it('by default ends once the pruned object is gone', async () => {
    await deployHeld('wait-gone', 'held-briefly');

    const running = deploy('wait-gone', ['wait-gone-settings']);
    await vi.waitUntil(() => terminating('held-briefly'), { timeout: 60_000, interval: 200 });
    await setFinalizers('held-briefly', []);
    const run = await running;

    expect(run.exitCode, run.stdout).toBe(0);
    expectLeftOf(run, 5 * 60);
    expect(run.outputs).toMatchObject({ pruned: '1', unchanged: '1' });
    expect((await api.request('GET', path('held-briefly'))).status).toBe(404);
  });
});
