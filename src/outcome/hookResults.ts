import type { ObjectRef } from '../kube/objectRef.ts';
import type { HookEnd, HookOutcome } from './runOutcome.ts';

type HookKey = Pick<HookOutcome, 'phase' | 'group' | 'kind' | 'namespace' | 'name'>;
const keyOf = ({ phase, group, kind, namespace, name }: HookKey) => `${phase} ${group}/${kind} ${namespace}/${name}`;

/** How each hook of an apply ended, as the phases run them; merged into the planned hooks for the outcome. */
export class HookResults {
  private readonly ends = new Map<string, HookEnd>();

  record(phase: string, ref: Omit<ObjectRef, 'version'>, end: HookEnd): void {
    this.ends.set(keyOf({ phase, ...ref }), end);
  }

  /** The planned hooks, each with how it ended; one the apply never reached is skipped. */
  merged(planned: readonly HookOutcome[]): HookOutcome[] {
    return planned.map((hook) =>
      // A delete hook is recorded, not run.
      hook.action === 'record' ? hook : { ...hook, ...(this.ends.get(keyOf(hook)) ?? { result: 'skipped' }) },
    );
  }
}
