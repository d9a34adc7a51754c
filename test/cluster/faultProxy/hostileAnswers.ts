import { gone, type ProxyResponse } from './proxyHttp.ts';
import { writeStatus } from './proxyForwarding.ts';

/*
 * Answers a broken or hostile API server (or an aggregated API behind it) could give: they test
 * that a client's limits hold, so each is written at the pace the client reads, and stops when it goes away.
 */

/** The start of a LIST, then one object's name that never ends: no line break, never valid JSON. */
const HUGE_BODY_START = '{"kind":"List","apiVersion":"v1","metadata":{},"items":[{"metadata":{"name":"';
const FILLER = Buffer.alloc(256 * 1024, 'x');

/** Writes a 200 answer of `bytes` bytes as fast as the client takes it; `sent` is told each chunk's size. */
export function answerHugeBody(res: ProxyResponse, bytes: number, sent: (bytes: number) => void): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  let written = 0;
  const write = (chunk: Buffer | string): boolean => {
    const length = Buffer.byteLength(chunk);
    written += length;
    sent(length);
    return res.write(chunk);
  };
  const pour = (): void => {
    while (!gone(res) && written < bytes) {
      if (!write(FILLER.subarray(0, Math.min(FILLER.length, bytes - written)))) return void res.once('drain', pour);
    }
    if (!gone(res)) res.end();
  };
  if (write(HUGE_BODY_START)) pour();
  else res.once('drain', pour);
}

/** A 200 answer that sends one space every `everyMs` and never ends: the client's idle timeout never fires. */
export function answerTrickle(res: ProxyResponse, everyMs: number): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.flushHeaders();
  const timer = setInterval(() => res.write(' '), everyMs);
  res.on('close', () => clearInterval(timer));
}

/** A Status of `status` whose message is `length` characters long, as a webhook or aggregated API that dumps its state could send. */
export function answerHugeMessage(res: ProxyResponse, status: 422 | 500, length: number): void {
  const reason = status === 422 ? 'Invalid' : 'InternalError';
  writeStatus(res, status, { reason, message: `huge message: ${'m'.repeat(Math.max(0, length - 15))}` });
}
