import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../common/errors.ts';
import { checkChartFiles, reachOf, type ReadRoots } from './chartFiles.ts';
import { isInside } from '../common/inputPaths.ts';
import { generatorCharts, type InflatedChart, kustomizationCharts } from './kustomizeCharts.ts';
import { reachedKustomizations, type ReachedKustomization } from './kustomizationTree.ts';
import type { SourceLocation } from '../kube/manifestObject.ts';
import type { IsolationFinder } from './networkIsolation.ts';
import { programOnPath } from './programOnPath.ts';
import { type RenderOptions, renderWith } from './renderProgram.ts';
import { loadedEntries, remoteReferences } from './remoteReferences.ts';

export type { RenderOptions };

/**
 * Renders a kustomization directory to YAML with the first renderer found on PATH.
 * `shownDir` is the directory as messages show it; `source` is where errors point (the kustomization file);
 * `cwd` the working directory, the workspace.
 * First the kustomizations it reaches are read as kustomize will (reachedKustomizations: regular files
 * inside the workspace, bounded), and refused where kustomize would read outside it: a file they load
 * in a `.git` directory, and, with helm on PATH, a chart it would inflate whose files are not all in
 * the workspace (checkChartFiles), wherever its chart home is. Without remote bases, a kustomization
 * that names a URL is refused, with the file and the URL named; the renderer then runs with no
 * network at all, which is what keeps it off the network.
 */
export async function renderKustomization(
  dir: string,
  shownDir: string,
  source: SourceLocation,
  options: RenderOptions & { cwd: string },
): Promise<string> {
  const workspace = await realpath(options.cwd);
  const real = await realpath(dir);
  // A kustomization the user named outside the workspace may read beside itself, as kustomize lets it.
  const roots: ReadRoots = {
    real: isInside(real, workspace) ? [workspace] : [workspace, real],
    shown: 'the workspace',
  };
  const reached = await reachedKustomizations(dir, shownDir, roots, source);
  if (!options.remoteBases) {
    const remote = remoteReferences(reached);
    if (remote.length > 0) {
      const what = remote
        .map(({ file, references }) => `${file} refers to ${references.map((ref) => `\`${ref}\``).join(', ')}`)
        .join('; ');
      throw new UserError(`${what}, fetched from the network`, {
        hint: 'On pull requests remote bases are refused, so that a pull request cannot make the preview fetch any URL; vendor the base into the repository, or set allow-remote-bases: true if the pull requests are trusted',
        source,
      });
    }
  }
  const helm = (await programOnPath('helm', options.environment.PATH ?? '')) !== undefined;
  for (const kustomization of reached) {
    const charts: InflatedChart[] = helm
      ? [
          ...kustomizationCharts(kustomization.fields, kustomization.root),
          ...(await generatorCharts(kustomization, roots, source)),
        ]
      : [];
    await refuseGitFiles(
      kustomization,
      [...loadedEntries(kustomization.fields), ...charts.flatMap((chart) => chart.values)],
      roots,
      source,
    );
    for (const chart of charts) {
      const shown = path.posix.join(
        path.posix.dirname(kustomization.shown),
        path.relative(kustomization.root, chart.dir).split(path.sep).join('/'),
      );
      await checkChartFiles(
        chart.dir,
        `the chart ${shown} (in the helmCharts of ${kustomization.shown})`,
        shown,
        source,
        roots,
      );
    }
  }
  return runRenderer(dir, shownDir, source, options);
}

/**
 * Refuses a kustomization loading a file in a `.git` directory (`configMapGenerator: files: [.git/config]`
 * in a kustomization at the repository's top): kustomize keeps what it loads below the kustomization,
 * where the checkout's `.git`, with its credentials, may be.
 */
async function refuseGitFiles(
  kustomization: ReachedKustomization,
  entries: string[],
  roots: ReadRoots,
  source: SourceLocation,
): Promise<void> {
  for (const entry of entries) {
    if (entry.includes('\n')) continue; // an inline patch or configuration, not a file
    const linked = await realpath(path.resolve(kustomization.root, entry)).catch(() => undefined); // a URL, or nothing there: refused above, or kustomize's to report
    if (linked !== undefined && reachOf(linked, roots) === 'git') {
      throw new UserError(`${kustomization.shown} loads ${entry}, which is in a .git directory`, {
        hint: "git's own files hold the checkout's credentials and are never rendered; name a file of the repository's instead",
        source,
      });
    }
  }
}

/**
 * Renders with the standalone kustomize, else the copy built into kubectl, with the network cut off
 * unless remote bases are allowed (see renderWith). With helm on PATH, the kustomization's
 * `helmCharts` are inflated by it (kustomize's --enable-helm), from the charts the kustomization's
 * chart home holds, or from their repositories where the network is allowed.
 * `isolation` finds how to cut the network off (tests give their own).
 */
export async function runRenderer(
  dir: string,
  shownDir: string,
  source: SourceLocation,
  options: RenderOptions,
  isolation?: IsolationFinder,
): Promise<string> {
  const helm = await programOnPath('helm', options.environment.PATH ?? '');
  const helmArgs = helm === undefined ? [] : ['--enable-helm', '--helm-command', helm];
  const shownHelmArgs = helm === undefined ? [] : ['--enable-helm'];
  return renderWith(
    {
      what: 'a kustomization',
      shownDir,
      source,
      renderers: [
        { command: 'kustomize', args: ['build', ...helmArgs, dir], shownArgs: ['build', ...shownHelmArgs, shownDir] },
        {
          command: 'kubectl',
          args: ['kustomize', ...helmArgs, dir],
          shownArgs: ['kustomize', ...shownHelmArgs, shownDir],
        },
      ],
      installHint:
        'Install kustomize (or kubectl) in an earlier step, or render the kustomization to a file in an earlier step and pass that file',
      fixHint: 'Fix the kustomization',
    },
    options,
    isolation,
  );
}
