// `--plan-cache=false` through the CLI, as a user types it: the plan neither reads the record the last
// apply wrote nor skips a dry run, while the same command without it takes the unchanged objects from the
// record. The run's credential is the test cluster's admin token (the fault proxy passes it on), which
// keeps the record; the proxy counts what the API server was asked.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy, type RequestInfo } from '../../cluster/faultProxy/faultProxy.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

describe("the CLI's --plan-cache=false", () => {
  let ns: TestNamespace;
  let proxy: FaultProxy;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'cli-plan-cache');
    proxy = await startFaultProxy({ kubeconfigPath: inject('kubeconfigPath') });
  });
  afterAll(async () => {
    await proxy?.close();
    await ns?.delete();
  });

  it('reads no plan record and skips no dry run; without it the same preview skips them', async () => {
    const dir = await writeSet(['a', 'b', 'c'].map((name) => configMap(name, ns.name)));
    /** Runs the CLI through the proxy; its JSON document and the requests it sent. */
    const run = async (...args: string[]) => {
      const from = proxy.requests.length;
      const result = await runCommand(process.execPath, [
        cli,
        ...args,
        '-f',
        dir,
        '--applyset',
        'cached',
        '-n',
        ns.name,
        '--kubeconfig',
        proxy.kubeconfigPath,
        '-o',
        'json',
      ]);
      expect(result.code, result.stderr).toBe(0);
      const requests = proxy.requests.slice(from).map(({ request }) => request);
      return { doc: JSON.parse(result.stdout) as { dryRunsSkipped?: number }, requests };
    };
    const isRecord = (request: RequestInfo) =>
      request.resource === 'secrets' && (request.name?.startsWith('applyset-plan-record.') ?? false);
    const dryRuns = (requests: RequestInfo[]) => requests.filter((r) => r.dryRun && r.resource === 'configmaps').length;

    // The record holds what a plan found unchanged: the second apply writes it.
    await run('apply');
    await run('apply');
    const cached = await run('preview');
    expect(cached.doc.dryRunsSkipped).toBe(3);
    expect(dryRuns(cached.requests)).toBe(0);
    expect(cached.requests.filter(isRecord).map((r) => r.verb)).toEqual(['get']);

    const uncached = await run('preview', '--plan-cache=false');
    expect(uncached.doc.dryRunsSkipped).toBeUndefined();
    expect(dryRuns(uncached.requests)).toBe(3);
    expect(uncached.requests.filter(isRecord)).toEqual([]);
  });
});
