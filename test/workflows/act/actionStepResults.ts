import type { StepRecord } from './actLog.ts';
import type { WorkflowRun } from './workflowRunner.ts';
import { type UserWorkflow, type WorkflowStep, actionSteps } from './userWorkflows.ts';

/*
 * What a run of a user's workflow did, read against the workflow's text: which of this action's
 * steps ran and what they output, and what the later steps that read those outputs printed.
 */

export interface ActionStepResult {
  job: string;
  step: StepRecord;
}

/** act's id of a step: its `id:`, else its index in the job. */
function stepId(steps: readonly WorkflowStep[], step: WorkflowStep): string {
  return step.id ?? String(steps.indexOf(step));
}

/** This action's steps in the jobs that ran (not skipped by their `if:`). */
export function ranActionSteps(run: WorkflowRun, workflow: UserWorkflow): ActionStepResult[] {
  return actionSteps(workflow)
    .filter(({ job }) => run.jobs.get(job)?.result !== 'skipped')
    .map(({ job, step }) => ({ job, step: run.step(job, stepId(workflow.jobs[job]?.steps ?? [], step)) }));
}

export interface OutputEcho {
  job: string;
  step: string;
  /** The line the step prints, from the outputs the runner recorded. */
  expected(outputsOf: (stepId: string) => Record<string, string>): string;
}

const OUTPUT_EXPRESSION = /^\$\{\{\s*steps\.([\w-]+)\.outputs\.([\w-]+)\s*\}\}$/;

/**
 * The `run:` steps that print an earlier step's outputs passed through `env:` (`VAR: ${{
 * steps.<id>.outputs.<name> }}`) with one `echo "..."`: the line each prints, given the outputs.
 */
export function outputEchoes(workflow: UserWorkflow): OutputEcho[] {
  return Object.entries(workflow.jobs).flatMap(([job, { steps }]) =>
    steps.flatMap((step) => {
      const echoed = /^echo "([^"]*)"\s*$/.exec(step.run?.trim() ?? '')?.[1];
      const variables = Object.entries(step.env ?? {}).flatMap(([name, value]) => {
        const match = OUTPUT_EXPRESSION.exec(String(value));
        return match ? [{ name, step: match[1] ?? '', output: match[2] ?? '' }] : [];
      });
      if (echoed === undefined || variables.length === 0) return [];
      return [
        {
          job,
          step: stepId(steps, step),
          expected: (outputsOf) =>
            echoed.replace(/\$\{?(\w+)\}?/g, (text, name: string) => {
              const variable = variables.find((v) => v.name === name);
              return variable ? (outputsOf(variable.step)[variable.output] ?? '') : text;
            }),
        },
      ];
    }),
  );
}
