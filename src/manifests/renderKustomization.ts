import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { errorMessage, UserError } from '../errors.ts';
import type { SourceLocation } from './manifestObject.ts';
import { type CommandLine, type IsolationFinder, type IsolationFound, networkIsolation } from './networkIsolation.ts';
import { programOnPath } from './programOnPath.ts';
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
 * the locale, and kustomize's plugin directory; with remote bases, how to reach the network. Nothing
 * else: the step's environment holds the action's inputs (INPUT_KUBECONFIG, INPUT_GITHUB-TOKEN) and
 * whatever secrets the workflow put there, and a kustomization is the pull request's to write.
 */
const PASSED_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'XDG_CONFIG_HOME', 'XDG_CACHE_HOME', 'KUSTOMIZE_PLUGIN_HOME'];
const NETWORK_ENV = ['SSH_AUTH_SOCK', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];
/** Without remote bases git, which kustomize runs for repository URLs, may use local files only. */
const NO_NETWORK_ENV: Record<string, string> = { GIT_ALLOW_PROTOCOL: 'file' };

export interface RenderOptions {
  /** Whether the kustomization may fetch remote bases and resources (refused on pull requests by default). */
  remoteBases: boolean;
}

/**
 * Renders a kustomization directory to YAML with the first renderer found on PATH.
 * `shownDir` is the directory as messages show it; `source` is where errors point (the kustomization file).
 * Without remote bases, a kustomization that names a URL is refused first, with the file and the
 * URL named; the renderer then runs with no network at all, which is what keeps it off the network.
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
  return runRenderer(dir, shownDir, source, options);
}

/**
 * Runs the first renderer on PATH on the kustomization. Without remote bases it runs in a network
 * namespace of its own, or not at all where this machine cannot make one: kustomize fetches URLs from
 * more fields than any check of the kustomization could know, and Go sends requests to loopback
 * addresses past any proxy. `isolation` finds how to cut the network off (tests give their own).
 */
export async function runRenderer(
  dir: string,
  shownDir: string,
  source: SourceLocation,
  options: RenderOptions,
  isolation: IsolationFinder = networkIsolation,
): Promise<string> {
  const env = renderEnv(process.env, options);
  for (const renderer of RENDERERS) {
    const program = await programOnPath(renderer.command, env['PATH'] ?? '');
    if (program === undefined) continue;
    const commandLine = [renderer.command, ...renderer.args(shownDir)].join(' ');
    const direct: CommandLine = { command: program, args: renderer.args(dir), env };
    const line = options.remoteBases ? direct : isolated(await isolation(), direct, shownDir, source);
    try {
      const { stdout } = await run(line.command, line.args, { maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8', env: line.env });
      return stdout;
    } catch (error) {
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

/** The renderer's command line cut off from the network, or the refusal to render where it cannot be. */
function isolated(found: IsolationFound, line: CommandLine, shownDir: string, source: SourceLocation): CommandLine {
  if ('isolation' in found) return found.isolation.wrap(line.command, line.args, line.env);
  throw new UserError(
    `${shownDir} is a kustomization, and on pull requests kustomizations are rendered with no network access, which this runner cannot give (${found.unavailable.join('; ')})`,
    {
      hint: 'Run the preview on a Linux runner where a network namespace can be made (as root, with unprivileged user namespaces, or with passwordless sudo, as on GitHub-hosted runners); or commit the rendered manifests and pass those files; or set allow-remote-bases: true if every pull request is trusted',
      source,
    },
  );
}

export function renderEnv(env: NodeJS.ProcessEnv, options: RenderOptions): Record<string, string> {
  const passed: Record<string, string> = {};
  for (const name of [...PASSED_ENV, ...(options.remoteBases ? NETWORK_ENV : [])]) {
    const value = env[name];
    if (value !== undefined) passed[name] = value;
  }
  return options.remoteBases ? passed : { ...passed, ...NO_NETWORK_ENV };
}
