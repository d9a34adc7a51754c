// The act harness itself, on a workflow of its own: what the user-workflow tests rely on (secrets
// delivered intact, outputs and the job summary read back, jobs skipped by their if:, Node 24 for
// the steps, a run that hangs killed with every process it started). Needs no cluster.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actPath, nodeBinDirectory } from '../../workflows/act/actProcess.ts';
import { prepareStandIns, type StandIns } from '../../workflows/act/standIns.ts';
import { createUserRepository, type UserRepository } from '../../workflows/act/userRepository.ts';
import { readmeWorkflows, type UserWorkflow } from '../../workflows/act/userWorkflows.ts';
import { pushPayload } from '../../workflows/act/webhookPayloads.ts';
import { workflowRunner } from '../../workflows/act/workflowRunner.ts';

// A secret that godotenv's escapes, expansions and quotes would each change if the file were written naively.
const TRICKY = 'line one "quoted" $HOME ${PATH} back\\slash\nline two \'single\'\n';
const NAME = { owner: 'acme', name: 'harness', defaultBranch: 'main' };

let act: string;
let dir: string;
let standIns: StandIns;
let repository: UserRepository;
let workflow: UserWorkflow;
let hanging: UserWorkflow;

beforeAll(async () => {
  [act, dir] = await Promise.all([actPath(), mkdtemp(join(tmpdir(), 'applyset-act-harness-'))]);
  standIns = await prepareStandIns(join(dir, 'stand-ins'));
  const pidFile = join(dir, 'sleeper.pid');
  // Written as a README block would be, so the extraction reads it as users' workflows are read.
  const found = readmeWorkflows(`
\`\`\`yaml
name: harness
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
\`\`\`

\`\`\`yaml
name: hangs
on: push
jobs:
  hang:
    runs-on: ubuntu-latest
    steps:
      - run: echo $$ > ${pidFile}; sleep 600
\`\`\`
`);
  if (found.length !== 2) throw new Error(`the harness's README text holds ${found.length} workflows, not 2`);
  [workflow, hanging] = found as [UserWorkflow, UserWorkflow];
  repository = await createUserRepository(join(dir, 'repository'), NAME, { workflows: [workflow, hanging], manifests: { from: join(import.meta.dirname, '../../../examples/shop'), path: 'k8s' } });
}, 900_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the act harness', () => {
  const push = async () => pushPayload(NAME, { branch: 'main', before: '0'.repeat(40), after: await repository.head(), message: 'harness', modified: [] });

  it('delivers secrets intact, reads outputs, the summary and skipped jobs back, and runs steps on Node 24', async () => {
    const runner = workflowRunner({ act, nodeBin: nodeBinDirectory(), standIns, gitHubApiUrl: 'http://127.0.0.1:9', workDir: dir, timeoutMs: 120_000 });
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
  });

  it('kills a run that outlives its timeout, with every process it started', async () => {
    const runner = workflowRunner({ act, nodeBin: nodeBinDirectory(), standIns, gitHubApiUrl: 'http://127.0.0.1:9', workDir: dir, timeoutMs: 5_000 });
    const run = await runner.run(repository, hanging, { name: 'push', payload: await push() }, {});
    expect(run.timedOut).toBe(true);
    expect(run.exitCode).toBeNull();
    const sleeper = Number(await readFile(join(dir, 'sleeper.pid'), 'utf8'));
    expect(sleeper).toBeGreaterThan(1);
    // Killed, and reaped or a zombie waiting for init to reap it.
    const state = await readFile(`/proc/${sleeper}/stat`, 'utf8').then((stat) => stat.split(') ')[1]?.[0], () => 'gone');
    expect(state).toMatch(/^(gone|Z)$/);
  });
});
