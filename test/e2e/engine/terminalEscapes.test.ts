// Text from the cluster and from manifests, printed by the CLI: every line (errors, progress,
// warnings, the report in each format) shows control characters as escapes, never as what a
// terminal would act on (an OSC 52 clipboard write, a cursor move, a screen wipe, a bidi override).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const run = promisify(execFile);

/**
 * Writes "pwned" to the terminal's clipboard (OSC 52), wipes the screen, moves the cursor home, returns
 * the carriage and reverses what follows: what a manifest can carry (the API server's YAML takes C0
 * controls only escaped, as JSON has them, and no C1 at all).
 */
const IN_MANIFEST = '\u001b]52;c;cHduZWQ=\u0007\u001b[2J\u001b[H\r\u202eevil';
/** What a Lease's holder can carry besides: a C1 CSI, turning text red. */
const IN_CLUSTER = `${IN_MANIFEST}\u009b31m`;
/** What a terminal acts on: C0 but newline and tab, DEL, C1, and the bidi controls. */
const ACTIONABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

async function cliRun(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, [cli, ...args, '--kubeconfig', inject('kubeconfigPath')], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

describe('the CLI, printing text from the cluster and from manifests', () => {
  let ns: TestNamespace;
  let dir: string;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'escapes');
    // An earlier deploy, so that the preview shows a diff of the value the manifest changes.
    await engine('apply', await writeSet([configMap('data', ns.name, { greeting: 'hello' })]), {
      applyset: 'set',
      namespace: ns.name,
    });
    // Another party holds the set's lock with a holder identity of its choosing.
    const now = new Date().toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
    const lease = await connectToApi(inject('kubeconfigPath')).request(
      'POST',
      `/apis/coordination.k8s.io/v1/namespaces/${ns.name}/leases`,
      {
        body: {
          apiVersion: 'coordination.k8s.io/v1',
          kind: 'Lease',
          metadata: { name: 'applyset-lock.secret.set' },
          spec: {
            holderIdentity: `holder ${IN_CLUSTER}`,
            leaseDurationSeconds: 3600,
            acquireTime: now,
            renewTime: now,
          },
        },
      },
    );
    expect(lease.status).toBe(201);
    dir = await writeSet([configMap('data', ns.name, { greeting: `hello ${IN_MANIFEST}` })]);
  });
  afterAll(() => ns?.delete());

  /** Asserts that the CLI's output holds nothing a terminal acts on. */
  const shown = (out: { stdout: string; stderr: string }) => expect(out.stdout + out.stderr).not.toMatch(ACTIONABLE);

  it.each(['text', 'markdown', 'json'])(
    "shows them escaped in a preview's warnings and report (-o %s)",
    async (output) => {
      const preview = await cliRun(['preview', '--applyset', 'set', '-n', ns.name, '-f', dir, '-o', output]);

      expect(preview.code).toBe(0);
      shown(preview);
      expect(preview.stderr).toContain(
        'Warning: a deploy of this ApplySet is in progress (holder \\x1b]52;c;cHduZWQ=\\x07\\x1b[2J\\x1b[H\\x0d\\u202eevil\\x9b31m holds its lock)',
      );
      if (output === 'json')
        expect((JSON.parse(preview.stdout) as { warnings: string[] }).warnings[0]).toContain(
          `holder ${IN_CLUSTER} holds its lock`,
        );
    },
  );

  it("shows them escaped in colour too: the only sequences written are the colours' own", async () => {
    const preview = await cliRun(['preview', '--applyset', 'set', '-n', ns.name, '-f', dir], {
      ...process.env,
      FORCE_COLOR: '1',
    });

    expect(preview.code).toBe(0);
    expect(preview.stdout).toMatch(/\u001b\[33mconfigured\u001b\[39m/);
    const withoutColours = (text: string) => text.replace(/\u001b\[(3[1-6]|39|1|2|22)m/g, '');
    expect(withoutColours(preview.stdout) + withoutColours(preview.stderr)).not.toMatch(ACTIONABLE);
    expect(preview.stdout).toContain('\\x1b]52;c;cHduZWQ=\\x07\\x1b[2J\\x1b[H\\x0d\\u202eevil');
  });

  it("shows them escaped in an apply's progress lines and its error", async () => {
    const apply = await cliRun(['apply', '--applyset', 'set', '-n', ns.name, '-f', dir, '--lock-timeout', '2s']);

    expect(apply.code).toBe(1);
    shown(apply);
    expect(apply.stderr).toMatch(
      /^waiting for the ApplySet lock: holder \\x1b\]52;c;cHduZWQ=\\x07\\x1b\[2J\\x1b\[H\\x0d\\u202eevil\\x9b31m holds it /m,
    );
    expect(apply.stderr).toMatch(
      /^error: the ApplySet secret\/set in namespace \S+ is being deployed by holder \\x1b\]52;c;cHduZWQ=\\x07/m,
    );
  });

  it("shows them escaped in an error quoting a manifest's name", async () => {
    const labelled = await writeSet([
      {
        ...configMap('x', ns.name),
        metadata: {
          name: `bad${IN_MANIFEST}`,
          namespace: ns.name,
          labels: { 'applyset.kubernetes.io/part-of': 'other' },
        },
      },
    ]);
    const preview = await cliRun(['preview', '--applyset', 'set', '-n', ns.name, '-f', labelled]);

    expect(preview.code).toBe(1);
    shown(preview);
    expect(preview.stderr).toContain(
      'ConfigMap bad\\x1b]52;c;cHduZWQ=\\x07\\x1b[2J\\x1b[H\\x0d\\u202eevil already carries the applyset.kubernetes.io/part-of label',
    );
  });
});
