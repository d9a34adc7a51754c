import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { constants, Http2ServerRequest } from 'node:http2';

/*
 * The proxy speaks HTTP/2 to clients that offer it (ALPN) and HTTP/1.1 to the others; Node's
 * compatibility API gives both the same request and response objects, but for these few differences.
 */

/** A client's request, by HTTP/1.1 or as an HTTP/2 stream. */
export type ProxyRequest = IncomingMessage | Http2ServerRequest;
/**
 * What the proxy uses of an answer, common to node:http's ServerResponse and node:http2's
 * Http2ServerResponse (which has flushHeaders, though its types do not say so).
 */
export interface ProxyResponse {
  writeHead(status: number, headers?: OutgoingHttpHeaders): unknown;
  write(chunk: Buffer | string, callback?: () => void): boolean;
  end(chunk?: Buffer | string): unknown;
  flushHeaders(): void;
  readonly writableFinished: boolean;
  /** HTTP/1.1: whether the connection is gone. */
  readonly destroyed?: boolean;
  /** HTTP/2: the answer's stream. */
  readonly stream?: { readonly destroyed: boolean };
  on(event: 'close' | 'drain', listener: () => void): unknown;
  once(event: 'close' | 'drain', listener: () => void): unknown;
}

/** Whether the client went away (its connection closed, or its stream reset). */
export function gone(res: ProxyResponse): boolean {
  return res.stream ? res.stream.destroyed : res.destroyed === true;
}

/**
 * Ends the request abruptly, as a network failure or a dying server would: over HTTP/1.1 its
 * connection is cut; over HTTP/2 its stream is reset (RST_STREAM), `refused` saying the server never
 * processed it (REFUSED_STREAM), else INTERNAL_ERROR, as Go's server resets a stream whose handler died.
 */
export function cut(req: ProxyRequest, refused = false): void {
  if (req instanceof Http2ServerRequest)
    req.stream.close(refused ? constants.NGHTTP2_REFUSED_STREAM : constants.NGHTTP2_INTERNAL_ERROR);
  else req.socket.destroy();
}

/**
 * HTTP/2: the session is told to go away (GOAWAY, no error), this request and any opened after it
 * left unprocessed, those before it finishing, as a server shutting down gracefully does. HTTP/1.1: cut.
 */
export function goAway(req: ProxyRequest): void {
  if (!(req instanceof Http2ServerRequest)) return cut(req);
  const { session } = req.stream;
  const id = req.stream.id ?? 1;
  if (session && !session.destroyed) {
    session.goaway(constants.NGHTTP2_NO_ERROR, Math.max(0, id - 2));
    session.close();
  }
  cut(req, true);
}

/** The HTTP/2 session or HTTP/1.1 socket the request came on: the client's connection. */
export function connectionOf(req: ProxyRequest): object {
  return req instanceof Http2ServerRequest ? (req.stream.session ?? req.stream) : req.socket;
}
