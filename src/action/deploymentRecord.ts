import { createDeployment, setDeploymentStatus } from '../github/deployments.ts';
import { describeApiError } from '../github/requestStatus.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import { warnUntrusted } from './workflowLog.ts';

export interface DeploymentRecord {
  /** Marks the deployment succeeded or failed, with a one-line description. */
  finish(success: boolean, description: string): Promise<void>;
}

const NOTHING: DeploymentRecord = { finish: async () => undefined };

/**
 * A GitHub deployment of the commit to the environment, marked in progress: what makes the deploy
 * show on the pull request and the repository's environments page. GitHub refusing it (a token
 * without `deployments: write`) is a warning, never a failed deploy.
 */
export async function startDeployment(
  access: GitHubAccess,
  deploy: { sha: string; environment: string; environmentUrl: string | undefined; logUrl: string | undefined; applyset: string },
): Promise<DeploymentRecord> {
  const repository = { owner: access.owner, repo: access.repo };
  const status = (state: 'in_progress' | 'success' | 'failure', description: string) => ({ state, description, logUrl: deploy.logUrl, environmentUrl: deploy.environmentUrl });
  let id: number;
  try {
    id = await createDeployment(access.octokit, { ...repository, sha: deploy.sha, environment: deploy.environment, description: `ApplySet ${deploy.applyset}` });
    await setDeploymentStatus(access.octokit, repository, id, status('in_progress', `Deploying ApplySet ${deploy.applyset}`));
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
  warnUntrusted(`could not record the deployment on GitHub: ${describeApiError(error)}. Give the workflow permission (permissions: deployments: write) or leave the environment input empty; the deploy itself is not affected`);
}
