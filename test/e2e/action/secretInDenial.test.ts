// A server message that quotes a Secret's value (here an admission policy's denial) never shows the
// value: the action registers every Secret value with the runner before the first request that
// carries the Secret (discovery, the lock and the parent's read, which carry none, may go out
// before), and scrubs them from its messages, the job summary, the comment and the outputs.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from '../../cluster/faultProxy.ts';
import type {} from '../../cluster/provided.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { runActionProcess } from './actionProcess.ts';
import { pullRequestEvent } from './eventPayloads.ts';
import { createWorkspace, linesOtherThanMasks, type Workspace } from './workspace.ts';

const kubeconfigPath = inject('kubeconfigPath');
const kubectlPath = inject('kubectlPath');
const PASSWORD = `pw-${randomBytes(12).toString('hex')}`;
const PR = { owner: 'acme', repo: 'shop', issueNumber: 61 };
const base64 = (text: string): string => Buffer.from(text).toString('base64');

/**
 * A policy that refuses Secrets in one namespace, quoting the password it was sent: as `data`, in
 * base64, as the server holds a Secret (stringData is turned into data before admission).
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
        matchConstraints: { resourceRules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE', 'UPDATE'], resources: ['secrets'] }] },
        validations: [{ expression: "!has(object.data) || !('password' in object.data)", messageExpression: "'refused: the password is ' + object.data.password" }],
      },
    },
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingAdmissionPolicyBinding',
      metadata: { name },
      spec: { policyName: name, validationActions: ['Deny'], matchResources: { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } } } },
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
  /** The step's log as it stood when the first request for Secret db reached the API server's proxy. */
  let loggedBeforeSecretRequest: string | undefined;
  let stdoutFile: string;

  beforeAll(async () => {
    [namespace, github, workspace] = await Promise.all([createTestNamespace(kubeconfigPath, 'secret-denial'), startFakeGitHub(), createWorkspace()]);
    stdoutFile = join(await mkdtemp(join(tmpdir(), 'applyset-step-log-')), 'stdout');
    proxy = await startFaultProxy({
      kubeconfigPath,
      onRequest: (request) => {
        if (loggedBeforeSecretRequest === undefined && request.resource === 'secrets' && request.name === 'db') loggedBeforeSecretRequest = readFileSync(stdoutFile, 'utf8');
      },
    });
    policyFile = join(workspace.dir, 'policy.yaml');
    await writeFile(policyFile, quotingPolicy(namespace.name));
    const applied = await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'apply', '-f', policyFile]);
    expect(applied.stderr).toBe('');
    const probe = join(workspace.dir, 'probe.yaml');
    await writeFile(probe, `apiVersion: v1\nkind: Secret\nmetadata:\n  name: probe\n  namespace: ${namespace.name}\nstringData:\n  password: probe-value\n`);
    for (let attempt = 0; ; attempt++) {
      const result = await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'create', '--dry-run=server', '-f', probe]);
      if (result.stderr.includes(`refused: the password is ${base64('probe-value')}`)) break;
      if (attempt >= 60) throw new Error(`the policy is not enforced after 30 s: ${result.stderr}`);
      await sleep(500);
    }
  });
  afterAll(async () => {
    if (policyFile) await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'delete', '--ignore-not-found', '-f', policyFile]);
    await Promise.all([namespace?.delete(), github?.close(), proxy?.close()]);
  });

  it('is masked in the log before any request carries it, and absent from the summary, the comment and the outputs', async () => {
    await workspace.write('db.yaml', `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\nstringData:\n  password: ${PASSWORD}\n`);
    const preview = await runActionProcess({
      inputs: { manifests: 'db.yaml', applyset: 'db-set', namespace: namespace.name, kubeconfig: await readFile(proxy.kubeconfigPath, 'utf8'), 'github-token': 'ghs_fake-token' },
      eventName: 'pull_request',
      payload: pullRequestEvent({ number: PR.issueNumber, headSha: '4'.repeat(40) }),
      githubApiUrl: github.url,
      workspace: workspace.dir,
      stdoutFile,
    });
    expect(preview.exitCode).toBe(1);
    const encoded = base64(PASSWORD);
    // Both forms were registered by the time the first request for the Secret (its dry-run) arrived.
    expect(loggedBeforeSecretRequest?.split('\n')).toEqual(expect.arrayContaining([`::add-mask::${encoded}`, `::add-mask::${PASSWORD}`]));
    const lines = preview.stdout.split('\n');
    const masked = lines.indexOf(`::add-mask::${encoded}`);
    expect(masked).toBeGreaterThanOrEqual(0);
    expect(lines).toContain(`::add-mask::${PASSWORD}`);
    // The server quoted it: the runner would mask it, and the action's own message has it scrubbed too.
    const error = lines.findIndex((line) => line.startsWith('::error::'));
    expect(lines[error]).toContain('denied request: refused: the password is ***');
    expect(error).toBeGreaterThan(masked);
    expect(linesOtherThanMasks(preview.stdout).join('\n')).not.toContain(encoded);
    const comment = github.commentsOn(PR)[0]?.body ?? '';
    expect(comment).toContain('refused: the password is ***');
    for (const text of [comment, preview.summary, preview.outputFile]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(encoded);
    }
  });
});
