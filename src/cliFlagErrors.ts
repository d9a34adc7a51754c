import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closestNames } from './cliSuggestion.ts';
import { errorMessage, UserError } from './errors.ts';

type Flags = NonNullable<ParseArgsConfig['options']>;

const HINT = 'run applyset-action help for the flags';

/**
 * What is wrong with a command line parseArgs refused, said in the CLI's words: `unknown flag
 * --timout; did you mean --timeout?`, `--applyset needs a value`. parseArgs' own messages are
 * written for programmers (and one of them leaves a quote open). `aliasOf` names the flag for a
 * name the action gives an input (`--wait-timeout` is `--timeout` here).
 */
export function explainFlagError(args: string[], flags: Flags, error: unknown, aliasOf: (name: string) => string | undefined): UserError {
  const { tokens } = parseArgs({ args, options: flags, allowPositionals: true, allowNegative: true, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const { rawName, value } = token;
    const flag = flags[token.name];
    if (!flag || (rawName.startsWith('--no-') && flag.type !== 'boolean')) {
      const typed = rawName.replace(/^--?/, '');
      const alias = aliasOf(typed);
      const suggestions = alias ? [alias] : rawName.startsWith('--') ? closestNames(typed, Object.keys(flags)).map((name) => `--${name}`) : [];
      const meant = suggestions.length > 0 ? `; did you mean ${suggestions.join(' or ')}?` : '';
      return new UserError(`unknown flag ${rawName}${meant}`, { hint: HINT });
    }
    if (flag.type === 'string' && value === undefined) return new UserError(`${rawName} needs a value`, { hint: HINT });
    if (flag.type === 'string' && !token.inlineValue && value?.startsWith('-')) {
      return new UserError(`${rawName} needs a value, and ${value} after it is a flag`, { hint: `if ${value} is the value, write ${rawName}=${value}` });
    }
    if (flag.type === 'boolean' && value !== undefined) return new UserError(`${rawName} is on or off: give it alone, or =true or =false, not ="${value}"`, { hint: HINT });
  }
  return new UserError(errorMessage(error), { hint: HINT });
}
