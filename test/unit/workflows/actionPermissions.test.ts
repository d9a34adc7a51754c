// The permissions each job of the workflows users copy gives the action's token, against what its mode
// writes to GitHub (docs/action.md's modes): act does not enforce `permissions:`, and a job without
// `pull-requests: write` passes there but comments nothing on GitHub.
import * as yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../../src/common/isRecord.ts';
import { actionSteps, workflowOf } from '../../workflows/act/userWorkflows.ts';
import { lineInRepository, repositoryWorkflows } from '../../workflows/repositoryWorkflows.ts';

/** The events on which a run comments on a pull request: its own, on push the merged one's, on workflow_run the rendered one's. */
const COMMENTING_EVENTS = ['pull_request', 'pull_request_target', 'push', 'workflow_run'];

/** The write permissions a step of the action needs (`with` its inputs), on `events`. */
function neededWrites(step: Record<string, unknown>, events: string[]): string[] {
  const mode = String(step['mode'] ?? 'auto');
  if (mode === 'drift' || mode === 'verify') return ['issues'];
  // A render writes only its bundle file: the workflow uploads it.
  if (mode === 'plan-targets' || mode === 'render') return [];
  // A matrix job's preview given plan-documents hands its report to the report job, which comments.
  const handsOn = step['plan-documents'] !== undefined && mode !== 'report';
  if (handsOn) return [];
  const comments = step['comment'] !== 'never' && events.some((event) => COMMENTING_EVENTS.includes(event));
  // An apply records a GitHub deployment in the environment the input names (docs/action.md).
  const records = step['deployment-environment'] !== undefined && mode !== 'preview' && mode !== 'destroy';
  return [...(comments ? ['pull-requests'] : []), ...(records ? ['deployments'] : [])];
}

/** Whether `permissions:` (a job's, else the workflow's) lets the token write `scope`. */
function writes(permissions: unknown, scope: string): boolean {
  return permissions === 'write-all' || (isRecord(permissions) && permissions[scope] === 'write');
}

const workflows = repositoryWorkflows()
  .filter(({ file }) => !file.startsWith('.github/'))
  .map((found) => ({ found, workflow: workflowOf(lineInRepository(found, 1), 'workflow.yml', found.text) }))
  .filter(({ workflow }) => actionSteps(workflow).length > 0);

describe('the workflows users copy', () => {
  it('are found in README.md, docs/ and examples/workflows/', () => {
    const files = new Set(workflows.map(({ found }) => found.file));
    for (const file of [
      'README.md',
      'docs/targets.md',
      'examples/workflows/deploy.yml',
      'examples/workflows/pr-environment.yml',
    ])
      expect(files).toContain(file);
  });

  it('give each job that runs the action the write permissions its mode needs: pull-requests for its comment, issues for drift, deployments for a deployment-environment', () => {
    const missing = workflows.flatMap(({ workflow }) => {
      const doc = yaml.load(workflow.text) as {
        permissions?: unknown;
        jobs: Record<string, { permissions?: unknown }>;
      };
      const events = [...workflow.on.keys()];
      return actionSteps(workflow).flatMap(({ job, step }) => {
        const permissions = doc.jobs[job]?.permissions ?? doc.permissions;
        return neededWrites(step.with ?? {}, events)
          .filter((scope) => !writes(permissions, scope))
          .map((scope) => `${workflow.source} job ${job}: ${scope}: write`);
      });
    });
    expect(missing).toEqual([]);
  });

  it('would want deployments: write of a deploy that records a deployment, and none of its preview (no workflow users copy names one yet)', () => {
    expect(neededWrites({ 'deployment-environment': 'production' }, ['push'])).toEqual([
      'pull-requests',
      'deployments',
    ]);
    expect(
      neededWrites({ mode: 'apply', comment: 'never', 'deployment-environment': 'production' }, ['workflow_dispatch']),
    ).toEqual(['deployments']);
    expect(neededWrites({ mode: 'preview', 'deployment-environment': 'production' }, ['pull_request'])).toEqual([
      'pull-requests',
    ]);
  });
});
