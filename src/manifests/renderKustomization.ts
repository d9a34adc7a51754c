import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { errorMessage, UserError } from '../errors.ts';
import type { SourceLocation } from './manifestObject.ts';
import { ReadBudget } from './readBudget.ts';
import { remoteReferences } from './remoteReferences.ts';

const run = promisify(execFile);

// Rendered output of a large kustomization can be tens of megabytes; execFile's default cap is 1 MiB.
const MAX_OUTPUT_BYTES = ReadBudget.MAX_BYTES;

/** The renderers tried in turn: the standalone binary first, then the copy built into kubectl. */
const RENDERERS: ReadonlyArray<{ command: string; args: (dir: string) => string[] }> = [
  { command: 'kustomize', args: (dir) => ['build', dir] },
  { command: 'kubectl', args: (dir) => ['kustomize', dir] },
];

/**
 * What a renderer gets of the environment: where programs are, a home and temporary directory for git,
 * the locale, kustomize's plugin directory, and how to reach the network. Nothing else: the step's
 * environment holds the action's inputs (INPUT_KUBECONFIG, INPUT_GITHUB-TOKEN) and whatever secrets
 * the workflow put there, and a kustomization is the pull request's to write.
 */
const PASSED_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'XDG_CONFIG_HOME', 'XDG_CACHE_HOME', 'KUSTOMIZE_PLUGIN_HOME', 'SSH_AUTH_SOCK'];
const PROXY_ENV = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];
/**
 * Without remote bases, what the check of the kustomizations missed is made to fail: git (which
 * kustomize runs for repository URLs) may use local files only, and HTTP goes to a proxy on a port
 * where nothing listens (the discard port). Go sends requests to loopback addresses past any proxy,
 * which is why the kustomizations are checked first.
 */
const NO_NETWORK_ENV: Record<string, string> = {
  GIT_ALLOW_PROTOCOL: 'file',
  HTTP_PROXY: 'http://127.0.0.1:9',
  HTTPS_PROXY: 'http://127.0.0.1:9',
  http_proxy: 'http://127.0.0.1:9',
  https_proxy: 'http://127.0.0.1:9',
  NO_PROXY: '',
  no_proxy: '',
};

export interface RenderOptions {
  /** Whether the kustomization may fetch remote bases and resources (refused on pull requests by default). */
  remoteBases: boolean;
}

/**
 * Renders a kustomization directory to YAML with the first renderer found on PATH.
 * `shownDir` is the directory as messages show it; `source` is where errors point (the kustomization file).
 */
export async function renderKustomization(dir: string, shownDir: string, source: SourceLocation, options: RenderOptions): Promise<string> {
  if (!options.remoteBases) {
    const remote = await remoteReferences(dir, shownDir);
    if (remote.length > 0) {
      const what = remote.map(({ file, references }) => `${file} refers to ${references.map((ref) => `\`${ref}\``).join(', ')}`).join('; ');
      throw new UserError(`${what}, fetched from the network`, {
        hint: 'On pull requests remote bases are refused, so that a pull request cannot make the preview fetch any URL; vendor the base into the repository, or set allow-remote-bases: true if the pull requests are trusted',
        source,
      });
    }
  }
  const env = renderEnv(process.env, options);
  for (const renderer of RENDERERS) {
    const commandLine = [renderer.command, ...renderer.args(shownDir)].join(' ');
    try {
      const { stdout } = await run(renderer.command, renderer.args(dir), { maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8', env });
      return stdout;
    } catch (error) {
      if (isNotFound(error)) continue;
      const stderr = typeof (error as { stderr?: unknown }).stderr === 'string' ? (error as { stderr: string }).stderr.trim() : '';
      const detail = stderr !== '' ? stderr : errorMessage(error);
      const remoteHint = options.remoteBases ? '' : '; remote bases are not fetched on pull requests unless allow-remote-bases is true';
      throw new UserError(`\`${commandLine}\` failed: ${detail}`, {
        hint: `Fix the kustomization; run \`${commandLine}\` locally to see the same error${remoteHint}`,
        source,
        cause: error,
      });
    }
  }
  throw new UserError(`${shownDir} is a kustomization, but neither kustomize nor kubectl is on PATH to render it`, {
    hint: 'Install kustomize (or kubectl) in an earlier step, or render the kustomization to a file in an earlier step and pass that file',
    source,
  });
}

export function renderEnv(env: NodeJS.ProcessEnv, options: RenderOptions): Record<string, string> {
  const passed: Record<string, string> = {};
  for (const name of [...PASSED_ENV, ...(options.remoteBases ? PROXY_ENV : [])]) {
    const value = env[name];
    if (value !== undefined) passed[name] = value;
  }
  return options.remoteBases ? passed : { ...passed, ...NO_NETWORK_ENV };
}

function isNotFound(error: unknown): boolean {
  // A missing program is a spawn error with a string code; a failed run has a numeric exit code.
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
