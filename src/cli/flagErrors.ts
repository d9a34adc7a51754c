import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closestNames } from '../options/didYouMean.ts';
import { errorMessage, UserError } from '../common/errors.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

const HINT = 'run applyset-action help for the flags';

/** The command a line names, and which other commands take a flag it does not: such a flag is refused by name. */
export interface FlagContext {
  command: string | undefined;
  /** The commands that take a flag, by its long name or its letter. */
  takenBy(name: string): string[];
  /** The CLI's flag for a name the action gives an input (`--manifests` is `--file` here). */
  aliasOf(name: string): string | undefined;
  /** The new name of a flag renamed before the first release (`concurrency` is `max-requests-in-flight`). */
  renamedTo(name: string): string | undefined;
}

/**
 * What is wrong with a command line parseArgs refused, said in the CLI's words: `unknown flag
 * --timout; did you mean --timeout?`, `list does not take --fix`, `--applyset needs a value`.
 * parseArgs' own messages are written for programmers (and one of them leaves a quote open).
 */
export function explainFlagError(args: string[], flags: Options, error: unknown, context: FlagContext): UserError {
  const { tokens } = parseArgs({
    args,
    options: flags,
    allowPositionals: true,
    allowNegative: true,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const { rawName, value } = token;
    const flag = flags[token.name];
    if (!flag || (rawName.startsWith('--no-') && flag.type !== 'boolean'))
      return unknownFlag(rawName, token.name, flags, context);
    if (flag.type === 'string' && value === undefined) return new UserError(`${rawName} needs a value`, { hint: HINT });
    if (flag.type === 'string' && !token.inlineValue && value?.startsWith('-')) {
      return new UserError(`${rawName} needs a value, and ${value} after it is a flag`, {
        hint: `if ${value} is the value, write ${rawName}=${value}`,
      });
    }
    if (flag.type === 'boolean' && value !== undefined)
      return new UserError(`${rawName} is on or off: give it alone, or =true or =false, not ="${value}"`, {
        hint: HINT,
      });
  }
  return new UserError(errorMessage(error), { hint: HINT });
}

function unknownFlag(
  rawName: string,
  name: string,
  flags: Options,
  { command, takenBy, aliasOf, renamedTo }: FlagContext,
): UserError {
  const renamed = renamedTo(name);
  if (renamed !== undefined && flags[renamed]) {
    return new UserError(`${rawName} is now --${renamed}`, {
      hint: 'the flag was renamed before the first release; CHANGELOG.md lists the renames',
    });
  }
  // A flag this command has, negated though it is no on/off flag (--no-applyset), is no other command's.
  const others = flags[name] ? [] : takenBy(name);
  if (command !== undefined && others.length > 0) {
    return new UserError(`${command} does not take ${rawName}`, {
      hint: `it is a flag of ${others.join(', ')}; applyset-action ${command} --help lists those ${command} takes`,
    });
  }
  const typed = rawName.replace(/^--?/, '');
  const alias = aliasOf(typed);
  const suggestions =
    alias && flags[alias.slice(2)]
      ? [alias]
      : rawName.startsWith('--')
        ? closestNames(typed, Object.keys(flags)).map((flag) => `--${flag}`)
        : [];
  const meant = suggestions.length > 0 ? `; did you mean ${suggestions.join(' or ')}?` : '';
  return new UserError(`unknown flag ${rawName}${meant}`, { hint: HINT });
}
