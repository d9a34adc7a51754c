/**
 * The workflow commands the runner would carry out from a step's stdout: lines that start, after
 * leading whitespace, with `::` or `##[`, except those between `::stop-commands::<token>` and `::<token>::`.
 */
export function commandsTheRunnerRuns(stdout: string): string[] {
  const commands: string[] = [];
  let stopToken: string | undefined;
  for (const raw of stdout.split(/\r\n|\r|\n/)) {
    const line = raw.trimStart();
    if (!line.startsWith('::') && !line.startsWith('##[')) continue;
    if (stopToken !== undefined) {
      if (line === `::${stopToken}::`) stopToken = undefined;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) stopToken = stop[1];
    else commands.push(line);
  }
  return commands;
}
