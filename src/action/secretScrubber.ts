import { isRecord } from '../common/isRecord.ts';

/** What a scrubbed value is replaced with: the runner's own mask. */
const MASK = '***';
/**
 * Fields of a run's document whose values are words of the action's own (`prune`, `ready`, `file`), never a
 * value of the run's: its structure, which the renderers read (a `layout` rewritten is a report that cannot be
 * rendered). Keys are never scrubbed either.
 */
const VOCABULARY_FIELDS = new Set(['layout', 'mode', 'action', 'result', 'health', 'stopped', 'step']);
/**
 * The shortest value scrubbed. A shorter one is no credential anyone can keep secret by replacing it (one
 * character is in most words of a report), and replacing it would rewrite the report's own text; it is said
 * instead (the runner masks what it was told to in its log anyway).
 */
export const SHORTEST_SCRUBBED = 4;

/**
 * Hides known secret values in text that leaves the runner's log, where the runner's masking does
 * not reach: the pull-request comment, the job summary and the plan outputs.
 */
export class SecretScrubber {
  private readonly values = new Set<string>();
  private readonly tooShort = new Set<string>();
  private pattern: RegExp | undefined;
  private readonly onTooShort: (length: number) => void;

  /** `onTooShort` is told, once per value, of a value too short to scrub ({@link SHORTEST_SCRUBBED}), by its length alone. */
  constructor(onTooShort: (length: number) => void = () => {}) {
    this.onTooShort = onTooShort;
  }

  add(values: Iterable<string>): void {
    for (const value of values) {
      if (value === '' || this.values.has(value) || this.tooShort.has(value)) continue;
      if (value.length >= SHORTEST_SCRUBBED) this.values.add(value);
      else {
        this.tooShort.add(value);
        this.onTooShort(value.length);
      }
    }
    // Longest first, so that a value containing another is replaced whole.
    const alternatives = [...this.values]
      .sort((a, b) => b.length - a.length)
      .map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
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
      if (isRecord(node))
        return Object.fromEntries(
          Object.entries(node).map(([key, field]) => [key, VOCABULARY_FIELDS.has(key) ? field : scrub(field)]),
        );
      return node;
    };
    return scrub(value) as T;
  }
}
