import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { connectToApi } from '../apiRequest.ts';
import {
  apiserverFlags,
  controllerManagerFlags,
  etcdFlags,
  kwokFlags,
  schedulerFlags,
  type ControlPlaneLayout,
} from './componentFlags.ts';
import { writeClientCertificate } from './clientCertificate.ts';
import { buildControlPlane, kubectlIn, type ControlPlaneBinaries } from './controlPlaneBinaries.ts';
import { createFakeNodes, fakeNodesReady, kwokNodeAnnotation } from './fakeNodes.ts';
import { findFreePorts } from './freePorts.ts';
import { writeKubeconfig } from '../kubeconfig.ts';
import { startProcess, type ManagedProcess } from './managedProcess.ts';
import { httpStatus, waitUntilReady } from './readiness.ts';
import { runCommand, type CommandResult } from '../runCommand.ts';
import { writeServiceAccountKeys } from './serviceAccountKeys.ts';
import { startWatchdog } from './startWatchdog.ts';

export interface ControlPlaneOptions {
  /** Where the programs are; built by build-control-plane.sh when absent. */
  binaries?: ControlPlaneBinaries;
  /** The Kubernetes minor version to build when `binaries` is absent (`1.30`); E2E_KUBERNETES's, or the newest, by default. */
  kubernetes?: string;
  /** Keep the components' logs here (they survive stop()); by default they live and die with the temporary directory. */
  logDir?: string;
  /**
   * Start etcd and kube-apiserver only, without the controllers, the scheduler and kwok's nodes: for a file that
   * restarts the API server and needs no workload to roll out, whose restarts the others would relist after.
   */
  apiServerOnly?: boolean;
}

/**
 * A running etcd + kube-apiserver + kube-controller-manager + kube-scheduler on loopback, with kwok
 * playing three nodes and the lifecycle of the pods scheduled to them (test/cluster/README.md), for
 * tests, benchmarks and the demo.
 */
export interface ControlPlane {
  /** An admin kubeconfig (group system:masters) that pins the API server's self-signed CA. */
  readonly kubeconfigPath: string;
  /** The same admin, authenticated by a client certificate instead of a bearer token. */
  readonly certificateKubeconfigPath: string;
  /** The API server's URL, https://127.0.0.1:<port>. */
  readonly server: string;
  /** The admin's bearer token. */
  readonly token: string;
  readonly binaries: ControlPlaneBinaries;
  readonly logDir: string;
  /** Milliseconds from calling startControlPlane until everything was ready. */
  readonly startupMs: number;
  /** Runs the built kubectl against this control plane; a failing command resolves with its exit code. */
  kubectl(args: readonly string[]): Promise<CommandResult>;
  /** Stops kwok, kube-scheduler and kube-controller-manager, then kube-apiserver, then etcd, and removes the temporary directory. */
  stop(): Promise<void>;
  /**
   * Stops kube-apiserver (SIGTERM), waits `downMs` more, and starts it again on the same etcd, port
   * and certificates; resolves once it is ready. Clients with this kubeconfig keep working after it.
   */
  restartApiServer(options?: { downMs?: number }): Promise<void>;
}

const stopGraceMs = 5000;
const readyTimeoutMs = 60_000;
const stageFiles = ['nodes.yaml', 'pods.yaml', 'pod-failures.yaml'].map((file) =>
  fileURLToPath(new URL(`./kwok/stages/${file}`, import.meta.url)),
);

export async function startControlPlane(options: ControlPlaneOptions = {}): Promise<ControlPlane> {
  const startedAt = performance.now();
  const binaries = options.binaries ?? (await buildControlPlane(options.kubernetes));
  const dir = await mkdtemp(join(tmpdir(), 'applyset-control-plane-'));
  const watchdog = startWatchdog(stopGraceMs);
  watchdog.watchDirectory(dir);

  const components: ManagedProcess[] = [];
  let stopping: Promise<void> | undefined;
  const stopAll = async (): Promise<void> => {
    for (const component of components.toReversed()) {
      await component.stop(stopGraceMs);
      watchdog.forgetProcess(component.pid);
    }
    await rm(dir, { recursive: true, force: true });
    watchdog.forgetDirectory(dir);
    watchdog.close();
  };
  const stop = (): Promise<void> => (stopping ??= stopAll());

  try {
    const logDir = options.logDir ?? join(dir, 'logs');
    await mkdir(logDir, { recursive: true });
    const launch = async (name: string, flags: string[], dir = binaries.kubernetes): Promise<ManagedProcess> => {
      const component = await startProcess(name, join(dir, name), flags, join(logDir, `${name}.log`));
      components.push(component);
      watchdog.watchProcess(component.pid);
      return component;
    };
    const ready = (url: string, token?: string) => async () => (await httpStatus(url, token)) === 200;
    const waitFor = (what: string, isReady: () => Promise<boolean>, awaited: ManagedProcess): Promise<void> =>
      waitUntilReady(what, isReady, { timeoutMs: readyTimeoutMs, awaited, running: components });

    const ports = await findFreePorts([
      'etcdClientPort',
      'etcdPeerPort',
      'apiserverPort',
      'controllerManagerPort',
      'schedulerPort',
    ]);
    const layout: ControlPlaneLayout = {
      ...ports,
      etcdDataDir: join(dir, 'etcd'),
      apiserverCertDir: join(dir, 'apiserver-certs'),
      tokenFile: join(dir, 'tokens.csv'),
      clientCaFile: join(dir, 'client-ca.crt'),
      serviceAccountPublicKey: join(dir, 'service-account.pub'),
      serviceAccountPrivateKey: join(dir, 'service-account.key'),
      kubeconfig: join(dir, 'kubeconfig'),
    };
    const token = randomBytes(24).toString('hex');
    const server = `https://127.0.0.1:${ports.apiserverPort}`;

    // Started concurrently with etcd's startup: the key pairs take a moment to generate.
    const clientCertificate = writeClientCertificate(layout.clientCaFile);
    const filesWritten = Promise.all([
      writeServiceAccountKeys({
        publicKey: layout.serviceAccountPublicKey,
        privateKey: layout.serviceAccountPrivateKey,
      }),
      writeFile(layout.tokenFile, `${token},admin,admin,system:masters\n`, { mode: 0o600 }),
      clientCertificate,
    ]);
    const etcd = await launch('etcd', etcdFlags(layout));
    await filesWritten;
    // The API server would retry an etcd that is not up yet, but its log would fill with connection errors.
    await waitFor('etcd /health', ready(`http://127.0.0.1:${ports.etcdClientPort}/health`), etcd);

    const startApiServer = async (): Promise<ManagedProcess> => {
      const started = await launch('kube-apiserver', apiserverFlags(layout));
      await waitFor('kube-apiserver /readyz', ready(`${server}/readyz`, token), started);
      return started;
    };
    let apiserver = await startApiServer();
    // The server finds the certificates it wrote at its first start and serves them again.
    const restartApiServer = async (restart: { downMs?: number } = {}): Promise<void> => {
      await apiserver.stop(stopGraceMs);
      watchdog.forgetProcess(apiserver.pid);
      components.splice(components.indexOf(apiserver), 1);
      await sleep(restart.downMs ?? 0);
      apiserver = await startApiServer();
    };
    // The serving certificate followed by the self-signed CA that issued it.
    const certificateAuthority = await readFile(join(layout.apiserverCertDir, 'apiserver.crt'), 'utf8');
    const certificateKubeconfigPath = join(dir, 'certificate-kubeconfig');
    await Promise.all([
      writeKubeconfig(layout.kubeconfig, { server, certificateAuthority, token }),
      writeKubeconfig(certificateKubeconfigPath, {
        server,
        certificateAuthority,
        token: undefined,
        clientCertificate: await clientCertificate,
      }),
    ]);

    const kubectl = kubectlIn(binaries);
    const controlPlane: ControlPlane = {
      kubeconfigPath: layout.kubeconfig,
      certificateKubeconfigPath,
      server,
      token,
      binaries,
      logDir,
      startupMs: 0,
      kubectl: (args) => runCommand(kubectl, ['--kubeconfig', layout.kubeconfig, ...args]),
      stop,
      restartApiServer,
    };
    if (options.apiServerOnly) return { ...controlPlane, startupMs: performance.now() - startedAt };

    // Started only now: their kubeconfig needs the CA the API server has just generated, and
    // kube-controller-manager gives up if the API server is not healthy within 10 s of its own start.
    const [controllerManager, scheduler, kwok] = await Promise.all([
      launch('kube-controller-manager', controllerManagerFlags(layout)),
      launch('kube-scheduler', schedulerFlags(layout)),
      launch(
        'kwok',
        kwokFlags({
          kubeconfig: layout.kubeconfig,
          stageFiles,
          nodeAnnotation: `${kwokNodeAnnotation.key}=${kwokNodeAnnotation.value}`,
        }),
        binaries.kwok,
      ),
    ]);
    const api = connectToApi(layout.kubeconfig);
    await createFakeNodes(api);
    await Promise.all([
      waitFor(
        'kube-controller-manager /healthz',
        ready(`https://127.0.0.1:${ports.controllerManagerPort}/healthz`),
        controllerManager,
      ),
      waitFor('kube-scheduler /healthz', ready(`https://127.0.0.1:${ports.schedulerPort}/healthz`), scheduler),
      waitFor('the fake nodes to be Ready', () => fakeNodesReady(api), kwok),
    ]);

    return { ...controlPlane, startupMs: performance.now() - startedAt };
  } catch (error) {
    await stop();
    throw error;
  }
}
