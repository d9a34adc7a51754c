import { cutServerMessage, SERVER_MESSAGE_LIMIT } from './responseLimits.ts';

type StatusCause = { reason?: string; message?: string; field?: string };

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
    causes?: StatusCause[];
    retryAfterSeconds?: number;
  };
}

/** A non-2xx answer from the API server, after any retries; what it says is cut to {@link SERVER_MESSAGE_LIMIT}. */
export class ApiError extends Error {
  readonly status: number;
  readonly reason: string;
  readonly causes: StatusCause[];
  /** What the answer is about: for a 404, the object that is missing (`{ kind: 'namespaces', name }` when it is the namespace). */
  readonly subject: { kind: string; name: string } | undefined;
  /** Whether the answer was a Kubernetes Status: a web server's or a proxy's page is not one. */
  readonly isStatus: boolean;

  constructor(status: number, body: StatusBody | undefined, fallback: string) {
    super(serverText(body?.message) ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.reason = serverText(body?.reason) ?? '';
    this.causes = keptCauses(Array.isArray(body?.details?.causes) ? body.details.causes : []);
    const { kind, name } = body?.details ?? {};
    this.subject = kind !== undefined && name !== undefined ? { kind, name } : undefined;
    this.isStatus = body?.kind === 'Status';
  }
}

/**
 * The causes whose text fits in {@link SERVER_MESSAGE_LIMIT} together (a conflict names a field per
 * cause), then one saying how many more there were.
 */
function keptCauses(causes: readonly unknown[]): StatusCause[] {
  const kept: StatusCause[] = [];
  let length = 0;
  for (const cause of causes) {
    const { reason, message, field } = (typeof cause === 'object' && cause !== null ? cause : {}) as Record<
      string,
      unknown
    >;
    const shown: StatusCause = { reason: serverText(reason), message: serverText(message), field: serverText(field) };
    length += (shown.reason?.length ?? 0) + (shown.message?.length ?? 0) + (shown.field?.length ?? 0);
    if (length > SERVER_MESSAGE_LIMIT && kept.length > 0) {
      kept.push({ field: '…', message: `${causes.length - kept.length} more not shown` });
      break;
    }
    kept.push(shown);
  }
  return kept;
}

/** A string field of the server's Status, cut; anything else (a hostile server's object) is dropped. */
function serverText(value: unknown): string | undefined {
  return typeof value === 'string' ? cutServerMessage(value) : undefined;
}

export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

/** A request into a namespace that does not exist: the server names the namespace as what is missing. */
export function isNamespaceMissing(error: unknown, namespace: string): boolean {
  return isNotFound(error) && error.subject?.kind === 'namespaces' && error.subject.name === namespace;
}

/** The caller may not do this (403), or is not who it says (401): what it cannot read, it reports as unread. */
export function isForbidden(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 403 || error.status === 401);
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
