import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../src/kube/connect.ts';
import type { KubeClient } from '../src/kube/kubeClient.ts';
import { DEFAULT_CONCURRENCY } from '../src/options/options.ts';
import { startControlPlane } from '../test/cluster/controlPlane/controlPlane.ts';
import { type FaultProxy, startFaultProxy } from '../test/cluster/faultProxy/faultProxy.ts';
import { installWidgetCrd } from './benchCluster.ts';
import { bundleCli } from './bundleCli.ts';
import { requireGnuTime } from './measure.ts';
import { testEnvironment } from '../test/testEnvironment.ts';

/** A comma-separated list of whole numbers from the environment, or `fallback`'s. */
export function envNumbers(name: string, fallback: string): number[] {
  const values = (process.env[name]?.trim() || fallback).split(',').map(Number);
  if (values.some((n) => !Number.isInteger(n) || n < 0))
    throw new Error(`${name} must be a comma-separated list of whole numbers, not "${process.env[name]}"`);
  return values;
}

/** What a scenario run alone gets: the bundled CLI, a control plane with the Widget CRD, a client past the proxy, and the proxy. */
export interface OwnControlPlane {
  cliPath: string;
  client: KubeClient;
  kubeconfigPath: string;
  proxy: FaultProxy;
  /** The clock's reading when the proxy started: its requests' times are since then, on this process's clock. */
  proxyStartedAt: number;
  workDir: string;
}

/**
 * Runs one scenario on a control plane of its own (an `npm run bench:...` script): bundles the CLI,
 * starts the control plane and the fault proxy, prints what `scenario` returns (its table, if any), and
 * stops and removes everything, whatever happens.
 */
export async function onOwnControlPlane(
  name: string,
  scenario: (own: OwnControlPlane) => Promise<string | void>,
): Promise<void> {
  await requireGnuTime();
  const work = await mkdtemp(join(tmpdir(), `applyset-bench-${name}-`));
  try {
    const cliPath = await bundleCli(join(work, 'cli'));
    const controlPlane = await startControlPlane();
    try {
      const { client } = await connect({
        environment: testEnvironment(),
        kubeconfigPath: controlPlane.kubeconfigPath,
        concurrency: DEFAULT_CONCURRENCY,
      });
      await installWidgetCrd(client);
      const proxy = await startFaultProxy({ kubeconfigPath: controlPlane.kubeconfigPath });
      try {
        const table = await scenario({
          cliPath,
          client,
          kubeconfigPath: controlPlane.kubeconfigPath,
          proxy,
          proxyStartedAt: performance.now(),
          workDir: join(work, 'sets'),
        });
        if (typeof table === 'string') process.stdout.write(`${table}\n`);
      } finally {
        await proxy.close();
      }
    } finally {
      await controlPlane.stop();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
