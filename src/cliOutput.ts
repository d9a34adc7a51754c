import { showControlCharacters } from './report/controlCharacters.ts';

/*
 * Everything the CLI prints goes through here, with control characters made visible: object names,
 * messages, warnings and diffs come from manifests and from the cluster, and an escape sequence in
 * them could otherwise move the terminal's cursor, rewrite what it showed or write to its clipboard.
 */

/** A line (or lines) on standard output. */
export function printOut(text: string): void {
  process.stdout.write(`${showControlCharacters(text)}\n`);
}

/** A line (or lines) on standard error: progress, warnings, errors. */
export function printErr(text: string): void {
  process.stderr.write(`${showControlCharacters(text)}\n`);
}

/** A JSON document on standard output, its control characters escaped as JSON escapes them: the same document. */
export function printJson(json: string): void {
  process.stdout.write(`${showControlCharacters(json, 'json')}\n`);
}
