#!/usr/bin/env node
import { type CommandLine, parseCliArgs, requestedOutput } from './cliArgs.ts';
import { completionScript } from './cliCompletion.ts';
import { printFailure } from './cliFailure.ts';
import { helpText } from './cliHelp.ts';
import { printOut } from './cliOutput.ts';
import { UserError } from './errors.ts';
import { VERSION } from './version.ts';

/** The Node a run needs (package.json's engines); help, version and completion answer on older ones. */
const RUN_NEEDS_NODE = 24;

/** The local CLI: the same options and engine as the action, output to the terminal. */
export async function main(argv: string[]): Promise<number> {
  let line: CommandLine;
  try {
    line = parseCliArgs(argv);
  } catch (error) {
    printFailure(error, requestedOutput(argv));
    return 1;
  }
  if (line.command === 'help') return void printOut(helpText(line.topic)), 0;
  if (line.command === 'version') return void printOut(`applyset-action v${VERSION}`), 0;
  if (line.command === 'completion') return void printOut(completionScript(line.shell).trimEnd()), 0;
  const node = process.versions.node;
  if (Number(node.split('.')[0]) < RUN_NEEDS_NODE) {
    printFailure(new UserError(`applyset-action needs Node >= ${RUN_NEEDS_NODE} (this is Node ${node})`, { hint: `install Node ${RUN_NEEDS_NODE} or later to run it; help, --version and completion work on this one` }), line.output);
    return 1;
  }
  // The engine, and the Kubernetes client under it, load only for a run: --help answers at once.
  const { runCli } = await import('./cliRun.ts');
  return runCli(line);
}

process.exitCode = await main(process.argv.slice(2));
