import { existsSync } from 'node:fs';
import { join } from 'node:path';
// The config module alone: the package's root loads every generated API model and client, unused here.
import { findHomeDir, KubeConfig } from '@kubernetes/client-node/dist/config.js';
import { UserError } from '../common/errors.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { discover, type Discovery } from './discovery.ts';
import { KubeClient } from './kubeClient.ts';
import { inPodWithServiceAccount, listedKubeconfigs, mergeKubeconfigs } from './kubeconfigList.ts';
import type { Transport } from './kubeTransport.ts';
import { DEFAULT_RETRY } from './retryPolicy.ts';

export interface ConnectOptions {
  /** A kubeconfig file; the usual KUBECONFIG / ~/.kube/config search when absent. */
  kubeconfigPath?: string;
  /** A kubeconfig's content, read from memory, before kubeconfigPath. */
  kubeconfig?: string | undefined;
  context?: string;
  /** The most requests in flight at once. */
  concurrency: number;
  /** How long requests are retried through an outage; the client's default when absent. */
  retryTimeoutSeconds?: number;
  /** Where the adaptive limit starts; the client's default when absent. */
  startConcurrency?: number;
  /** KUBECONFIG and a pod's KUBERNETES_SERVICE_HOST for the usual search, DISABLE_HTTP2 for the client. */
  environment: RunEnvironment;
}

/**
 * One connection to a cluster: every request of the runs that share it goes through `client`
 * (so its limits and counts hold across them), and what the cluster serves is read once.
 */
export interface Cluster {
  client: KubeClient;
  /** What the cluster served when the connection was made. */
  discovery: Discovery;
  /** The namespace of the kubeconfig's current context, if it names one. */
  defaultNamespace: string | undefined;
}

/** What a test puts in place of the parts connect builds. */
export interface ConnectInjection {
  /** Wraps the transport the kubeconfig gives, e.g. to drop connections or delay answers. */
  transport?: (fromKubeconfig: Transport) => Transport;
  /** A client built elsewhere: the kubeconfig is then not read, and there is no default namespace. */
  client?: KubeClient;
}

/** A connection whose discovery is still on the wire: requests that need none (a Secret parent's lock and read) go out beside it. */
export interface OpeningCluster extends Omit<Cluster, 'discovery'> {
  discovery: Promise<Discovery>;
}

/**
 * Reads the kubeconfig and what the cluster serves: the connection the steps of a run share.
 * `signal` stops the discovery (with CancelledError), e.g. when the manifests read meanwhile fail.
 */
export async function connect(
  options: ConnectOptions,
  inject: ConnectInjection = {},
  signal?: AbortSignal,
): Promise<Cluster> {
  const opening = openCluster(options, inject, signal);
  return { ...opening, discovery: await opening.discovery };
}

/** As {@link connect}, without waiting for discovery; a kubeconfig that cannot be used throws at once. */
export function openCluster(
  options: ConnectOptions,
  inject: ConnectInjection = {},
  signal?: AbortSignal,
): OpeningCluster {
  const discoverWith = (client: KubeClient) => discover(signal ? client.withSignal(signal) : client);
  if (inject.client)
    return { client: inject.client, discovery: discoverWith(inject.client), defaultNamespace: undefined };
  const kubeConfig = readKubeconfig(options);
  const context = kubeConfig.getContextObject(kubeConfig.getCurrentContext());
  const client = new KubeClient(kubeConfig, {
    concurrency: options.concurrency,
    // client-go's switch, read beside KUBECONFIG: HTTP/1.1 only, for debugging a proxy or server that mishandles HTTP/2.
    http2: !options.environment.DISABLE_HTTP2,
    ...(options.startConcurrency ? { startConcurrency: options.startConcurrency } : {}),
    ...(options.retryTimeoutSeconds === undefined
      ? {}
      : { retry: { ...DEFAULT_RETRY, timeoutMs: options.retryTimeoutSeconds * 1000 } }),
    ...(inject.transport ? { wrapTransport: inject.transport } : {}),
  });
  return { client, discovery: discoverWith(client), defaultNamespace: context?.namespace || undefined };
}

/** The kubeconfig as a run reads it, its current context set to `context` when given; throws a UserError when it names no cluster. */
export function readKubeconfig(
  options: Pick<ConnectOptions, 'kubeconfig' | 'kubeconfigPath' | 'context' | 'environment'>,
): KubeConfig {
  const kubeConfig = loadKubeconfig(options);
  if (options.context) {
    if (!kubeConfig.getContextObject(options.context)) {
      const known =
        kubeConfig
          .getContexts()
          .map((c) => c.name)
          .join(', ') || 'none';
      throw new UserError(`the kubeconfig has no context "${options.context}"`, { hint: `use one of: ${known}` });
    }
    kubeConfig.setCurrentContext(options.context);
  }
  if (!kubeConfig.getCurrentCluster()) {
    throw new UserError('the kubeconfig names no cluster to use', {
      hint: 'give a kubeconfig (the kubeconfig input, --kubeconfig or KUBECONFIG) whose current context points at a cluster, or choose one with --context',
    });
  }
  return kubeConfig;
}

/** The kubeconfig given, or else the one kubectl would use: the files of KUBECONFIG, ~/.kube/config, or the pod's service account. */
function loadKubeconfig(options: Pick<ConnectOptions, 'kubeconfig' | 'kubeconfigPath' | 'environment'>): KubeConfig {
  const { kubeconfig, kubeconfigPath, environment } = options;
  if (kubeconfig !== undefined) return loaded(undefined, (config) => config.loadFromString(kubeconfig));
  if (kubeconfigPath) return loaded(kubeconfigPath, (config) => config.loadFromFile(kubeconfigPath));
  const listed = listedKubeconfigs(environment.KUBECONFIG);
  // As kubectl does, a listed file that does not exist is skipped: a list may name files only some machines have.
  if (listed.length > 0)
    return mergeKubeconfigs(
      listed.filter((path) => existsSync(path)).map((path) => loaded(path, (config) => config.loadFromFile(path))),
    );
  // Without a file or a pod's service account, client-node would fall back to http://localhost:8080 and fail on it.
  const home = findHomeDir();
  if (!(home && existsSync(join(home, '.kube', 'config'))) && !inPodWithServiceAccount(environment)) {
    throw new UserError('no kubeconfig: KUBECONFIG is not set and ~/.kube/config does not exist', {
      hint: 'give one with --kubeconfig PATH or KUBECONFIG, as for kubectl (kubectl config view shows what kubectl would use)',
    });
  }
  return loaded(undefined, (config) => config.loadFromDefault());
}

function loaded(file: string | undefined, load: (config: KubeConfig) => void): KubeConfig {
  const config = new KubeConfig();
  try {
    load(config);
  } catch (error) {
    // The message may quote the file; name the file and the cause only, its contents can hold credentials.
    const problem = kubeconfigProblem(error);
    throw new UserError(`cannot read the kubeconfig${file ? ` ${file}` : ''}${problem ? `: ${problem.what}` : ''}`, {
      hint:
        problem?.hint ?? 'check that it is a valid kubeconfig file (kubectl config view would show the same problem)',
      cause: error,
    });
  }
  return config;
}

/** Why a kubeconfig could not be read, in words that quote none of it: the file's absence, or the YAML error's place and kind. */
function kubeconfigProblem(error: unknown): { what: string; hint: string } | undefined {
  const { code, name, reason, mark } = error as {
    code?: unknown;
    name?: unknown;
    reason?: unknown;
    mark?: { line?: unknown; column?: unknown };
  };
  const give = 'give the path of a kubeconfig (--kubeconfig, the kubeconfig-path input or KUBECONFIG), as for kubectl';
  if (code === 'ENOENT') return { what: 'it does not exist', hint: give };
  if (code === 'EISDIR') return { what: 'it is a directory', hint: give };
  if (code === 'EACCES') return { what: 'permission denied', hint: 'make it readable by this user' };
  if (name === 'YAMLException' && typeof mark?.line === 'number' && typeof mark.column === 'number') {
    return {
      what: `YAML syntax error at line ${mark.line + 1}, column ${mark.column + 1}${typeof reason === 'string' ? ` (${reason})` : ''}`,
      hint: 'fix the YAML there (kubectl config view would show the same problem)',
    };
  }
  return undefined;
}
