#!/usr/bin/env node
import { completionScript } from './cli/completion.ts';
import { helpText } from './cli/help.ts';
import { type CommandLine, parseCliArgs, requestedOutput } from './cli/parseCliArgs.ts';
import { printFailure } from './cli/printFailure.ts';
import { type OutputFormat, printOut } from './cli/output.ts';
import { UserError } from './common/errors.ts';
import { readRunEnvironment } from './common/runEnvironment.ts';
import { VERSION } from './common/version.ts';

/**
 * The oldest Node a run is tested on (package.json's engines): 22.11, the first release of Node 22 LTS.
 * Older 22s lack what a run uses (util.styleText's stream option, 22.8). Help, version and completion
 * answer on older Nodes too.
 */
const RUN_NEEDS_NODE = { major: 22, minor: 11 };
const NEEDED = `${RUN_NEEDS_NODE.major}.${RUN_NEEDS_NODE.minor}`;

/** The local CLI: the same options and engine as the action, output to the terminal. */
export async function main(argv: string[]): Promise<number> {
  let line: CommandLine;
  try {
    line = parseCliArgs(argv);
  } catch (error) {
    await printFailure(error, requestedOutput(argv));
    return 1;
  }
  if (line.command === 'help') return (void printOut(helpText(line.topic)), 0);
  // The version alone, as npm, node and git's tools print it, for scripts to compare.
  if (line.command === 'version') return (void printOut(VERSION), 0);
  if (line.command === 'completion') return (void printOut(completionScript(line.shell).trimEnd()), 0);
  if (await tooOld(line.output)) return 1;
  // The engine, and the Kubernetes client under it, load only for a run: --help answers at once.
  const { runCommand } = await import('./cli/runCommand.ts');
  // The shell's environment, read here once: nothing below reads process.env.
  return runCommand(line, { environment: readRunEnvironment(process.env), variable: (name) => process.env[name] });
}

/** Whether this Node is too old for a run, said as a failure when it is. */
async function tooOld(output: OutputFormat): Promise<boolean> {
  const node = process.versions.node;
  const [major = 0, minor = 0] = node.split('.').map(Number);
  if (major > RUN_NEEDS_NODE.major || (major === RUN_NEEDS_NODE.major && minor >= RUN_NEEDS_NODE.minor)) return false;
  await printFailure(
    new UserError(`applyset-action needs Node >= ${NEEDED} (this is Node ${node})`, {
      hint: `install Node ${NEEDED} or later to run it; help, --version and completion work on this one`,
    }),
    output,
  );
  return true;
}

process.exitCode = await main(process.argv.slice(2));
