import { UserError } from '../common/errors.ts';

/**
 * How much of the API server's answers a client takes in, and for how long. A broken or hostile
 * server, or an aggregated API behind it, could otherwise send an endless body, trickle one
 * byte at a time, follow every page with another, or write a watch event without end.
 */
export interface ResponseLimits {
  /** The most bytes of one answer (one page of a LIST). */
  responseBytes: number;
  /** The most bytes of the answers being received at once, over all of a client's requests. */
  inFlightBytes: number;
  /** How long one request may take, from sending it to the last byte of its answer. */
  deadlineMs: number;
  /** The most pages one LIST follows. */
  listPages: number;
  /** The most bytes of one LIST, over all its pages. */
  listBytes: number;
  /** The longest line of a watch (one event), in characters. */
  watchLine: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: ResponseLimits = {
  // One object is at most 1.5 MiB in etcd (about 3 MiB as JSON); a LIST page too large is asked for again in smaller pages.
  responseBytes: 64 * MiB,
  // Four answers at the limit: what one process can buffer beside its parsed objects without running out of heap.
  inFlightBytes: 256 * MiB,
  // kube-apiserver ends a request after its --request-timeout (60 s by default; raised to a few minutes on some
  // clusters); 5 minutes outlasts that and a 64 MiB page over a 256 KiB/s link, and still ends a trickling body.
  deadlineMs: 5 * 60_000,
  // 500,000 objects at 500 a page: far more than one kind of one namespace holds.
  listPages: 1_000,
  // Parsed, a LIST takes two to three times its size in memory: 512 MiB is what Node's heap on GitHub's runners can hold.
  listBytes: 512 * MiB,
  // A watch event holds one object: a fraction of the answer limit.
  watchLine: 16 * MiB,
};

/** The most of a server's message kept or shown: a paragraph, not a 20 MB dump. */
export const SERVER_MESSAGE_LIMIT = 4096;

/** A message from the server at most {@link SERVER_MESSAGE_LIMIT} characters long, saying when it was cut. */
export function cutServerMessage(message: string): string {
  if (message.length <= SERVER_MESSAGE_LIMIT) return message;
  let end = SERVER_MESSAGE_LIMIT;
  // Not between the two halves of a surrogate pair.
  if (/[\ud800-\udbff]/.test(message.charAt(end - 1))) end--;
  return `${message.slice(0, end)}… (${message.length - end} more characters not shown)`;
}

/** A size in the units a reader thinks in. */
export function formatBytes(bytes: number): string {
  return bytes >= MiB
    ? `${Math.round((bytes / MiB) * 10) / 10} MiB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KiB`
      : `${bytes} bytes`;
}

/**
 * An answer over one of the {@link ResponseLimits}: a server that sends it would send it again, so
 * it is not retried. `limit` says which was passed.
 */
export class ResponseLimitError extends UserError {
  readonly limit: keyof ResponseLimits;

  constructor(limit: keyof ResponseLimits, message: string, hint: string) {
    super(message, { hint });
    this.name = 'ResponseLimitError';
    this.limit = limit;
  }
}

/** What to check, said of the API path whose answer passed a limit. */
export function checkServerHint(path: string): string {
  return `an API server does not answer this way: check it, or the aggregated API serving ${path} (kubectl get --raw '${path}' shows what it answers)`;
}

export function answerTooLarge(
  what: string,
  path: string,
  limit: number,
  announced: number | undefined,
): ResponseLimitError {
  const size = announced === undefined ? '' : ` (${formatBytes(announced)}, its Content-Length says)`;
  return new ResponseLimitError(
    'responseBytes',
    `${what}: the API server's answer is larger than ${formatBytes(limit)}${size}, the most one answer may be`,
    checkServerHint(path),
  );
}

export function inFlightTooLarge(what: string, bytes: number, limit: number): ResponseLimitError {
  return new ResponseLimitError(
    'inFlightBytes',
    `${what}: the answers being received at once came to ${formatBytes(bytes)}, over the ${formatBytes(limit)} they may hold together`,
    'lower concurrency (--concurrency) if the objects are this large; otherwise the API server, or an aggregated API behind it, sends far more than it should: check it',
  );
}

export function deadlineError(what: string, path: string, limitMs: number): ResponseLimitError {
  return new ResponseLimitError(
    'deadlineMs',
    `${what}: the API server's answer took longer than ${limitMs / 1000} s, the most one request may take`,
    checkServerHint(path),
  );
}
