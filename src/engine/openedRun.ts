import type { Cluster } from '../kube/connect.ts';
import type { ChartHook } from '../manifests/helmHooks.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';
import type { Options } from '../options/options.ts';
import type { OpenRun } from './openRun.ts';
import type { Engine, RunHooks } from './runHooks.ts';

/** What the run opened and read before its plan, and the engine a rollback runs again. */
export interface OpenedRun {
  options: Options;
  hooks: RunHooks;
  /** When the run started (Date.now()). */
  started: number;
  run: OpenRun;
  /** The connection, whose client does not stop with the run (a cancelled deploy's record). */
  connection: Cluster;
  manifests: ManifestObject[];
  /** The Helm hooks of the manifests' charts, which are not members. */
  chartHooks: ChartHook[];
  /** What reading the manifests warned of, the outcome's warnings too. */
  loadWarnings: string[];
  engine: Engine;
}
