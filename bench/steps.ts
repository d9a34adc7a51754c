/** The five steps of issue 5, numbered as the issue numbers them. */
export type LimitPhase = 'dry-run' | 'apply';

export type StepName = 'preview-fresh' | 'apply-fresh' | 'apply-noop' | 'apply-change' | 'preview-change';

export interface Step {
  name: StepName;
  number: number;
  title: string;
  mode: 'preview' | 'apply';
  /** The manifests the step runs with: the generated set, or the set after step 4's change. */
  manifests: 'initial' | 'changed';
  /**
   * The requests the limit baseline sends for this step, one per object in each phase, phase after
   * phase; undefined where it has none (the mixed update and prune steps). A first apply's limit is
   * a dry-run and an apply per object: no tool may write before every object is checked.
   */
  limit?: { phases: readonly LimitPhase[] };
  /** Its apply creates or changes Deployments, whose rollouts the runs after it wait for (a no-op apply changes none). */
  rollouts: boolean;
}

const PREVIEW_FRESH: Step = {
  name: 'preview-fresh',
  number: 1,
  title: 'preview, fresh set',
  mode: 'preview',
  manifests: 'initial',
  limit: { phases: ['dry-run'] },
  rollouts: false,
};
const APPLY_FRESH: Step = {
  name: 'apply-fresh',
  number: 2,
  title: 'first apply',
  mode: 'apply',
  manifests: 'initial',
  limit: { phases: ['dry-run', 'apply'] },
  rollouts: true,
};
const APPLY_NOOP: Step = {
  name: 'apply-noop',
  number: 3,
  title: 'no-op apply',
  mode: 'apply',
  manifests: 'initial',
  limit: { phases: ['dry-run'] },
  rollouts: false,
};
const APPLY_CHANGE: Step = {
  name: 'apply-change',
  number: 4,
  title: 'apply: 10% changed, 50% removed',
  mode: 'apply',
  manifests: 'changed',
  rollouts: true,
};
const PREVIEW_CHANGE: Step = {
  name: 'preview-change',
  number: 5,
  title: 'preview of step 4',
  mode: 'preview',
  manifests: 'changed',
  rollouts: false,
};

/** In the order they run: step 5 previews step 4's change, so it runs before it. */
export const STEPS_IN_RUN_ORDER: readonly Step[] = [
  PREVIEW_FRESH,
  APPLY_FRESH,
  APPLY_NOOP,
  PREVIEW_CHANGE,
  APPLY_CHANGE,
];

/** In the order, for tables. */
export const STEPS: readonly Step[] = [...STEPS_IN_RUN_ORDER].sort((a, b) => a.number - b.number);
