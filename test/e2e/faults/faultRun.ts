import { parseOptions, type RawInputs } from '../../../src/options/parseOptions.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { testEnvironment } from '../../testEnvironment.ts';

export interface FaultRunResult {
  outcome: RunOutcome;
  /** The run's failure, when it failed. */
  error: RunFailure | undefined;
  /** Every info and warning line the run logged. */
  lines: string[];
  ms: number;
}

/** Runs the engine in this process through `kubeconfigPath` (a fault proxy's), keeping what it logged. */
export async function runThrough(
  kubeconfigPath: string,
  mode: 'preview' | 'apply',
  dir: string,
  inputs: RawInputs,
): Promise<FaultRunResult> {
  const options = parseOptions(
    { mode, manifests: dir, 'kubeconfig-path': kubeconfigPath, ...inputs },
    process.cwd(),
    testEnvironment(),
  );
  const lines: string[] = [];
  const started = performance.now();
  const hooks = { info: (line: string) => lines.push(line), warning: (line: string) => lines.push(`Warning: ${line}`) };
  try {
    const outcome = await runApplySet(options, hooks);
    return { outcome, error: undefined, lines, ms: performance.now() - started };
  } catch (error) {
    if (!(error instanceof RunFailure)) throw error;
    return { outcome: error.outcome, error, lines, ms: performance.now() - started };
  }
}
