// Every command of the registry is in help, in each completion script, and parsed by the one parser:
// a flag it does not take is refused by its name, and a typo of a command or flag gets what was meant.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { completionScript } from '../../../src/cli/completion.ts';
import { helpText } from '../../../src/cli/help.ts';
import { parseCliArgs } from '../../../src/cli/parseCliArgs.ts';
import { COMMAND_NAMES, COMMANDS } from '../../../src/cli/registry.ts';
import { errorMessage } from '../../../src/common/errors.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const run = promisify(execFile);

/** The message a command line is refused with. */
function refusal(argv: string[]): string {
  try {
    parseCliArgs(argv);
  } catch (error) {
    return errorMessage(error);
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

/** A flag some other command takes and `command` does not. */
function foreignFlag(command: (typeof COMMAND_NAMES)[number]): string {
  const own = Object.keys(COMMANDS[command].flags);
  const flag = COMMAND_NAMES.flatMap((other) => Object.keys(COMMANDS[other].flags)).find(
    (name) => !own.includes(name) && name !== 'help' && name !== 'version',
  );
  if (!flag) throw new Error(`every flag is ${command}'s`);
  return flag;
}

describe('the registry', () => {
  it('has every command in the usage and in its own help', () => {
    const usage = helpText(undefined);
    for (const command of COMMAND_NAMES) {
      expect(usage, command).toMatch(new RegExp(`\\b${command}\\b`));
      expect(helpText(command)).toMatch(new RegExp(`^Usage: applyset-action ${command} `));
      expect(parseCliArgs(['help', command])).toEqual({ command: 'help', topic: command });
      expect(parseCliArgs([command, '--help'])).toEqual({ command: 'help', topic: command });
    }
  });

  it('has every command in the bash completion, with its flags', async () => {
    const script = `${completionScript('bash')}\nCOMP_WORDS=("$@"); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _applyset_action; printf "%s\\n" "\${COMPREPLY[@]}"`;
    const complete = async (...words: string[]) =>
      (await run('bash', ['--norc', '-c', script, 'bash', 'applyset-action', ...words])).stdout
        .split('\n')
        .filter(Boolean);
    expect(await complete('')).toEqual(expect.arrayContaining([...COMMAND_NAMES]));
    for (const command of COMMAND_NAMES) {
      expect(await complete(command, '--'), command).toEqual(
        expect.arrayContaining(Object.keys(COMMANDS[command].flags).map((flag) => `--${flag}`)),
      );
    }
  });

  it('has every command in the zsh completion, with its summary and a case of its own', () => {
    const script = completionScript('zsh');
    for (const command of COMMAND_NAMES) {
      expect(script).toContain(`'${command}:${COMMANDS[command].summary.replaceAll("'", "'\\''")}'`);
      expect(script).toMatch(new RegExp(`^ {8}(?:\\w+\\|)*${command}(?:\\|\\w+)*\\) _arguments`, 'm'));
    }
  });

  it('refuses, for each command, a flag of another command by name, and a flag of none as unknown', () => {
    for (const command of COMMAND_NAMES) {
      const flag = foreignFlag(command);
      expect(refusal([command, '--applyset', 'app', `--${flag}`, 'x']), command).toBe(
        `${command} does not take --${flag}`,
      );
      expect(refusal([command, '--no-such-flag']), command).toBe('unknown flag --no-such-flag');
    }
    expect(refusal(['list', '--fix'])).toBe('list does not take --fix');
    expect(refusal(['preview', '--applyset', 'app', '-f', 'k8s/', '--rollback-on-failure'])).toBe(
      'preview does not take --rollback-on-failure',
    );
    expect(refusal(['view', '--applyset', 'app', '-l', 'app=web'])).toBe('view does not take -l');
  });

  it('says what was meant for a typo of a command on sets, or of one of its flags', () => {
    expect(refusal(['verfy', '-A'])).toBe('unknown command "verfy"; did you mean verify?');
    expect(refusal(['verify', '--applyset', 'app', '--namspace', 'shop'])).toBe(
      'unknown flag --namspace; did you mean --namespace?',
    );
    expect(refusal(['delete', '--applyset', 'app', '--ye'])).toBe('unknown flag --ye; did you mean --yes?');
  });

  it('exits 1 on a flag the command does not take, saying which commands take it', async () => {
    const refused = await run(process.execPath, [cli, 'list', '--fix']).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stdout).toBe('');
    expect(refused?.stderr).toBe(
      'error: list does not take --fix. It is a flag of verify; applyset-action list --help lists those list takes\n',
    );
  }, 30_000);
});
