// Every workflow users run or copy, linted as CI would lint the repository's own: the workflows of
// .github/workflows and examples/workflows, and each workflow block of README.md and docs/*.md,
// read from the markdown here so that what the docs show cannot drift from what is linted.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCommand } from '../cluster/runCommand.ts';
import {
  lineInRepository,
  REPOSITORY_ROOT,
  repositoryWorkflows,
  type RepositoryWorkflow,
} from './repositoryWorkflows.ts';
import type {} from './tools/provided.ts';

const tools = inject('workflowTools');
const ZIZMOR_CONFIG = join(REPOSITORY_ROOT, '.github/zizmor.yml');

/** Workflows by the path the linters read them at: files where they are, markdown blocks written out. */
type WorkflowFiles = Map<string, RepositoryWorkflow>;

async function writeOut(workflows: RepositoryWorkflow[], dir: string): Promise<WorkflowFiles> {
  const files: WorkflowFiles = new Map();
  for (const [index, workflow] of workflows.entries()) {
    // A file of the repository is linted in place: actionlint then checks a `uses: ./` step's
    // inputs against the checkout's action.yml.
    if (workflow.wholeFile) {
      files.set(join(REPOSITORY_ROOT, workflow.file), workflow);
      continue;
    }
    const path = join(dir, `${index}-${workflow.file.replaceAll('/', '-')}-${workflow.firstLine}.yml`);
    await writeFile(path, workflow.text);
    files.set(path, workflow);
  }
  return files;
}

function located(files: WorkflowFiles, path: string, line: number): string {
  const workflow = files.get(resolve(path));
  if (!workflow) throw new Error(`a linter reported a file it was not given: ${path}`);
  return lineInRepository(workflow, line);
}

interface ActionlintError {
  filepath: string;
  line: number;
  kind: string;
  message: string;
}

/**
 * actionlint's findings, one line each. ShellCheck and pyflakes, which it runs on `run:` scripts
 * when they are installed, are turned off: GitHub's runners have ShellCheck and this machine may
 * not, and a lint that passes here must pass in CI. Injection into scripts is zizmor's to find.
 */
async function actionlint(files: WorkflowFiles): Promise<string[]> {
  const result = await runCommand(tools.actionlint, [
    '-no-color',
    '-format',
    '{{json .}}',
    '-shellcheck=',
    '-pyflakes=',
    ...files.keys(),
  ]);
  // 0: nothing found; 1: problems found; anything else: actionlint itself failed.
  expect([0, 1], result.stderr).toContain(result.code);
  return (JSON.parse(result.stdout) as ActionlintError[]).map(
    (error) => `${located(files, error.filepath, error.line)}: ${error.message} [${error.kind}]`,
  );
}

interface ZizmorFinding {
  ident: string;
  desc: string;
  determinations: { severity: string };
  locations: {
    symbolic: { key: { Local?: { verbatim_path: string } }; annotation: string; kind: string };
    concrete: { location: { start_point: { row: number } } };
  }[];
}

/**
 * zizmor's findings, one line each, of every severity and confidence. The persona is `regular`,
 * zizmor's "minimal false positives" set: this is a gate that fails the build, so each finding is
 * fixed or ignored with a reason in .github/zizmor.yml. `pedantic` adds style (unnamed jobs) and
 * asks every workflow for a concurrency group, which the drift check of docs/drift.md does not need;
 * `auditor` flags the preview job's repository secret, which is deliberate (its identity can only
 * dry-run, and pull requests must reach it). `--offline`: no GitHub API here or in CI's sandbox.
 */
async function zizmor(files: WorkflowFiles): Promise<string[]> {
  const result = await runCommand(tools.zizmor, [
    '--offline',
    '--no-progress',
    '--persona',
    'regular',
    '--format',
    'json',
    '--no-exit-codes',
    '--config',
    ZIZMOR_CONFIG,
    ...files.keys(),
  ]);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as ZizmorFinding[]).map((finding) => {
    const where = finding.locations.find((location) => location.symbolic.kind === 'Primary');
    const place = where?.symbolic.key.Local
      ? located(files, where.symbolic.key.Local.verbatim_path, where.concrete.location.start_point.row + 1)
      : 'somewhere';
    return `${place}: ${finding.ident} (${finding.determinations.severity}): ${finding.desc}: ${where?.symbolic.annotation ?? ''}`;
  });
}

interface Workflow {
  jobs: Record<string, { steps?: { uses?: string; with?: Record<string, unknown> }[] }>;
}
interface ActionMetadata {
  inputs: Record<string, { required?: boolean }>;
}

describe('the workflows users run or copy', () => {
  const workflows = repositoryWorkflows();
  let dir: string;
  let files: WorkflowFiles;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'applyset-workflow-lint-'));
    files = await writeOut(workflows, dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("are found: the repository's, the examples', and the workflows README.md and docs/ show", () => {
    const count = (file: string) => workflows.filter((workflow) => workflow.file === file).length;
    expect(count('.github/workflows/ci.yml')).toBe(1);
    expect(count('.github/workflows/release.yml')).toBe(1);
    expect(count('examples/workflows/deploy.yml')).toBe(1);
    expect(count('examples/workflows/pr-environment.yml')).toBe(1);
    // The smallest workflow; the drift check, the per-pull-request environment and the Helm chart on their pages.
    expect(count('README.md')).toBe(1);
    for (const page of ['docs/drift.md', 'docs/pr-environments.md', 'docs/helm-charts.md'])
      expect(count(page), page).toBe(1);
    // Keyless logins to EKS, GKE and AKS.
    expect(count('docs/credentials.md')).toBe(3);
    expect(count('docs/action.md')).toBeGreaterThanOrEqual(1);
  });

  it('have nothing actionlint reports', { timeout: 60_000 }, async () => {
    expect(await actionlint(files)).toEqual([]);
  });

  it('have nothing zizmor reports', { timeout: 60_000 }, async () => {
    expect(await zizmor(files)).toEqual([]);
  });

  // zizmor reads Dependabot's configuration too (its cooldown, for one), which keeps the workflows' actions current.
  it('and the Dependabot configuration beside them has nothing zizmor reports', { timeout: 60_000 }, async () => {
    const file = '.github/dependabot.yml';
    const config: WorkflowFiles = new Map([
      [
        join(REPOSITORY_ROOT, file),
        { file, wholeFile: true, firstLine: 1, text: await readFile(join(REPOSITORY_ROOT, file), 'utf8') },
      ],
    ]);
    expect(await zizmor(config)).toEqual([]);
  });

  it('give the action only inputs action.yml declares, and the required ones', async () => {
    const action = yaml.load(await readFile(join(REPOSITORY_ROOT, 'action.yml'), 'utf8')) as ActionMetadata;
    const required = Object.keys(action.inputs).filter((name) => action.inputs[name]?.required);
    const steps = workflows.flatMap((workflow) =>
      Object.values((yaml.load(workflow.text) as Workflow).jobs).flatMap((job) =>
        (job.steps ?? [])
          .filter((step) => step.uses === './' || step.uses?.startsWith('org/applyset-action@'))
          .map((step) => ({ workflow, inputs: Object.keys(step.with ?? {}) })),
      ),
    );
    expect(steps.length).toBeGreaterThanOrEqual(8);
    for (const { workflow, inputs } of steps) {
      expect(Object.keys(action.inputs), `${workflow.file}:${workflow.firstLine}`).toEqual(
        expect.arrayContaining(inputs),
      );
      expect(inputs, `${workflow.file}:${workflow.firstLine}`).toEqual(expect.arrayContaining(required));
    }
  });
});

// The linters and their configuration catch what they are here for: were a flag or the
// configuration to silence them, the tests above would pass on anything.
describe('the linters, on a workflow with known faults', () => {
  const faulty: RepositoryWorkflow = {
    file: 'faulty.yml',
    wholeFile: false,
    firstLine: 1,
    text: [
      'on: pull_request',
      'permissions: {}',
      'jobs:',
      '  greet:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '        with:',
      '          persist-credentials: false',
      '      - run: echo "${{ github.event.pull_request.title }}"',
      '        env:',
      '          GREETING: ${{ steps.greeting.outputs.text }}',
      '',
    ].join('\n'),
  };
  let dir: string;
  let files: WorkflowFiles;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'applyset-workflow-lint-'));
    files = await writeOut([faulty], dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('actionlint reports the output of a step that does not exist', { timeout: 60_000 }, async () => {
    expect(await actionlint(files)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^faulty\.yml:12: .*"greeting" is not defined/)]),
    );
  });

  it("zizmor reports the unpinned action and the pull request's title in a script", { timeout: 60_000 }, async () => {
    const findings = await zizmor(files);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^faulty\.yml:7: unpinned-uses/),
        expect.stringMatching(/^faulty\.yml:10: template-injection/),
      ]),
    );
  });
});
