/** Where in the manifests something is: what an error names first. */
export interface SourceLocation {
  /** Path as the user gave it (relative to the working directory when it was relative). */
  file: string;
  /** 1-based line where the object's document (or List item) starts. */
  line: number;
}

/**
 * An error the user can act on: what went wrong, where, and what to do.
 * Anything else that escapes is a bug in this project and is reported as such.
 */
export class UserError extends Error {
  readonly hint: string | undefined;
  readonly source: SourceLocation | undefined;

  constructor(message: string, options: { hint?: string; source?: SourceLocation; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'UserError';
    this.hint = options.hint;
    this.source = options.source;
  }

  /** `file:line: message. hint`: the one-line form used in logs, comments and the CLI. */
  describe(): string {
    const where = this.source ? `${this.source.file}:${this.source.line}: ` : '';
    // A message that ends a sentence itself (`did you mean --timeout?`) gets no full stop after it.
    const stop = /[.?!]$/.test(this.message) ? ' ' : '. ';
    return `${where}${this.message}${this.hint ? `${stop}${this.hint[0]!.toUpperCase()}${this.hint.slice(1)}` : ''}`;
  }
}

/** Several independent problems found in one validation pass, reported together. */
export class UserErrors extends UserError {
  readonly errors: UserError[];

  constructor(errors: UserError[], options: { hint?: string } = {}) {
    super(errors.length === 1 ? errors[0]!.message : `${errors.length} problems found`, options);
    this.errors = errors;
  }

  override describe(): string {
    return this.errors.length === 1
      ? this.errors[0]!.describe()
      : [this.message + ':', ...this.errors.map((e) => `  - ${e.describe()}`)].join('\n');
  }
}

/** An error's one-line description: a UserError's with its place and hint, any other's message. */
export function describeError(error: unknown): string {
  return error instanceof UserError ? error.describe() : errorMessage(error);
}

/** A UserError's own hint (it knows best what mends it), else `fallback`: for an error wrapped with more context. */
export function hintOr(error: unknown, fallback: string): string {
  return error instanceof UserError && error.hint ? error.hint : fallback;
}

/** The message of anything thrown; what is not an Error is shown as its string form. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
