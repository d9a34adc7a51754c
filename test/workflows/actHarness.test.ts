// The act harness itself, on workflows of its own: what the user-workflow tests rely on (secrets
// delivered intact, outputs and the job summary read back, jobs skipped by their if:, Node 24 for
// the steps, act's disregard of types:, a run that hangs killed with every process it started, every line of a
// failing step).
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeBinDirectory } from './act/actProcess.ts';
import { prepareStandIns, type StandIns } from './act/standIns.ts';
import { createUserRepository, type UserRepository } from './act/userRepository.ts';
import { type UserWorkflow, workflowOf } from './act/userWorkflows.ts';
import { pullRequestPayload, pushPayload } from './act/webhookPayloads.ts';
import { workflowRunner } from './act/workflowRunner.ts';
import { triggers } from './act/workflowTriggers.ts';
import type {} from './tools/provided.ts';

// A secret that godotenv's escapes, expansions and quotes would each change if the file were written naively.
const TRICKY = 'line one "quoted" $HOME ${PATH} back\\slash\nline two \'single\'\n';
const NAME = { owner: 'acme', name: 'harness', defaultBranch: 'main' };

const { act } = inject('workflowTools');
let dir: string;
let standIns: StandIns;
let repository: UserRepository;
let workflow: UserWorkflow;
let hanging: UserWorkflow;
let openedOnly: UserWorkflow;
let failing: UserWorkflow;
/** What the failing step prints before its message: enough that act's copy of it is still under way when it exits. */
const FAILING_LINES = 3000;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'applyset-act-harness-'));
  standIns = await prepareStandIns(join(dir, 'stand-ins'));
  const pidFile = join(dir, 'sleeper.pid');
  workflow = workflowOf(
    'the harness workflow',
    'harness.yml',
    `name: harness
on:
  push:
jobs:
  never:
    if: github.event_name == 'pull_request'
    runs-on: ubuntu-latest
    steps:
      - run: echo never
  main:
    runs-on: ubuntu-latest
    steps:
      - id: digest
        env:
          VALUE: \${{ secrets.TRICKY }}
        run: |
          echo "sha256=$(printf '%s' "$VALUE" | sha256sum | cut -c1-64)" >> "$GITHUB_OUTPUT"
          echo "### The harness's summary" >> "$GITHUB_STEP_SUMMARY"
      - env:
          SHA: \${{ steps.digest.outputs.sha256 }}
        run: echo "digest $SHA"
      - run: node --version
`,
  );
  hanging = workflowOf(
    'the hanging workflow',
    'hangs.yml',
    `name: hangs
on: push
jobs:
  hang:
    runs-on: ubuntu-latest
    steps:
      - run: trap '' HUP; echo $$ > ${pidFile}; sleep 600
`,
  );
  openedOnly = workflowOf(
    'a workflow for opened pull requests',
    'opened.yml',
    `name: opened
on:
  pull_request:
    types: [opened]
jobs:
  greet:
    runs-on: ubuntu-latest
    steps:
      - run: echo "ran for \${{ github.event.action }}"
`,
  );
  // The message is built at run time: act's log also names a step by its script.
  failing = workflowOf(
    'a workflow whose step fails after much output',
    'fails.yml',
    `name: fails
on: push
jobs:
  fail:
    runs-on: ubuntu-latest
    steps:
      - run: node -e "for (let n = 0; n < ${FAILING_LINES}; n++) console.log('line ' + n); console.error('the ' + 'message'); process.exit(1)"
`,
  );
  repository = await createUserRepository(join(dir, 'repository'), NAME, {
    workflows: [workflow, hanging, openedOnly, failing],
    manifests: { from: join(import.meta.dirname, '../../examples/shop'), path: 'k8s' },
  });
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the act harness', () => {
  // No GitHub: the harness's workflows call none.
  const runnerWithin = (timeoutMs: number) =>
    workflowRunner({
      act,
      nodeBin: nodeBinDirectory(),
      standIns,
      gitHubApiUrl: 'http://127.0.0.1:9',
      workDir: dir,
      timeoutMs,
    });
  const push = async () =>
    pushPayload(NAME, {
      branch: 'main',
      before: '0'.repeat(40),
      after: await repository.head(),
      message: 'harness',
      modified: [],
    });

  it('delivers secrets intact, reads outputs, the summary and skipped jobs back, and runs steps on Node 24', async () => {
    const runner = runnerWithin(120_000);
    const run = await runner.run(repository, workflow, { name: 'push', payload: await push() }, { TRICKY });
    console.log(`act start-up: a workflow of 3 run steps took ${(run.durationMs / 1000).toFixed(2)} s`);
    expect(run.exitCode, run.tail()).toBe(0);
    expect(run.job('never').result).toBe('skipped');
    expect(run.job('main').result).toBe('success');
    const digest = createHash('sha256').update(TRICKY).digest('hex');
    expect(run.step('main', 'digest').outputs).toEqual({ sha256: digest });
    expect(run.step('main', 'digest').summary).toBe("### The harness's summary\n");
    expect(run.step('main', '1').output).toEqual([`digest ${digest}`]);
    expect(run.step('main', '2').output).toEqual([`v${process.versions.node}`]);
  }, 60_000);

  it("runs a workflow whatever its types: say, so GitHub's trigger rules are applied before act", async () => {
    const runner = runnerWithin(120_000);
    const head = { ref: 'feature', sha: await repository.head() };
    const closed = pullRequestPayload(NAME, {
      number: 1,
      title: 'closed',
      action: 'closed',
      head,
      base: { ref: 'main', sha: head.sha },
    });
    const run = await runner.run(repository, openedOnly, { name: 'pull_request', payload: closed }, {});
    expect(run.step('greet', '0').output, run.tail()).toEqual(['ran for closed']);
    expect(triggers(openedOnly.on, { name: 'pull_request', payload: closed, changedFiles: [] })).toBe(false);
  }, 60_000);

  // act as released returned from a failed step before copying its last output (test/workflows/tools/build-tools.sh
  // builds it fixed): most runs of this step lost its message and a third of its lines; a short failing step lost its
  // message now and then under load, which failed a test that checks a refusal's message.
  it('keeps every line a failing step printed, its message last', async () => {
    const runner = runnerWithin(120_000);
    const run = await runner.run(repository, failing, { name: 'push', payload: await push() }, {});
    expect(run.exitCode).not.toBe(0);
    expect(run.job('fail').result).toBe('failure');
    // The terminal's line end after the last line may come as a line of its own.
    const output = run.step('fail', '0').output.filter((line) => line !== '');
    expect(output.at(-1), JSON.stringify(run.step('fail', '0').output.slice(-3))).toBe('the message');
    expect(output.filter((line) => line.startsWith('line ')).length).toBe(FAILING_LINES);
  }, 60_000);

  it('kills a run that outlives its timeout, with every process it started', async () => {
    const runner = runnerWithin(5_000);
    const run = await runner.run(repository, hanging, { name: 'push', payload: await push() }, {});
    expect(run.timedOut).toBe(true);
    expect(run.exitCode).toBeNull();
    const sleeper = Number(await readFile(join(dir, 'sleeper.pid'), 'utf8'));
    expect(sleeper).toBeGreaterThan(1);
    // Killed (it ignores the hang-up of its terminal when act dies): gone, or a zombie waiting for init to reap it, within moments of the kill.
    const state = () =>
      readFile(`/proc/${sleeper}/stat`, 'utf8').then(
        (stat) => stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3),
        () => 'gone',
      );
    for (let waited = 0; !/^(gone|Z)$/.test(await state()) && waited < 5000; waited += 100) await sleep(100);
    expect(await state()).toMatch(/^(gone|Z)$/);
  }, 60_000);
});
