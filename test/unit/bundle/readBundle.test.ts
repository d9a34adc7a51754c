import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_API_VERSION, BUNDLE_KIND, type Bundle } from '../../../src/bundle/bundle.ts';
import { checkBundleOrigin, type RenderRun } from '../../../src/bundle/bundleOrigin.ts';
import { MAX_BUNDLE_BYTES, parseBundle, readBundle } from '../../../src/bundle/readBundle.ts';
import { bundleText, writeBundle } from '../../../src/bundle/writeBundle.ts';
import { describeError } from '../../../src/common/errors.ts';

const HEAD = 'a'.repeat(40);

function bundle(objects: unknown[] = [configMap('web')], extra: Partial<Bundle> = {}): Bundle {
  return {
    apiVersion: BUNDLE_API_VERSION,
    kind: BUNDLE_KIND,
    run: {
      repository: 'octo/app',
      workflow: '.github/workflows/render.yml',
      id: '42',
      attempt: '1',
      event: 'pull_request',
    },
    commits: { head: HEAD, base: 'b'.repeat(40) },
    pullRequest: 7,
    sets: [
      {
        target: undefined,
        manifests: ['k8s/'],
        inputs: { applyset: 'web', namespace: 'prod' },
        objects: objects.map((object, i) => ({
          object,
          source: { file: 'k8s/app.yaml', line: 1 + i * 5 },
        })) as Bundle['sets'][number]['objects'],
      },
    ],
    ...extra,
  };
}

function configMap(name: string): Record<string, unknown> {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data: { key: 'value' } };
}

const RUN: RenderRun = {
  repository: 'octo/app',
  workflow: '.github/workflows/render.yml',
  id: '42',
  headSha: HEAD,
  pullRequest: 7,
};

function refusal(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    return describeError(error);
  }
  throw new Error('not refused');
}

describe('bundle', () => {
  it('reads back what the render step wrote, objects and sources alike', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bundle-'));
    const file = path.join(dir, 'bundle.json');
    const written = bundle();
    await writeBundle(file, written);
    // JSON drops the undefined fields the writer's objects may carry.
    expect(await readBundle(file)).toEqual(JSON.parse(bundleText(written)));
    expect(() => checkBundleOrigin(written, file, RUN)).not.toThrow();
  });

  it('refuses a bundle over the size limit before parsing it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bundle-'));
    const file = path.join(dir, 'big.json');
    await writeFile(file, '');
    await truncate(file, MAX_BUNDLE_BYTES + 1);
    await expect(readBundle(file)).rejects.toThrow(/is 64 MiB, more than the 64 MiB a plan reads/);
  });

  it('refuses YAML, so that an alias bomb is never expanded', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
    ].join('\n');
    expect(refusal(() => parseBundle(bomb, 'bundle.json'))).toMatch(
      /^the bundle bundle\.json is not JSON .*YAML, with its aliases, is not read/,
    );
  });

  it('refuses a bundle nested deeper than any object', () => {
    const deep = `${'['.repeat(2000)}${']'.repeat(2000)}`;
    expect(refusal(() => parseBundle(deep, 'bundle.json'))).toMatch(/nests deeper than 1000 levels/);
  });

  it('refuses a kustomization or a chart inside, naming where it came from', () => {
    const kustomization = {
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      resources: ['https://evil.example/base'],
    };
    const chart = { apiVersion: 'v2', name: 'web', version: '1.0.0' };
    const message = refusal(() =>
      parseBundle(bundleText(bundle([configMap('ok'), kustomization, chart])), 'bundle.json'),
    );
    expect(message).toContain(
      'k8s/app.yaml:6: bundle.json sets[0] holds a kustomization (Kustomization), which a plan does not render',
    );
    expect(message).toContain(
      'k8s/app.yaml:11: bundle.json sets[0] holds a Helm chart (Chart.yaml), which a plan does not render',
    );
  });

  it("holds every object to the manifests' rules", () => {
    const message = refusal(() =>
      parseBundle(
        bundleText(bundle([{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { labels: { a: 1 } } }])),
        'bundle.json',
      ),
    );
    expect(message).toMatch(/k8s\/app\.yaml:1: .*name/);
  });

  it('refuses inputs a plan must not take from a pull request: paths, kubeconfigs, render options', () => {
    const hostile = bundle();
    (hostile.sets[0]!.inputs as Record<string, string>)['kubeconfig-path'] = '/etc/passwd';
    (hostile.sets[0]!.inputs as Record<string, string>)['helm'] = 'values: x';
    const message = refusal(() => parseBundle(bundleText(hostile), 'bundle.json'));
    expect(message).toContain('sets the input kubeconfig-path, which a plan does not take from a bundle');
    expect(message).toContain('sets the input helm');
  });

  it("refuses another head commit, another workflow, another run and a pull request that is not the event's", () => {
    const read = bundle();
    expect(refusal(() => checkBundleOrigin(read, 'b.json', { ...RUN, headSha: 'c'.repeat(40) }))).toMatch(
      /from the head commit a{40}, not c{40} that triggered this run/,
    );
    expect(
      refusal(() => checkBundleOrigin(read, 'b.json', { ...RUN, workflow: '.github/workflows/other.yml' })),
    ).toMatch(/from the workflow .github\/workflows\/render.yml, not .github\/workflows\/other.yml/);
    expect(refusal(() => checkBundleOrigin(read, 'b.json', { ...RUN, id: '43' }))).toMatch(/from the run 42, not 43/);
    expect(refusal(() => checkBundleOrigin(read, 'b.json', { ...RUN, pullRequest: 8 }))).toMatch(
      /from pull request #7, not #8 that triggered this run/,
    );
    expect(refusal(() => checkBundleOrigin(read, 'b.json', { ...RUN, pullRequest: undefined }))).toMatch(
      /not a run with no open pull request/,
    );
    // The ref GitHub may append to a workflow's path is not part of its identity.
    expect(() =>
      checkBundleOrigin(read, 'b.json', { ...RUN, workflow: '.github/workflows/render.yml@refs/heads/main' }),
    ).not.toThrow();
  });
});
