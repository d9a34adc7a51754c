import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { errorMessage } from '../common/errors.ts';

const run = promisify(execFile);

/** A program's command line, with exactly the environment it gets. */
export interface CommandLine {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** A way to run a program in a network namespace of its own: no interface but a loopback that is down. */
export interface NetworkIsolation {
  /** How, as messages name it. */
  readonly name: string;
  /** The command line that runs `program` (an absolute path) with `args` and `env`, cut off from every network. */
  wrap(program: string, args: string[], env: Record<string, string>): CommandLine;
}

/** Whether this machine can run a program without network, and if not, why each way failed. */
export type IsolationFound = { isolation: NetworkIsolation } | { unavailable: string[] };
export type IsolationFinder = () => Promise<IsolationFound>;

/**
 * Each way in the order tried. As root (a container's or a self-hosted runner's user), a network
 * namespace needs nothing more. Any other user can make one inside a user namespace of its own where
 * the kernel allows unprivileged user namespaces. GitHub's Ubuntu 24.04 runners restrict those
 * (AppArmor), but give their user passwordless sudo: root makes the namespace, and the program runs in
 * it as the same user and group again, without supplementary groups (such as docker) and unable to
 * gain privileges (sudo inside stays useless). sudo resets the environment, so `env -i` sets it.
 */
export function isolationCandidates(uid: number | undefined, gid: number | undefined): NetworkIsolation[] {
  const candidates: NetworkIsolation[] = [
    {
      name: 'unshare --net',
      wrap: (program, args, env) => ({ command: 'unshare', args: ['--net', '--', program, ...args], env }),
    },
    {
      name: 'unshare --user --map-root-user --net',
      wrap: (program, args, env) => ({
        command: 'unshare',
        args: ['--user', '--map-root-user', '--net', '--', program, ...args],
        env,
      }),
    },
  ];
  if (uid === undefined || gid === undefined || uid === 0) return candidates;
  const asUser = ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--no-new-privs', '--'];
  candidates.push({
    name: 'sudo -n unshare --net setpriv',
    wrap: (program, args, env) => ({
      command: 'sudo',
      args: [
        '-n',
        'unshare',
        '--net',
        '--',
        ...asUser,
        'env',
        '-i',
        ...Object.entries(env).map(([name, value]) => `${name}=${value}`),
        program,
        ...args,
      ],
      env,
    }),
  });
  return candidates;
}

/** Exits 0 only where the process sees no network interface with an address. */
const PROBE_SAW_NETWORK = 3;
const PROBE = `process.exit(Object.keys(require('node:os').networkInterfaces()).length === 0 ? 0 : ${PROBE_SAW_NETWORK})`;
const PROBE_TIMEOUT_MS = 30_000;

/**
 * The first candidate under which a program really sees no network (a probe run through it checks
 * that no interface has an address), not merely one that starts.
 */
export async function findIsolation(
  candidates: NetworkIsolation[],
  env: Record<string, string>,
): Promise<IsolationFound> {
  const unavailable: string[] = [];
  for (const candidate of candidates) {
    const { command, args, env: wrappedEnv } = candidate.wrap(process.execPath, ['-e', PROBE], env);
    try {
      await run(command, args, { env: wrappedEnv, timeout: PROBE_TIMEOUT_MS, encoding: 'utf8' });
      return { isolation: candidate };
    } catch (error) {
      const { stderr, code } = error as { stderr?: unknown; code?: unknown };
      const said =
        code === PROBE_SAW_NETWORK
          ? 'the network was still there'
          : typeof stderr === 'string'
            ? stderr.trim().split('\n')[0]
            : '';
      unavailable.push(`${candidate.name}: ${said || errorMessage(error)}`);
    }
  }
  return { unavailable };
}

const found = new Map<string, Promise<IsolationFound>>();

/** How this machine isolates a program from the network, with programs found on `path` (the run's PATH): found once per process and PATH. */
export function networkIsolation(path: string): Promise<IsolationFound> {
  let isolation = found.get(path);
  if (!isolation) {
    isolation = findIsolation(isolationCandidates(process.getuid?.(), process.getgid?.()), { PATH: path });
    found.set(path, isolation);
  }
  return isolation;
}
