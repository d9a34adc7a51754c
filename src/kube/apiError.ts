/** The server's `Status` body, as far as this project reads it. */
export interface StatusBody {
  kind?: string;
  status?: string;
  message?: string;
  reason?: string;
  code?: number;
  details?: {
    name?: string;
    kind?: string;
    causes?: { reason?: string; message?: string; field?: string }[];
    retryAfterSeconds?: number;
  };
}

/** A non-2xx answer from the API server, after any retries. */
export class ApiError extends Error {
  readonly status: number;
  readonly reason: string;
  readonly causes: { reason?: string; message?: string; field?: string }[];
  /** What the answer is about: for a 404, the object that is missing (`{ kind: 'namespaces', name }` when it is the namespace). */
  readonly subject: { kind: string; name: string } | undefined;

  constructor(status: number, body: StatusBody | undefined, fallback: string) {
    super(body?.message ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.reason = body?.reason ?? '';
    this.causes = body?.details?.causes ?? [];
    const { kind, name } = body?.details ?? {};
    this.subject = kind !== undefined && name !== undefined ? { kind, name } : undefined;
  }
}

export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

/** A request into a namespace that does not exist: the server names the namespace as what is missing. */
export function isNamespaceMissing(error: unknown, namespace: string): boolean {
  return isNotFound(error) && error.subject?.kind === 'namespaces' && error.subject.name === namespace;
}

export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/** The run was cancelled: this request was not sent, or its answer was abandoned. */
export class CancelledError extends Error {
  constructor(message = 'cancelled', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CancelledError';
  }
}

/**
 * The API server stayed unreachable or overloaded for longer than the retry timeout: the same
 * cause for every request that gave up meanwhile, so reports show it once, with a count.
 */
export class ApiUnavailableError extends Error {
  /** `unreachable (ECONNREFUSED)`, `overloaded (HTTP 429)`, ... */
  readonly problem: string;
  readonly forMs: number;

  constructor(problem: string, forMs: number, cause: unknown) {
    super(`API server ${problem} for ${Math.round(forMs / 1000)} s`, { cause });
    this.name = 'ApiUnavailableError';
    this.problem = problem;
    this.forMs = forMs;
  }
}
