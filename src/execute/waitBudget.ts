/**
 * One timeout for every wait of an apply: for what others depend on, for replaced objects to
 * be gone, for the rollout, for the pruned objects. The first wait starts the clock; each takes what is left.
 */
export class WaitBudget {
  readonly totalMs: number;
  private deadline: number | undefined;

  constructor(totalMs: number) {
    this.totalMs = totalMs;
  }

  /** What is left of the budget, starting it on the first call. */
  remainingMs(): number {
    this.deadline ??= Date.now() + this.totalMs;
    return Math.max(0, this.deadline - Date.now());
  }
}
