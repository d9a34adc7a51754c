import type { StepProgress } from '../outcome/stepProgress.ts';
import { formatDuration } from '../options/durations.ts';

/** A step shorter than this shows no progress line: it would only flicker. */
const SHOW_AFTER_MS = 1_000;
const REDRAW_EVERY_MS = 250;

const STEP_WORDS: Record<StepProgress['step'], [doing: string, done: string]> = {
  plan: ['Planning', 'planned'],
  apply: ['Applying', 'applied'],
  wait: ['Waiting', 'ready or gone'],
  prune: ['Pruning', 'pruned or kept'],
};

/** `Applying: 40 of 500 objects applied, 12.0s`; the wait's adds what it waits for first. */
export function progressText(progress: StepProgress, elapsedMs: number): string {
  const [doing, done] = STEP_WORDS[progress.step];
  const detail = progress.detail ? `; ${progress.detail}` : '';
  return `${doing}: ${progress.done} of ${progress.total} object${progress.total === 1 ? '' : 's'} ${done}, ${formatDuration(elapsedMs)}${detail}`;
}

/**
 * The live progress line of a run on a terminal: the current step's objects done of its total and
 * how long the step has taken, redrawn in place a few times a second once the step has lasted a
 * second. Other lines are written above it (output.ts).
 */
export class ProgressLine {
  private readonly show: (text: string) => void;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;
  private current: StepProgress | undefined;
  private started = 0;

  constructor(show: (text: string) => void, now: () => number = Date.now) {
    this.show = show;
    this.now = now;
    this.timer = setInterval(() => this.draw(), REDRAW_EVERY_MS);
    // A run that is done exits without waiting for the next redraw.
    this.timer.unref();
  }

  update(progress: StepProgress): void {
    // Another step, or another wait (for a group that others depend on, then for everything): its own clock.
    if (progress.step !== this.current?.step || progress.total !== this.current.total) this.started = this.now();
    this.current = progress;
  }

  /** Draws the line as it is now; the timer calls it. */
  draw(): void {
    const elapsed = this.now() - this.started;
    if (this.current && elapsed >= SHOW_AFTER_MS) this.show(progressText(this.current, elapsed));
  }

  /** Removes the line for good: the report follows. */
  stop(): void {
    clearInterval(this.timer);
    this.current = undefined;
    this.show('');
  }
}
