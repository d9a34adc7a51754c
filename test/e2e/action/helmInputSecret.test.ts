// The values a workflow hands helm (`helm: set:`, a values file an earlier step wrote from a secret) go to a chart
// the pull request may write, whose template can print them into its error (`{{ fail .Values.db.password }}`), which
// the comment shows: the action masks them in the log and scrubs them from the comment and the summary, as written
// and in base64. A values file the repository holds is the pull request's own: its words are not masked, or a pull
// request could hide any word from the comment. Rendered with the real helm, with no network, as a preview is.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { delimiter, dirname } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type {} from '../../cluster/controlPlane/provided.ts';
import { helmPath } from '../../cluster/helm/helmPath.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { runActionProcess } from './actionProcess.ts';
import { pullRequestEvent } from './eventPayloads.ts';
import { createWorkspace, type Workspace } from './workspace.ts';

const kubeconfigPath = inject('kubeconfigPath');
const PR = { owner: 'acme', repo: 'shop', issueNumber: 45 };
const base64 = (text: string): string => Buffer.from(text).toString('base64');

let github: FakeGitHub;
let workspace: Workspace;
let helm: string;

beforeAll(async () => {
  [github, workspace, helm] = await Promise.all([startFakeGitHub(), createWorkspace(), helmPath()]);
  // The checkout: the chart and a values file are the repository's; the secret values file is written by an earlier step.
  await workspace.write('chart/Chart.yaml', 'apiVersion: v2\nname: web\nversion: 1.0.0\n');
  await workspace.write(
    'chart/templates/leak.yaml',
    '{{ fail (printf "password %s, token %s, encoded %s, mode %s" .Values.db.password .Values.api.token (b64enc .Values.db.password) .Values.mode) }}\n',
  );
  await workspace.write('values/committed.yaml', 'mode: prune\n');
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: workspace.dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
      },
    });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'chart');
});
afterAll(() => github?.close());

it("hides a set value and a generated values file's values that a pull request's chart prints, and no word of a committed values file", async () => {
  const password = `pw-${randomBytes(12).toString('hex')}`;
  const token = `tk-${randomBytes(12).toString('hex')}`;
  await workspace.write('values/from-secret.yaml', `api:\n  token: ${token}\n`);
  const run = await runActionProcess({
    inputs: {
      manifests: 'chart',
      applyset: 'web',
      // The render fails before anything is read or written in it.
      namespace: 'helm-input-secret',
      kubeconfig: await readFile(kubeconfigPath, 'utf8'),
      'github-token': 'ghs_fake-token',
      helm: `values: [values/committed.yaml, values/from-secret.yaml]\nset:\n  db.password: ${password}\n`,
    },
    eventName: 'pull_request',
    payload: pullRequestEvent({ number: PR.issueNumber, headSha: '5'.repeat(40) }),
    githubApiUrl: github.url,
    workspace: workspace.dir,
    env: { PATH: [dirname(helm), process.env['PATH'] ?? ''].join(delimiter) },
  });

  expect(run.exitCode).toBe(1);
  const comment = github.commentsOn(PR).at(-1)?.body ?? '';
  expect(comment).toContain('password ***, token ***, encoded ***, mode prune');
  const lines = run.stdout.split('\n');
  const error = lines.findIndex((line) => line.startsWith('::error::'));
  for (const value of [password, base64(password), token]) {
    // Masked in the log before the render's error is logged, and absent from what the runner does not mask.
    expect(lines.indexOf(`::add-mask::${value}`)).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf(`::add-mask::${value}`)).toBeLessThan(error);
    for (const text of [comment, run.summary, run.outputFile]) expect(text).not.toContain(value);
  }
  expect(run.stdout).not.toContain('::add-mask::prune');
});
