// A kubeconfig per cluster: a target's kubeconfig-env names the environment variable (set in the
// step's env: from a secret) holding its cluster's kubeconfig, used in place of the step's. Here the
// variable holds a ServiceAccount's kubeconfig that may write only in the first namespace, so what
// each target could write shows which kubeconfig it ran with.
import { describe, expect, inject, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace } from '../../cluster/testNamespace.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from '../action/actionFixture.ts';
import { pushEvent } from '../action/eventPayloads.ts';
import { serviceAccountKubeconfig } from '../action/serviceAccountKubeconfig.ts';

const SHA = '8'.repeat(40);
const configMap = (name: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "1"\n`;

describe('a kubeconfig per cluster in a targets file', () => {
  const action = useActionFixture('targets-kubeconfigs');
  const kubectl = (...args: string[]) => runCommand(inject('kubectlPath'), ['--kubeconfig', kubeconfigPath, ...args]);
  const inputs = { kubeconfig, 'github-token': 'ghs_workflow-token', 'changed-only': 'false' };

  it('runs each target with its own kubeconfig from the variable its kubeconfig-env names, masked in the log', async () => {
    const own = action.namespace.name;
    const other = await createTestNamespace(kubeconfigPath, 'targets-kubeconfigs-other');
    try {
      const rbac = [
        { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'east', namespace: own } },
        {
          apiVersion: 'rbac.authorization.k8s.io/v1',
          kind: 'RoleBinding',
          metadata: { name: 'east-admin', namespace: own },
          roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'admin' },
          subjects: [{ kind: 'ServiceAccount', name: 'east', namespace: own }],
        },
      ];
      await action.workspace.write('rbac.json', JSON.stringify({ apiVersion: 'v1', kind: 'List', items: rbac }));
      expect((await kubectl('apply', '-f', `${action.workspace.dir}/rbac.json`)).code).toBe(0);
      const east = await serviceAccountKubeconfig(connectToApi(kubeconfigPath), kubeconfigPath, own, 'east');
      const token = /token: (\S+)/.exec(east)?.[1] ?? '';
      expect(token).not.toBe('');

      await action.workspace.write(
        '.github/applysets.yaml',
        `targets:
  - {name: web, manifests: apps/web, applyset: web, namespace: ${own}, kubeconfig-env: EAST_KUBECONFIG}
  - {name: web-elsewhere, manifests: apps/web, applyset: web, namespace: ${other.name}, kubeconfig-env: EAST_KUBECONFIG}
  - {name: db, manifests: apps/db, applyset: db, namespace: ${other.name}}
`,
      );
      await action.workspace.write('apps/web/web.yaml', configMap('web'));
      await action.workspace.write('apps/db/db.yaml', configMap('db'));

      const unset = await action.run('push', pushEvent(SHA), inputs, { sha: SHA });
      expect(unset.exitCode).toBe(1);
      expect(unset.stdout).toContain(
        '.github/applysets.yaml:2: target "web": the environment variable EAST_KUBECONFIG (kubeconfig-env) is empty or not set',
      );
      expect((await kubectl('get', 'configmap', 'db', '-n', other.name)).code).not.toBe(0);

      const deploy = await action.run('push', pushEvent(SHA), inputs, { sha: SHA, env: { EAST_KUBECONFIG: east } });
      expect(deploy.exitCode).toBe(1);
      // web ran as the ServiceAccount: it may write in its namespace, not in the other; db ran with the step's kubeconfig.
      expect((await kubectl('get', 'configmap', 'web', '-n', own)).code).toBe(0);
      expect((await kubectl('get', 'configmap', 'db', '-n', other.name)).code).toBe(0);
      expect((await kubectl('get', 'configmap', 'web', '-n', other.name)).code).not.toBe(0);
      expect(deploy.stdout).toMatch(/1 of 3 targets failed: web-elsewhere: .*forbidden/i);
      expect(deploy.stdout).toContain(`::add-mask::${token}`);
      // The runner hides what it was asked to mask; nothing else in the log shows the token.
      expect(
        deploy.stdout
          .split('\n')
          .filter((line) => !line.startsWith('::add-mask::'))
          .join('\n'),
      ).not.toContain(token);
    } finally {
      await other.delete();
    }
  }, 180_000);
});
