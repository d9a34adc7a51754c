import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closestNames } from '../options/didYouMean.ts';
import type { OutputFormat } from './output.ts';
import type { FlagSpec, Flags } from '../options/flagSpec.ts';
import { COMMAND_NAMES, COMMANDS, type CommandName, type ParsedCommand } from './registry.ts';
import { flagOfInputName, RENAMED_FLAGS } from './runFlags.ts';
import { UserError } from '../common/errors.ts';
import { explainFlagError } from './flagErrors.ts';
import { refuseHabits, rewriteHabits, strayWordsError } from './kubectlHabits.ts';

/** The CLI's own commands beside the registry's: they answer without the engine. */
export const OWN_COMMANDS = ['completion', 'help', 'version'] as const;
/** What help and completion know. */
export const TOPICS = [...COMMAND_NAMES, ...OWN_COMMANDS] as const;
export type Topic = (typeof TOPICS)[number];
export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** Everything a command line can ask for: a command of the registry, or what the CLI answers by itself. */
export type CommandLine =
  | ParsedCommand
  | { command: 'help'; topic: Topic | undefined }
  | { command: 'version' }
  | { command: 'completion'; shell: Shell };

type Options = NonNullable<ParseArgsConfig['options']>;

/** What every command takes besides its own flags. */
const GLOBAL: Options = { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean' } };

/** A command's flags as parseArgs takes them. */
function optionsOf(flags: Flags): Options {
  const options: Options = { ...GLOBAL };
  for (const [name, flag] of Object.entries(flags))
    options[name] = {
      type: flag.type,
      ...(flag.short ? { short: flag.short } : {}),
      ...(flag.multiple ? { multiple: true } : {}),
    };
  return options;
}

const OPTIONS = Object.fromEntries(COMMAND_NAMES.map((name) => [name, optionsOf(COMMANDS[name].flags)])) as Record<
  CommandName,
  Options
>;
/** Every command's flags at once: what a line is read with to find its command, wherever it stands. */
const ANY_OPTIONS: Options = Object.fromEntries(Object.values(OPTIONS).flatMap((options) => Object.entries(options)));

/** The commands that take a flag (by its long name or its letter). */
function takenBy(name: string): string[] {
  return COMMAND_NAMES.filter((command) =>
    Object.entries(OPTIONS[command]).some(([long, option]) => long === name || option.short === name),
  );
}

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  (values as readonly (string | undefined)[]).includes(value);

/** `unknown command "aply"; did you mean apply?`. */
function unknownCommand(words: string[]): UserError {
  const [suggestion] = words.length === 1 ? closestNames(words[0]!, TOPICS) : [];
  return new UserError(`unknown command "${words.join(' ')}"${suggestion ? `; did you mean ${suggestion}?` : ''}`, {
    hint: 'use applyset-action preview ..., apply ... or drift ... (see applyset-action help)',
  });
}

/**
 * The line as parseArgs reads it: a flag with an optional value alone means all
 * (`--allow-destructive-prunes=true`), and `--prune=false` is `--no-prune` (kubectl users write it).
 */
function normalize(argv: string[], options: Options): string[] {
  return argv.map((arg) => {
    const name = /^--([a-z-]+)(?:=(true|false))?$/.exec(arg);
    if (!name) return arg;
    const flag = flagOf(name[1]!);
    if (flag?.optionalValue && name[2] === undefined) return `${arg}=true`;
    if (name[2] === undefined || options[name[1]!]?.type !== 'boolean') return arg;
    return name[2] === 'true' ? `--${name[1]}` : `--no-${name[1]}`;
  });
}

/** A flag's spec in whichever command has it (a name means one thing in every command). */
function flagOf(name: string): FlagSpec | undefined {
  for (const command of COMMAND_NAMES) {
    const flag = (COMMANDS[command].flags as Flags)[name];
    if (flag) return flag;
  }
  return undefined;
}

/** Reads `argv` with `options`, its refusal said in the CLI's words. */
function read(argv: string[], options: Options, command: string | undefined) {
  const args = normalize(argv, options);
  try {
    return parseArgs({ args, options, allowPositionals: true, allowNegative: true });
  } catch (error) {
    throw explainFlagError(args, options, error, {
      command,
      takenBy,
      aliasOf: flagOfInputName,
      renamedTo: (name) => RENAMED_FLAGS[name],
    });
  }
}

/**
 * Parses the command line with the flags of the command it names: a command of the registry with
 * its typed arguments, or what the CLI answers by itself (help, version, completion).
 */
export function parseCliArgs(given: string[]): CommandLine {
  // Nothing given: the usage, and exit 0, as kubectl, helm and docker answer.
  if (given.length === 0) return { command: 'help', topic: undefined };
  const argv = rewriteHabits(given);
  const [word] = parseArgs({
    args: normalize(argv, ANY_OPTIONS),
    options: ANY_OPTIONS,
    allowPositionals: true,
    allowNegative: true,
    strict: false,
  }).positionals;
  const command = isOneOf(COMMAND_NAMES, word) ? word : undefined;
  refuseHabits(command, argv);
  const { values, positionals } = read(argv, command ? OPTIONS[command] : ANY_OPTIONS, command);
  const [, ...extra] = positionals;
  if (values.version) return { command: 'version' };
  // `version`, beside --version, as kubectl, helm and flux have it.
  if (word === 'version' && extra.length === 0 && !values.help) return { command: 'version' };
  if (word === 'help' || values.help) {
    const topic = word === 'help' ? extra[0] : word;
    if (topic === undefined) return { command: 'help', topic };
    if (isOneOf(TOPICS, topic) && extra.length <= (word === 'help' ? 1 : 0)) return { command: 'help', topic };
    throw unknownCommand(word === 'help' ? extra : positionals);
  }
  if (word === 'completion') return { command: 'completion', shell: shellOf(extra) };
  if (word === undefined)
    throw new UserError('no command given', {
      hint: 'use applyset-action preview ..., apply ... or drift ... (see applyset-action help)',
    });
  if (command === undefined) throw unknownCommand(positionals);
  if (extra.length > 0) throw strayWordsError(command, argv, extra) ?? unknownCommand(positionals);
  return parsed(command, values);
}

/**
 * The command's own parse of its flags' values, its name beside its arguments. parseArgs' values are
 * untyped; they were read with this command's flags, so they are the values its parse takes.
 */
function parsed(command: CommandName, values: Record<string, unknown>): ParsedCommand {
  const spec: { parse(values: Record<string, unknown>): object } = COMMANDS[command];
  return { command, ...spec.parse(values) } as ParsedCommand;
}

function shellOf(words: string[]): Shell {
  const [shell] = words;
  if (isOneOf(SHELLS, shell) && words.length === 1) return shell;
  const [suggestion] = shell === undefined ? [] : closestNames(shell, SHELLS);
  throw new UserError(
    `completion needs a shell, bash, zsh or fish${shell === undefined ? '' : `, not "${words.join(' ')}"`}${suggestion ? `; did you mean ${suggestion}?` : ''}`,
    {
      hint: 'e.g. source <(applyset-action completion bash) in ~/.bashrc',
    },
  );
}

const FORMATS: readonly OutputFormat[] = ['text', 'json', 'markdown', 'yaml', 'name'];

/**
 * The output format a command line asks for, read without parsing it: a line that does not parse
 * still gets its error as JSON when JSON was asked for.
 */
export function requestedOutput(argv: readonly string[]): OutputFormat {
  let format: string | undefined;
  argv.forEach((arg, i) => {
    const inline = /^(?:--output=|-o=?)(.+)$/.exec(arg);
    if (inline) format = inline[1];
    else if (arg === '--output' || arg === '-o') format = argv[i + 1];
  });
  return isOneOf(FORMATS, format) ? format : 'text';
}
