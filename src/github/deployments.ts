import type { GitHubClient } from './commentMarker.ts';

export type DeploymentState = 'in_progress' | 'success' | 'failure';

export interface DeploymentTarget {
  owner: string;
  repo: string;
  /** The commit deployed. */
  sha: string;
  environment: string;
  description: string;
}

/**
 * Creates a GitHub deployment of `sha` to the environment. `auto_merge` is off (a deploy of a
 * commit never merges branches) and no status checks are required: this very run's checks are
 * still pending while it deploys.
 */
export async function createDeployment(octokit: GitHubClient, target: DeploymentTarget): Promise<number> {
  const { owner, repo, sha, environment, description } = target;
  const response = await octokit.rest.repos.createDeployment({
    owner,
    repo,
    ref: sha,
    environment,
    description,
    auto_merge: false,
    required_contexts: [],
  });
  if (!('id' in response.data))
    throw new Error(`GitHub did not create the deployment: ${response.data.message ?? 'no reason given'}`);
  return response.data.id;
}

export interface DeploymentStatus {
  state: DeploymentState;
  description: string;
  /** The workflow run, where the deploy's log is. */
  logUrl: string | undefined;
  environmentUrl: string | undefined;
}

export async function setDeploymentStatus(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  id: number,
  status: DeploymentStatus,
): Promise<void> {
  await octokit.rest.repos.createDeploymentStatus({
    ...repository,
    deployment_id: id,
    state: status.state,
    // GitHub keeps at most 140 characters.
    description: status.description.slice(0, 140),
    ...(status.logUrl ? { log_url: status.logUrl } : {}),
    ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
    auto_inactive: true,
  });
}
