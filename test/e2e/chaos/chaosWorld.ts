// A crash campaign's world on the shared e2e control plane: its own namespaces and CRD group, the proxy
// in front of the API server, the CLI bundled as it ships (its start from the TypeScript sources costs
// some 0.8 s of CPU more, at each of a round's two runs); removed again by `remove`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { bundleCli } from '../../../bench/bundleCli.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { chaosWorld } from '../../cluster/chaos/chaosSet.ts';
import { prepareWorld, type ChaosContext } from '../../cluster/chaos/crashRound.ts';
import { startFaultProxy } from '../../cluster/faultProxy/faultProxy.ts';

export async function sharedChaosWorld(name: string): Promise<{ context: ChaosContext; remove: () => Promise<void> }> {
  const kubeconfigPath = inject('kubeconfigPath');
  const world = chaosWorld(`${name}-${Math.random().toString(36).slice(2, 7)}`);
  const workDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const proxy = await startFaultProxy({ kubeconfigPath });
  const proxyStartedAt = performance.now();
  const api = connectToApi(kubeconfigPath);
  const remove = async () => {
    await proxy.close();
    for (const ns of [world.home, world.other, world.owned]) await api.request('DELETE', `/api/v1/namespaces/${ns}`);
    await api.request('DELETE', `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.${world.group}`);
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    const cli = await bundleCli(join(workDir, 'cli'));
    const context = await prepareWorld({
      api,
      proxy,
      proxyStartedAt,
      world,
      cli: [process.execPath, cli],
      workDir,
      fastForwardLock: true,
    });
    return { context, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
