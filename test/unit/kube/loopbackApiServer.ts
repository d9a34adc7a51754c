import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KubeConfig } from '@kubernetes/client-node';
import { KubeClient, type KubeClientOptions } from '../../../src/kube/kubeClient.ts';

/**
 * A loopback HTTP server that answers as a test scripts it, and a client of it: these tests are about
 * the client's side of the wire (retries, limits), not about Kubernetes, which e2e tests cover.
 */
export interface LoopbackApiServer {
  server: Server;
  client: KubeClient;
  close(): Promise<void>;
}

export async function startLoopbackApiServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  options: Omit<KubeClientOptions, 'concurrency'> & { concurrency?: number } = {},
): Promise<LoopbackApiServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromOptions({
    clusters: [{ name: 'c', server: `http://127.0.0.1:${port}`, skipTLSVerify: true }],
    users: [{ name: 'u', token: 'secret-token' }],
    contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
    currentContext: 'x',
  });
  const client = new KubeClient(kubeConfig, { concurrency: 2, ...options });
  return {
    server,
    client,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
