// The engine's client alone: its CPU per request against a loopback server in a process of its own,
// 4,000 server-side dry-runs of a small ConfigMap at 32 in flight, 12 rounds, the first left out (warm-up),
// and their median. For changes to kubeClient.ts and kubeTransport.ts. The protocol, as the first argument:
// `http` (the default; plain HTTP/1.1: the client's work, not TLS's), or over TLS to a server offering h2 and
// http/1.1 as kube-apiserver does, `h2` (what the client picks) or `h1` (the client told to keep to HTTP/1.1).
// Usage: bash scripts/node24.sh node bench/clientCpu.ts [http|h1|h2]
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { KubeClient } from '../src/kube/kubeClient.ts';
import { createLoopbackCertificate } from '../test/cluster/faultProxy/proxyCertificate.ts';

const mode = process.argv[2] ?? 'http';
if (!['http', 'h1', 'h2'].includes(mode)) throw new Error(`usage: bench/clientCpu.ts [http|h1|h2], not ${mode}`);
const SERVER = `
const identity = JSON.parse(process.env.BENCH_IDENTITY || 'null');
const body = JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', namespace: 'a', resourceVersion: '1' }, data: { k: 'v'.repeat(400) } });
const answer = (req, res) => { req.resume(); req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(body); }); };
const server = identity
  ? require('node:http2').createSecureServer({ ...identity, allowHTTP1: true, settings: { maxConcurrentStreams: 250 } }, answer)
  : require('node:http').createServer(answer);
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;
const REQUESTS = 4000;

const dir = await mkdtemp(join(tmpdir(), 'applyset-client-cpu-'));
const identity = mode === 'http' ? undefined : await createLoopbackCertificate(dir);
const child = spawn(process.execPath, ['-e', SERVER], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, BENCH_IDENTITY: JSON.stringify(identity ?? null) },
});
const port = await new Promise<number>((resolve) =>
  child.stdout.once('data', (data: Buffer) => resolve(Number(String(data)))),
);
const kubeConfig = new KubeConfig();
kubeConfig.loadFromOptions({
  clusters: [
    identity
      ? { name: 'c', server: `https://127.0.0.1:${port}`, caData: Buffer.from(identity.cert).toString('base64') }
      : { name: 'c', server: `http://127.0.0.1:${port}`, skipTLSVerify: true },
  ],
  users: [{ name: 'u', token: 'bench-token' }],
  contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
  currentContext: 'x',
});
// A run's view: its requests carry the run's cancellation signal, as the engine's do.
const client = new KubeClient(kubeConfig, { concurrency: 32, http2: mode !== 'h1' }).withSignal(
  new AbortController().signal,
);
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
const protocols = JSON.stringify(Object.fromEntries(client.stats.byProtocol));
process.stdout.write(
  `${mode} median: ${perRequest[Math.floor(perRequest.length / 2)]!.toFixed(1)} µs of CPU per request (answers by ${protocols})\n`,
);
child.kill();
await rm(dir, { recursive: true, force: true });
