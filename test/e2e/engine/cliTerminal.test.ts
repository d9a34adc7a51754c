// The CLI on a terminal: colour for the verbs and the diffs, NO_COLOR and FORCE_COLOR honoured, and
// a progress line redrawn in place while a step takes long; in a log (output not a terminal), plain
// lines as before. The terminal is a pseudo-terminal from util-linux's script, as an interactive
// shell gives: stdout and stderr both on it, read back as one stream.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { deploymentManifest, simulate } from '../../cluster/workloads.ts';
import { configMap, engine, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

/** Any SGR sequence: a colour or a text attribute. */
const COLOUR = /\u001b\[[\d;]*m/;
const ERASE_LINE = '\r\u001b[2K';

interface Shown {
  code: number;
  /** stdout, or stdout and stderr as the terminal showed them. */
  out: string;
  err: string;
}

/** The environment of a user's shell: no colour preference unless the test gives one. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NO_COLOR: _no, FORCE_COLOR: _force, NODE_DISABLE_COLORS: _disable, CI: _ci, ...rest } = process.env;
  return { ...rest, TERM: 'xterm-256color', ...extra };
}

function collect(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Shown> {
  return new Promise((done) => {
    execFile(command, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out: stdout, err: stderr });
    });
  });
}

const scriptAvailable = await collect('script', ['--version'], process.env).then((r) => r.code === 0);

describe.skipIf(!scriptAvailable)('the CLI on a terminal', () => {
  let ns: TestNamespace;
  let changed: string;
  const quote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;
  const args = (...given: string[]) => [
    cli,
    ...given,
    '-n',
    ns.name,
    '--applyset',
    'set',
    '--kubeconfig',
    inject('kubeconfigPath'),
  ];
  /** Runs the CLI with stdout and stderr on a pseudo-terminal; `-e` gives its exit code. */
  const onTerminal = (given: string[], env: Record<string, string> = {}) =>
    collect(
      'script',
      ['-qec', [process.execPath, ...args(...given)].map(quote).join(' '), '/dev/null'],
      environment(env),
    );
  const inLog = (given: string[], env: Record<string, string> = {}) =>
    collect(process.execPath, args(...given), environment(env));

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'cli-terminal');
    await engine('apply', await writeSet([configMap('settings', ns.name, { level: 'info' })]), {
      applyset: 'set',
      namespace: ns.name,
    });
    changed = await writeSet([configMap('settings', ns.name, { level: 'debug' }), configMap('added', ns.name)]);
  });
  afterAll(() => ns?.delete());

  it('colours the verbs and the diff', async () => {
    const preview = await onTerminal(['preview', '-f', changed]);

    expect(preview.code, preview.out).toBe(0);
    expect(preview.out).toContain('configmap/added \u001b[32mcreated\u001b[39m (server dry run)');
    expect(preview.out).toContain('configmap/settings \u001b[33mconfigured\u001b[39m (server dry run)');
    expect(preview.out).toMatch(
      / {4}\u001b\[31m- {2}level: info\u001b\[39m\r?\n {4}\u001b\[32m\+ {2}level: debug\u001b\[39m/,
    );
  });

  it('shows no colour with NO_COLOR', async () => {
    const preview = await onTerminal(['preview', '-f', changed], { NO_COLOR: '1' });

    expect(preview.code, preview.out).toBe(0);
    expect(preview.out).toContain('configmap/settings configured (server dry run)');
    expect(preview.out).not.toMatch(COLOUR);
  });

  it('redraws a progress line in place while the wait takes long, and clears it before the report', async () => {
    const slow = {
      ...deploymentManifest('slow', 1, { simulate: simulate.neverReady }),
      metadata: { name: 'slow', namespace: ns.name },
    };
    const apply = await onTerminal([
      'apply',
      '-f',
      await writeSet([configMap('settings', ns.name, { level: 'info' }), slow]),
      '--timeout',
      '4s',
    ]);

    expect(apply.code, apply.out).toBe(1);
    // Each object as it is done, its verb coloured.
    expect(apply.out).toContain(`deployment.apps/slow -n ${ns.name} \u001b[32mcreated\u001b[39m`);
    // Each object said once as it is applied; the report repeats only what the wait had news of (the timeout).
    expect(apply.out.split('configmap/settings').length - 1).toBe(1);
    const redraws = apply.out.split(ERASE_LINE).slice(1);
    const waiting = redraws.filter((text) =>
      /^Waiting: 0 of 1 object ready or gone, \d\.\ds; deployment\.apps\/slow: /.test(text),
    );
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    // Never a newline in the progress line: it stays one line, drawn over.
    for (const text of waiting) expect(text).not.toMatch(/[\r\n]/);
    // The report and the error come after the line was cleared for good, on lines of their own.
    const afterLastRedraw = apply.out.slice(apply.out.lastIndexOf(ERASE_LINE) + ERASE_LINE.length);
    expect(afterLastRedraw).not.toContain('Waiting:');
    expect(afterLastRedraw).toMatch(/^deployment\.apps\/slow \u001b\[32mcreated\u001b\[39m, timed out/);
    expect(apply.out).toMatch(/\r?\nerror: timed out after 4\.0s/);
  });

  it('in a log prints plain lines, without colour or a progress line, unless FORCE_COLOR asks for colour', async () => {
    const plain = await inLog(['preview', '-f', changed]);
    expect(plain.code, plain.err).toBe(0);
    expect(plain.out + plain.err).not.toContain('\u001b');
    expect(plain.out).toContain('configmap/settings configured (server dry run)');

    const forced = await inLog(['preview', '-f', changed], { FORCE_COLOR: '1' });
    expect(forced.code, forced.err).toBe(0);
    expect(forced.out).toContain('configmap/settings \u001b[33mconfigured\u001b[39m (server dry run)');
    expect(forced.err).not.toContain(ERASE_LINE);
  });

  it('never colours JSON or markdown', async () => {
    for (const output of ['json', 'markdown']) {
      const preview = await onTerminal(['preview', '-f', changed, '-o', output]);
      expect(preview.code, preview.out).toBe(0);
      expect(preview.out).not.toMatch(COLOUR);
    }
  });
});
