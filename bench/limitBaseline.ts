// The "limit" baseline, run as its own process: one server-side apply request per manifest object in
// each phase (dry-run, apply, or a dry-run of all and then an apply of all), all at a fixed concurrency
// (the engine's cap, from the first request) through the engine's client, with no other work (no
// parent, no lists, no diffs). Its time is what the API server itself needs for those requests.
// Usage: node bench/limitBaseline.ts --kubeconfig PATH [--concurrency N] --phases dry-run[,apply] DIR...
// Prints {"durationMs": ...} with the time of the requests only (loading and discovery excluded).
import { parseArgs } from 'node:util';
import { connect } from '../src/kube/connect.ts';
import { parseApiVersion } from '../src/kube/objectRef.ts';
import { serverSideApply } from '../src/kube/objectRequests.ts';
import { loadManifests } from '../src/manifests/loadManifests.ts';
import { DEFAULT_CONCURRENCY } from '../src/options/options.ts';
import { testEnvironment } from '../test/testEnvironment.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { kubeconfig: { type: 'string' }, concurrency: { type: 'string' }, phases: { type: 'string' } },
});
const concurrency = Number(values.concurrency ?? DEFAULT_CONCURRENCY);
const phases = (values.phases ?? 'apply').split(',');
if (phases.some((p) => p !== 'dry-run' && p !== 'apply'))
  throw new Error(`--phases takes dry-run and apply, not ${values.phases}`);
const manifests = await loadManifests(positionals, { environment: testEnvironment(), cwd: process.cwd() });
const { client, discovery } = await connect({
  environment: testEnvironment(),
  kubeconfigPath: values.kubeconfig,
  concurrency,
  startConcurrency: concurrency,
});
const requests = manifests.map(({ object }) => {
  const { group, version } = parseApiVersion(object.apiVersion);
  const info = discovery.forKind(group, version, object.kind);
  if (!info) throw new Error(`the cluster does not serve ${object.kind} in ${object.apiVersion}`);
  return { info, object };
});

const started = performance.now();
for (const phase of phases) {
  await Promise.all(
    requests.map(({ info, object }) =>
      serverSideApply(client, info, object, {
        fieldManager: 'applyset-bench-limit',
        force: false,
        dryRun: phase === 'dry-run',
      }),
    ),
  );
}
process.stdout.write(`${JSON.stringify({ durationMs: performance.now() - started })}\n`);
