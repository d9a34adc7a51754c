// What `vitest run -t` is given to run one listed test of a file, and nothing else (scripts/eachTestAlone.ts).

/**
 * A parameterized test (`it.for`, `it.each`) is listed by its template, `on %i cores`, which names none of its cases:
 * its placeholders (printf's, and `$name` for an object's field) match any text, so the template's cases run together,
 * alone among the file's other tests.
 */
const PLACEHOLDER = /%[sdifjoO#$]|\$[A-Za-z_][\w.]*/g;
export const isTemplate = (name: string) => new RegExp(PLACEHOLDER.source).test(name);
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** vitest's -t matches a regular expression against a test's full name: what precedes its names (the file), then its names joined by ' > ' as listed. */
export const exactly = (name: string) =>
  `(^|> )${name
    .split(PLACEHOLDER)
    .map((part) => literal(part.replaceAll('%%', '%')))
    .join('.+?')}$`;
