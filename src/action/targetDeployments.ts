import { formatCounts } from '../report/summaryPhrases.ts';
import type { TargetResult } from '../targets/runTargets.ts';
import type { Target } from '../targets/targetsFile.ts';
import { type DeploymentRecord, startDeployment } from './deploymentRecord.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import type { ActionInputs } from './readInputs.ts';
import type { SecretScrubber } from './secretScrubber.ts';

/**
 * A deploy of many targets recorded as GitHub deployments, one per target that names an
 * environment (its own `environment:`, or the step's `environment` input), each in progress before
 * the targets run and marked success or failure with its counts or error once its run is over.
 */
export async function startTargetDeployments(
  access: GitHubAccess | undefined,
  targets: readonly Target[],
  step: { sha: string; environment: ActionInputs['environment']; logUrl: string | undefined },
): Promise<{ finish(results: readonly TargetResult[], secrets: SecretScrubber): Promise<void> }> {
  const records = new Map<string, DeploymentRecord>();
  if (access) {
    for (const target of targets) {
      const environment = target.environment ?? step.environment;
      if (!environment) continue;
      records.set(target.name, await startDeployment(access, { sha: step.sha, environment: environment.name, environmentUrl: environment.url, logUrl: step.logUrl, applyset: target.parent }));
    }
  }
  return {
    async finish(results, secrets) {
      for (const result of results) {
        const record = records.get(result.target.name);
        if (!record) continue;
        if ('outcome' in result) await record.finish(true, secrets.text(formatCounts(result.outcome.summary, 'apply')));
        else await record.finish(false, secrets.text(`The deploy of target ${result.target.name} (ApplySet ${result.target.parent}) failed; the workflow run has the error`));
      }
    },
  };
}
