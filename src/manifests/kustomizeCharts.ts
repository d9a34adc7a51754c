import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import * as yaml from 'js-yaml';
import { UserError } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';
import { reachOf, type ReadRoots } from './chartFiles.ts';
import { type ReachedKustomization, strings } from './kustomizationTree.ts';
import type { SourceLocation } from '../kube/manifestObject.ts';
import { ReadBudget } from './readBudget.ts';
import { readWorkspaceFile } from './workspaceFile.ts';

/** A chart kustomize inflates with helm: its directory and the values files kustomize hands helm, as absolute paths. */
export interface InflatedChart {
  dir: string;
  values: string[];
}

/**
 * The charts a kustomization's fields make kustomize inflate (`root`: its real directory), as
 * kustomize finds them: `<chartHome>/<name>`, or `<chartHome>/<name>-<version>/<name>` for a chart
 * with a repository and a version; `chartHome` from `helmGlobals` (else the deprecated
 * `helmChartInflationGenerator`'s), relative to the kustomization or absolute, `charts` by default,
 * and anywhere it leads: kustomize does not keep it inside the kustomization.
 */
export function kustomizationCharts(fields: Record<string, unknown>, root: string): InflatedChart[] {
  const old = Array.isArray(fields['helmChartInflationGenerator'])
    ? fields['helmChartInflationGenerator'].filter(isRecord)
    : [];
  const globals = fields['helmGlobals'];
  // As kustomize converts the deprecated field: its last chartHome, when there are no helmGlobals.
  const oldHome = old
    .map((entry) => entry['chartHome'])
    .filter((home): home is string => typeof home === 'string' && home !== '')
    .at(-1);
  const home = isRecord(globals) ? text(globals['chartHome']) : oldHome;
  const charts = [
    ...(Array.isArray(fields['helmCharts']) ? fields['helmCharts'].filter(isRecord) : []),
    ...old.map((entry) => ({
      name: entry['chartName'],
      version: entry['chartVersion'],
      repo: entry['chartRepoUrl'],
      valuesFile: entry['values'],
    })),
  ];
  return charts.flatMap((chart) => inflated({ ...chart, chartHome: home }, root));
}

/** A HelmChartInflationGenerator's configuration (a `helmCharts` entry with its chart home) as kustomize resolves it. */
function inflated(config: Record<string, unknown>, root: string): InflatedChart[] {
  const name = text(config['name']);
  if (name === undefined) return []; // kustomize refuses a chart without a name
  const chartHome = text(config['chartHome']) ?? 'charts';
  let home = path.isAbsolute(chartHome) ? chartHome : path.join(root, chartHome);
  const version = text(config['version']);
  if (version !== undefined && text(config['repo']) !== undefined) home = path.join(home, `${name}-${version}`);
  const values = [text(config['valuesFile']), ...strings(config['additionalValuesFiles'])].filter(
    (file): file is string => file !== undefined,
  );
  return [{ dir: path.join(home, name), values: values.map((file) => path.resolve(root, file)) }];
}

function text(value: unknown): string | undefined {
  const written = typeof value === 'number' ? String(value) : value; // a version such as 1.0, read by a schema that makes it a number
  return typeof written === 'string' && written.trim() !== '' ? written.trim() : undefined;
}

/**
 * The charts of the HelmChartInflationGenerator configurations a kustomization's `generators` hold,
 * written inline or in a file (a chart configured this way has its own `chartHome`). A generators
 * entry that is a directory is refused: its configurations are what that kustomization renders, which
 * nothing can know before kustomize runs, and with helm among them a chart no check has seen.
 */
export async function generatorCharts(
  kustomization: ReachedKustomization,
  roots: ReadRoots,
  source: SourceLocation,
): Promise<InflatedChart[]> {
  const found: InflatedChart[] = [];
  for (const entry of strings(kustomization.fields['generators'])) {
    const inline = documents(entry);
    if (inline.some(isRecord)) {
      found.push(...helmConfigs(inline, kustomization.root));
      continue;
    }
    const file = path.resolve(kustomization.root, entry);
    const real = await realpath(file).catch(() => undefined);
    if (real === undefined || reachOf(real, roots) !== 'inside') continue; // missing, or refused by kustomize's own rule (files only below the kustomization)
    if ((await stat(real)).isDirectory()) {
      throw new UserError(
        `${kustomization.shown} names ${entry} among its generators, a directory: with helm on PATH, the Helm charts it may configure cannot be checked before kustomize runs`,
        {
          hint: "write the chart in helmCharts, or the generator's configuration in a file named among the generators",
          source,
        },
      );
    }
    const within = roots.real.find(
      (candidate) => reachOf(real, { real: [candidate], shown: roots.shown }) === 'inside',
    )!;
    found.push(
      ...helmConfigs(
        documents(readWorkspaceFile(file, entry, { workspace: within, budget: new ReadBudget(GENERATOR_MAX_BYTES) })),
        kustomization.root,
      ),
    );
  }
  return found;
}

const GENERATOR_MAX_BYTES = 1024 * 1024;

function helmConfigs(configs: unknown[], root: string): InflatedChart[] {
  return configs
    .filter((config) => isRecord(config) && config['kind'] === 'HelmChartInflationGenerator')
    .flatMap((config) => inflated(config as Record<string, unknown>, root));
}

function documents(text: string): unknown[] {
  try {
    return yaml.loadAll(text, null, { schema: yaml.FAILSAFE_SCHEMA });
  } catch {
    return []; // kustomize reports what is not YAML
  }
}
