import { isRecord } from '../isRecord.ts';

/** What a scrubbed value is replaced with: the runner's own mask. */
const MASK = '***';
/** Fields of a run's document whose values are words of the action's own (`prune`, `ready`), never a value of the run's. */
const VOCABULARY_FIELDS = new Set(['mode', 'action', 'result', 'health']);

/**
 * Hides known secret values in text that leaves the runner's log, where the runner's masking does
 * not reach: the pull-request comment, the job summary and the plan outputs.
 */
export class SecretScrubber {
  private readonly values = new Set<string>();
  private pattern: RegExp | undefined;

  add(values: Iterable<string>): void {
    for (const value of values) if (value !== '') this.values.add(value);
    // Longest first, so that a value containing another is replaced whole.
    const alternatives = [...this.values].sort((a, b) => b.length - a.length).map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.pattern = alternatives.length > 0 ? new RegExp(alternatives.join('|'), 'g') : undefined;
  }

  text(text: string): string {
    return this.pattern ? text.replace(this.pattern, MASK) : text;
  }

  /**
   * A copy of a JSON-like value (a plan document) with every string scrubbed, but the words of the
   * document's own vocabulary: a Secret value `prune` must not turn an object's action into `***`,
   * which drops it from the report's list of prunes.
   */
  deep<T>(value: T): T {
    if (!this.pattern) return value;
    const scrub = (node: unknown): unknown => {
      if (typeof node === 'string') return this.text(node);
      if (Array.isArray(node)) return node.map(scrub);
      if (isRecord(node)) return Object.fromEntries(Object.entries(node).map(([key, field]) => [key, VOCABULARY_FIELDS.has(key) ? field : scrub(field)]));
      return node;
    };
    return scrub(value) as T;
  }
}
