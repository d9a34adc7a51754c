import * as yaml from 'js-yaml';
import { printFailure } from './printFailure.ts';
import { printErr, printJson, printOut } from './output.ts';
import type { CommandResult } from '../sets/commandResult.ts';
import type { CommandArgs, Opens, Session, SetArgs, Shell } from './commandSpec.ts';
import { connectWith, openSet, workOnSet } from '../sets/openSet.ts';
import { type CommandName, HANDLERS, type ParsedCommand } from './registry.ts';

/**
 * Runs a parsed command: opens what its spec says it opens (a connection, a set read, or a set under
 * its lock), runs it, closes the set, and prints its result in the -o asked; the exit code. Loaded
 * after parsing, as it loads the engine.
 */
export async function runCommand(line: ParsedCommand, shell: Shell): Promise<number> {
  try {
    const result = await start(line, shell);
    if (typeof result === 'number') return result;
    print(result, line.output);
    return result.code;
  } catch (error) {
    // The JSON document a script reads says what went wrong too.
    await printFailure(error, line.output, { command: line.command, ...(line.debug ? { debug: true } : {}) });
    return 1;
  }
}

async function start<N extends CommandName>(line: ParsedCommand<N>, shell: Shell): Promise<number | CommandResult> {
  const handler = HANDLERS[line.command];
  const session = await open(handler.opens(line), line, shell);
  const run = () => handler.run(line, session, shell);
  return 'set' in session ? workOnSet(session.set, run) : run();
}

/** What `opens` names, for a command whose arguments name the set. */
async function open<O extends Opens>(
  opens: O,
  args: CommandArgs & Partial<SetArgs>,
  { environment }: Shell,
): Promise<Session<O>> {
  if (opens === 'nothing') return { opened: opens } as Session<O>;
  const { target, adopt, lockTimeoutSeconds } = args;
  if (!target || adopt === undefined || lockTimeoutSeconds === undefined)
    throw new Error(`a command that opens ${opens} was parsed without its set's flags`);
  if (opens === 'cluster')
    return { opened: opens, cluster: await connectWith({ ...target, environment }) } as Session<O>;
  const { applyset } = target;
  if (!applyset) throw new Error(`a command that opens a set (${opens}) was parsed without --applyset`);
  const set = await openSet(
    { ...target, applyset, environment },
    opens === 'write' ? { adopt, lockTimeoutSeconds, info: printErr } : undefined,
  );
  return { opened: opens, set } as Session<O>;
}

function print(result: CommandResult, output: CommandArgs['output']): void {
  if (output === 'json') printJson(JSON.stringify(result.document, null, 2));
  else if (output === 'yaml') printOut(yaml.dump(result.document, { noRefs: true }).trimEnd());
  else if (output === 'name') {
    if (result.names?.length) printOut(result.names.join('\n'));
  } else printOut(result.text);
}
