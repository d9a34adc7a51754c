import { errorMessage, UserError } from '../common/errors.ts';
import {
  PROGRAM_VARIABLES,
  PROXY_VARIABLES,
  type RunEnvironment,
  type RunVariable,
  variablesOf,
} from '../common/runEnvironment.ts';
import {
  type BoundedResult,
  boundMessage,
  memoryBounded,
  RENDER_BOUNDS,
  type RenderBounds,
  runBounded,
} from './boundedProcess.ts';
import type { SourceLocation } from '../kube/manifestObject.ts';
import { type CommandLine, type IsolationFinder, type IsolationFound, networkIsolation } from './networkIsolation.ts';
import { programOnPath } from './programOnPath.ts';

/**
 * What a renderer gets of the environment: where programs are, a home and temporary directory (git's,
 * helm's cache and configuration), the locale, and kustomize's plugin directory; with the network
 * allowed, how to reach it. Nothing else: the step's environment holds the action's inputs
 * (INPUT_KUBECONFIG, INPUT_GITHUB-TOKEN) and whatever secrets the workflow put there, and a
 * kustomization or chart is the pull request's to write.
 */
const PASSED_ENV: readonly RunVariable[] = [
  ...PROGRAM_VARIABLES,
  'XDG_CACHE_HOME',
  'XDG_DATA_HOME',
  'KUSTOMIZE_PLUGIN_HOME',
];
const NETWORK_ENV: readonly RunVariable[] = ['SSH_AUTH_SOCK', ...PROXY_VARIABLES];
/** Without the network git, which kustomize runs for repository URLs, may use local files only. */
const NO_NETWORK_ENV: Record<string, string> = { GIT_ALLOW_PROTOCOL: 'file' };

export interface RenderOptions {
  /** Whether rendering may reach the network: remote bases, charts' repositories (refused on pull requests by default). */
  remoteBases: boolean;
  /** What the renderer may take (RENDER_BOUNDS unless a test gives its own). */
  bounds?: RenderBounds;
  /** The run's environment, of which the renderer gets PASSED_ENV's variables (and NETWORK_ENV's with the network). */
  environment: RunEnvironment;
}

/** One program that renders a directory: the command and its arguments for the real directory and as messages show it. */
export interface RendererCommand {
  command: string;
  args: string[];
  shownArgs: string[];
}

/** What is rendered, as messages name it, and how to fix the failures they report. */
export interface RenderTask {
  /** `a kustomization`, `a Helm chart`. */
  what: string;
  /** The directory as messages show it. */
  shownDir: string;
  /** Where errors point. */
  source: SourceLocation;
  /** The renderers tried in turn: the first on PATH renders. */
  renderers: RendererCommand[];
  /** What to do when none is on PATH. */
  installHint: string;
  /** What to fix when the renderer fails. */
  fixHint: string;
}

/**
 * Runs the first of the task's renderers on PATH. Without the network allowed it runs in a network
 * namespace of its own, or not at all where this machine cannot make one: kustomize and helm fetch
 * URLs from more fields than any check of their input could know, and Go sends requests to loopback
 * addresses past any proxy. It runs within the bounds of `options` (RENDER_BOUNDS: time, output,
 * memory), and a bound it hits is named in the error. `isolation` finds how to cut the network off
 * (tests give their own).
 */
export async function renderWith(
  task: RenderTask,
  options: RenderOptions,
  isolation: IsolationFinder = () => networkIsolation(options.environment.PATH ?? ''),
): Promise<string> {
  const env = renderEnv(options);
  const bounds = options.bounds ?? RENDER_BOUNDS;
  for (const renderer of task.renderers) {
    const program = await programOnPath(renderer.command, env['PATH'] ?? '');
    if (program === undefined) continue;
    const commandLine = [renderer.command, ...renderer.shownArgs].join(' ');
    const direct = memoryBounded(
      { command: program, args: renderer.args, env },
      bounds,
      await programOnPath('prlimit', env['PATH'] ?? ''),
    );
    const line = options.remoteBases ? direct : isolated(await isolation(), direct, task);
    const networkHint = options.remoteBases
      ? ''
      : '; on pull requests nothing is fetched from the network unless allow-remote-bases is true';
    let result: BoundedResult;
    try {
      result = await runBounded(line, bounds);
    } catch (error) {
      throw new UserError(`\`${commandLine}\` could not start: ${errorMessage(error)}`, {
        hint: task.installHint,
        source: task.source,
        cause: error,
      });
    }
    if (result.ended === 'ok') return result.stdout;
    if (result.ended === 'bound') {
      throw new UserError(`\`${commandLine}\` ${boundMessage(result.bound, bounds)}`, {
        hint: `A chart or kustomization renders in seconds; look for a loop in its templates (\`range\`, \`until\`) or what makes its output so large, and run \`${commandLine}\` locally`,
        source: task.source,
      });
    }
    const detail =
      result.stderr !== '' ? result.stderr : result.signal ? `killed by ${result.signal}` : `exit code ${result.code}`;
    throw new UserError(`\`${commandLine}\` failed: ${detail}`, {
      hint: `${task.fixHint}; run \`${commandLine}\` locally to see the same error${networkHint}`,
      source: task.source,
    });
  }
  const names = task.renderers.map((renderer) => renderer.command);
  const missing = names.length === 1 ? `${names[0]} is not` : `neither ${names.join(' nor ')} is`;
  throw new UserError(`${task.shownDir} is ${task.what}, but ${missing} on PATH to render it`, {
    hint: task.installHint,
    source: task.source,
  });
}

/** The renderer's command line cut off from the network, or the refusal to render where it cannot be. */
function isolated(found: IsolationFound, line: CommandLine, task: RenderTask): CommandLine {
  if ('isolation' in found) return found.isolation.wrap(line.command, line.args, line.env);
  throw new UserError(
    `${task.shownDir} is ${task.what}, and on pull requests ${task.what.replace(/^an? /, '')}s are rendered with no network access, which this runner cannot give (${found.unavailable.join('; ')})`,
    {
      hint: 'Run the preview on a Linux runner where a network namespace can be made (as root, with unprivileged user namespaces, or with passwordless sudo, as on GitHub-hosted runners); or commit the rendered manifests and pass those files; or set allow-remote-bases: true if every pull request is trusted',
      source: task.source,
    },
  );
}

export function renderEnv(options: RenderOptions): Record<string, string> {
  const passed = variablesOf(options.environment, [...PASSED_ENV, ...(options.remoteBases ? NETWORK_ENV : [])]);
  return options.remoteBases ? passed : { ...passed, ...NO_NETWORK_ENV };
}
