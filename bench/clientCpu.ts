// The engine's client alone: its CPU per request against a loopback HTTP server in a process of its own
// (plain HTTP: the client's work, not TLS's), 4,000 server-side dry-runs of a small ConfigMap at 32 in
// flight, 12 rounds, the first left out (warm-up), and their median. For changes to kubeClient.ts and kubeTransport.ts.
// Usage: bash scripts/node24.sh node bench/clientCpu.ts
import { spawn } from 'node:child_process';
import { KubeConfig } from '@kubernetes/client-node';
import { KubeClient } from '../src/kube/kubeClient.ts';

const SERVER = `
const http = require('node:http');
const body = JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', namespace: 'a', resourceVersion: '1' }, data: { k: 'v'.repeat(400) } });
const server = http.createServer((req, res) => { req.resume(); req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(body); }); });
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;
const REQUESTS = 4000;

const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise<number>((resolve) =>
  child.stdout.once('data', (data: Buffer) => resolve(Number(String(data)))),
);
const kubeConfig = new KubeConfig();
kubeConfig.loadFromOptions({
  clusters: [{ name: 'c', server: `http://127.0.0.1:${port}`, skipTLSVerify: true }],
  users: [{ name: 'u', token: 'bench-token' }],
  contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
  currentContext: 'x',
});
// A run's view: its requests carry the run's cancellation signal, as the engine's do.
const client = new KubeClient(kubeConfig, { concurrency: 32 }).withSignal(new AbortController().signal);
const body = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'x', namespace: 'a', labels: { 'applyset.kubernetes.io/part-of': 'applyset-bench-v1' } },
  data: { k: 'v'.repeat(300) },
};
const query = { dryRun: 'All', fieldManager: 'applyset-action', force: 'false' };
const perRequest: number[] = [];
for (let round = 0; round < 12; round++) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) =>
      client.request({
        method: 'PATCH',
        path: `/api/v1/namespaces/a/configmaps/c-${i}`,
        query,
        body,
        contentType: 'application/apply-patch+yaml',
      }),
    ),
  );
  const used = process.cpuUsage(cpu);
  if (round === 0) continue;
  perRequest.push((used.user + used.system) / REQUESTS);
  process.stdout.write(
    `${perRequest.at(-1)!.toFixed(1)} µs of CPU per request, ${(performance.now() - started).toFixed(0)} ms for ${REQUESTS}\n`,
  );
}
perRequest.sort((a, b) => a - b);
process.stdout.write(`median: ${perRequest[Math.floor(perRequest.length / 2)]!.toFixed(1)} µs of CPU per request\n`);
child.kill();
