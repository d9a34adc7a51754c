// npm run bench:wait: only the "apply and wait" step, at BENCH_WAIT_SIZES (default 1000), on a
// control plane of its own. `npm run bench` runs it too, after issue 5's steps.
import { connect } from '../src/kube/connect.ts';
import { DEFAULT_CONCURRENCY } from '../src/options/options.ts';
import { startControlPlane } from '../test/cluster/controlPlane/controlPlane.ts';
import { benchmarkApplyAndWait, describeApplyAndWait } from './applyAndWait.ts';
import { testEnvironment } from '../test/testEnvironment.ts';

const sizes = (process.env['BENCH_WAIT_SIZES']?.trim() || '1000').split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(
    `BENCH_WAIT_SIZES must be a comma-separated list of whole numbers ≥ 1, not "${process.env['BENCH_WAIT_SIZES']}"`,
  );
const log = (line: string) => process.stderr.write(`${line}\n`);

const controlPlane = await startControlPlane();
try {
  const { client } = await connect({
    environment: testEnvironment(),
    kubeconfigPath: controlPlane.kubeconfigPath,
    concurrency: DEFAULT_CONCURRENCY,
  });
  for (const n of sizes)
    process.stdout.write(
      `${describeApplyAndWait(await benchmarkApplyAndWait(n, controlPlane.kubeconfigPath, client, log))}\n`,
    );
} finally {
  await controlPlane.stop();
}
