// The watchdog process started by startWatchdog.ts (run by Node directly: `node watchdog.ts <graceMs>`).
// Node has no prctl(PR_SET_PDEATHSIG), so children of a test run that dies abruptly (SIGKILL, a crash,
// a process.exit() that skips cleanup) would keep running. This process reads its instructions from a
// pipe held by its parent; the kernel closes that pipe when the parent dies, however it dies, and the
// end of input is the cue to stop whatever is still listed and remove the listed directories.
//
// Instructions, one per line: `watch-pid <pid>`, `forget-pid <pid>`, `watch-dir <path>`, `forget-dir <path>`.
import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const graceMs = Number(process.argv[2] ?? '5000');
const pids = new Set<number>();
const dirs = new Set<string>();
let pending = '';

function follow(line: string): void {
  const space = line.indexOf(' ');
  const verb = line.slice(0, space);
  const argument = line.slice(space + 1);
  const pid = Number(argument);
  // Only a single process: 0 and negative numbers would signal whole process groups.
  if (verb === 'watch-pid' && Number.isInteger(pid) && pid > 0) pids.add(pid);
  else if (verb === 'forget-pid') pids.delete(pid);
  else if (verb === 'watch-dir') dirs.add(argument);
  else if (verb === 'forget-dir') dirs.delete(argument);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM means it exists but is not ours to signal; only ESRCH means it is gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // An exited process answers signal 0 until its new parent, init, reaps it; Linux shows it in state Z.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return true;
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

async function exitsWithin(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

// Last started, first stopped, as in an orderly stop: the API server shuts down quickly only while etcd is up.
async function cleanUp(): Promise<void> {
  for (const pid of [...pids].reverse()) {
    signal(pid, 'SIGTERM');
    if (!(await exitsWithin(pid, graceMs))) {
      signal(pid, 'SIGKILL');
      await exitsWithin(pid, 2000);
    }
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) follow(line);
});
process.stdin.on('end', () => void cleanUp());
