import { createDeployment, setDeploymentStatus } from '../github/deployments.ts';
import { describeApiError } from '../github/requestStatus.ts';
import { formatCounts } from '../report/summaryPhrases.ts';
import type { TargetResult } from '../targets/runTargets.ts';
import type { Target } from '../targets/targetsFile.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import type { SecretScrubber } from './secretScrubber.ts';
import { warnUntrusted } from './workflowLog.ts';

interface DeploymentRecord {
  /** Marks the deployment succeeded or failed, with a one-line description. */
  finish(success: boolean, description: string): Promise<void>;
}

/**
 * A deploy recorded as GitHub deployments, one per target that names an environment (a target's
 * own `deployment-environment:`, else the step's `deployment-environment` input), each in progress before the targets run
 * and marked success or failure with its counts once its run is over. A step that names one set
 * runs one target, whose environment is the input's.
 */
export async function startDeployments(
  access: GitHubAccess | undefined,
  targets: readonly Target[],
  step: { sha: string; environment: Target['environment']; logUrl: string | undefined },
): Promise<{ finish(results: readonly TargetResult[], secrets: SecretScrubber): Promise<void> }> {
  const records = new Map<string, DeploymentRecord>();
  if (access) {
    for (const target of targets) {
      const environment = target.environment ?? step.environment;
      if (!environment) continue;
      const { name, url } = environment;
      records.set(
        target.name,
        await startDeployment(access, {
          sha: step.sha,
          environment: name,
          environmentUrl: url,
          logUrl: step.logUrl,
          applyset: target.parent,
        }),
      );
    }
  }
  const one = targets.length === 1;
  return {
    async finish(results, secrets) {
      for (const result of results) {
        const record = records.get(result.target.name);
        if (!record) continue;
        const { name, parent } = result.target;
        if ('outcome' in result) await record.finish(true, secrets.text(formatCounts(result.outcome.summary, 'apply')));
        else
          await record.finish(
            false,
            secrets.text(
              `The deploy of ${one ? `ApplySet ${parent}` : `target ${name} (ApplySet ${parent})`} failed; the workflow run has the error`,
            ),
          );
      }
    },
  };
}

const NOTHING: DeploymentRecord = { finish: async () => undefined };

/**
 * A GitHub deployment of the commit to the environment, marked in progress: what makes the deploy
 * show on the pull request and the repository's environments page. GitHub refusing it (a token
 * without `deployments: write`) is a warning, never a failed deploy.
 */
async function startDeployment(
  access: GitHubAccess,
  deploy: {
    sha: string;
    environment: string;
    environmentUrl: string | undefined;
    logUrl: string | undefined;
    applyset: string;
  },
): Promise<DeploymentRecord> {
  const repository = { owner: access.owner, repo: access.repo };
  const status = (state: 'in_progress' | 'success' | 'failure', description: string) => ({
    state,
    description,
    logUrl: deploy.logUrl,
    environmentUrl: deploy.environmentUrl,
  });
  let id: number;
  try {
    id = await createDeployment(access.octokit, {
      ...repository,
      sha: deploy.sha,
      environment: deploy.environment,
      description: `ApplySet ${deploy.applyset}`,
    });
    await setDeploymentStatus(
      access.octokit,
      repository,
      id,
      status('in_progress', `Deploying ApplySet ${deploy.applyset}`),
    );
  } catch (error) {
    warn(error);
    return NOTHING;
  }
  return {
    async finish(success, description) {
      try {
        await setDeploymentStatus(access.octokit, repository, id, status(success ? 'success' : 'failure', description));
      } catch (error) {
        warn(error);
      }
    },
  };
}

function warn(error: unknown): void {
  warnUntrusted(
    `could not record the deployment on GitHub: ${describeApiError(error)}. Give the workflow permission (permissions: deployments: write) or leave the environment input empty; the deploy itself is not affected`,
  );
}
