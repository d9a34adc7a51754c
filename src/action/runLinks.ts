import { defaultHolder } from '../applyset/applySetLock.ts';
import { sourceLinker } from '../github/sourceLinks.ts';
import type { ReportContext } from '../report/comment/commentLayouts.ts';
import type { RunnerContext } from './runnerContext.ts';

/** The link to this workflow run, when the runner says which it is. */
export function runUrl(runner: RunnerContext): string | undefined {
  if (!runner.repository || !runner.run) return undefined;
  return `${runner.serverUrl}/${runner.repository.owner}/${runner.repository.repo}/actions/runs/${runner.run.id}`;
}

/** The link to this attempt of the workflow run, when the runner says which it is. */
export function attemptUrlOf(runner: RunnerContext): string | undefined {
  const url = runUrl(runner);
  return url && `${url}${runner.run?.attempt ? `/attempts/${runner.run.attempt}` : ''}`;
}

/** Another run waiting for the lock names this one by its link. */
export function holderOf(runner: RunnerContext): string | undefined {
  const url = attemptUrlOf(runner);
  return url && `${url} (${defaultHolder()})`;
}

/** Links to the manifests' lines at the commit the run is for, when the runner says which repository it is. */
export function sourceLinkFor(runner: RunnerContext, sha: string): ReportContext['sourceLink'] {
  if (!runner.repository || !sha) return undefined;
  const repository = `${runner.repository.owner}/${runner.repository.repo}`;
  return sourceLinker({ serverUrl: runner.serverUrl, repository, sha, workspace: runner.workspace, cwd: runner.cwd });
}
