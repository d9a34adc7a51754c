import * as yaml from 'js-yaml';
import type { ApplySet } from '../applyset/applySet.ts';
import { printErr, printJson, printOut } from '../cliOutput.ts';
import { describeError, UserError } from '../errors.ts';
import type { CommandResult } from './commandResult.ts';
import { SCHEMA_VERSION } from './commandResult.ts';
import { deleteSet } from './deleteSet.ts';
import { disbandSet } from './disband.ts';
import { historyOf } from './history.ts';
import { listSets } from './list.ts';
import { migrateSet } from './migrate.ts';
import { connectWith, openSet, workOnSet, type OpenSet, type SetTarget } from './openSet.ts';
import type { ToolingCommand } from './toolingArgs.ts';
import { verifyAll, verifyAllAndFix, verifySet } from './verify.ts';
import { viewSet } from './view.ts';
import { errorDocument } from '../report/jsonReport.ts';

/** `applyset-action list|view|history|verify|disband|delete|migrate ...`, parsed: runs it, prints; the exit code. */
export async function runTooling(cli: ToolingCommand): Promise<number> {
  try {
    const result = await run(cli);
    print(result, cli);
    return result.code;
  } catch (error) {
    // The document a script reads says what went wrong too.
    if (cli.output === 'json') printJson(JSON.stringify({ schemaVersion: SCHEMA_VERSION, command: cli.command, error: errorDocument(error) }, null, 2));
    printErr(`error: ${describeError(error)}`);
    if (!(error instanceof UserError) && error instanceof Error && error.stack) printErr(error.stack);
    return 1;
  }
}

async function run(cli: ToolingCommand): Promise<CommandResult> {
  const { target } = cli;
  if (cli.command === 'list') {
    const cluster = await connectWith(target);
    return listSets(cluster, cli.allNamespaces ? '' : target.namespace ?? cluster.defaultNamespace ?? 'default');
  }
  if (cli.command === 'verify' && cli.allNamespaces) {
    const cluster = await connectWith(target);
    if (!cli.fix) return verifyAll(cluster);
    const write = { adopt: cli.adopt, lockTimeoutSeconds: cli.lockTimeoutSeconds, info: printErr };
    const open = (parent: ApplySet) => openSet({ ...target, applyset: parent, namespace: parent.namespace || undefined }, write, cluster);
    return verifyAllAndFix(cluster, open, (line) => printErr(`Warning: ${line}`));
  }
  const setTarget: SetTarget = { ...target, applyset: target.applyset! };
  if (cli.command === 'migrate') {
    return migrateSet(setTarget, { selector: cli.selector!, kinds: cli.kinds, dryRun: cli.dryRun, lockTimeoutSeconds: cli.lockTimeoutSeconds, fieldManager: cli.fieldManager, info: printErr });
  }
  if (cli.command === 'delete' && process.stdin.isTTY && !cli.yes) {
    throw new UserError('delete deletes every member of the set and its parent; from a terminal it needs --yes', { hint: 'look first with applyset-action view, then run again with --yes' });
  }
  const writes = cli.command === 'disband' || cli.command === 'delete' || (cli.command === 'verify' && cli.fix);
  const set = await openSet(setTarget, writes ? { adopt: cli.adopt, lockTimeoutSeconds: cli.lockTimeoutSeconds, info: printErr } : undefined);
  return workOnSet(set, () => runOnSet(cli, set));
}

function runOnSet(cli: ToolingCommand, set: OpenSet): Promise<CommandResult> | CommandResult {
  switch (cli.command) {
    case 'view':
      return viewSet(set, { health: cli.health });
    case 'history':
      return historyOf(set);
    case 'verify':
      return verifySet(set, cli.fix, (line) => printErr(`Warning: ${line}`));
    case 'disband':
      return disbandSet(set, cli.fieldManager);
    default:
      return deleteSet(set, { consent: cli.consent, timeoutMs: cli.timeoutMs, progress: printErr });
  }
}

function print(result: CommandResult, cli: ToolingCommand): void {
  if (cli.output === 'json') printJson(JSON.stringify(result.document, null, 2));
  else if (cli.output === 'yaml') printOut(yaml.dump(result.document, { noRefs: true }).trimEnd());
  else if (cli.output === 'name') {
    if (result.names?.length) printOut(result.names.join('\n'));
  } else printOut(result.text);
}
