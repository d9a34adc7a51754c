import type { EventEmitter } from 'node:events';
import { answerTooLarge, inFlightTooLarge, type ResponseLimits } from './responseLimits.ts';

/** Bytes of the answers being received now, over all of a transport's requests (HTTP/1.1 and HTTP/2 alike). */
export interface InFlightBytes {
  bytes: number;
}

/**
 * Collects an answer's body within the limits: at most {@link ResponseLimits.responseBytes} for
 * this answer, and at most {@link ResponseLimits.inFlightBytes} for all answers being received.
 * Past either, `fail` is called and what came is dropped. `body` emits `data` and `close` (an
 * HTTP/1.1 response or an HTTP/2 stream); `announced` is its Content-Length, NaN when it had none.
 */
export function collectAnswer(
  what: string,
  announced: number,
  body: EventEmitter,
  limits: ResponseLimits,
  inFlight: InFlightBytes,
  fail: (error: unknown) => void,
): { text(): string } {
  const path = what.slice(what.indexOf(' ') + 1);
  const chunks: Buffer[] = [];
  let received = 0;
  let counted = true;
  const release = () => {
    if (counted) inFlight.bytes -= received;
    counted = false;
  };
  body.on('close', release);
  const tooLarge = (size?: number) => fail(answerTooLarge(what, path, limits.responseBytes, size));
  if (announced > limits.responseBytes) tooLarge(announced);
  body.on('data', (chunk: Buffer) => {
    if (!counted) return;
    received += chunk.length;
    inFlight.bytes += chunk.length;
    if (received > limits.responseBytes) tooLarge();
    else if (inFlight.bytes > limits.inFlightBytes) fail(inFlightTooLarge(what, inFlight.bytes, limits.inFlightBytes));
    else return void chunks.push(chunk);
    release();
    chunks.length = 0;
  });
  return {
    text: () => {
      release();
      const text = Buffer.concat(chunks).toString('utf8');
      // The listeners holding `chunks` may outlive the answer (see KubeTransport.send).
      chunks.length = 0;
      return text;
    },
  };
}

/**
 * What a request calls when it fails: rejects with the first failure only (a request destroyed for a
 * limit goes on to emit a generic "aborted", which must not replace the reason) and drops the connection or stream.
 */
export function failOnce(
  reject: (error: unknown) => void,
  destroy: (error: Error | undefined) => void,
): (error: unknown) => void {
  let failure: unknown;
  return (error) => {
    if (failure !== undefined) return;
    failure = error;
    reject(error);
    destroy(error instanceof Error ? error : undefined);
  };
}
