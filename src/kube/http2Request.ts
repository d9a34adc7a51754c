import http2 from 'node:http2';
import { collectAnswer, failOnce, type InFlightBytes } from './answerBody.ts';
import type { StreamLease } from './http2Sessions.ts';
import type { RawRequest, RawResponse } from './rawRequest.ts';
import { deadlineError, type ResponseLimits } from './responseLimits.ts';
import { transientNetworkCode } from './retryPolicy.ts';
import { warningTexts } from './serverWarnings.ts';

export interface Http2Send {
  lease: StreamLease;
  /** Every header but the pseudo-headers, names in any case. */
  headers: Record<string, string>;
  limits: ResponseLimits;
  inFlight: InFlightBytes;
  /** No byte of answer for this long: the request fails with ETIMEDOUT and the session is checked. */
  idleMs: number;
  signal: AbortSignal | undefined;
}

const { NGHTTP2_CANCEL } = http2.constants;

/**
 * One request as a stream of an HTTP/2 session, within the same bounds as over HTTP/1.1 (idle
 * timeout, deadline, answer sizes, abort). A stream the server refused or reset, a GOAWAY that
 * left it unprocessed, or a session that died under it fails as a reset connection does (ECONNRESET): retried.
 */
export function sendOverHttp2(req: RawRequest, send: Http2Send): Promise<RawResponse> {
  const what = `${req.method} ${req.url.pathname}`;
  const { lease, limits } = send;
  return new Promise<RawResponse>((resolve, reject) => {
    let stream: http2.ClientHttp2Stream | undefined;
    let settled = false;
    const fail = failOnce(
      (error) => {
        settled = true;
        reject(error);
      },
      () => stream?.close(NGHTTP2_CANCEL),
    );
    const headers: http2.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(send.headers)) headers[name.toLowerCase()] = value;
    headers[':method'] = req.method;
    headers[':path'] = req.url.pathname + req.url.search;
    if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
    try {
      stream = lease.session.request(headers, {
        endStream: req.body === undefined,
        ...(send.signal ? { signal: send.signal } : {}),
      });
    } catch (error) {
      // The session went away between the lease and the request.
      lease.release();
      return reject(asReset(error));
    }
    const opened = stream;
    const deadline = setTimeout(
      () => fail(deadlineError(what, req.url.pathname, limits.deadlineMs)),
      limits.deadlineMs,
    );
    deadline.unref();
    opened.setTimeout(send.idleMs, () => {
      lease.suspect();
      fail(Object.assign(new Error(`no answer from the API server in ${send.idleMs / 1000}s`), { code: 'ETIMEDOUT' }));
    });
    opened.on('error', (error) => fail(asReset(error)));
    opened.on('close', () => {
      clearTimeout(deadline);
      lease.release();
      if (!settled)
        fail(asReset(new Error(`the HTTP/2 stream closed (code ${opened.rstCode}) before its answer ended`)));
    });
    opened.on('response', (answer, _flags, rawHeaders: string[]) => {
      const body = collectAnswer(what, Number(answer['content-length']), opened, limits, send.inFlight, fail);
      opened.on('end', () => {
        if (settled) return;
        settled = true;
        const retryAfter = answer['retry-after'];
        const warnings = warningTexts(rawHeaders.filter((_, i) => i % 2 === 1 && rawHeaders[i - 1] === 'warning'));
        resolve({
          status: Number(answer[':status'] ?? 0),
          text: body.text(),
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
          ...(warnings.length > 0 ? { warnings } : {}),
          protocol: 'h2',
        });
      });
    });
    opened.end(req.body);
  });
}

/** A failure of the stream or its session, said as a reset connection unless it is already one the retries know (or an abort). */
function asReset(error: unknown): unknown {
  if (transientNetworkCode(error) !== undefined) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  const message = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(`the HTTP/2 stream failed: ${message}`, { cause: error }), { code: 'ECONNRESET' });
}
