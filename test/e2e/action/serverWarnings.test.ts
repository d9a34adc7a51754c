// The API server's warnings (Warning headers) reach the reviewer: each with its object in the comment
// and the job summary, counted in the headline, and as an annotation in the log; escaped, as the
// cluster wrote them. The warning here is a real one: a ValidatingAdmissionPolicy in Warn mode,
// which a cluster admin put in place (the user's manifests do not create it).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { escapeText } from '../../../src/report/markdownEscape.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const kubectlPath = inject('kubectlPath');
const MESSAGE = 'ConfigMaps need an owner label: ask <b>@acme/ops</b> **now**';
const configMap = (name: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "1"\n`;

/** Warns (does not refuse) of a ConfigMap without an `owner` label in one namespace. */
function warningPolicy(namespace: string): string {
  const name = `warn-owner-${namespace}`;
  const policy = {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingAdmissionPolicy',
    metadata: { name },
    spec: {
      failurePolicy: 'Fail',
      matchConstraints: {
        resourceRules: [
          { apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE', 'UPDATE'], resources: ['configmaps'] },
        ],
      },
      validations: [
        { expression: "has(object.metadata.labels) && 'owner' in object.metadata.labels", message: MESSAGE },
      ],
    },
  };
  const binding = {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingAdmissionPolicyBinding',
    metadata: { name },
    spec: {
      policyName: name,
      validationActions: ['Warn'],
      matchResources: { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } } },
    },
  };
  return [policy, binding].map((doc) => yaml.dump(doc)).join('---\n');
}

describe("the API server's warnings", () => {
  const action = useActionFixture('action-server-warnings');
  let policyFile: string | undefined;

  beforeAll(async () => {
    policyFile = join(action.workspace.dir, 'policy.yaml');
    await writeFile(policyFile, warningPolicy(action.namespace.name));
    const applied = await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'apply', '-f', policyFile]);
    expect(applied.stderr).toBe('');
    // The policy takes effect a moment after it is created.
    const probe = join(action.workspace.dir, 'probe.yaml');
    await writeFile(probe, configMap('probe'));
    for (let attempt = 0; ; attempt++) {
      const result = await runCommand(kubectlPath, [
        '--kubeconfig',
        kubeconfigPath,
        '-n',
        action.namespace.name,
        'create',
        '--dry-run=server',
        '-f',
        probe,
      ]);
      if (result.stderr.includes('ConfigMaps need an owner label')) break;
      if (attempt >= 60) throw new Error(`the policy does not warn after 30 s: ${result.stderr}`);
      await sleep(500);
    }
  });
  afterAll(async () => {
    if (policyFile)
      await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'delete', '--ignore-not-found', '-f', policyFile]);
  });

  it('are shown with their object in the comment, the job summary and the log, escaped, and counted in the headline; once, though the dry-run and the apply both warn', async () => {
    const PR = { owner: 'acme', repo: 'shop', issueNumber: 91 };
    await action.workspace.write(
      'app.yaml',
      `${configMap('settings')}---\n${configMap('labelled').replace('metadata:\n', 'metadata:\n  labels:\n    owner: shop\n')}`,
    );
    const policy = `warn-owner-${action.namespace.name}`;
    const warned = `Validation failed for ValidatingAdmissionPolicy '${policy}' with binding '${policy}': ${MESSAGE}`;
    const inputs = { manifests: 'app.yaml', applyset: 'shop', kubeconfig, 'github-token': 'ghs_workflow-token' };

    const preview = await action.run(
      'pull_request',
      pullRequestEvent({ number: PR.issueNumber, headSha: 'a'.repeat(40) }),
      inputs,
    );

    expect(preview.exitCode, preview.stdout).toBe(0);
    const [comment] = action.github.commentsOn(PR);
    for (const report of [comment?.body ?? '', preview.summary]) {
      expect(report).toMatch(
        /^### ApplySet preview: 2 to create, 0 to update, 0 to prune, 0 unchanged · 1 server warning · on `applyset-test`$/m,
      );
      expect(report).toContain('> **The API server warned once when dry-running these objects**');
      expect(report).toContain(`> - \`configmap/settings\` in \`${action.namespace.name}\`: ${escapeText(warned)}`);
      expect(report).not.toContain('<b>@acme/ops');
    }
    expect(preview.stdout).toContain(
      `::warning::configmap/settings in namespace ${action.namespace.name}: the API server warns: ${warned}`,
    );
    expect(preview.stdout).toContain(
      `configmap/settings created (server dry run)\n    Warning from the API server: ${warned}`,
    );
    const planned = JSON.parse(preview.outputs['plan'] ?? '{}') as {
      objects: { name: string; serverWarnings?: string[] }[];
    };
    expect(planned.objects.map(({ name, serverWarnings }) => ({ name, serverWarnings }))).toEqual([
      { name: 'settings', serverWarnings: [warned] },
      { name: 'labelled', serverWarnings: undefined },
    ]);

    const deploy = await action.run('push', pushEvent('1'.repeat(40)), inputs, { sha: '1'.repeat(40) });

    expect(deploy.exitCode, deploy.stdout).toBe(0);
    expect(deploy.summary).toMatch(
      /^### ApplySet apply: 2 created, 0 configured, 0 pruned, 0 unchanged; 2 ready · 1 server warning · on `applyset-test`$/m,
    );
    expect(deploy.summary).toContain('> **The API server warned once when applying these objects**');
  });
});
