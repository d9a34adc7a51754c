// mode: report as the last job of the two-workflow setup's matrix, in a workflow_run: its plan documents are of the
// render run's head commit and its comment goes on the pull request GitHub names for that run (for a fork's, looked
// up through the API by the fork's branch), as a bundle's preview does; not the default branch's commit the job runs on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { runAction } from '../../../src/action/runAction.ts';
import type { RunnerContext } from '../../../src/action/runnerContext.ts';
import { PLAN_DOCUMENT_VERSION, writePlanDocument } from '../../../src/targets/planDocument.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { planDocument, planObject } from '../report/planFixtures.ts';
import { runnerContext } from './runnerFixture.ts';

vi.mock('@actions/core');

const HEAD = 'a'.repeat(40);
const DEFAULT_BRANCH_SHA = 'd'.repeat(40);
const KEY = 'targets=.github/applysets.yaml;cluster=0123abcd';

let github: FakeGitHub;
let dir: string;

beforeAll(async () => {
  github = await startFakeGitHub();
});
afterAll(async () => {
  await github.close();
});
beforeEach(async () => {
  vi.resetAllMocks();
  vi.mocked(core.group).mockImplementation((_name, fn) => fn());
  github.requests.length = 0;
  github.comments.length = 0;
  dir = await mkdtemp(join(tmpdir(), 'report-workflow-run-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The planner's and one matrix job's documents, of `commit`. */
async function planDocuments(commit: string): Promise<void> {
  await writePlanDocument(dir, {
    kind: 'applyset-action/targets-selection',
    version: PLAN_DOCUMENT_VERSION,
    commit,
    run: [{ name: 'web', reason: 'apps/web/config.yaml changed' }],
    skipped: [],
  });
  const outcome = planDocument([planObject({ action: 'create', name: 'web-config' })]);
  await writePlanDocument(dir, {
    kind: 'applyset-action/targets-plan',
    version: PLAN_DOCUMENT_VERSION,
    commit,
    key: KEY,
    targets: [{ name: 'web', reason: 'apps/web/config.yaml changed', outcome, error: undefined }],
  });
}

/** The report step of a workflow_run of the render run at HEAD, on the branch `feature` of `headRepository`. */
function reportRun(headRepository: string, listed: number[]): RunnerContext {
  return runnerContext({
    inputs: { mode: 'report', 'plan-documents': dir, 'github-token': 'report-token' },
    eventName: 'workflow_run',
    payload: {
      action: 'completed',
      workflow_run: {
        id: 42,
        path: '.github/workflows/render.yml',
        head_sha: HEAD,
        head_branch: 'feature',
        pull_requests: listed.map((number) => ({ number, head: { ref: 'feature', sha: HEAD } })),
        repository: { full_name: 'acme/shop' },
        head_repository: { full_name: headRepository },
      },
      repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' }, default_branch: 'main' },
    },
    // A workflow_run job runs on the default branch's commit, not the pull request's.
    sha: DEFAULT_BRANCH_SHA,
    apiUrl: github.url,
    run: { id: '43', attempt: '1' },
    workspace: dir,
    cwd: dir,
    tempDir: dir,
  });
}

const failures = (): string[] => vi.mocked(core.setFailed).mock.calls.map(([message]) => String(message));

it("reports a fork's matrix on the pull request of the fork's branch at the run's head, for that commit", async () => {
  github.forkHeads.set(7, 'forker/shop');
  github.openHeads.set(7, { sha: HEAD, ref: 'feature' });
  await planDocuments(HEAD);
  await runAction(reportRun('forker/shop', []));
  expect(failures()).toEqual([]);
  expect(github.requests.map((r) => r.url)).toContainEqual(
    expect.stringMatching(/^\/repos\/acme\/shop\/pulls\?.*head=forker%3Afeature/),
  );
  expect(github.comments.map((c) => c.issueNumber)).toEqual([7]);
  expect(github.comments[0]!.body).toContain(`Commit \`${HEAD.slice(0, 7)}\``);
});

it('reports on the pull request GitHub lists on the run, and refuses plan documents of another commit than its head', async () => {
  await planDocuments(DEFAULT_BRANCH_SHA);
  await runAction(reportRun('acme/shop', [9]));
  expect(failures()).toEqual([
    expect.stringContaining(`is of commit ${DEFAULT_BRANCH_SHA.slice(0, 12)}, not ${HEAD.slice(0, 12)}`),
  ]);
  expect(github.comments).toEqual([]);

  await rm(dir, { recursive: true, force: true });
  vi.mocked(core.setFailed).mockClear();
  await planDocuments(HEAD);
  await runAction(reportRun('acme/shop', [9]));
  expect(failures()).toEqual([]);
  expect(github.comments.map((c) => c.issueNumber)).toEqual([9]);
});
