// The environment variables a run uses, each for one step. The faces read them once (the action's runner context,
// the CLI's entry) and hand them down in the options; nothing under the faces reads process.env (eslint.config.js
// holds it), so a test gives a run the environment it means.

/** What every program a run starts is given: where programs are, its home and temporary directory, the locale, the user's configuration. */
export const PROGRAM_VARIABLES = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'XDG_CONFIG_HOME'] as const;
/** How a program reaches the network through a proxy. */
export const PROXY_VARIABLES = [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
] as const;

/** Every variable the engine uses: what a face reads of the environment, and nothing else. */
export const RUN_VARIABLES = [
  // The kubeconfig kubectl would use when none is given, and client-go's HTTP/1.1 switch (src/kube/connect.ts).
  'KUBECONFIG',
  'KUBERNETES_SERVICE_HOST',
  'DISABLE_HTTP2',
  // What the programs a run starts (git, kustomize, helm) may be given: each takes those its own list names
  // (src/git/runGit.ts, src/manifests/renderProgram.ts).
  ...PROGRAM_VARIABLES,
  'XDG_CACHE_HOME',
  'XDG_DATA_HOME',
  'KUSTOMIZE_PLUGIN_HOME',
  'SSH_AUTH_SOCK',
  'GIT_SSH_COMMAND',
  ...PROXY_VARIABLES,
] as const;

export type RunVariable = (typeof RUN_VARIABLES)[number];

/** The run's variables that are set; nothing else of the environment (the step's inputs, a workflow's secrets). */
export type RunEnvironment = Readonly<Partial<Record<RunVariable, string>>>;

/** The run's variables of an environment (the process's, read by a face). */
export function readRunEnvironment(env: Readonly<Record<string, string | undefined>>): RunEnvironment {
  return variablesOf(env, RUN_VARIABLES);
}

/** The variables of `names` that are set, as a program's environment is given them. */
export function variablesOf(
  environment: Readonly<Record<string, string | undefined>>,
  names: readonly RunVariable[],
): Record<string, string> {
  const set: Record<string, string> = {};
  for (const name of names) {
    const value = environment[name];
    if (value !== undefined) set[name] = value;
  }
  return set;
}
