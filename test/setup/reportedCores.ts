/**
 * Loaded with `node --import`: makes Node report REPORTED_CORES cores (os.availableParallelism and os.cpus),
 * so a test can run vitest as it runs on a machine of that size.
 */
import os from 'node:os';
import { syncBuiltinESMExports } from 'node:module';

const cores = Number(process.env.REPORTED_CORES);
if (!Number.isInteger(cores) || cores < 1)
  throw new Error(`REPORTED_CORES must be a whole number of cores, not '${process.env.REPORTED_CORES}'`);
const [cpu] = os.cpus();
os.availableParallelism = () => cores;
os.cpus = () => Array.from({ length: cores }, () => cpu!);
syncBuiltinESMExports();
