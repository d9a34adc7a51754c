import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeExit, type ManagedProcess } from './managedProcess.ts';

/**
 * The status of a GET, or undefined when nothing answers yet. Certificates are not checked:
 * this probes our own loopback children before their self-signed certificates can be known.
 * The kubeconfig given to clients does pin the API server's CA.
 */
export function httpStatus(url: string, token?: string): Promise<number | undefined> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return new Promise((resolve) => {
    const req = request(url, { headers, rejectUnauthorized: false, agent: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.once('error', () => resolve(undefined));
    req.once('timeout', () => req.destroy());
    req.end();
  });
}

async function failureOf(component: ManagedProcess, what: string): Promise<Error> {
  // Not the log's path: unless the caller chose a log directory, it is removed with the rest.
  return new Error(`${what}; the end of ${component.name}'s log:\n${await component.logTail()}`);
}

/**
 * Polls `isReady` every 100 ms. Fails at once, with that component's log, if a component exits
 * meanwhile, and after `timeoutMs` with the log of `awaited`, the component being waited for.
 */
export async function waitUntilReady(
  what: string,
  isReady: () => Promise<boolean>,
  options: { timeoutMs: number; awaited: ManagedProcess; running: readonly ManagedProcess[] },
): Promise<void> {
  const deadline = performance.now() + options.timeoutMs;
  for (;;) {
    for (const component of options.running) {
      const status = component.exitStatus();
      if (status)
        throw await failureOf(component, `${component.name} ${describeExit(status)} while waiting for ${what}`);
    }
    if (await isReady()) return;
    if (performance.now() > deadline) {
      throw await failureOf(options.awaited, `${what}: not ready within ${options.timeoutMs / 1000} s`);
    }
    await sleep(100);
  }
}
