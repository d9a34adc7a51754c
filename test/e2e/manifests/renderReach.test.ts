// What a pull request's chart or kustomization can make helm and kustomize read, rendered as its preview renders
// them (no network, the real helm built for the tests, the cluster's kubectl for kustomize's helmCharts): no file
// outside the workspace, however deep the link that leads there, nor git's own files, wherever kustomize finds
// the chart; nothing endless (/dev/zero) read before it is refused; and no render longer, larger or hungrier than
// its bounds, each named when it is hit.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { describeError } from '../../../src/common/errors.ts';
import type { RenderBounds } from '../../../src/manifests/boundedProcess.ts';
import { loadManifests } from '../../../src/manifests/loadManifests.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { helmPath } from '../../cluster/helm/helmPath.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const CHART = 'apiVersion: v2\nname: web\nversion: 1.0.0\n';
/** What only the runner holds, outside the workspace, and what git's config holds with actions/checkout's persist-credentials. */
const LOOT = `loot-${randomBytes(8).toString('hex')}`;
const TOKEN = `basic ${randomBytes(12).toString('hex')}`;
const HINT =
  "Helm reads every file of a chart's directory, following symbolic links at any depth; remove the link, or copy what it points to into the chart";

let helm: string;
let outside: string;
let workspace: string;
const made: string[] = [];

beforeAll(async () => {
  helm = await helmPath();
  outside = await mkdtemp(join(tmpdir(), 'render-reach-outside-'));
  await writeFile(join(outside, 'loot'), `${LOOT}\n`);
  made.push(outside);
});
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));
beforeEach(async () => {
  // The tests' helm renders charts and is the one kustomize inflates helmCharts with; the cluster's kubectl is kustomize.
  vi.stubEnv('PATH', [dirname(helm), dirname(inject('kubectlPath')), '/usr/bin', '/bin'].join(delimiter));
  workspace = await mkdtemp(join(tmpdir(), 'render-reach-'));
  made.push(workspace);
  await write({ '.git/config': `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: ${TOKEN}\n` });
  return () => vi.unstubAllEnvs();
});

async function write(files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(workspace, file)), { recursive: true });
    await writeFile(join(workspace, file), text);
  }
}
async function link(target: string, at: string): Promise<void> {
  await mkdir(dirname(join(workspace, at)), { recursive: true });
  await symlink(target, join(workspace, at));
}
/** A pull request's preview of `input`: what it rendered, or the error it shows. */
async function preview(input: string, bounds?: RenderBounds): Promise<string> {
  return loadManifests([input], {
    environment: testEnvironment(),
    cwd: workspace,
    remoteBases: false,
    chart: { release: 'shop', namespace: undefined, values: [], set: [] },
    ...(bounds ? { bounds } : {}),
  }).then(
    (objects) => `rendered ${objects.length} objects`,
    (error: unknown) => describeError(error),
  );
}
/** A chart that prints the file it reads at `file` into its error, as `{{ fail }}` puts it in the comment. */
const leaking = (dir: string, file: string) => ({
  [`${dir}/Chart.yaml`]: CHART,
  [`${dir}/templates/leak.yaml`]: `{{ fail (.Files.Get "${file}") }}\n`,
});

describe("a chart's links, at any depth", () => {
  it('refuses a link out of the workspace inside a directory the chart links to, naming it as helm would read it', async () => {
    await write({ ...leaking('web', 'sub/loot'), 'other/README.md': 'inside the workspace\n' });
    await link('../other', 'web/sub');
    await link(join(outside, 'loot'), 'other/loot');

    const shown = await preview('web');
    expect(shown).toBe(
      `web/Chart.yaml:1: the chart web holds web/sub/loot, a link leading outside the workspace. ${HINT}`,
    );
    expect(shown).not.toContain(LOOT);
  });

  it("refuses a link to git's own files, and a link to a directory that holds the chart", async () => {
    await write(leaking('web', 'cfg'));
    await link('../.git/config', 'web/cfg');
    await link('..', 'web/top');

    const shown = await preview('web');
    expect(shown).toBe(
      `web/Chart.yaml:1: the chart web holds web/cfg, a link leading into a .git directory; web/top/.git, git's own files (which hold the checkout's credentials); web/top/web, a link to a directory that holds it (a loop). ${HINT}`,
    );
    expect(shown).not.toContain(TOKEN);
  });

  it("refuses the same in a chart a kustomization's helmCharts inflate", async () => {
    await write({
      'app/kustomization.yaml': 'helmCharts:\n  - name: web\n    releaseName: shop\n',
      ...leaking('app/charts/web', 'sub/loot'),
    });
    await link('../../../other', 'app/charts/web/sub');
    await link(join(outside, 'loot'), 'other/loot');

    const shown = await preview('app');
    expect(shown).toBe(
      `app/kustomization.yaml:1: the chart app/charts/web (in the helmCharts of app/kustomization.yaml) holds app/charts/web/sub/loot, a link leading outside the workspace. ${HINT}`,
    );
    expect(shown).not.toContain(LOOT);
  });
});

describe("git's own files", () => {
  it("refuses a kustomization at the repository's top, which kustomize lets load .git/config into a ConfigMap", async () => {
    await write({ 'kustomization.yaml': 'configMapGenerator:\n  - name: loot\n    files: [.git/config]\n' });

    const shown = await preview('.');
    expect(shown).toBe(
      "kustomization.yaml:1: kustomization.yaml loads .git/config, which is in a .git directory. Git's own files hold the checkout's credentials and are never rendered; name a file of the repository's instead",
    );
  });
});

describe('the bases of a kustomization', () => {
  it("refuses a base outside the workspace (another checkout's, on a self-hosted runner), named or reached through a link", async () => {
    const other = await mkdtemp(join(tmpdir(), 'render-reach-other-checkout-'));
    made.push(other);
    await writeFile(join(other, 'kustomization.yaml'), 'configMapGenerator:\n  - name: loot\n    files: [loot]\n');
    await writeFile(join(other, 'loot'), `${LOOT}\n`);
    await write({
      'named/kustomization.yaml': `resources: [${other}]\n`,
      'linked/kustomization.yaml': 'resources: [base]\n',
    });
    await link(other, 'linked/base');

    // Shown as a path from the working directory, as every path in a message is.
    expect(await preview('named')).toMatch(
      new RegExp(
        `^named/kustomization\\.yaml:1: \\.\\./${basename(other)} is outside the workspace\\. Kustomize would read a base there`,
      ),
    );
    expect(await preview('linked')).toMatch(
      /^linked\/kustomization\.yaml:1: linked\/base leads outside the workspace through a symbolic link\. /,
    );
  });
});

describe('the charts kustomize inflates, wherever their chart home is', () => {
  it.each([
    [
      'a chart home outside the kustomization, as kustomize inflates from it with valuesMerge: replace',
      {
        'app/kustomization.yaml':
          'helmGlobals:\n  chartHome: ../shared\nhelmCharts:\n  - name: web\n    releaseName: shop\n    valuesInline: {a: 1}\n    valuesMerge: replace\n',
      },
    ],
    [
      "the chart home of a HelmChartInflationGenerator among the kustomization's generators",
      {
        'app/kustomization.yaml': 'generators: [inflate.yaml]\n',
        'app/inflate.yaml':
          'apiVersion: builtin\nkind: HelmChartInflationGenerator\nmetadata:\n  name: web\nname: web\nreleaseName: shop\nchartHome: ../shared\nvaluesInline: {a: 1}\nvaluesMerge: replace\n',
      },
    ],
  ])('checks %s', async (_name, kustomization) => {
    await write({ ...kustomization, ...leaking('shared/web', 'loot') });
    await link(join(outside, 'loot'), 'shared/web/loot');

    const shown = await preview('app');
    expect(shown).toBe(
      `app/kustomization.yaml:1: the chart shared/web (in the helmCharts of app/kustomization.yaml) holds shared/web/loot, a link leading outside the workspace. ${HINT}`,
    );
    expect(shown).not.toContain(LOOT);
  });

  it('refuses a generators entry that is a directory, whose configurations cannot be known before kustomize runs', async () => {
    await write({
      'app/kustomization.yaml': 'generators: [inflate]\n',
      'app/inflate/kustomization.yaml': 'resources: [chart.yaml]\n',
      'app/inflate/chart.yaml': 'kind: HelmChartInflationGenerator\n',
    });
    expect(await preview('app')).toMatch(
      /^app\/kustomization\.yaml:1: app\/kustomization\.yaml names inflate among its generators, a directory: with helm on PATH, the Helm charts it may configure cannot be checked before kustomize runs\. /,
    );
  });

  it('renders a chart from a chart home outside the kustomization whose files are all in the workspace', async () => {
    await write({
      'app/kustomization.yaml':
        'helmGlobals:\n  chartHome: ../shared\nhelmCharts:\n  - name: web\n    releaseName: shop\n    valuesInline: {name: from-shared}\n    valuesMerge: replace\n',
      'shared/web/Chart.yaml': CHART,
      'shared/web/templates/config.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Values.name }}\n',
    });
    expect(await preview('app')).toBe('rendered 1 objects');
  });
});

describe('a file linked to /dev/zero', () => {
  it.each([
    [
      'Chart.yaml',
      'web/Chart.yaml',
      'web',
      'web/Chart.yaml:1: the chart web holds web/Chart.yaml, a link leading outside the workspace',
    ],
    [
      "a dependency's Chart.yaml",
      'web/charts/cache/Chart.yaml',
      'web',
      'web/Chart.yaml:1: the chart web holds web/charts/cache/Chart.yaml, a link leading outside the workspace',
    ],
    [
      'kustomization.yaml',
      'app/kustomization.yaml',
      'app',
      'app/kustomization.yaml:1: app/kustomization.yaml leads outside the workspace through a symbolic link',
    ],
  ])('as %s is refused before a byte of it is read', async (_name, at, input, refusal) => {
    await write({
      'web/Chart.yaml': `${CHART}dependencies:\n  - name: cache\n    version: 1.0.0\n`,
      'web/templates/a.yaml': '',
      'app/config.yaml': '',
    });
    await rm(join(workspace, at), { force: true });
    await link('/dev/zero', at);
    const started = performance.now();
    expect(await preview(input)).toMatch(new RegExp(`^${refusal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\. `));
    // Reading /dev/zero to the end of a read budget takes seconds and hundreds of MiB.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe("a render's bounds", () => {
  // Each test hits one bound: the others are far, even on a busy machine.
  const bounds: RenderBounds = { timeoutMs: 60_000, outputBytes: 1024 * 1024, memoryBytes: 1024 * 1024 * 1024 };
  const timeBound: RenderBounds = { ...bounds, timeoutMs: 3_000 };
  const template = (text: string) => write({ 'web/Chart.yaml': CHART, 'web/templates/t.yaml': text });
  /** The processes still running with the workspace in their command line (helm, kustomize). */
  const left = () =>
    execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(workspace) && !line.startsWith('ps '));

  it('stops a chart looping past its time, saying so', async () => {
    await template('{{- range until 100000 }}{{- range until 100000 }}{{- end }}{{- end }}\n');
    expect(await preview('web', timeBound)).toBe(
      'web/Chart.yaml:1: `helm template shop web --include-crds` did not finish within 3 s, its time bound, and was stopped. ' +
        'A chart or kustomization renders in seconds; look for a loop in its templates (`range`, `until`) or what makes its output so large, and run `helm template shop web --include-crds` locally',
    );
    // Killed with its process group: gone once the kernel has ended them, which a loaded machine may take a moment to do.
    await expect.poll(left, { timeout: 5_000, interval: 100 }).toEqual([]);
  });

  it('stops kustomize and the helm it runs when the chart it inflates loops past the time', async () => {
    await write({
      'app/kustomization.yaml': 'helmCharts:\n  - name: web\n    releaseName: shop\n',
      'app/charts/web/Chart.yaml': CHART,
      'app/charts/web/values.yaml': '',
      'app/charts/web/templates/t.yaml': '{{- range until 100000 }}{{- range until 100000 }}{{- end }}{{- end }}\n',
    });
    expect(await preview('app', timeBound)).toMatch(
      /^app\/kustomization\.yaml:1: `kubectl kustomize --enable-helm app` did not finish within 3 s, its time bound, and was stopped\. /,
    );
    // Killed with its process group: gone once the kernel has ended them, which a loaded machine may take a moment to do.
    await expect.poll(left, { timeout: 5_000, interval: 100 }).toEqual([]);
  });

  it('stops a chart writing past its output bound, saying so', async () => {
    await template('{{- range until 40000 }}\n# {{ repeat 60 "x" }}\n{{- end }}\n');
    expect(await preview('web', bounds)).toMatch(
      /^web\/Chart\.yaml:1: `helm template shop web --include-crds` wrote more than 1 MiB, its output bound, and was stopped\. /,
    );
  });

  it('ends a chart that takes more memory than its bound, saying so', async () => {
    await template(
      '{{- $s := "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" }}{{- range until 40 }}{{- $s = printf "%s%s" $s $s }}{{- end }}\nkind: ConfigMap\n',
    );
    expect(await preview('web', bounds)).toMatch(
      /^web\/Chart\.yaml:1: `helm template shop web --include-crds` ran out of memory under its bound of 1024 MiB\. /,
    );
  });
});
