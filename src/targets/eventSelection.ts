import { isRecord } from '../common/isRecord.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { allTargets, type ChangeRange, changedTargets, type TargetSelection } from './changedTargets.ts';
import type { Target, TargetsFile } from './targetsFile.ts';

/** What the event says about the change a run is for. */
export interface EventChange {
  eventName: string;
  payload: Readonly<Record<string, unknown>>;
}

/** A commit of forty zeros: a push that created the branch has no `before`. */
const NO_COMMIT = /^0+$/;

/**
 * The targets a run covers. Targets named (`only-targets`, `--only-target`) always run: a matrix job runs the
 * one its plan job chose. Otherwise, with changed-only (`auto`: on pull requests and pushes), the
 * targets whose inputs changed since the pull request's base or the push's `before`; on any other
 * event (a schedule's drift check) and with `changed-only: false`, every target. `stepHelm`: the
 * step's `helm` input, whose values files are the inputs of every target without a `helm` option.
 */
export async function selectForEvent(
  file: TargetsFile,
  targets: readonly Target[],
  options: {
    named: boolean;
    changedOnly: 'auto' | 'true' | 'false';
    event: EventChange;
    cwd: string;
    environment: RunEnvironment;
    stepHelm?: string;
  },
): Promise<TargetSelection> {
  if (options.named) return allTargets(targets, 'named in the only-targets input');
  if (options.changedOnly === 'false') return allTargets(targets, 'changed-only is false');
  const range = changeRange(options.event);
  if ('none' in range) return allTargets(targets, range.none);
  return changedTargets(file, targets, range, options.cwd, options.environment, options.stepHelm);
}

/** The commits to compare for this event, or why there are none. */
export function changeRange(event: EventChange): ChangeRange | { none: string } {
  const { eventName, payload } = event;
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const base = field(field(payload, 'pull_request'), 'base');
    const sha = field(base, 'sha');
    // The checkout (HEAD) is what is previewed: the merge commit, or the head for pull_request_target's explicit checkout.
    return typeof sha === 'string' && sha !== ''
      ? { from: sha, to: 'HEAD', sinceMergeBase: true }
      : { none: 'the event names no base commit' };
  }
  if (eventName === 'push') {
    const before = field(payload, 'before');
    const after = field(payload, 'after');
    if (typeof before !== 'string' || before === '' || NO_COMMIT.test(before))
      return { none: 'the push created the branch: there is no earlier commit to compare with' };
    return {
      from: before,
      to: typeof after === 'string' && after !== '' && !NO_COMMIT.test(after) ? after : 'HEAD',
      sinceMergeBase: false,
    };
  }
  return { none: `every target is checked on the ${eventName || 'unknown'} event` };
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}
