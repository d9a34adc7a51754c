// What kubectl's users type, through the CLI as a process (the message on stderr, the exit code):
// what means the same here is taken, the rest refused with what to type instead. No cluster: each
// line is refused, or fails on its manifests, before the first request.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_GROUPS, helpText } from '../../../src/cli/help.ts';
import { COMMAND_NAMES } from '../../../src/cli/registry.ts';
import { runInputs } from './runInputs.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

/** The CLI run with `argv`, `stdin` piped in when given. */
function run(argv: string[], stdin?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...argv], {
      stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    if (stdin !== undefined) child.stdin?.end(stdin);
  });
}

/** A refused line: exit 1, and `error: <message>` as the first line of stderr. */
async function refused(argv: string[]): Promise<string> {
  const result = await run(argv);
  expect(result.code, result.stderr).toBe(1);
  expect(result.stderr).not.toMatch(/bug|^\s+at /m);
  return result.stderr.split('\n')[0]!.replace(/^error: /, '');
}

const SET = ['--applyset', 'shop', '-n', 'shop'];

// Each case starts a Node process or two: seconds on a busy machine.
const PROCESS_TIMEOUT = { timeout: 30_000 };

describe('kubectl habits', PROCESS_TIMEOUT, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'habits-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('apply --dry-run=server is answered with preview', async () => {
    expect(await refused(['apply', ...SET, '-f', 'k8s/', '--dry-run=server'])).toBe(
      'apply does not take --dry-run=server: a server-side dry run is applyset-action preview. Type applyset-action preview with the same flags (it writes nothing, not even the parent or its lock); drift also exits 2 when something would change',
    );
  });

  it('takes -k dir, --kustomize dir and -f=dir as -f dir, and --server-side as what every apply does', () => {
    for (const argv of [
      ['-k', 'overlays/prod'],
      ['--kustomize', 'overlays/prod'],
      ['--kustomize=overlays/prod'],
      ['-f=overlays/prod'],
      ['-k=overlays/prod'],
    ]) {
      expect(runInputs(['apply', ...SET, ...argv]).manifests, argv.join(' ')).toBe('overlays/prod');
    }
    expect(runInputs(['apply', ...SET, '-f', 'k8s/', '--server-side'])).toEqual(
      runInputs(['apply', ...SET, '-f', 'k8s/']),
    );
    expect(runInputs(['apply', ...SET, '-n=web', '-f', 'k8s/']).namespace).toBe('web');
  });

  it('refuses --server-side=false, which has no meaning here', async () => {
    expect(await refused(['apply', ...SET, '-f', 'k8s/', '--server-side=false'])).toMatch(
      /^applyset-action applies with server-side apply only/,
    );
  });

  it('says that an on/off flag takes its value after =: apply --wait false', async () => {
    expect(await refused(['apply', ...SET, '-f', 'k8s/', '--wait', 'false'])).toBe(
      '--wait is on or off: its value goes after =, not in the next word. Type --wait=false',
    );
  });

  it('says that manifests are given with -f: preview k8s/', async () => {
    expect(await refused(['preview', 'k8s/', ...SET])).toBe(
      "preview takes its manifests with -f, not as a word: k8s/. Type applyset-action preview -f k8s/ ... (-f as kubectl apply's: a file, a directory, a glob, or - for stdin)",
    );
  });

  it('reads -f - from standard input, and says where in it a YAML error is', async () => {
    const result = await run(
      ['preview', ...SET, '-f', '-', '--kubeconfig', join(dir, 'absent')],
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: [a\n',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: \S+\/stdin\.yaml:\d+: YAML syntax error/m);
    const good = await run(
      ['preview', ...SET, '-f', '-', '--kubeconfig', join(dir, 'absent')],
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n',
    );
    // Read, then the connection is what fails.
    expect(good.stderr).toMatch(/^Read 1 object from \S+stdin\.yaml$/m);
    expect(good.stderr).toContain('it does not exist');
  });
});

describe('each command its own flags', PROCESS_TIMEOUT, () => {
  it('refuses the apply-only flags in preview and drift, by name, and lists none of them in their help', async () => {
    for (const command of ['preview', 'drift']) {
      expect(await refused([command, ...SET, '-f', 'k8s/', '--wait=false'])).toBe(
        `${command} does not take --wait. It is a flag of apply; applyset-action ${command} --help lists those ${command} takes`,
      );
      for (const flag of [
        '--lock=false',
        '--timeout',
        '--wait-prunes=false',
        '--prune-timing',
        '--rollback-on-failure',
        '--lock-timeout',
      ]) {
        expect(helpText(command as 'preview'), flag).not.toContain(`  ${flag}`);
      }
    }
    expect(await refused(['preview', ...SET, '-f', 'k8s/', '--timeout', '1s'])).toMatch(
      /^preview does not take --timeout/,
    );
    expect(helpText('apply')).toContain('  --timeout <duration>');
  });
});

describe('the usage', PROCESS_TIMEOUT, () => {
  it('lists the commands first, grouped (run, inspect, maintain), every command in one group, then the global flags', () => {
    const usage = helpText(undefined);
    const grouped = Object.values(COMMAND_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...COMMAND_NAMES].sort());
    expect(usage.indexOf('Run a deploy:')).toBeLessThan(usage.indexOf('Inspect sets:'));
    expect(usage.indexOf('Inspect sets:')).toBeLessThan(usage.indexOf('Maintain sets:'));
    expect(usage.indexOf('Maintain sets:')).toBeLessThan(usage.indexOf('Global options:'));
    // Only the flags every command takes: no --prune-timing, --max-prunes, ...
    const globals = usage.slice(usage.indexOf('Global options:'));
    expect(globals).toContain('--kubeconfig <path>');
    expect(globals).not.toContain('--max-prunes');
    expect(usage.split('\n').filter((line) => /^\s+-/.test(line)).length).toBeLessThan(10);
  });

  it('has a version command beside --version', async () => {
    const [command, flag] = await Promise.all([run(['version']), run(['--version'])]);
    expect(command).toMatchObject({ code: 0, stdout: flag.stdout });
    expect(command.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });
});
