#!/usr/bin/env node
import { parseCliArgs, USAGE, type CliCommand } from './cliArgs.ts';
import { printErr, printOut } from './cliOutput.ts';
import { isToolingCommand } from './commands/toolingArgs.ts';
import { describeError } from './errors.ts';
import { VERSION } from './version.ts';

/** The local CLI: the same options and engine as the action, output to the terminal. */
export async function main(argv: string[]): Promise<number> {
  if (isToolingCommand(argv[0])) {
    const { runTooling } = await import('./commands/runTooling.ts');
    return runTooling(argv);
  }
  let cli: CliCommand;
  try {
    cli = parseCliArgs(argv);
  } catch (error) {
    printErr(`error: ${describeError(error)}`);
    return 1;
  }
  if (cli.command === 'help') return void printOut(USAGE.trimEnd()), 0;
  if (cli.command === 'version') return void printOut(`applyset-action v${VERSION}`), 0;
  // The engine, and the Kubernetes client under it, load only for a run: --help answers at once.
  const { runCli } = await import('./cliRun.ts');
  return runCli(cli);
}

process.exitCode = await main(process.argv.slice(2));
