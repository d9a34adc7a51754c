import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `ready` every 200 ms until it holds, for at most `seconds`: for what the cluster takes a moment
 * to do (RBAC's cache taking a new binding, a controller making an object).
 */
export async function pollUntil(what: string, ready: () => Promise<boolean>, seconds = 30): Promise<void> {
  for (let attempt = 0; !(await ready()); attempt++) {
    if (attempt >= seconds * 5) throw new Error(`${what}: not after ${seconds} s`);
    await sleep(200);
  }
}
