import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { refuseLinksOutside } from './chartLinks.ts';
import { isInside } from './expandInputs.ts';
import type { SourceLocation } from './manifestObject.ts';
import type { IsolationFinder } from './networkIsolation.ts';
import { programOnPath } from './programOnPath.ts';
import { type RenderOptions, renderWith } from './renderProgram.ts';
import { helmChartHomes, remoteReferences } from './remoteReferences.ts';

export type { RenderOptions };

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
  // helm follows links in the charts it inflates, which kustomize's checks of what it loads itself do not see: each
  // chart home, and every link in it, must stay in or below the kustomization naming it, as kustomize's files must.
  if (!options.remoteBases && (await programOnPath('helm', process.env['PATH'] ?? '')) !== undefined) {
    for (const { home, root } of await helmChartHomes(dir)) {
      // kustomize refuses a chart home outside its kustomization itself, before helm reads it.
      if (!isInside(home, root)) continue;
      const shownHome = path.posix.join(shownDir, path.relative(dir, home).split(path.sep).join('/'));
      await refuseLinksOutside(home, `the chart home ${shownHome}`, shownHome, source, { real: [await realpath(root)], shown: 'its kustomization' });
    }
  }
  return runRenderer(dir, shownDir, source, options);
}

/**
 * Renders with the standalone kustomize, else the copy built into kubectl, with the network cut off
 * unless remote bases are allowed (see renderWith). With helm on PATH, the kustomization's
 * `helmCharts` are inflated by it (kustomize's --enable-helm), from the charts the kustomization's
 * chart home holds, or from their repositories where the network is allowed.
 * `isolation` finds how to cut the network off (tests give their own).
 */
export async function runRenderer(dir: string, shownDir: string, source: SourceLocation, options: RenderOptions, isolation?: IsolationFinder): Promise<string> {
  const helm = await programOnPath('helm', process.env['PATH'] ?? '');
  const helmArgs = helm === undefined ? [] : ['--enable-helm', '--helm-command', helm];
  const shownHelmArgs = helm === undefined ? [] : ['--enable-helm'];
  return renderWith(
    {
      what: 'a kustomization',
      shownDir,
      source,
      renderers: [
        { command: 'kustomize', args: ['build', ...helmArgs, dir], shownArgs: ['build', ...shownHelmArgs, shownDir] },
        { command: 'kubectl', args: ['kustomize', ...helmArgs, dir], shownArgs: ['kustomize', ...shownHelmArgs, shownDir] },
      ],
      installHint: 'Install kustomize (or kubectl) in an earlier step, or render the kustomization to a file in an earlier step and pass that file',
      fixHint: 'Fix the kustomization',
    },
    options,
    isolation,
  );
}
