import { errorMessage } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';

/** The HTTP status of a failed GitHub API request (octokit's RequestError), or undefined for any other error. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = isRecord(error) ? error['status'] : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** `GitHub answered 403 (Resource not accessible by integration)`, for warnings. */
export function describeApiError(error: unknown): string {
  const status = httpStatusOf(error);
  const message = errorMessage(error);
  return status === undefined ? message : `GitHub answered ${status} (${message})`;
}
