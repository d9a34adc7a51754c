import { realpathSync, statSync } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import * as yaml from 'js-yaml';
import { UserError } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';
import { checkChartFiles, reachOf, type ReadRoots } from './chartFiles.ts';
import { isInside } from '../common/inputPaths.ts';
import { CHART_FILE } from './expandInputs.ts';
import type { SourceLocation } from '../kube/manifestObject.ts';
import { ReadBudget } from './readBudget.ts';
import { type RenderOptions, renderWith } from './renderProgram.ts';
import { readWorkspaceFile } from './workspaceFile.ts';

/** How a chart is rendered: `helm template <release> <chart> --namespace <ns> --values f... --set k=v... --include-crds`. */
export interface ChartOptions {
  release: string;
  /** The run's namespace, the chart's `.Release.Namespace`; helm's `default` when undefined. */
  namespace: string | undefined;
  /** Values files, relative to the working directory, as given. */
  values: string[];
  /** helm's `--set` values, `key=value` each. */
  set: string[];
}

export interface ChartRender extends RenderOptions {
  chart: ChartOptions;
  cwd: string;
}

/**
 * Renders the chart of `dir` with helm (`helm template`, CRDs included). `shownDir` is the
 * directory as messages show it; `source` is where errors point (its Chart.yaml). A dependency
 * missing from the chart's `charts/` is fetched where the network is allowed (`helm dependency
 * build`, which writes it into `charts/`) and refused before helm runs where it is not;
 * there helm runs cut off from the network, as kustomize does. Before anything of the chart is read,
 * every file helm would read from it (checkChartFiles) and the values files must be regular files
 * really inside the workspace, out of `.git`: helm follows symbolic links, and a pull request's link
 * could make a template read a file of the runner's into a preview.
 */
export async function renderChart(
  dir: string,
  shownDir: string,
  source: SourceLocation,
  render: ChartRender,
): Promise<string> {
  const workspace = await realpath(render.cwd);
  const roots: ReadRoots = { real: [workspace, await realpath(dir)], shown: 'the workspace' };
  await checkChartFiles(dir, `the chart ${shownDir}`, shownDir, source, roots);
  const values: string[] = [];
  for (const file of render.chart.values) values.push(valuesFile(file, render.cwd, workspace, source));
  const missing = await missingDependencies(dir, shownDir, roots);
  if (missing.length > 0 && !render.remoteBases) refuseMissing(missing, shownDir, source);
  const { release, namespace, set } = render.chart;
  const flags = (valueFiles: string[], setValues: string[]) => [
    ...(namespace === undefined ? [] : ['--namespace', namespace]),
    ...valueFiles.flatMap((file) => ['--values', file]),
    ...setValues.flatMap((value) => ['--set', value]),
    '--include-crds',
  ];
  const helm = (args: string[], shownArgs: string[], fixHint: string) =>
    renderWith(
      {
        what: 'a Helm chart',
        shownDir,
        source,
        renderers: [{ command: 'helm', args, shownArgs }],
        installHint: INSTALL_HINT,
        fixHint,
      },
      render,
    );
  // A separate step: helm template --dependency-update would print its progress into the rendered output.
  if (missing.length > 0)
    await helm(
      ['dependency', 'build', dir],
      ['dependency', 'build', shownDir],
      "Check the chart's dependencies and that their repositories answer",
    );
  // Messages show each --set value's key only: a workflow may set a secret (a password) this way, and a message reaches the comment.
  const shownSet = set.map((value) => `${value.slice(0, value.indexOf('='))}=***`);
  return helm(
    ['template', release, dir, ...flags(values, set)],
    ['template', release, shownDir, ...flags(render.chart.values, shownSet)],
    'Fix the chart or its values',
  );
}

const INSTALL_HINT =
  'Install helm in an earlier step (GitHub-hosted runners have it; elsewhere azure/setup-helm, or https://helm.sh/docs/intro/install/), or render the chart to a file in an earlier step and pass that file';

/** The absolute path of a values file, which must be a regular file inside the workspace and out of `.git`, links resolved. */
function valuesFile(file: string, cwd: string, workspace: string, source: SourceLocation): string {
  const absolute = path.resolve(cwd, file);
  let real: string;
  try {
    real = realpathSync(absolute);
  } catch {
    throw new UserError(`the Helm values file ${file} does not exist`, {
      hint: `values files are relative to the working directory, ${cwd}`,
      source,
    });
  }
  const reach = reachOf(real, { real: [workspace], shown: 'the workspace' });
  if (reach !== 'inside') {
    throw new UserError(
      `the Helm values file ${file} is ${reach === 'git' ? "in a .git directory, which holds the checkout's credentials" : 'outside the workspace'}`,
      {
        hint: 'values files are read only from the working directory (the checked-out repository); copy the file into it',
        source,
      },
    );
  }
  if (!statSync(real).isFile())
    throw new UserError(`the Helm values file ${file} is not a regular file (a device, pipe or socket)`, {
      hint: 'only regular files are read',
      source,
    });
  return absolute;
}

/**
 * A chart's Chart.yaml, or a dependency's, once checkChartFiles has seen it, read as a regular file
 * of at most helm's 5 MiB a file (its MaxDecompressedFileSize); empty when there is none.
 */
function chartFileText(dir: string, shownDir: string, roots: ReadRoots): string {
  const file = path.join(dir, CHART_FILE);
  try {
    const real = realpathSync(file);
    const root = roots.real.find((candidate) => isInside(real, candidate)) ?? roots.real[0]!;
    return readWorkspaceFile(file, `${shownDir}/${CHART_FILE}`, {
      workspace: root,
      budget: new ReadBudget(CHART_FILE_MAX_BYTES),
    });
  } catch (error) {
    if (error instanceof UserError) throw error;
    return ''; // none, or a dangling link: it names no dependency, and helm reports a directory without a chart itself
  }
}

const CHART_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The dependencies Chart.yaml lists that its `charts/` directory does not hold, as a chart directory or a packaged `.tgz`. */
async function missingDependencies(dir: string, shownDir: string, roots: ReadRoots): Promise<Dependency[]> {
  const dependencies = chartDependencies(chartFileText(dir, shownDir, roots));
  if (dependencies.length === 0) return [];
  const vendored = await vendoredCharts(path.join(dir, 'charts'), `${shownDir}/charts`, roots);
  return dependencies.filter(({ name }) => !vendored.has(name));
}

/** The refusal of dependencies to fetch where the network is not allowed: helm would fetch them, or fail. */
function refuseMissing(missing: Dependency[], shownDir: string, source: SourceLocation): never {
  const named = missing.map(({ name, repository }) => `${name}${repository ? ` (from ${repository})` : ''}`).join(', ');
  throw new UserError(`the chart ${shownDir} depends on ${named}, which its charts/ directory does not hold`, {
    hint: `On pull requests nothing is fetched: run \`helm dependency build ${shownDir}\` and commit the charts/ it fills; on push and the other trusted events helm fetches them, as it does with allow-remote-bases: true`,
    source,
  });
}

interface Dependency {
  name: string;
  repository: string | undefined;
}

/** The dependencies Chart.yaml lists. */
function chartDependencies(text: string): Dependency[] {
  const chart = chartMetadata(text);
  const dependencies = isRecord(chart) && Array.isArray(chart['dependencies']) ? chart['dependencies'] : [];
  return dependencies.flatMap((entry) =>
    isRecord(entry) && typeof entry['name'] === 'string'
      ? [{ name: entry['name'], repository: typeof entry['repository'] === 'string' ? entry['repository'] : undefined }]
      : [],
  );
}

/** The names of the charts a `charts/` directory holds: its chart directories' names, and those of its `<name>-<version>.tgz` packages. */
async function vendoredCharts(chartsDir: string, shownDir: string, roots: ReadRoots): Promise<Set<string>> {
  const names = new Set<string>();
  const entries = await readdir(chartsDir, { withFileTypes: true }).catch(() => []); // no charts/: nothing vendored; a dependency then missing is helm's to report
  for (const entry of entries) {
    if (entry.isDirectory()) {
      // No Chart.yaml: not a chart, so it names none; helm reads the directory itself.
      const text = chartFileText(path.join(chartsDir, entry.name), `${shownDir}/${entry.name}`, roots);
      const chart = chartMetadata(text);
      if (isRecord(chart) && typeof chart['name'] === 'string') names.add(chart['name']);
    } else {
      const packaged = /^(.+)-v?\d+\.\d+\.\d+.*\.tgz$/.exec(entry.name);
      if (packaged) names.add(packaged[1]!);
    }
  }
  return names;
}

/** A Chart.yaml's content; undefined when it is not YAML, which helm reports itself, in its own words. */
function chartMetadata(text: string): unknown {
  try {
    return yaml.load(text, { schema: yaml.CORE_SCHEMA });
  } catch {
    // Nothing is lost: helm reads the same Chart.yaml next and reports what is wrong with it.
    return undefined;
  }
}
