/*
 * The few REST requests a release makes, with the token of the release job. No dependency: the job that
 * holds `contents: write` runs nothing but this repository's own code.
 */

export interface GitHubAnswer {
  status: number;
  body: unknown;
}

export interface GitHubApi {
  /** Sends one request; any status comes back, and the caller decides which are errors. */
  request(method: string, path: string, body?: object): Promise<GitHubAnswer>;
}

/** A request GitHub answers in minutes is one that will not be answered: the job fails, and a re-run retries it. */
const REQUEST_TIMEOUT_MS = 60_000;

export function gitHubApi(baseUrl: string, token: string): GitHubApi {
  return {
    async request(method, path, body) {
      const response = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${token}`,
          'x-github-api-version': '2022-11-28',
          'user-agent': 'applyset-action-release',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
    },
  };
}

/** The answer's body when its status is one of `expected`; otherwise an error naming the request and GitHub's message. */
export function expectStatus(answer: GitHubAnswer, request: string, ...expected: number[]): unknown {
  if (expected.includes(answer.status)) return answer.body;
  const message =
    typeof answer.body === 'object' && answer.body !== null && 'message' in answer.body
      ? String(answer.body.message)
      : '';
  throw new Error(`${request}: GitHub answered ${answer.status}${message ? `: ${message}` : ''}`);
}
