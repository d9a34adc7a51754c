import { applyCommand } from './applyCommand.ts';
import type { CommandSpec } from './commandSpec.ts';
import type { Flags } from '../options/flagSpec.ts';
import { deleteCommand } from './deleteCommand.ts';
import { disbandCommand } from './disbandCommand.ts';
import { driftCommand } from './driftCommand.ts';
import { historyCommand } from './historyCommand.ts';
import { listCommand } from './listCommand.ts';
import { migrateCommand } from './migrateCommand.ts';
import { previewCommand } from './previewCommand.ts';
import { renderCommand } from './renderCommand.ts';
import { renderDiffCommand } from './renderDiffCommand.ts';
import { treeCommand } from './treeCommand.ts';
import { verifyCommand } from './verifyCommand.ts';
import { viewCommand } from './viewCommand.ts';

/**
 * Every CLI command, in the order help and completion list them. Parsing, help, completion and
 * dispatch read this: a command is its file and its line here.
 */
export const COMMANDS = {
  preview: previewCommand,
  apply: applyCommand,
  drift: driftCommand,
  render: renderCommand,
  'render-diff': renderDiffCommand,
  list: listCommand,
  view: viewCommand,
  tree: treeCommand,
  history: historyCommand,
  verify: verifyCommand,
  disband: disbandCommand,
  delete: deleteCommand,
  migrate: migrateCommand,
};

type Registry = typeof COMMANDS;
export type CommandName = keyof Registry;
export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

/** Each command's parsed arguments. */
export type ArgsOf<N extends CommandName> = ReturnType<Registry[N]['parse']>;
type OpensOf<N extends CommandName> = ReturnType<Registry[N]['opens']>;

/** A parsed command line: the command's name and its arguments. */
export type ParsedCommand<N extends CommandName = CommandName> = { [K in N]: { command: K } & ArgsOf<K> }[N];

/** What dispatch needs of a command, its types tied to its name: a missing or mistyped one fails the type check. */
type Handlers = { [N in CommandName]: Pick<CommandSpec<N, Flags, ArgsOf<N>, OpensOf<N>>, 'opens' | 'run'> };
export const HANDLERS: Handlers = COMMANDS;
