// The permissions each job of the workflows users copy gives the action's token, against what its mode
// writes to GitHub (docs/action.md's modes): act does not enforce `permissions:`, and a job without
// `pull-requests: write` passes there but comments nothing on GitHub.
import * as yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../../src/isRecord.ts';
import { actionSteps, workflowOf } from '../../workflows/act/userWorkflows.ts';
import { lineInRepository, repositoryWorkflows } from '../../workflows/repositoryWorkflows.ts';

/** The events on which a run comments on a pull request: its own, or on push the merged one's. */
const COMMENTING_EVENTS = ['pull_request', 'pull_request_target', 'push'];

/** The write permission a step of the action needs, or none. */
function neededWrite(mode: string, comment: string | undefined, events: string[], planDocuments: boolean): string | undefined {
  if (mode === 'drift' || mode === 'verify') return 'issues';
  // A matrix job's preview given plan-documents hands its report to the report job, which comments.
  if (mode === 'plan-targets' || comment === 'never' || (planDocuments && mode !== 'report')) return undefined;
  return events.some((event) => COMMENTING_EVENTS.includes(event)) ? 'pull-requests' : undefined;
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
    for (const file of ['README.md', 'docs/targets.md', 'examples/workflows/deploy.yml', 'examples/workflows/pr-environment.yml']) expect(files).toContain(file);
  });

  it('give each job that runs the action the write permission its mode needs: pull-requests for its comment, issues for drift', () => {
    const missing = workflows.flatMap(({ workflow }) => {
      const doc = yaml.load(workflow.text) as { permissions?: unknown; jobs: Record<string, { permissions?: unknown }> };
      const events = [...workflow.on.keys()];
      return actionSteps(workflow).flatMap(({ job, step }) => {
        const scope = neededWrite(String(step.with?.['mode'] ?? 'auto'), step.with?.['comment'] === undefined ? undefined : String(step.with['comment']), events, step.with?.['plan-documents'] !== undefined);
        const permissions = doc.jobs[job]?.permissions ?? doc.permissions;
        return scope === undefined || writes(permissions, scope) ? [] : [`${workflow.source} job ${job}: ${scope}: write`];
      });
    });
    expect(missing).toEqual([]);
  });
});
