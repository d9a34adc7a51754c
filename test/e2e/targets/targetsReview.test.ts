// The deploy of many targets after a merge, against what each target's preview showed on the pull
// request: with on-unreviewed-changes: fail one target changed after the review stops every target
// before the first write; with warn both deploy, and the merged pull request's targets comment
// becomes the deploy's report of both, with the unreviewed change called out.
import { execFileSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import * as payloads from '../../fakes/github/eventPayloads.ts';
import { readTargetFingerprints } from '../../../src/review/targetFingerprints.ts';
import { kubeconfig, useActionFixture } from '../action/actionFixture.ts';

const configMap = (name: string, value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "${value}"\n`;

describe('the deploy of a targets file compares each target with its review', () => {
  const action = useActionFixture('targets-review');
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
  const kubectl = (...args: string[]) =>
    execFileSync(
      inject('kubectlPath'),
      ['--kubeconfig', inject('kubeconfigPath'), '-n', action.namespace.name, ...args],
      { encoding: 'utf8' },
    );
  const live = (name: string) => kubectl('get', 'configmap', name, '-o', 'jsonpath={.data.VALUE}');
  const commit = async (message: string, values: { web: string; db: string }) => {
    await action.workspace.write('apps/web/web.yaml', configMap('web', values.web));
    await action.workspace.write('apps/db/db.yaml', configMap('db', values.db));
    git('add', '-A');
    git('commit', '-qm', message);
    return git('rev-parse', 'HEAD');
  };

  it('refuses every target with fail when one changed after the review, and with warn deploys both and reports them on the merged pull request', async () => {
    const ns = action.namespace.name;
    const inputs = { kubeconfig, 'github-token': 'ghs_workflow-token' };
    await action.workspace.write(
      '.github/applysets.yaml',
      `targets:
  - {name: web, manifests: apps/web, applyset: web, namespace: ${ns}}
  - {name: db, manifests: apps/db, applyset: db, namespace: ${ns}}
`,
    );
    git('init', '-q', '-b', 'main');
    const base = await commit('base', { web: '1', db: '1' });
    // The first deploy: a direct push, routine without a review.
    const first = await action.run(
      'push',
      payloads.pushEvent({ owner: 'acme', repo: 'shop', before: '0'.repeat(40), after: base }),
      { ...inputs, 'changed-only': 'false' },
      { sha: base },
    );
    expect(first.exitCode, first.stdout).toBe(0);
    expect([live('web'), live('db')]).toEqual(['1', '1']);

    const head = await commit('web 2, db 2', { web: '2', db: '2' });
    const PR = { owner: 'acme', repo: 'shop', issueNumber: 31 };
    const preview = await action.run(
      'pull_request',
      payloads.pullRequestEvent({
        owner: 'acme',
        repo: 'shop',
        number: PR.issueNumber,
        action: 'synchronize',
        before: base,
        headSha: head,
        baseSha: base,
      }),
      inputs,
      { sha: head },
    );
    expect(preview.exitCode, preview.stdout).toBe(0);
    const previewed = action.github.commentsOn(PR)[0]?.body ?? '';
    const fingerprints = readTargetFingerprints(previewed.slice(previewed.indexOf('\n') + 1));
    expect([...fingerprints.fingerprints.keys()]).toEqual(['web', 'db']);

    // The merge brings a change to web that the preview did not show (pushed to the branch after the review).
    const merged = await commit('web 3, after the review', { web: '3', db: '2' });
    action.github.mergedPullRequests.set(merged, [PR.issueNumber]);
    const push = payloads.pushEvent({ owner: 'acme', repo: 'shop', before: base, after: merged });

    const refused = await action.run('push', push, { ...inputs, 'on-unreviewed-changes': 'fail' }, { sha: merged });

    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toMatch(
      /^::error::2 of 2 targets failed: web: this deploy would create, update or prune objects that the preview reviewed on pull request #31 did not show/m,
    );
    expect(refused.stdout).toContain(
      'db: target db was not deployed: the deploy of web was refused (on-unreviewed-changes: fail), so no target was written',
    );
    // Nothing written to either target, though db planned what its preview showed.
    expect([live('web'), live('db')]).toEqual(['1', '1']);
    // The targets comment stays as its reviewers saw it; the deploy's report is a comment of its own below it.
    const [previewComment, refusedComment, ...others] = action.github.commentsOn(PR);
    expect(others).toEqual([]);
    expect(previewComment?.body).toBe(previewed);
    expect(refusedComment?.body).toContain('| web | 0 | 1 | 0 | 0 | 0 | **failed**, **refused: unreviewed** | – |');
    expect(refusedComment?.body).toContain(
      'This deploy was refused before it wrote anything: it would not do what the reviewed preview showed',
    );

    const deployed = await action.run('push', push, { ...inputs, 'on-unreviewed-changes': 'warn' }, { sha: merged });

    expect(deployed.exitCode, deployed.stdout).toBe(0);
    expect([live('web'), live('db')]).toEqual(['3', '2']);
    expect(deployed.stdout).toMatch(
      /^::warning::\[web\] the deploy differs from the preview reviewed on pull request #31: 1 object\(s\)/m,
    );
    expect(deployed.stdout).toContain('[db] The deploy plans what the preview on pull request #31 showed.');
    // The next deploy compared with the same review, and updated its own report.
    const [reviewed, report, ...more] = action.github.commentsOn(PR);
    expect(more).toEqual([]);
    expect(reviewed?.body).toBe(previewed);
    expect(report?.id).toBe(refusedComment?.id);
    expect(report?.body).toContain('### ApplySet apply of 2 targets');
    expect(report?.body).toContain('| web | 0 | 1 | 0 | 0 | 0 | **unreviewed changes** | 1 ready |');
    expect(report?.body).toContain('| db | 0 | 1 | 0 | 0 | 0 | – | 1 ready |');
    expect(report?.body).toContain('**This deploy did not do what the reviewed preview showed.**');
    expect(report?.body).toContain(
      `\`configmap/web\` in \`${ns}\`: configured with a different diff than the reviewed preview showed`,
    );
  });
});
