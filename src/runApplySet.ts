import { TOOL_NAME } from './applyset/applySetKeys.ts';
import { readParent } from './applyset/readParent.ts';
import { UserError } from './errors.ts';
import { ApplyFailure, executePlan } from './execute/executePlan.ts';
import { createKubeClient } from './kube/createKubeClient.ts';
import { discover } from './kube/discovery.ts';
import { loadManifests } from './manifests/loadManifests.ts';
import type { Options } from './options.ts';
import { planApplySet } from './plan/planApplySet.ts';
import { prepareMembers } from './plan/prepareMembers.ts';
import { buildOutcome, objectOutcome } from './outcome/buildOutcome.ts';
import { ObjectRecords } from './outcome/objectRecords.ts';
import type { ObjectOutcome, RunMode, RunOutcome } from './outcome/runOutcome.ts';
import { VERSION } from './version.ts';

/** Where a run reports progress: the action maps these to @actions/core, the CLI to stderr. */
export interface RunHooks {
  info(line: string): void;
  warning(line: string): void;
  /** An apply's per-object progress: the object's record each time a step adds to it. */
  objectDone?(object: ObjectOutcome): void;
}

/** A run that failed after it planned: the error, and the outcome of what was planned and done. */
export class RunFailure extends Error {
  readonly error: UserError;
  readonly outcome: RunOutcome;

  constructor(error: UserError, outcome: RunOutcome) {
    super(error.message, { cause: error });
    this.error = error;
    this.outcome = outcome;
  }
}

/**
 * The engine: manifests -> cluster -> ApplySet parent -> plan -> (apply: execute) -> outcome.
 * A preview and an apply share every step up to the plan; a preview writes nothing.
 */
export async function runApplySet(options: Options, hooks: RunHooks): Promise<RunOutcome> {
  const started = Date.now();
  const manifests = await loadManifests(options.manifests, { cwd: options.cwd });
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

  const records = new ObjectRecords((entry, record) => hooks.objectDone?.(objectOutcome(entry, record)));
  const warnings = [...plan.warnings];
  const outcome = (mode: RunMode) => buildOutcome(plan, records, { mode, durationMs: Date.now() - started, warnings, requests: client.stats.counts() });
  const prunes = plan.entries.filter((e) => e.action === 'prune').length;
  if (options.maxPrunes !== undefined && prunes > options.maxPrunes) {
    throw new RunFailure(
      new UserError(`this run would prune ${prunes} object${prunes === 1 ? '' : 's'}, more than max-prunes (${options.maxPrunes}) allows`, {
        hint: 'check the preview; if the prunes are intended, raise max-prunes for this run',
      }),
      outcome('preview'),
    );
  }
  if (options.mode === 'preview') return outcome('preview');
  try {
    await executePlan(client, plan, records, {
      ...options,
      tooling: `${TOOL_NAME}/v${VERSION}`,
      onWarning: (message) => {
        warnings.push(message);
        hooks.warning(message);
      },
    });
    return outcome('apply');
  } catch (error) {
    if (error instanceof ApplyFailure) throw new RunFailure(error, outcome('apply'));
    throw error;
  }
}
