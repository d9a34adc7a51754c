#!/usr/bin/env node
import { parseCliArgs, USAGE, type CliCommand } from './cliArgs.ts';
import { describeError } from './errors.ts';
import { VERSION } from './version.ts';

/** The local CLI: the same options and engine as the action, output to the terminal. */
export async function main(argv: string[]): Promise<number> {
  let cli: CliCommand;
  try {
    cli = parseCliArgs(argv);
  } catch (error) {
    process.stderr.write(`error: ${describeError(error)}\n`);
    return 1;
  }
  if (cli.command === 'help') return void process.stdout.write(USAGE), 0;
  if (cli.command === 'version') return void process.stdout.write(`applyset-action v${VERSION}\n`), 0;
  // The engine, and the Kubernetes client under it, load only for a run: --help answers at once.
  const { runCli } = await import('./cliRun.ts');
  return runCli(cli);
}

process.exitCode = await main(process.argv.slice(2));
