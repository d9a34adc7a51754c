import type http from 'node:http';
import tls from 'node:tls';

/**
 * How long a new connection (name lookup, TCP, TLS handshake) may take. kubectl gives the TLS
 * handshake 10 s; a cluster that never answered is said within a few seconds, not after the
 * request's 60 s idle timeout or the OS's two-minute connect timeout.
 */
export const CONNECT_TIMEOUT_MS = 4_000;

/** Fails `request` with code ECONNECTTIMEOUT when its new connection is not made in {@link CONNECT_TIMEOUT_MS}; a kept-alive one is not timed. */
export function limitConnect(request: http.ClientRequest, fail: (error: unknown) => void): void {
  request.once('socket', (socket) => {
    if (!socket.connecting) return;
    const timer = setTimeout(() => fail(connectTimeoutError()), CONNECT_TIMEOUT_MS);
    const made = () => clearTimeout(timer);
    socket.once(socket instanceof tls.TLSSocket ? 'secureConnect' : 'connect', made);
    socket.once('close', made);
  });
}

/** A new connection not made within {@link CONNECT_TIMEOUT_MS}, with the code the client's retries know. */
export function connectTimeoutError(): Error {
  return Object.assign(new Error(`no connection within ${CONNECT_TIMEOUT_MS / 1000} s`), { code: 'ECONNECTTIMEOUT' });
}
