import { defaultHolder } from '../applyset/applySetLock.ts';
import { UserError } from '../common/errors.ts';
import { handledLater } from '../common/handledLater.ts';
import { objectsLoaded } from '../common/heapGrowth.ts';
import { ApiUnavailableError, CancelledError } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import { type LoadedSet, loadSet } from '../manifests/loadSet.ts';
import { openRun } from './openRun.ts';
import type { Options } from '../options/options.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import type { SecretOrigin } from '../manifests/secretValues.ts';
import type { RunHooks } from './runHooks.ts';

/**
 * The engine: manifests -> connect -> ApplySet parent -> plan -> (apply -> wait) -> outcome. A
 * preview and an apply share every step up to the plan; a preview writes nothing and never waits.
 * Given a `cluster`, the run uses that connection (shared by several runs) instead of connecting
 * as `options` say.
 */
export async function runApplySet(options: Options, hooks: RunHooks, cluster?: Cluster): Promise<RunOutcome> {
  const started = Date.now();
  const run = openRun({
    connect: options,
    cluster,
    parent: { applyset: options.applyset, namespace: options.namespace, adopt: options.adopt },
    lock:
      options.mode === 'apply' && options.lock
        ? {
            holder: hooks.holder ?? defaultHolder(),
            timeoutSeconds: options.lockTimeoutSeconds,
            lostHint:
              "two deploys of this ApplySet ran at once: check the workflows' concurrency groups, then run again",
            refusedAs: 'taking the ApplySet lock (lock: false turns it off)',
          }
        : undefined,
    info: hooks.info,
    // A rollback's requests are reported by the deploy it follows, on the same connection.
    reportProgress: !hooks.rollback,
    signal: hooks.signal,
    cancelled: () =>
      new UserError(`the ${hooks.rollback ? 'rollback' : options.mode} was cancelled`, {
        hint: 'what it did before is listed; the ApplySet parent still records every namespace and kind of the set, so the next run completes the apply and its prunes',
      }),
    planAhead: {
      options,
      cache: options.planCache,
      writesRecord: options.mode === 'apply',
      trusted: options.planRecordKeys,
      signsCopy: options.planRecordCopy,
    },
  });
  // The plan and deploy steps load once discovery has answered, while the lock's and the parent's requests
  // are out: loading them takes the CPU of a first request's start-up (Node compiles an import() at once).
  // Awaited once the run is held; when the connection failed it never starts, and that failure is the one reported.
  const planning = handledLater(run.connection.then(() => import('./planAndDeploy.ts')));
  // A preview's credential is checked while the manifests are read (one request): one that may write admission
  // configuration is refused before the plan is shown (previewIdentityCheck.ts says why).
  // Awaited once the run is held; a failed connection is reported by `run.connection`.
  const identityChecked =
    options.mode === 'preview'
      ? handledLater(
          run.connection.then(async (cluster) =>
            (await import('./previewIdentityCheck.ts')).checkPreviewIdentity(
              cluster.client,
              options.namespace ?? cluster.defaultNamespace ?? 'default',
              hooks.warning,
            ),
          ),
        )
      : undefined;
  let loaded: LoadedSet;
  let connection: Cluster;
  const secrets = (values: string[], origin: SecretOrigin) => hooks.secretsLoaded?.(values, origin);
  // What reading the manifests warned of (a chart's hooks left out) is the outcome's warning too.
  const loadWarnings: string[] = [];
  const loadWarning = (line: string) => {
    loadWarnings.push(line);
    hooks.warning(line);
  };
  try {
    // Discovery is on the wire while the manifests are read; a manifest error stops it and is the one reported.
    loaded = await loadSet(options, {
      info: hooks.info,
      warning: loadWarning,
      secrets,
      onSource: (objects) => {
        objectsLoaded(objects.length);
        run.planEarly(objects);
      },
    }).catch((error: unknown) => {
      run.stop();
      throw error;
    });
    connection = await run.connection;
  } catch (error) {
    await run.close();
    throw error instanceof CancelledError ? run.stopped() : error;
  }
  try {
    const held = await run.held;
    await identityChecked;
    const { planAndDeploy } = await planning;
    return await planAndDeploy(held, {
      options,
      hooks,
      started,
      run,
      connection,
      manifests: loaded.manifests,
      chartHooks: loaded.hooks,
      loadWarnings,
      engine: runApplySet,
    });
  } catch (error) {
    // Cancelled before the plan was made: nothing was written.
    if (error instanceof CancelledError) throw run.stopped();
    if (error instanceof ApiUnavailableError) {
      throw new UserError(`${error.message}, before anything was written`, {
        hint: "check that the cluster's API server is up and reachable from here, then run again (retry-timeout sets how long requests are retried)",
        cause: error,
      });
    }
    throw error;
  } finally {
    await run.close();
  }
}
