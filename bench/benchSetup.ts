import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../src/kube/connect.ts';
import type { KubeClient } from '../src/kube/kubeClient.ts';
import { DEFAULT_CONCURRENCY } from '../src/options.ts';
import { startControlPlane } from '../test/cluster/controlPlane.ts';
import { startFaultProxy, type FaultProxy } from '../test/cluster/faultProxy.ts';
import { installWidgetCrd } from './benchCluster.ts';
import { bundleCli } from './bundleCli.ts';

export interface BenchSetup {
  client: KubeClient;
  proxy: FaultProxy;
  /** The clock's reading when the proxy started: its requests' times are since then, on this process's clock. */
  proxyStartedAt: number;
  cliPath: string;
  work: string;
}

/** A control plane of its own with the Widget CRD, the bundled CLI and a fault proxy (no latency yet) for a script's runs; all gone after `run`. */
export async function withBenchSetup(prefix: string, run: (setup: BenchSetup) => Promise<void>): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), `applyset-bench-${prefix}-`));
  const controlPlane = await startControlPlane();
  try {
    const cliPath = await bundleCli(join(work, 'cli'));
    const { client } = await connect({ kubeconfigPath: controlPlane.kubeconfigPath, concurrency: DEFAULT_CONCURRENCY });
    await installWidgetCrd(client);
    const proxy = await startFaultProxy({ kubeconfigPath: controlPlane.kubeconfigPath });
    try {
      await run({ client, proxy, proxyStartedAt: performance.now(), cliPath, work });
    } finally {
      await proxy.close();
    }
  } finally {
    await controlPlane.stop();
    await rm(work, { recursive: true, force: true });
  }
}
