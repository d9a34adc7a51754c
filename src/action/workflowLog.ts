import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import { showControlCharacters } from '../report/controlCharacters.ts';

/**
 * Text the runner could read as a workflow command: `::add-mask::`, `::set-output ...::`, or the
 * older `##[...]` form, which the runner's legacy parser finds anywhere in a line, not only at its
 * start. Looking for either anywhere in the text also covers every way a line can start, whatever
 * the runner splits lines on (\n, a lone \r, U+0085, U+2028, U+2029).
 */
const COMMAND_TEXT = /::|##\[/;

/**
 * What .NET, and so the runner, ends a line on besides \r and \n, and which are no control characters
 * (\v, \f and U+0085, which are, are shown as escapes first).
 */
const OTHER_LINE_BREAKS = /[\u2028\u2029]/g;

/**
 * Logs text that may come from outside (object names and diffs from a pull request's manifests,
 * messages of the API server, a Lease's holder, paths, file contents) so that none of it runs as a
 * workflow command: text holding anything command-like is wrapped in `::stop-commands::<token>` ...
 * `::<token>::`, with a token the text cannot know. Its control characters are shown as escapes, as
 * everywhere it is shown: the log viewer acts on ANSI escape sequences.
 */
export function logUntrusted(untrusted: string): void {
  const text = showControlCharacters(untrusted);
  if (!COMMAND_TEXT.test(text)) {
    core.info(text);
    return;
  }
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}

/**
 * Untrusted text as the message of one workflow command (`core.warning`, `core.setFailed`), its
 * control characters shown as escapes: @actions/core encodes \r and \n in a message, not the other
 * line breaks the runner splits on, which would end the command line and let the rest start a
 * command of its own. Those that are not control characters become \n, which the message keeps as a line break.
 */
export function commandMessage(text: string): string {
  return showControlCharacters(text).replace(OTHER_LINE_BREAKS, '\n');
}

/** A warning annotation whose message may come from outside. */
export function warnUntrusted(text: string): void {
  core.warning(commandMessage(text));
}

/** Fails the step with a message that may come from outside. */
export function failUntrusted(text: string): void {
  core.setFailed(commandMessage(text));
}
