import { TOOL_NAME } from './applyset/applySetKeys.ts';
import { readParent } from './applyset/readParent.ts';
import { UserError } from './errors.ts';
import { ApplyFailure, executePlan } from './execute/executePlan.ts';
import { createKubeClient } from './kube/createKubeClient.ts';
import { discover } from './kube/discovery.ts';
import type { RequestStats } from './kube/requestStats.ts';
import { loadManifests } from './manifests/loadManifests.ts';
import { secretValues } from './manifests/secretValues.ts';
import type { Options } from './options.ts';
import { planApplySet } from './plan/planApplySet.ts';
import type { PlanEntry } from './plan/planTypes.ts';
import { prepareMembers } from './plan/prepareMembers.ts';
import type { ObjectResult, PlanDocument } from './report/planDocument.ts';
import { toPlanDocument } from './report/toPlanDocument.ts';
import { VERSION } from './version.ts';

/** Where a run reports progress: the action maps these to @actions/core, the CLI to stderr. */
export interface RunHooks {
  info(line: string): void;
  warning(line: string): void;
  /** An apply's per-object progress, as each object is done. */
  objectDone?(entry: PlanEntry, result: ObjectResult): void;
  /**
   * The Secret values of the manifests in every form a message could quote them, told before the
   * first request, so that the caller can hide them wherever it shows text (the action registers them
   * with the runner and scrubs them from the comment and the job summary).
   */
  secretsLoaded?(values: string[]): void;
}

export interface RunOutcome {
  document: PlanDocument;
  stats: RequestStats;
}

/** A run that failed after it planned: the error, and the document of what was planned and done. */
export class RunFailure extends Error {
  readonly error: UserError;
  readonly document: PlanDocument;

  constructor(error: UserError, document: PlanDocument) {
    super(error.message, { cause: error });
    this.error = error;
    this.document = document;
  }
}

/**
 * The engine: manifests -> cluster -> ApplySet parent -> plan -> (apply: execute) -> document.
 * A preview and an apply share every step up to the plan; a preview writes nothing.
 */
export async function runApplySet(options: Options, hooks: RunHooks): Promise<RunOutcome> {
  const started = Date.now();
  const manifests = await loadManifests(options.manifests, { cwd: options.cwd, remoteBases: options.remoteBases });
  hooks.secretsLoaded?.(secretValues(manifests));
  hooks.info(`Read ${manifests.length} object${manifests.length === 1 ? '' : 's'} from ${options.manifests.join(', ')}`);
  if (manifests.length === 0 && !options.allowEmpty) {
    throw new UserError(`the manifests (${options.manifests.join(', ')}) hold no objects`, {
      hint: 'an empty set would prune every member of the ApplySet; if that is what you want, set allow-empty (--allow-empty)',
    });
  }
  const { client, defaultNamespace } = createKubeClient(options);
  const discovery = await discover(client);
  const reading = await readParent(client, discovery, { applyset: options.applyset, namespace: options.namespace ?? defaultNamespace, adopt: options.adopt });
  if (reading.adoptedFrom) hooks.warning(`adopting the ApplySet from ${reading.adoptedFrom}: from now on ${TOOL_NAME} manages it`);
  const members = prepareMembers(manifests, discovery, reading.parent, options.namespace ?? defaultNamespace);
  const plan = await planApplySet(client, discovery, reading, members, options);
  for (const warning of plan.warnings) hooks.warning(warning);
  hooks.info(`Planned ApplySet ${reading.parent.id} in ${Date.now() - started} ms with ${client.stats.total} requests`);
  const prunes = plan.entries.filter((e) => e.action === 'prune').length;
  if (options.maxPrunes !== undefined && prunes > options.maxPrunes) {
    throw new RunFailure(
      new UserError(`this run would prune ${prunes} object${prunes === 1 ? '' : 's'}, more than max-prunes (${options.maxPrunes}) allows`, {
        hint: 'check the preview; if the prunes are intended, raise max-prunes for this run',
      }),
      toPlanDocument(plan, 'preview', undefined, Date.now() - started, plan.warnings),
    );
  }
  if (options.mode === 'preview') {
    return { document: toPlanDocument(plan, 'preview', undefined, Date.now() - started, plan.warnings), stats: client.stats };
  }
  const warnings = [...plan.warnings];
  try {
    const results = await executePlan(client, plan, {
      ...options,
      tooling: `${TOOL_NAME}/v${VERSION}`,
      onResult: (entry, result) => hooks.objectDone?.(entry, result),
      onWarning: (message) => {
        warnings.push(message);
        hooks.warning(message);
      },
    });
    return { document: toPlanDocument(plan, 'apply', results, Date.now() - started, warnings), stats: client.stats };
  } catch (error) {
    if (error instanceof ApplyFailure) throw new RunFailure(error, toPlanDocument(plan, 'apply', error.results, Date.now() - started, warnings));
    throw error;
  }
}
