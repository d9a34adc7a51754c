// The CLI's render: the sets rendered as a preview reads them into a bundle the preview reads back,
// with no cluster (no kubeconfig anywhere) and the run GitHub Actions names in the environment.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseBundle } from '../../../src/bundle/readBundle.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const run = promisify(execFile);

describe('applyset-action render', () => {
  it("writes a bundle of a targets file's targets, each object at its file and line, no kubeconfig needed", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'render-'));
    await mkdir(join(dir, 'web'));
    await mkdir(join(dir, 'api'));
    await writeFile(
      join(dir, 'web/app.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web-2\n',
    );
    await writeFile(join(dir, 'api/app.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api\n');
    // A target whose cluster comes from a variable that is not set: render reaches no cluster.
    await writeFile(
      join(dir, 'targets.yaml'),
      'targets:\n  - name: web\n    manifests: web/\n    applyset: web\n    namespace: web\n    kubeconfig-env: WEB_KUBECONFIG\n  - name: api\n    manifests: api/\n    applyset: api\n    namespace: api\n    options:\n      max-prunes: "3"\n',
    );
    const payload = join(dir, 'event.json');
    await writeFile(
      payload,
      JSON.stringify({ pull_request: { number: 7, head: { sha: 'a'.repeat(40) }, base: { sha: 'b'.repeat(40) } } }),
    );
    const env = {
      PATH: process.env['PATH'] ?? '',
      HOME: dir,
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_WORKFLOW_REF: 'acme/shop/.github/workflows/render.yml@refs/pull/7/merge',
      GITHUB_RUN_ID: '42',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: payload,
      GITHUB_SHA: 'c'.repeat(40),
    };
    const { stderr } = await run(
      process.execPath,
      [cli, 'render', '--targets-file', 'targets.yaml', '--bundle', 'out.json'],
      { cwd: dir, env },
    );
    expect(stderr).toMatch(/Wrote out\.json: 2 sets, 3 objects/);
    const bundle = parseBundle(await readFile(join(dir, 'out.json'), 'utf8'), 'out.json');
    expect(bundle.run).toEqual({
      repository: 'acme/shop',
      workflow: '.github/workflows/render.yml',
      id: '42',
      event: 'pull_request',
    });
    expect(bundle.commits).toEqual({ head: 'a'.repeat(40), base: 'b'.repeat(40) });
    expect(bundle.pullRequest).toBe(7);
    expect(
      bundle.sets.map((set) => [
        set.target,
        set.inputs,
        set.objects.map((o) => `${o.object.metadata.name} ${o.source.file}:${o.source.line}`),
      ]),
    ).toEqual([
      ['web', { applyset: 'web', namespace: 'web' }, ['web web/app.yaml:1', 'web-2 web/app.yaml:6']],
      ['api', { applyset: 'api', namespace: 'api', 'max-prunes': '3' }, ['api api/app.yaml:1']],
    ]);
    // A process of its own, started cold.
  }, 30_000);
});
