// The action with a targets file, on a pull request: only the targets whose inputs changed since the
// pull request's base are previewed (from git in the checkout), each one's ApplySet on the real
// cluster, and one comment holds a table of them, what was skipped and why; `matrix` names them.
import { execFileSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import * as payloads from '../../fakes/github/eventPayloads.ts';
import { readTargetFingerprints } from '../../../src/review/targetFingerprints.ts';
import { kubeconfig, useActionFixture } from '../action/actionFixture.ts';

const configMap = (name: string, value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "${value}"\n`;

describe('the action over a targets file', () => {
  const action = useActionFixture('targets-action');
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: action.workspace.dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
      },
    }).trim();

  it('previews only the changed targets, comments a table of them with the skipped ones, sets matrix, and deploys only them on the push', async () => {
    const ns = action.namespace.name;
    await action.workspace.write(
      '.github/applysets.yaml',
      `targets:
  - {name: web, manifests: apps/web, applyset: web, namespace: ${ns}}
  - {name: db, manifests: apps/db, applyset: db, namespace: ${ns}}
  - {name: shared, manifests: apps/shared, applyset: shared, namespace: ${ns}}
`,
    );
    await action.workspace.write('apps/base/kustomization.yaml', 'resources: [settings.yaml]\n');
    await action.workspace.write('apps/base/settings.yaml', configMap('shared-settings', '1'));
    await action.workspace.write('apps/web/kustomization.yaml', 'resources: [web.yaml]\n');
    await action.workspace.write('apps/web/web.yaml', configMap('web', '1'));
    await action.workspace.write('apps/db/db.yaml', configMap('db', '1'));
    await action.workspace.write('apps/shared/kustomization.yaml', 'resources: [../base]\n');
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    const base = git('rev-parse', 'HEAD');
    await action.workspace.write('apps/web/web.yaml', configMap('web', '2'));
    await action.workspace.write('apps/base/settings.yaml', configMap('shared-settings', '2'));
    git('commit', '-qam', 'change web and the shared base');
    const head = git('rev-parse', 'HEAD');
    const PR = { owner: 'acme', repo: 'shop', issueNumber: 23 };
    const event = payloads.pullRequestEvent({
      owner: 'acme',
      repo: 'shop',
      number: PR.issueNumber,
      action: 'synchronize',
      before: base,
      headSha: head,
      baseSha: base,
    });

    const run = await action.run(
      'pull_request',
      event,
      { kubeconfig, 'github-token': 'ghs_workflow-token' },
      { sha: head },
    );

    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['matrix'] ?? '')).toEqual(['web', 'shared']);
    expect(JSON.parse(run.outputs['skipped-targets'] ?? '')).toEqual(['db']);
    expect(JSON.parse(run.outputs['targets'] ?? '')).toEqual([
      { target: 'web', summary: { create: 1, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 0 } },
      { target: 'shared', summary: { create: 1, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 0 } },
    ]);
    const [comment, ...others] = action.github.commentsOn(PR);
    expect(others).toEqual([]);
    expect(comment?.body).toContain('### ApplySet preview of 2 targets, 1 unchanged and skipped');
    expect(comment?.body).toContain('| web | 1 | 0 | 0 | 0 | 0 | – | – |');
    expect(comment?.body).toContain('- db: nothing under its manifests changed since');
    expect(comment?.body).toContain('_Why it ran: apps/base/settings.yaml changed_');
    // Each previewed target's fingerprint, right after the comment's marker line, for the deploy after the merge.
    expect([
      ...readTargetFingerprints(comment?.body.slice(comment.body.indexOf('\n') + 1) ?? '').fingerprints.keys(),
    ]).toEqual(['web', 'shared']);
    expect(run.summary).toContain('| shared | 1 |');
    expect(run.stdout).toContain('skipped target db: nothing under its manifests changed');

    // A matrix job: one target by name, its own comment, and the one-set outputs.
    const job = await action.run(
      'pull_request',
      event,
      { kubeconfig, 'github-token': 'ghs_workflow-token', 'only-targets': 'db' },
      { sha: head },
    );
    expect(job.exitCode, job.stdout).toBe(0);
    expect(job.outputs['created']).toBe('1');
    expect(action.github.commentsOn(PR)).toHaveLength(2);
    expect(action.github.commentsOn(PR)[1]?.body).toContain('### ApplySet preview of 1 target');

    // The merge's push deploys only what changed since the push's before, and records its commit in each set's history.
    const push = payloads.pushEvent({ owner: 'acme', repo: 'shop', before: base, after: head });
    const deploy = await action.run(
      'push',
      push,
      { kubeconfig, 'github-token': 'ghs_workflow-token', comment: 'false' },
      { sha: head },
    );
    expect(deploy.exitCode, deploy.stdout).toBe(0);
    expect(JSON.parse(deploy.outputs['matrix'] ?? '')).toEqual(['web', 'shared']);
    expect(deploy.summary).toContain('### ApplySet apply of 2 targets, 1 unchanged and skipped');
    const kubectl = (...args: string[]) =>
      execFileSync(inject('kubectlPath'), ['--kubeconfig', inject('kubeconfigPath'), '-n', ns, ...args], {
        encoding: 'utf8',
      });
    expect(
      kubectl('get', 'configmaps', '-o', 'name')
        .split('\n')
        .filter((line) => line.startsWith('configmap/') && !line.includes('kube-root-ca'))
        .sort(),
    ).toEqual(['configmap/shared-settings', 'configmap/web']);
    expect(kubectl('get', 'secret', 'web', '-o', 'jsonpath={.metadata.annotations}')).toContain(head);
  });
});

describe('the targets-file input naming a file other than .github/applysets.yaml', () => {
  const action = useActionFixture('targets-input');

  it('runs the targets of the named file, not those of .github/applysets.yaml', async () => {
    const ns = action.namespace.name;
    await action.workspace.write(
      'deploy/clusters.yaml',
      `targets:\n  - {name: web, manifests: apps/web, applyset: web, namespace: ${ns}}\n`,
    );
    // The default file is there too, with a target of its own: the input must win over it.
    await action.workspace.write(
      '.github/applysets.yaml',
      `targets:\n  - {name: other, manifests: apps/other, applyset: other, namespace: ${ns}}\n`,
    );
    await action.workspace.write('apps/web/web.yaml', configMap('web', '1'));
    await action.workspace.write('apps/other/other.yaml', configMap('other', '1'));
    const sha = 'b'.repeat(40);
    const push = payloads.pushEvent({ owner: 'acme', repo: 'shop', before: 'a'.repeat(40), after: sha });

    const deploy = await action.run(
      'push',
      push,
      {
        kubeconfig,
        'github-token': 'ghs_workflow-token',
        'targets-file': 'deploy/clusters.yaml',
        'changed-only': 'false',
      },
      { sha },
    );

    expect(deploy.exitCode, deploy.stdout).toBe(0);
    expect(JSON.parse(deploy.outputs['matrix'] ?? '')).toEqual(['web']);
    expect(deploy.summary).toContain('### ApplySet apply of 1 target');
    const kubectl = (...args: string[]) =>
      execFileSync(inject('kubectlPath'), ['--kubeconfig', inject('kubeconfigPath'), '-n', ns, ...args], {
        encoding: 'utf8',
      });
    expect(
      kubectl('get', 'configmaps', '-o', 'name')
        .split('\n')
        .filter((line) => line.startsWith('configmap/') && !line.includes('kube-root-ca'))
        .sort(),
    ).toEqual(['configmap/web']);
    expect(kubectl('get', 'secrets', '-o', 'name')).not.toContain('secret/other');
  });
});
