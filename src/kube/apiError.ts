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

  constructor(status: number, body: StatusBody | undefined, fallback: string) {
    super(body?.message ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.reason = body?.reason ?? '';
    this.causes = body?.details?.causes ?? [];
  }
}

export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}
