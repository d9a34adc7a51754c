import { once } from 'node:events';
import type { styleText } from 'node:util';
import { showControlCharacters } from '../report/controlCharacters.ts';
import type { Paint, TextStyle } from '../report/textStyles.ts';

/*
 * Everything the CLI prints goes through here, with control characters made visible: object names,
 * messages, warnings and diffs come from manifests and from the cluster, and an escape sequence in
 * them could otherwise move the terminal's cursor, rewrite what it showed or write to its clipboard.
 * The only sequences written are the CLI's own: its colours, and the redraw of the progress line.
 */

/** Every format a command may print with -o; each command names those it prints. */
export type OutputFormat = 'text' | 'json' | 'markdown' | 'yaml' | 'name';

type Format = Parameters<typeof styleText>[0];

/** The report's colours, as kubectl diff and terraform colour theirs. */
const COLOURS: Record<TextStyle, Format> = {
  created: 'green',
  configured: 'yellow',
  replaced: 'magenta',
  pruned: 'red',
  kept: 'cyan',
  'not compared': 'yellow',
  unchanged: 'dim',
  skipped: 'dim',
  failed: ['red', 'bold'],
  added: 'green',
  removed: 'red',
  hunk: 'cyan',
  header: 'bold',
};

/**
 * node:util's styleText, taken when colour is first asked for: only a run colours, and a run has
 * Node 24; help, version and completion, which also answer on older Nodes, never load it.
 */
const util = () => process.getBuiltinModule('node:util');

/** Every sequence the colours are made of, `\x1b[32m`, `\x1b[39m`: what printPainted lets through. */
let colourSequences: RegExp | undefined;
function ownSequences(): RegExp {
  if (colourSequences) return colourSequences;
  const sequences = Object.values(COLOURS).flatMap(
    (format) =>
      util()
        .styleText(format, ' ', { validateStream: false })
        .match(/\x1b\[[\d;]*m/g) ?? [],
  );
  colourSequences = new RegExp(
    [...new Set(sequences)].map((sequence) => sequence.replace(/[[\\^$.|?*+()]/g, '\\$&')).join('|'),
    'g',
  );
  return colourSequences;
}

/**
 * The colours for text printed on `stream`, when it shows colour: a terminal, unless NO_COLOR (or
 * NODE_DISABLE_COLORS, or TERM=dumb) says otherwise; anything when FORCE_COLOR asks. Node's
 * util.styleText decides, as for its own output. Each piece is escaped before it is coloured.
 */
export function paintFor(stream: NodeJS.WriteStream): Paint {
  const { styleText } = util();
  const colours = styleText('green', ' ', { stream }) !== ' ';
  return colours
    ? (style, text) => styleText(COLOURS[style], showControlCharacters(text), { validateStream: false })
    : (_style, text) => showControlCharacters(text);
}

/** `\r` and erase-line: the cursor back to the start of the progress line, and the line blank. */
const CLEAR_LINE = '\r\x1b[2K';
/** The progress line on stderr now, as written; '' when none is shown. */
let status = '';

/** Writes text above the progress line: the line is cleared, the text written, the line drawn again. False when `stream` queued it (see Writable.write). */
function write(stream: NodeJS.WriteStream, text: string): boolean {
  if (status !== '') process.stderr.write(CLEAR_LINE);
  const written = stream.write(text);
  if (status !== '') process.stderr.write(status);
  return written;
}

/** A line (or lines) on standard output. */
export function printOut(text: string): void {
  write(process.stdout, `${showControlCharacters(text)}\n`);
}

/** A line (or lines) on standard error: progress, warnings, errors. */
export function printErr(text: string): void {
  write(process.stderr, `${showControlCharacters(text)}\n`);
}

/**
 * Text rendered with {@link paintFor}'s colours, which escaped every piece it coloured (the report
 * escapes the rest): every control character is escaped here too, but the colours' own sequences.
 */
export function printPainted(text: string, stream: NodeJS.WriteStream = process.stdout): void {
  let shown = '';
  let from = 0;
  for (const match of text.matchAll(ownSequences())) {
    shown += showControlCharacters(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  write(stream, `${shown}${showControlCharacters(text.slice(from))}\n`);
}

/** A JSON document on standard output, its control characters escaped as JSON escapes them: the same document. */
export function printJson(json: string): void {
  write(process.stdout, `${showControlCharacters(json, 'json')}\n`);
}

/** Characters of a JSON document written at once. */
const JSON_BATCH = 64 * 1024;

/**
 * A long JSON document (see jsonPieces), as {@link printJson} prints it, in writes of some 64 KB,
 * each once the one before has left: a pipe takes what its reader has read, and Node queues the
 * rest, encoded, in memory (the whole of a 10 MB document, 30 MB of buffers, when nothing waits).
 */
export async function printJsonPieces(pieces: Iterable<string>): Promise<void> {
  let batch = '';
  for (const piece of pieces) {
    batch += piece;
    if (batch.length < JSON_BATCH) continue;
    if (!write(process.stdout, showControlCharacters(batch, 'json'))) await once(process.stdout, 'drain');
    batch = '';
  }
  write(process.stdout, `${showControlCharacters(batch, 'json')}\n`);
}

/**
 * Shows `text` as the progress line, the last line of stderr (a terminal), in place of the one
 * before; '' removes it. Cut to the terminal's width: a line that wrapped could not be redrawn in place.
 */
export function showProgressLine(text: string): void {
  const shown = showControlCharacters(text).slice(0, Math.max(1, (process.stderr.columns || 80) - 1));
  if (shown === status) return;
  process.stderr.write(`${CLEAR_LINE}${shown}`);
  status = shown;
}
