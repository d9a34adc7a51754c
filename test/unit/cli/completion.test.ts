// `applyset-action completion bash|zsh|fish`: the script, sourced by the shell itself, completes commands,
// flags and the values of enumerated flags.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionScript } from '../../../src/cli/completion.ts';
import { RUN_FLAGS as FLAGS } from '../../../src/cli/runFlags.ts';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'applyset-completion-'));
  await writeFile(join(dir, 'completion.bash'), completionScript('bash'));
  await writeFile(join(dir, 'completion.zsh'), completionScript('zsh'));
  await writeFile(join(dir, 'manifests.yaml'), '');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the bash completion', () => {
  /** What bash offers for the command line `words` (the last one being completed), as bash splits it. */
  async function complete(...words: string[]): Promise<string[]> {
    const script = [
      `source ${join(dir, 'completion.bash')}`,
      'COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()',
      '_applyset_action',
      'printf "%s\\n" "${COMPREPLY[@]}"',
    ].join('\n');
    const { stdout } = await run('bash', ['--norc', '-c', script, 'bash', 'applyset-action', ...words], { cwd: dir });
    return stdout.split('\n').filter((line) => line !== '');
  }

  it('is registered for applyset-action once sourced', async () => {
    const { stdout } = await run('bash', [
      '--norc',
      '-c',
      `source ${join(dir, 'completion.bash')}; complete -p applyset-action`,
    ]);
    expect(stdout.trim()).toBe('complete -F _applyset_action applyset-action');
  });

  it('completes the commands, and what help and completion take', async () => {
    expect(await complete('')).toEqual([
      'preview',
      'apply',
      'drift',
      'render',
      'render-diff',
      'list',
      'view',
      'tree',
      'history',
      'verify',
      'disband',
      'delete',
      'migrate',
      'completion',
      'help',
      'version',
    ]);
    expect(await complete('v')).toEqual(['view', 'verify', 'version']);
    expect(await complete('pr')).toEqual(['preview']);
    expect(await complete('--applyset', 'web', 'dr')).toEqual(['drift']);
    expect(await complete('completion', '')).toEqual(['bash', 'zsh', 'fish']);
    expect(await complete('help', 'ap')).toEqual(['apply']);
  });

  it('completes every flag, and flags by their start', async () => {
    expect(await complete('apply', '--')).toEqual(Object.keys(FLAGS).map((flag) => `--${flag}`));
    expect(await complete('apply', '--ti')).toEqual(['--timeout']);
    // A boolean takes no value in the next word.
    expect(await complete('apply', '--prune', '--wa')).toEqual(['--wait', '--wait-prunes']);
  });

  it('completes the values of enumerated flags, in the next word or after =', async () => {
    expect(await complete('apply', '-o', '')).toEqual(['text', 'json', 'markdown']);
    expect(await complete('preview', '--output', '=', 'j')).toEqual(['json']);
    expect(await complete('apply', '--propagation-policy', 'F')).toEqual(['Foreground']);
    expect(await complete('apply', '--prune-timing', '')).toEqual(['after-healthy', 'with-apply']);
    expect(await complete('apply', '--prune', '=', '')).toEqual(['true', 'false']);
    expect(await complete('apply', '--allow-destructive-prunes', '=', 'Pers')).toEqual([
      'PersistentVolumeClaim',
      'PersistentVolume',
    ]);
    // With COMP_WORDBREAKS changed, --flag=value is one word.
    expect(await complete('apply', '--output=m')).toEqual(['markdown']);
  });

  it("completes each tooling command's own flags, and the outputs that command prints", async () => {
    expect(await complete('verify', '--')).toEqual([
      '--applyset',
      '--all-namespaces',
      '--namespace',
      '--kubeconfig',
      '--context',
      '--fix',
      '--adopt',
      '--lock-timeout',
      '--field-manager',
      '--output',
      '--help',
    ]);
    expect(await complete('migrate', '--s')).toEqual(['--selector']);
    // Flags of preview/apply/drift, or of another command, are not offered.
    expect(await complete('list', '--f')).toEqual([]);
    expect(await complete('view', '--h')).toEqual(['--health', '--help']);
    expect(await complete('view', '-o', '')).toEqual(['text', 'json', 'yaml', 'name']);
    expect(await complete('history', '--output', '=', '')).toEqual(['text', 'json']);
    expect(await complete('delete', '--allow-destructive-prunes', '=', 'Cust')).toEqual(['CustomResourceDefinition']);
    // A flag's value is not taken for the command, and a boolean takes none.
    expect(await complete('-n', 'prod', 'disband', '--adopt', '--l')).toEqual(['--lock-timeout']);
    expect(await complete('migrate', '-l', 'app=web', '--k')).toEqual(['--kubeconfig', '--kinds']);
    expect((await complete('view', '--kubeconfig', 'comp')).sort()).toEqual(['completion.bash', 'completion.zsh']);
  });

  it('completes file names for --file and --kubeconfig', async () => {
    expect(await complete('apply', '-f', 'man')).toEqual(['manifests.yaml']);
    expect((await complete('apply', '--kubeconfig', 'comp')).sort()).toEqual(['completion.bash', 'completion.zsh']);
  });
});

/** zsh: the unit tests' setup installs it when missing (scripts/debian-packages.sh); a machine without apt-get as root skips these. */
const zsh = await run('zsh', ['--version']).then(
  () => true,
  () => false,
);

describe.skipIf(!zsh)('the zsh completion', () => {
  it('parses', async () => {
    await expect(run('zsh', ['-n', join(dir, 'completion.zsh')])).resolves.toBeDefined();
  });

  /**
   * What zsh makes of each command line when Tab is pressed at its end, in an interactive zsh on a
   * pseudo-terminal: the line after completion (completeInZsh.zsh types them).
   */
  async function complete(...lines: string[]): Promise<string[]> {
    const out = join(dir, 'completed');
    await run(
      'zsh',
      ['-f', join(import.meta.dirname, 'completeInZsh.zsh'), join(dir, 'completion.zsh'), out, ...lines],
      { cwd: dir, env: { ...process.env, HOME: dir } },
    );
    return (await readFile(out, 'utf8')).split('\n').slice(0, -1);
  }

  it('completes the commands, the flags, and the values of enumerated flags and of --file', async () => {
    const lines = {
      'applyset-action ap': 'applyset-action apply ',
      'applyset-action completion z': 'applyset-action completion zsh ',
      'applyset-action help dr': 'applyset-action help drift ',
      'applyset-action apply --ti': 'applyset-action apply --timeout=',
      'applyset-action apply --wait-p': 'applyset-action apply --wait-prunes ',
      'applyset-action apply --prune-timing=w': 'applyset-action apply --prune-timing=with-apply ',
      'applyset-action apply -o j': 'applyset-action apply -o json ',
      'applyset-action preview --propagation-policy F': 'applyset-action preview --propagation-policy Foreground ',
      'applyset-action apply --allow-destructive-prunes=N':
        'applyset-action apply --allow-destructive-prunes=Namespace ',
      'applyset-action apply -f man': 'applyset-action apply -f manifests.yaml ',
      'applyset-action migrate --sel': 'applyset-action migrate --selector=',
      'applyset-action view -o y': 'applyset-action view -o yaml ',
      'applyset-action view --hea': 'applyset-action view --health ',
      'applyset-action list --file': 'applyset-action list --file',
    };
    expect(await complete(...Object.keys(lines))).toEqual(Object.values(lines));
  }, 60_000);

  it('registers itself for applyset-action when sourced after compinit', async () => {
    const script = `autoload -U compinit && compinit -u -D; source ${join(dir, 'completion.zsh')}; print -r -- \${_comps[applyset-action]}`;
    const { stdout } = await run('zsh', ['-f', '-c', script], { env: { ...process.env, HOME: dir } });
    expect(stdout.trim()).toBe('_applyset_action');
    // compinit scans every function directory: seconds on a loaded machine.
  }, 60_000);
});

/** fish: the unit tests' setup installs it when missing (scripts/debian-packages.sh), as zsh. */
const fish = await run('fish', ['--version']).then(
  () => true,
  () => false,
);

describe.skipIf(!fish)('the fish completion', () => {
  /** What fish offers for `line` (its last word being completed), as `complete -C` lists it: each candidate, without its description. */
  async function complete(line: string): Promise<string[]> {
    const script = join(dir, 'fish', 'applyset-action.fish');
    await mkdir(join(dir, 'fish'), { recursive: true });
    await writeFile(script, completionScript('fish'));
    const { stdout } = await run(
      'fish',
      ['--no-config', '-c', `source ${script}; complete -C ${JSON.stringify(line)}`],
      { cwd: dir },
    );
    return stdout
      .split('\n')
      .filter((entry) => entry !== '')
      .map((entry) => entry.split('\t')[0]!);
  }

  it('parses', async () => {
    await expect(run('fish', ['--no-execute', '-c', completionScript('fish')])).resolves.toBeDefined();
  });

  it('completes the commands, flags by their start, and the values of enumerated flags and of completion', async () => {
    expect((await complete('applyset-action ')).sort()).toEqual(
      [
        'preview',
        'apply',
        'drift',
        'render',
        'render-diff',
        'list',
        'view',
        'tree',
        'history',
        'verify',
        'disband',
        'delete',
        'migrate',
        'completion',
        'help',
        'version',
      ].sort(),
    );
    expect(await complete('applyset-action apply --ti')).toEqual(['--timeout']);
    expect(await complete('applyset-action apply -o ')).toEqual(['json', 'markdown', 'text']);
    expect(await complete('applyset-action completion ')).toEqual(['bash', 'fish', 'zsh']);
    expect(await complete('applyset-action view -o y')).toEqual(['yaml']);
    // A flag of another command is not offered: list takes no --prune.
    expect(await complete('applyset-action list --pru')).toEqual([]);
  });

  it('completes files after a flag that takes a path, and nothing else after a command', async () => {
    expect(await complete('applyset-action apply -f man')).toEqual(['manifests.yaml']);
    expect(await complete('applyset-action apply man')).toEqual([]);
  });
});
