import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { helpText, USAGE } from '../../../src/cli/help.ts';
import { parseCliArgs, requestedOutput } from '../../../src/cli/parseCliArgs.ts';
import { flagFor, RUN_FLAGS as FLAGS } from '../../../src/cli/runFlags.ts';
import { errorMessage } from '../../../src/common/errors.ts';
import { INPUT_TABLE, type InputName } from '../../../src/options/inputTable.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { runInputs } from './runInputs.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const RUN = ['apply', '--applyset', 'shop', '-f', 'k8s/'];

/** The message a command line is refused with. */
function refusal(argv: string[]): string {
  try {
    parseCliArgs(argv);
  } catch (error) {
    return errorMessage(error);
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

describe('parseCliArgs', () => {
  it("reads drift as a preview that takes over conflicting fields and dry-runs every object (the plan record is the cluster's to forge), its verdict the exit code", () => {
    const parsed = parseCliArgs(['drift', '--applyset', 'shop', '-n', 'shop', '-f', 'k8s/']);
    expect(parsed.command).toBe('drift');
    expect(runInputs(['drift', '--applyset', 'shop', '-n', 'shop', '-f', 'k8s/'])).toMatchObject({
      mode: 'preview',
      applyset: 'shop',
      namespace: 'shop',
      manifests: 'k8s/',
      'force-conflicts': 'true',
      'plan-cache': 'false',
    });
    expect(
      runInputs(['drift', '--applyset', 'shop', '-n', 'shop', '-f', 'k8s/', '--plan-cache=true'])['plan-cache'],
    ).toBe('false');
  });

  it('prints whole termination messages only when asked', () => {
    expect(runInputs(RUN)['log-termination-messages']).toBeUndefined();
    expect(runInputs([...RUN, '--log-termination-messages'])['log-termination-messages']).toBe('true');
  });

  it('names the commands when given another, and the one meant when it is a typo', () => {
    expect(refusal(['deploy'])).toBe('unknown command "deploy"');
    expect(refusal(['aply', '--applyset', 'shop'])).toBe('unknown command "aply"; did you mean apply?');
  });

  it('allows every destructive prune with the bare flag, and the kinds given after =', () => {
    expect(runInputs(RUN)['allow-destructive-prunes']).toBeUndefined();
    expect(runInputs([...RUN, '--allow-destructive-prunes'])['allow-destructive-prunes']).toBe('true');
    expect(runInputs([...RUN, '--allow-destructive-prunes=Namespace,crd'])['allow-destructive-prunes']).toBe(
      'Namespace,crd',
    );
  });

  it('fetches the remote bases a kustomization names and the dependencies of a chart, as --help says', () => {
    const options = parseOptions(
      runInputs(['preview', '--applyset', 'shop', '-f', 'k8s/']),
      process.cwd(),
      testEnvironment(),
    );
    expect(options.remoteBases).toBe(true);
    expect(helpText('preview').replace(/\s+/g, ' ')).toContain(
      'both fetch what they name (remote bases, chart dependencies) from the network: give only what you trust',
    );
  });
});

describe('help, version and completion', () => {
  it("answers nothing, --help, help and -h with the whole usage, and help <command> or <command> --help with the command's", () => {
    for (const argv of [[], ['--help'], ['-h'], ['help']])
      expect(parseCliArgs(argv)).toEqual({ command: 'help', topic: undefined });
    for (const argv of [
      ['help', 'apply'],
      ['apply', '--help'],
      ['apply', '--applyset', 'shop', '-h'],
    ])
      expect(parseCliArgs(argv)).toEqual({ command: 'help', topic: 'apply' });
    expect(helpText(undefined)).toBe(USAGE.trimEnd());
    expect(helpText('drift')).toMatch(
      /^Usage: applyset-action drift --applyset <parent> --file <path\|glob> \[--file \.\.\.\] \[options\]\n\nPreviews, and exits with 2 when/,
    );
    // apply lists its own options; preview and drift do not list apply's.
    expect(helpText('apply')).toContain('  --timeout <duration>       how long an apply waits for its objects');
    expect(helpText('completion')).toContain('source <(applyset-action completion bash)');
  });

  it('refuses flags without a command, though nothing at all is the usage', () => {
    expect(refusal(['--applyset', 'shop', '-f', 'k8s/'])).toBe('no command given');
  });

  it('refuses help for a command that does not exist', () => {
    expect(refusal(['help', 'deploy'])).toBe('unknown command "deploy"');
    expect(refusal(['help', 'aply'])).toBe('unknown command "aply"; did you mean apply?');
  });

  it('answers --version, and completion for bash, zsh or fish only', () => {
    expect(parseCliArgs(['--version'])).toEqual({ command: 'version' });
    expect(parseCliArgs(['completion', 'zsh'])).toEqual({ command: 'completion', shell: 'zsh' });
    expect(refusal(['completion'])).toBe('completion needs a shell, bash, zsh or fish');
    expect(refusal(['completion', 'bsh'])).toBe(
      'completion needs a shell, bash, zsh or fish, not "bsh"; did you mean bash?',
    );
  });
});

describe('a flag that is not one', () => {
  it("is named, with the flag meant when it is close, in a message without parseArgs' stray quote", () => {
    expect(refusal([...RUN, '--timout', '5m'])).toBe('unknown flag --timout; did you mean --timeout?');
    expect(refusal([...RUN, '--force'])).toBe('unknown flag --force; did you mean --force-conflicts?');
    expect(refusal([...RUN, '--allow'])).toBe(
      'unknown flag --allow; did you mean --allow-destructive-prunes or --allow-empty?',
    );
    // A flag of another command is refused by name.
    expect(refusal(['list', '--dry-run'])).toBe('list does not take --dry-run');
    expect(refusal([...RUN, '-x'])).toBe('unknown flag -x');
    expect(refusal([...RUN, '--no-applyset'])).toBe('unknown flag --no-applyset; did you mean --applyset?');
  });

  it("given as the action names its input, is the CLI's flag for it", () => {
    expect(refusal(['apply', '--applyset', 'shop', '--manifests', 'k8s/'])).toBe(
      'unknown flag --manifests; did you mean --file?',
    );
    expect(refusal([...RUN, '--kubeconfig-path', 'kc'])).toBe(
      'unknown flag --kubeconfig-path; did you mean --kubeconfig?',
    );
  });

  it('without the value it needs, or with one it does not take, says so', () => {
    expect(refusal(['apply', '-f', 'k8s/', '--applyset'])).toBe('--applyset needs a value');
    expect(refusal(['apply', '--applyset', '-f', 'k8s/'])).toBe('--applyset needs a value, and -f after it is a flag');
    expect(refusal([...RUN, '--prune=yes'])).toBe(
      '--prune is on or off: give it alone, or =true or =false, not ="yes"',
    );
  });
});

describe("validation's messages", () => {
  it("name the CLI's flag, where the action's name its input, from one set of messages", () => {
    const inputs = runInputs([...RUN, '--timeout', 'soon', '--propagation-policy', 'Now']);
    const message = (nameOf?: (input: InputName) => string) => {
      try {
        parseOptions(inputs, '/', testEnvironment(), nameOf);
      } catch (error) {
        return (error as { describe(): string }).describe();
      }
      throw new Error('accepted');
    };
    expect(message(flagFor)).toContain('--timeout must be a duration such as 90s, 5m or 1h30m, not "soon"');
    expect(message(flagFor)).toContain('--propagation-policy must be Background, Foreground or Orphan, not "Now"');
    expect(message()).toContain('timeout must be a duration such as 90s, 5m or 1h30m, not "soon"');
    expect(message()).not.toContain('--');
  });

  it('name an input set to a value as the flag that sets it: a rollback needs the wait', () => {
    const message = (nameOf?: (input: InputName, value?: string) => string) => {
      try {
        parseOptions(runInputs([...RUN, '--rollback-on-failure', '--wait=false']), '/', testEnvironment(), nameOf);
      } catch (error) {
        return errorMessage(error);
      }
      throw new Error('accepted');
    };
    expect(message(flagFor)).toBe('--rollback-on-failure needs --wait');
    expect(message()).toBe('rollback-on-failure: true needs wait: true');
  });

  it('name, for every input the CLI sets, the flag that sets it', () => {
    const rulesFile = join(mkdtempSync(join(tmpdir(), 'cli-args-')), 'rules.yaml');
    writeFileSync(rulesFile, '- {kind: Deployment, jsonPointers: [/spec/replicas]}\n');
    const inputNames = (Object.keys(INPUT_TABLE) as InputName[]).filter((input) => 'flags' in INPUT_TABLE[input]);
    expect(inputNames.length).toBeGreaterThan(20);
    for (const input of inputNames) {
      const flag = flagFor(input).slice(2);
      expect(FLAGS, `${input} is set by --${flag}`).toHaveProperty(flag);
      // --ignore-differences names a file of rules, which it reads.
      const value = flag === 'ignore-differences' ? rulesFile : 'x';
      const given = FLAGS[flag as keyof typeof FLAGS].type === 'boolean' ? [`--${flag}=true`] : [`--${flag}=${value}`];
      expect(
        runInputs(['apply', '--applyset', 'shop', '-f', 'k8s/', ...given])[input],
        `--${flag} sets ${input}`,
      ).toBeDefined();
    }
  });
});

describe('the output format of a command line that does not parse', () => {
  it('is read as it was asked for, so that its error is JSON when JSON was asked for', () => {
    expect(requestedOutput(['apply', '--timout', '-o', 'json'])).toBe('json');
    expect(requestedOutput(['apply', '--output=json', '--timout'])).toBe('json');
    expect(requestedOutput(['apply', '-ojson'])).toBe('json');
    expect(requestedOutput(['apply', '--timout'])).toBe('text');
    expect(requestedOutput(['apply', '-o'])).toBe('text');
  });
});
