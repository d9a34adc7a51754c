// npm run bench:verify: issue 22's `verify -A` on a cluster holding 5,000 members (20 sets, one per
// namespace, of 10 kinds x 25 objects), at BENCH_RTT (default 25 ms, then loopback), BENCH_REPS times
// each (default 3), on a control plane of its own. BENCH_VERIFY_PER_KIND=5 makes it a quick check.
import { roundTrip } from '../test/cluster/faultProxy/faultProxy.ts';
import { envNumbers, onOwnControlPlane } from './ownControlPlane.ts';
import { benchmarkVerifyAll, renderVerifyAll } from './verifyAllScenario.ts';

const rtts = envNumbers('BENCH_RTT', '25,0');
const [reps = 3] = envNumbers('BENCH_REPS', '3');
const [perKind = 25] = envNumbers('BENCH_VERIFY_PER_KIND', '25');
const log = (line: string) => process.stderr.write(`${line}\n`);

await onOwnControlPlane('verify', async ({ client, proxy, kubeconfigPath, cliPath, workDir }) => {
  const context = { client, proxy, directKubeconfigPath: kubeconfigPath, cliPath, workDir, log };
  return renderVerifyAll(
    await benchmarkVerifyAll(20, perKind, rtts, reps, context, (ms) => proxy.setLatency(roundTrip(ms))),
  );
});
