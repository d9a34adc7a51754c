import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';

/**
 * A line the runner could read as a workflow command: `::add-mask::`, `::set-output ...::` or the
 * older `##[...]` form, after optional leading whitespace (the runner trims it). JavaScript's `^`
 * with the m flag also matches after a lone \r, where the runner starts a new line too.
 */
const COMMAND_LINE = /^\s*(::|##\[)/m;

/**
 * Logs text that may come from outside (object names and diffs from a pull request's manifests,
 * messages of the API server) so that no line of it runs as a workflow command: text holding such a
 * line is wrapped in `::stop-commands::<token>` ... `::<token>::`, with a token the text cannot know.
 */
export function logUntrusted(text: string): void {
  if (!COMMAND_LINE.test(text)) {
    core.info(text);
    return;
  }
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}
