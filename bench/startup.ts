// Start-up of what ships (issue 11): the CLI's `--help`, the time from process start to the first
// request to the API server, and a no-op run of the bundled action on a few objects.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import * as yaml from 'js-yaml';
import { runnerEnvironment } from '../test/e2e/action/actionProcess.ts';
import { workflowDispatchEvent } from '../test/fakes/github/eventPayloads.ts';
import type { FaultProxy } from '../test/cluster/faultProxy/faultProxy.ts';
import { runMeasured } from './measure.ts';
import { countByResource, type RequestCounts } from './requestCounts.ts';

export interface StartupResult {
  /** `node dist/cli/index.js --help`: median wall time and peak RSS. */
  help: { wallMs: number; maxRssMb: number };
  /** From spawning `preview` to its first connection to the API server, median. */
  firstRequestMs: number;
  /** The bundled action applying a set that is already applied, through the fault proxy. */
  actionNoop: {
    objects: number;
    rttMs: number;
    wallMs: number;
    maxRssMb: number;
    cpuMs: number;
    requests: RequestCounts;
  };
}

export interface StartupContext {
  cliPath: string;
  /** dist/index.js of the same build. */
  actionPath: string;
  /** Through the fault proxy. */
  kubeconfigPath: string;
  /** The proxy, which counts the action's requests. */
  proxy: FaultProxy;
  rttMs: number;
  /** An existing, empty namespace for the action's objects. */
  namespace: string;
  workDir: string;
  reps: number;
}

const ACTION_OBJECTS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function measureStartup(ctx: StartupContext): Promise<StartupResult> {
  await mkdir(ctx.workDir, { recursive: true });
  const manifests = join(ctx.workDir, 'manifests');
  await mkdir(manifests, { recursive: true });
  const configMaps = Array.from({ length: ACTION_OBJECTS }, (_, i) => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: `startup-${i}`, namespace: ctx.namespace },
    data: { index: String(i) },
  }));
  await writeFile(join(manifests, 'configmaps.yaml'), configMaps.map((o) => yaml.dump(o)).join('---\n'));

  const helps = [];
  for (let i = 0; i < ctx.reps; i++) helps.push(await runMeasured(process.execPath, [ctx.cliPath, '--help']));
  const firstRequests = [];
  for (let i = 0; i < ctx.reps; i++)
    firstRequests.push(
      await timeToFirstConnection(
        process.execPath,
        [ctx.cliPath, 'preview', '--applyset', 'startup', '-f', manifests],
        ctx.workDir,
      ),
    );

  await runAction(ctx, manifests);
  const noops = [];
  const before = ctx.proxy.requests.length;
  for (let i = 0; i < ctx.reps; i++) noops.push(await runAction(ctx, manifests));
  // Every repetition sends the same requests: one's share of them.
  const requests = Object.fromEntries(
    Object.entries(countByResource(ctx.proxy.requests.slice(before))).map(([key, count]) => [
      key,
      Math.round((count / ctx.reps) * 10) / 10,
    ]),
  );
  return {
    help: {
      wallMs: median(helps.map((r) => r.wallMs)),
      maxRssMb: megabytes(Math.max(...helps.map((r) => r.maxRssBytes))),
    },
    firstRequestMs: median(firstRequests),
    actionNoop: {
      objects: ACTION_OBJECTS,
      rttMs: ctx.rttMs,
      wallMs: median(noops.map((r) => r.wallMs)),
      maxRssMb: megabytes(Math.max(...noops.map((r) => r.maxRssBytes))),
      cpuMs: median(noops.map((r) => r.cpuMs)),
      requests,
    },
  };
}

/**
 * Spawns the command with a kubeconfig naming a local listener that never answers, and times the
 * listener's first connection: what start-up costs before the run can talk to its cluster.
 */
async function timeToFirstConnection(command: string, args: string[], workDir: string): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the listener has no port');
  const kubeconfig = join(workDir, 'silent-kubeconfig');
  await writeFile(
    kubeconfig,
    yaml.dump({
      apiVersion: 'v1',
      kind: 'Config',
      'current-context': 'silent',
      clusters: [
        { name: 'silent', cluster: { server: `https://127.0.0.1:${address.port}`, 'insecure-skip-tls-verify': true } },
      ],
      users: [{ name: 'silent', user: { token: 'unused' } }],
      contexts: [{ name: 'silent', context: { cluster: 'silent', user: 'silent', namespace: 'default' } }],
    }),
  );
  try {
    const started = performance.now();
    const child = spawn(command, [...args, '--kubeconfig', kubeconfig], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const connected = await Promise.race([
      new Promise<number>((resolve) =>
        server.once('connection', (socket) => {
          resolve(performance.now() - started);
          socket.destroy();
        }),
      ),
      exited.then(() => Promise.reject(new Error(`${args.join(' ')} exited before it connected`))),
    ]);
    child.kill('SIGKILL');
    await exited;
    return connected;
  } finally {
    server.close();
  }
}

/** The action's entry as the runner starts it (as the e2e tests do): a workflow_dispatch event, no GitHub token. */
export async function runAction(
  ctx: Pick<StartupContext, 'actionPath' | 'kubeconfigPath' | 'namespace' | 'workDir'>,
  manifests: string,
) {
  const { env } = await runnerEnvironment({
    inputs: { manifests, applyset: 'startup', namespace: ctx.namespace, mode: 'apply', 'github-token': '' },
    eventName: 'workflow_dispatch',
    payload: workflowDispatchEvent({
      owner: 'bench',
      repo: 'startup',
      ref: 'refs/heads/main',
      workflow: '.github/workflows/deploy.yml',
    }),
    githubApiUrl: 'https://api.github.com',
    workspace: ctx.workDir,
    env: { KUBECONFIG: ctx.kubeconfigPath },
  });
  const run = await runMeasured(process.execPath, [ctx.actionPath], env);
  if (run.code !== 0) throw new Error(`the bundled action exited with ${run.code}:\n${run.stdout.slice(-3000)}`);
  return run;
}
