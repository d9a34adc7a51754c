import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';

/**
 * Text the runner could read as a workflow command: `::add-mask::`, `::set-output ...::`, or the
 * older `##[...]` form, which the runner's legacy parser finds anywhere in a line, not only at its
 * start. Looking for either anywhere in the text also covers every way a line can start, whatever
 * the runner splits lines on (\n, a lone \r, U+0085, U+2028, U+2029).
 */
const COMMAND_TEXT = /::|##\[/;

/** Characters .NET, and so the runner, may end a line on besides \r and \n. */
const OTHER_LINE_BREAKS = /[\v\f\u0085\u2028\u2029]/g;

/**
 * Logs text that may come from outside (object names and diffs from a pull request's manifests,
 * messages of the API server, paths, file contents) so that none of it runs as a workflow command:
 * text holding anything command-like is wrapped in `::stop-commands::<token>` ... `::<token>::`,
 * with a token the text cannot know.
 */
export function logUntrusted(text: string): void {
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
 * Untrusted text as the message of one workflow command (`core.warning`, `core.setFailed`):
 * @actions/core encodes \r and \n in a message, not the other line breaks the runner splits on,
 * which would end the command line and let the rest start a command of its own. They become \n,
 * which the message keeps as a line break.
 */
export function commandMessage(text: string): string {
  return text.replace(OTHER_LINE_BREAKS, '\n');
}

/** A warning annotation whose message may come from outside. */
export function warnUntrusted(text: string): void {
  core.warning(commandMessage(text));
}

/** Fails the step with a message that may come from outside. */
export function failUntrusted(text: string): void {
  core.setFailed(commandMessage(text));
}
