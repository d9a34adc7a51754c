// A server message that quotes a Secret's value (here an admission policy's denial) never shows a value
// the cluster holds, nor one of a deploy's manifests: the action registers them with the runner before
// the message is logged (a deploy's own before the first request that carries the Secret; discovery,
// the lock and the parent's read, which carry none, may go out before), and scrubs them from its
// messages, the job summary, the comment and the outputs. A pull request's own values are not
// registered on its preview: they would let it hide any word from the log and the comment.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { type ActionRun, runActionProcess } from './actionProcess.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { createWorkspace, linesOtherThanMasks, type Workspace } from './workspace.ts';

const kubeconfigPath = inject('kubeconfigPath');
const kubectlPath = inject('kubectlPath');
const PR = { owner: 'acme', repo: 'shop', issueNumber: 61 };
const base64 = (text: string): string => Buffer.from(text).toString('base64');

/**
 * A policy that refuses Secrets in one namespace that are annotated `quote: "yes"`, quoting the
 * password it was sent: as `data`, in base64, as the server holds a Secret (stringData is turned into
 * data before admission, and a change is admitted as the whole object, merged with the live one).
 */
function quotingPolicy(namespace: string): string {
  const name = `quote-secret-${namespace}`;
  return [
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingAdmissionPolicy',
      metadata: { name },
      spec: {
        failurePolicy: 'Fail',
        matchConstraints: {
          resourceRules: [
            { apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE', 'UPDATE'], resources: ['secrets'] },
          ],
        },
        validations: [
          {
            expression:
              "!has(object.metadata.annotations) || !('quote' in object.metadata.annotations) || !has(object.data) || !('password' in object.data)",
            messageExpression: "'refused: the password is ' + object.data.password",
          },
        ],
      },
    },
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingAdmissionPolicyBinding',
      metadata: { name },
      spec: {
        policyName: name,
        validationActions: ['Deny'],
        matchResources: { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } } },
      },
    },
  ]
    .map((doc) => yaml.dump(doc))
    .join('---\n');
}

describe('a Secret value quoted by the server', () => {
  let namespace: TestNamespace;
  let github: FakeGitHub;
  let workspace: Workspace;
  let policyFile: string;
  let proxy: FaultProxy;
  /** The step's log as it stood when the first request for Secret pushed reached the API server's proxy. */
  let loggedBeforeSecretRequest: string | undefined;
  let stdoutFile: string;

  beforeAll(async () => {
    [namespace, github, workspace] = await Promise.all([
      createTestNamespace(kubeconfigPath, 'secret-denial'),
      startFakeGitHub(),
      createWorkspace(),
    ]);
    stdoutFile = join(await mkdtemp(join(tmpdir(), 'applyset-step-log-')), 'stdout');
    proxy = await startFaultProxy({
      kubeconfigPath,
      onRequest: (request) => {
        if (loggedBeforeSecretRequest === undefined && request.resource === 'secrets' && request.name === 'pushed')
          loggedBeforeSecretRequest = readFileSync(stdoutFile, 'utf8');
      },
    });
    policyFile = join(workspace.dir, 'policy.yaml');
    await writeFile(policyFile, quotingPolicy(namespace.name));
    const applied = await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'apply', '-f', policyFile]);
    expect(applied.stderr).toBe('');
    const probe = join(workspace.dir, 'probe.yaml');
    await writeFile(
      probe,
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: probe\n  namespace: ${namespace.name}\n  annotations:\n    quote: "yes"\nstringData:\n  password: probe-value\n`,
    );
    for (let attempt = 0; ; attempt++) {
      const result = await runCommand(kubectlPath, [
        '--kubeconfig',
        kubeconfigPath,
        'create',
        '--dry-run=server',
        '-f',
        probe,
      ]);
      if (result.stderr.includes(`refused: the password is ${base64('probe-value')}`)) break;
      if (attempt >= 60) throw new Error(`the policy is not enforced after 30 s: ${result.stderr}`);
      await sleep(500);
    }
  });
  afterAll(async () => {
    if (policyFile)
      await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'delete', '--ignore-not-found', '-f', policyFile]);
    await Promise.all([namespace?.delete(), github?.close(), proxy?.close()]);
  });

  const secret = (name: string, password: string, quote: boolean): string =>
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${name}\n${quote ? '  annotations:\n    quote: "yes"\n' : ''}stringData:\n  password: ${password}\n`;
  /** A run through the fault proxy, its log written to stdoutFile as it goes. */
  const run = async (event: 'push' | 'pull_request', manifests: string, applyset: string) =>
    runActionProcess({
      inputs: {
        manifests,
        applyset,
        namespace: namespace.name,
        kubeconfig: await readFile(proxy.kubeconfigPath, 'utf8'),
        'github-token': 'ghs_fake-token',
      },
      eventName: event,
      payload:
        event === 'push'
          ? pushEvent('3'.repeat(40))
          : pullRequestEvent({ number: PR.issueNumber, headSha: '4'.repeat(40) }),
      githubApiUrl: github.url,
      workspace: workspace.dir,
      stdoutFile,
    });
  /** The run registered `value`, as written and in base64, before its error, and shows it nowhere. */
  const expectHidden = (result: ActionRun, value: string, elsewhere: string[]) => {
    const lines = result.stdout.split('\n');
    const encoded = base64(value);
    const masked = lines.indexOf(`::add-mask::${encoded}`);
    expect(masked).toBeGreaterThanOrEqual(0);
    expect(lines).toContain(`::add-mask::${value}`);
    // The server quoted it: the runner would mask it, and the action's own message has it scrubbed too.
    const error = lines.findIndex((line) => line.startsWith('::error::'));
    expect(lines[error]).toContain('denied request: refused: the password is ***');
    expect(error).toBeGreaterThan(masked);
    expect(linesOtherThanMasks(result.stdout).join('\n')).not.toContain(encoded);
    for (const text of [result.summary, result.outputFile, ...elsewhere]) {
      expect(text).not.toContain(value);
      expect(text).not.toContain(encoded);
    }
  };

  it('of the manifests of a push is masked in the log before any request carries it, and absent from the summary and the outputs', async () => {
    const password = `pw-${randomBytes(12).toString('hex')}`;
    await workspace.write('pushed.yaml', secret('pushed', password, true));
    const deploy = await run('push', 'pushed.yaml', 'pushed-set');

    expect(deploy.exitCode).toBe(1);
    // Both forms were registered by the time the first request for the Secret (its dry-run) arrived.
    expect(loggedBeforeSecretRequest?.split('\n')).toEqual(
      expect.arrayContaining([`::add-mask::${base64(password)}`, `::add-mask::${password}`]),
    );
    expectHidden(deploy, password, []);
  });

  const withUser = (name: string, quote: boolean): string =>
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${name}\n${quote ? '  annotations:\n    quote: "yes"\n' : ''}stringData:\n  user: app-user\n`;
  /** A pull request that annotates the Secret `name`: the server's refusal quotes the password only the cluster holds. */
  const quotedFromCluster = async (name: string, password: string) => {
    await workspace.write(`${name}.yaml`, withUser(name, true));
    const preview = await run('pull_request', `${name}.yaml`, `${name}-set`);
    expect(preview.exitCode).toBe(1);
    const comment = github.commentsOn(PR).at(-1)?.body ?? '';
    expect(comment).toContain('refused: the password is ***');
    expectHidden(preview, password, [comment]);
  };

  it('that only the cluster holds, in a member, is masked on a pull request, in the log and the comment', async () => {
    const password = `pw-${randomBytes(12).toString('hex')}`;
    await workspace.write('member.yaml', withUser('member', false));
    expect((await run('push', 'member.yaml', 'member-set')).exitCode).toBe(0);
    // Another writer adds a key the manifests do not set.
    const patched = await runCommand(kubectlPath, [
      '--kubeconfig',
      kubeconfigPath,
      'patch',
      'secret',
      'member',
      '-n',
      namespace.name,
      '-p',
      JSON.stringify({ stringData: { password } }),
    ]);
    expect(patched.stderr).toBe('');
    await quotedFromCluster('member', password);
  });

  it('that only the cluster holds, in an existing Secret outside the set, is masked on a pull request', async () => {
    const password = `pw-${randomBytes(12).toString('hex')}`;
    const created = await runCommand(kubectlPath, [
      '--kubeconfig',
      kubeconfigPath,
      'create',
      'secret',
      'generic',
      'outside',
      '-n',
      namespace.name,
      `--from-literal=password=${password}`,
    ]);
    expect(created.stderr).toBe('');
    await quotedFromCluster('outside', password);
  });

  it("of a pull request's own manifests is not made a mask on its preview, so that it cannot hide a word", async () => {
    await workspace.write(
      'words.yaml',
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: leaving\ndata:\n  A: "1"\n`,
    );
    expect((await run('push', 'words.yaml', 'words-set')).exitCode).toBe(0);
    // The pull request drops the ConfigMap and adds a Secret whose value is the word the preview uses for it.
    await workspace.write('words.yaml', secret('words', 'prune', false));
    const preview = await run('pull_request', 'words.yaml', 'words-set');

    expect(preview.exitCode, preview.stdout).toBe(0);
    expect(preview.stdout).not.toContain('::add-mask::prune');
    expect(preview.stdout).toMatch(
      /^ApplySet \S+ \(secret\/words-set in namespace \S+\): 1 to create, 0 to update, 1 to prune, 0 unchanged$/m,
    );
    const comment = github.commentsOn(PR).at(-1)?.body ?? '';
    expect(comment).toContain('### ApplySet preview: 1 to create, 0 to update, 1 to prune, 0 unchanged');
    expect(comment).toMatch(/#### To prune \(1\)\n\n- `configmap\/leaving`/);
    expect(preview.outputs).toMatchObject({ pruned: '1' });
  });
});
