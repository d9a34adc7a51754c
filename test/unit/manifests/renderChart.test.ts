// What is checked of a chart before helm runs (its dependencies, links, values files), and how its output is read: each
// object at the template its `# Source:` header names, its hooks left out. helm is a stand-in that prints what a real
// helm prints; test/e2e/manifests/helmChart.test.ts renders a real chart with the real helm.
import { readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { UserError } from '../../../src/common/errors.ts';
import { hookMessages } from '../../../src/manifests/helmHooks.ts';
import { type FoundHooks, loadManifests } from '../../../src/manifests/loadManifests.ts';
import { treesRemovedAfterEach, writeScript } from './fixtureTree.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const tree = treesRemovedAfterEach();

const CHART = 'apiVersion: v2\nname: web\nversion: 1.0.0\n';
const chart = { release: 'shop', namespace: 'prod', values: [], set: [] };

/** helm template's output: each document under the `# Source:` of its template (the chart's name first), a hook among them. */
const RENDERED = [
  '---',
  '# Source: web/templates/config.yaml',
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-config',
  '---',
  '# Source: web/charts/cache/templates/cache.yaml',
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-cache',
  '---',
  '# Source: web/../../../outside.yaml',
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-forged',
  '---',
  '# Source: web/templates/tests/ping.yaml',
  'apiVersion: v1\nkind: Pod\nmetadata:\n  name: shop-ping\n  annotations:\n    helm.sh/hook: test',
  '---',
  '# Source: web/templates/migrate.yaml',
  'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: shop-migrate\n  annotations:\n    "helm.sh/hook": pre-install, pre-upgrade, pre-nothing\n    "helm.sh/hook-weight": "-5"\n    "helm.sh/hook-delete-policy": hook-succeeded,unknown',
  '',
].join('\n');

async function loadError(inputs: string[], cwd: string, values: string[] = [], remoteBases = true): Promise<string> {
  const error: unknown = await loadManifests(inputs, {
    environment: testEnvironment(),
    cwd,
    remoteBases,
    chart: { ...chart, values },
  }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof UserError)) throw new Error(`expected a UserError, got ${String(error)}`);
  return error.describe();
}

describe('a Helm chart among the manifests', () => {
  it('is rendered by helm template, each object pointing at its template, hooks left out and told', async () => {
    const cwd = await tree({
      'deploy/web/Chart.yaml': CHART,
      'deploy/web/templates/config.yaml': '{{- if .Values.config }}\napiVersion: v1\nkind: ConfigMap\n',
      'values/prod.yaml': 'a: 1\n',
      'outside.yaml': 'kind: ConfigMap\n',
    });
    await writeScript(path.join(cwd, 'bin/helm'), `echo "$*" > "${cwd}/args"\ncat <<'OUT'\n${RENDERED}OUT`);
    vi.stubEnv('PATH', [path.join(cwd, 'bin'), '/usr/bin', '/bin'].join(path.delimiter));
    const hooks: FoundHooks[] = [];
    const objects = await loadManifests(['deploy'], {
      environment: testEnvironment(),
      cwd,
      chart: { ...chart, values: ['values/prod.yaml'], set: ['image.tag=1\\,2'] },
      onHooks: (found) => hooks.push(found),
    });

    expect(objects.map(({ object, source }) => `${object.metadata.name} @ ${source.file}:${source.line}`)).toEqual([
      // At its template's kind line; a subchart's template not on disk at line 1; a header naming a place outside the chart at Chart.yaml.
      'shop-config @ deploy/web/templates/config.yaml:3',
      'shop-cache @ deploy/web/charts/cache/templates/cache.yaml:1',
      'shop-forged @ deploy/web/Chart.yaml:1',
    ]);
    expect((await readFile(path.join(cwd, 'args'), 'utf8')).trim()).toBe(
      `template shop ${path.join(cwd, 'deploy/web')} --namespace prod --values ${path.join(cwd, 'values/prod.yaml')} --set image.tag=1\\,2 --include-crds`,
    );
    // The Job runs at install and upgrade, as helm reads its annotations; the test Pod is left out, and said so.
    expect(hooks).toHaveLength(1);
    expect(
      hooks[0]!.hooks.map(({ object, phases, weight, deletePolicies }) => ({
        name: object.object.metadata.name,
        file: object.source.file,
        phases,
        weight,
        deletePolicies,
      })),
    ).toEqual([
      {
        name: 'shop-migrate',
        file: 'deploy/web/templates/migrate.yaml',
        phases: ['pre-install', 'pre-upgrade'],
        weight: -5,
        deletePolicies: ['hook-succeeded'],
      },
    ]);
    expect(hookMessages(hooks[0]!.skipped)).toEqual({
      info: [
        'Left out 1 Helm test hook (pod/shop-ping (deploy/web/templates/tests/ping.yaml)): helm test runs them; a deploy runs them only when asked (helm: tests: true, --helm-tests)',
      ],
      warnings: [],
    });
  });

  it('refuses, where the network is not allowed, a dependency its charts/ does not hold, naming it and what to do, before helm runs', async () => {
    const cwd = await tree({
      'web/Chart.yaml': `${CHART}dependencies:\n  - name: redis\n    version: 1.x\n    repository: https://charts.example.com\n  - name: common\n    version: 2.0.0\n  - name: vendored\n    version: 1.0.0\n`,
      'web/charts/common-2.0.0.tgz': '',
      'web/charts/vendored/Chart.yaml': 'apiVersion: v2\nname: vendored\nversion: 1.0.0\n',
    });
    vi.stubEnv('PATH', path.join(cwd, 'no-helm'));
    expect(await loadError(['web'], cwd, [], false)).toBe(
      'web/Chart.yaml:1: the chart web depends on redis (from https://charts.example.com), which its charts/ directory does not hold. ' +
        'On pull requests nothing is fetched: run `helm dependency build web` and commit the charts/ it fills; on push and the other trusted events helm fetches them, as it does with allow-remote-bases: true',
    );
  });

  it('refuses a chart with a link out of the workspace, and a values file outside it', async () => {
    const cwd = await tree({ 'web/Chart.yaml': CHART, 'web/templates/a.yaml': '' });
    const outside = await tree({ 'secret.yaml': 'token: x\n' });
    await symlink(path.join(outside, 'secret.yaml'), path.join(cwd, 'web/templates/loot.yaml'));
    expect(await loadError(['web/Chart.yaml'], cwd)).toBe(
      "web/Chart.yaml:1: the chart web holds web/templates/loot.yaml, a link leading outside the workspace. Helm reads every file of a chart's directory, following symbolic links at any depth; remove the link, or copy what it points to into the chart",
    );
    const clean = await tree({ 'web/Chart.yaml': CHART });
    expect(await loadError(['web'], clean, [path.join(outside, 'secret.yaml')])).toMatch(
      /^web\/Chart\.yaml:1: the Helm values file .*secret\.yaml is outside the workspace\. /,
    );
  });

  it("refuses a chart a kustomization's helmCharts inflate that is or holds a link out of the workspace, before kustomize runs", async () => {
    const outside = await tree({ 'loot.yaml': 'token: x\n', 'chart/Chart.yaml': CHART });
    const cwd = await tree({
      'app/kustomization.yaml': 'helmCharts:\n  - name: web\n',
      'app/charts/web/Chart.yaml': CHART,
      'other/kustomization.yaml': 'helmGlobals: {chartHome: home}\nhelmCharts: [{name: chart}]\n',
    });
    await symlink(path.join(outside, 'loot.yaml'), path.join(cwd, 'app/charts/web/loot.yaml'));
    await symlink(outside, path.join(cwd, 'other/home'));
    // Stand-ins that would render, were they run: the refusal comes first.
    await writeScript(path.join(cwd, 'bin/helm'), 'exit 0');
    await writeScript(path.join(cwd, 'bin/kustomize'), 'exit 0');
    vi.stubEnv('PATH', path.join(cwd, 'bin'));
    expect(await loadError(['app'], cwd, [], false)).toBe(
      "app/kustomization.yaml:1: the chart app/charts/web (in the helmCharts of app/kustomization.yaml) holds app/charts/web/loot.yaml, a link leading outside the workspace. Helm reads every file of a chart's directory, following symbolic links at any depth; remove the link, or copy what it points to into the chart",
    );
    expect(await loadError(['other'], cwd, [], false)).toMatch(
      /^other\/kustomization\.yaml:1: the chart other\/home\/chart \(in the helmCharts of other\/kustomization\.yaml\) is a link leading outside the workspace\. /,
    );
  });

  it("names a failed render's command line without the values of --set, which may be secrets", async () => {
    const cwd = await tree({ 'web/Chart.yaml': CHART });
    await writeScript(
      path.join(cwd, 'bin/helm'),
      'echo "Error: template: web/templates/db.yaml:3: nil pointer" >&2; exit 1',
    );
    vi.stubEnv('PATH', path.join(cwd, 'bin'));
    const error: unknown = await loadManifests(['web'], {
      environment: testEnvironment(),
      cwd,
      chart: { ...chart, set: ['db.password=hunter2-secret', 'image.tag=1'] },
    }).catch((thrown: unknown) => thrown);
    expect((error as UserError).describe()).toBe(
      'web/Chart.yaml:1: `helm template shop web --namespace prod --set db.password=*** --set image.tag=*** --include-crds` failed: Error: template: web/templates/db.yaml:3: nil pointer. ' +
        'Fix the chart or its values; run `helm template shop web --namespace prod --set db.password=*** --set image.tag=*** --include-crds` locally to see the same error',
    );
  });

  it('says how to get helm when it is not on PATH', async () => {
    const cwd = await tree({ 'web/Chart.yaml': CHART });
    vi.stubEnv('PATH', path.join(cwd, 'no-helm'));
    expect(await loadError(['web'], cwd)).toBe(
      'web/Chart.yaml:1: web is a Helm chart, but helm is not on PATH to render it. ' +
        'Install helm in an earlier step (GitHub-hosted runners have it; elsewhere azure/setup-helm, or https://helm.sh/docs/intro/install/), or render the chart to a file in an earlier step and pass that file',
    );
  });
});
