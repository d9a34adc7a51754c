import { parseOptions } from '../options/parseOptions.ts';
import { renderDiffSet } from '../engine/renderDiffSet.ts';
import { renderDiffJson, renderDiffMarkdown, renderDiffText } from '../report/renderDiffReport.ts';
import { paintFor, printErr, printJson, printOut, printPainted } from './output.ts';
import { printFailure } from './printFailure.ts';
import type { Shell } from './commandSpec.ts';
import type { RunArgs } from './runArgs.ts';
import { flagFor } from './runFlags.ts';

/** What render-diff takes: a run's arguments and the base to compare with. */
export interface RenderDiffArgs extends RunArgs {
  base: string;
}

/** Renders the set at --base and as checked out, prints the comparison in the -o asked; 1 on an error. */
export async function runRenderDiff(args: RenderDiffArgs, shell: Shell): Promise<number> {
  try {
    const options = parseOptions(args.inputs, process.cwd(), shell.environment, flagFor);
    const { outcome, baseSha } = await renderDiffSet(options, args.base, {
      info: printErr,
      warning: (line) => printErr(`Warning: ${line}`),
    });
    const commits = { base: args.base, baseSha, head: 'the working tree' };
    if (args.output === 'json') printJson(renderDiffJson(outcome, commits));
    else if (args.output === 'markdown') printOut(renderDiffMarkdown(outcome, commits, {}));
    else printPainted(renderDiffText(outcome, commits, paintFor(process.stdout)));
    return 0;
  } catch (error) {
    await printFailure(error, args.output, { command: 'render-diff', ...(args.debug ? { debug: true } : {}) });
    return 1;
  }
}
