import { execFile } from 'node:child_process';
import { mkdir, symlink, truncate, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { UserError, UserErrors } from '../../../src/common/errors.ts';
import { loadManifests } from '../../../src/manifests/loadManifests.ts';
import { ReadBudget } from '../../../src/manifests/readBudget.ts';
import type { ManifestObject } from '../../../src/kube/manifestObject.ts';
import { treesRemovedAfterEach, writeScript } from './fixtureTree.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const tree = treesRemovedAfterEach();

function configMap(name: string): string {
  return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;
}

/** `name @ file:line` for each object, the way a user would locate it. */
function located(objects: ManifestObject[]): string[] {
  return objects.map(({ object, source }) => `${object.metadata.name} @ ${source.file}:${source.line}`);
}

async function loadError(inputs: string[], cwd: string, remoteBases = true): Promise<UserError> {
  const error: unknown = await loadManifests(inputs, { environment: testEnvironment(), cwd, remoteBases }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof UserError)) throw new Error(`expected a UserError, got ${String(error)}`);
  return error;
}

describe('loadManifests', () => {
  it('loads a multi-document file with the line of each object', async () => {
    const cwd = await tree({ 'app.yaml': `# app\n${configMap('one')}---\n${configMap('two')}` });
    expect(located(await loadManifests(['app.yaml'], { environment: testEnvironment(), cwd }))).toEqual([
      'one @ app.yaml:2',
      'two @ app.yaml:7',
    ]);
  });

  it('walks a directory recursively in name order, skipping hidden entries, node_modules and other extensions', async () => {
    const cwd = await tree({
      'k8s/b.yaml': configMap('b'),
      'k8s/a/x.yml': configMap('a-x'),
      'k8s/a-b.json': '{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a-b"}}',
      'k8s/README.md': '# not a manifest',
      'k8s/.hidden/h.yaml': configMap('hidden'),
      'k8s/.prettierrc.yaml': 'semi: false\n',
      'k8s/node_modules/n.yaml': configMap('module'),
    });
    expect(located(await loadManifests(['k8s'], { environment: testEnvironment(), cwd }))).toEqual([
      'a-x @ k8s/a/x.yml:1',
      'a-b @ k8s/a-b.json:1',
      'b @ k8s/b.yaml:1',
    ]);
  });

  it('expands globs in path order', async () => {
    const cwd = await tree({
      'apps/web/svc.yaml': configMap('web'),
      'apps/api/svc.yaml': configMap('api'),
      'apps/api/notes.txt': 'x',
    });
    expect(located(await loadManifests(['apps/*/*'], { environment: testEnvironment(), cwd }))).toEqual([
      'api @ apps/api/svc.yaml:1',
      'web @ apps/web/svc.yaml:1',
    ]);
  });

  it('keeps inputs in the order given and reads a file reached twice once', async () => {
    const cwd = await tree({ 'k8s/a.yaml': configMap('a'), 'k8s/b.yaml': configMap('b') });
    expect(
      located(
        await loadManifests(['k8s/b.yaml', 'k8s', 'k8s/*.yaml', './k8s/a.yaml'], {
          environment: testEnvironment(),
          cwd,
        }),
      ),
    ).toEqual(['b @ k8s/b.yaml:1', 'a @ k8s/a.yaml:1']);
  });

  it('shows a path outside the working directory as absolute when given so, for files and globs', async () => {
    const outside = await tree({ 'x.yaml': configMap('x') });
    const cwd = await tree({});
    expect(
      located(await loadManifests([path.join(outside, 'x.yaml')], { environment: testEnvironment(), cwd })),
    ).toEqual([`x @ ${path.join(outside, 'x.yaml')}:1`]);
    expect(
      located(await loadManifests([path.join(outside, '*.yaml')], { environment: testEnvironment(), cwd })),
    ).toEqual([`x @ ${path.join(outside, 'x.yaml')}:1`]);
  });

  it('names every input that matches nothing, and what to check', async () => {
    const cwd = await tree({ 'k8s/notes.txt': 'x' });
    const error = await loadError(['missing.yaml', 'k8s', 'k8s/*.yaml'], cwd);
    expect(error).toBeInstanceOf(UserErrors);
    expect((error as UserErrors).errors.map((problem) => problem.describe())).toEqual([
      `manifest path missing.yaml does not exist. Check the path; relative paths are resolved against ${cwd}`,
      expect.stringMatching(/^directory k8s holds no \.yaml, \.yml or \.json files\. /),
      expect.stringMatching(/^no manifest files match k8s\/\*\.yaml\. Check the pattern/),
    ]);
  });

  it('reports problems from all files at once, each at its file and line', async () => {
    const cwd = await tree({
      'a.yaml': `${configMap('ok')}---\nkind: ConfigMap\nmetadata:\n  name: x\n`,
      'b.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: [unclosed\n',
    });
    const error = await loadError(['a.yaml', 'b.yaml'], cwd);
    expect(
      (error as UserErrors).errors.map(
        (problem) => `${problem.source?.file}:${problem.source?.line}: ${problem.message}`,
      ),
    ).toEqual(['a.yaml:6: object has no apiVersion', expect.stringMatching(/^b\.yaml:5: YAML syntax error: /)]);
  });

  it('sends values as Kubernetes reads them: timestamps stay text, 0644 is octal', async () => {
    const cwd = await tree({
      'cm.yaml': `${configMap('app')}data:\n  since: 2024-01-01\n  at: 2024-01-01T10:00:00Z\n  time: 12:30\n`,
      'pod.json': '{"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p"}, "spec": {"mode": 420, "on": "yes"}}',
      'secret.yaml': 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\nmode: 0644\n',
    });
    const [cm, pod, secret] = await loadManifests(['cm.yaml', 'pod.json', 'secret.yaml'], {
      environment: testEnvironment(),
      cwd,
    });
    expect(cm!.object['data']).toEqual({ since: '2024-01-01', at: '2024-01-01T10:00:00Z', time: '12:30' });
    expect(pod!.object['spec']).toEqual({ mode: 420, on: 'yes' });
    expect(secret!.object['mode']).toBe(420);
  });

  it('refuses a file that is not UTF-8', async () => {
    const cwd = await tree({});
    await writeFile(path.join(cwd, 'latin1.yaml'), Buffer.from('data:\n  name: caf\xe9\n', 'latin1'));
    expect((await loadError(['latin1.yaml'], cwd)).describe()).toMatch(
      /^latin1\.yaml:1: latin1\.yaml is not valid UTF-8/,
    );
  });
});

describe('loadManifests with hostile files', () => {
  it('refuses a link to a device before reading a byte of it', async () => {
    const cwd = await tree({ 'k8s/app.yaml': configMap('app') });
    await symlink('/dev/zero', path.join(cwd, 'k8s/zero.yaml'));
    expect((await loadError(['k8s/zero.yaml'], cwd)).describe()).toMatch(
      /^k8s\/zero\.yaml leads outside the workspace/,
    );
    // Named on purpose, a device is still not read.
    expect((await loadError(['/dev/zero'], cwd)).describe()).toBe(
      '/dev/zero:1: /dev/zero is not a regular file (a device, pipe or socket, or a link to one). Remove it from the manifests; only regular files are read',
    );
    expect((await loadError(['k8s/*.yaml'], cwd)).describe()).toMatch(/^k8s\/zero\.yaml leads outside the workspace/);
    // A directory walk picks regular files and directories only.
    expect(located(await loadManifests(['k8s'], { environment: testEnvironment(), cwd }))).toEqual([
      'app @ k8s/app.yaml:1',
    ]);
  });

  it('refuses a named pipe instead of waiting on it', async () => {
    const cwd = await tree({});
    await promisify(execFile)('mkfifo', [path.join(cwd, 'pipe.yaml')]);
    expect((await loadError(['pipe.yaml'], cwd)).describe()).toContain('pipe.yaml is not a regular file');
  });

  it('refuses manifests larger than a run may read, before reading them', async () => {
    const cwd = await tree({});
    // Sparse: 300 MiB on paper, nothing on disk.
    await writeFile(path.join(cwd, 'huge.yaml'), '');
    await truncate(path.join(cwd, 'huge.yaml'), 300 * 1024 * 1024);
    expect((await loadError(['huge.yaml'], cwd)).describe()).toMatch(
      /^huge\.yaml:1: huge\.yaml is 300 MiB, which makes the manifests of this run more than 256 MiB/,
    );
  });

  it('refuses links that lead outside the workspace, and never quotes what they point to', async () => {
    const cwd = await tree({ 'k8s/app.yaml': configMap('app') });
    await symlink('/etc/passwd', path.join(cwd, 'k8s/passwd.yaml'));
    await symlink('/', path.join(cwd, 'k8s/root'));
    const error = (await loadError(['k8s'], cwd)).describe();
    expect(error).toContain('k8s/passwd.yaml');
    expect(error).toContain('k8s/root');
    expect(error).toContain('outside the workspace');
    expect(error).not.toContain('root:');
    expect((await loadError(['k8s/passwd.yaml'], cwd)).describe()).toMatch(
      /^k8s\/passwd\.yaml leads outside the workspace/,
    );
    expect((await loadError(['k8s/*.yaml'], cwd)).describe()).toMatch(/^k8s\/passwd\.yaml leads outside the workspace/);
  });

  it('follows links that stay inside the workspace', async () => {
    const cwd = await tree({ 'base/app.yaml': configMap('app') });
    await mkdir(path.join(cwd, 'k8s'));
    await symlink(path.join(cwd, 'base'), path.join(cwd, 'k8s/base'));
    expect(located(await loadManifests(['k8s'], { environment: testEnvironment(), cwd }))).toEqual([
      'app @ k8s/base/app.yaml:1',
    ]);
  });

  it('refuses an alias bomb at its file and line, having copied at most the budget it reports', async () => {
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 10; i++) {
      const previous = String.fromCharCode(96 + i);
      levels.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${previous}`).join(',')}]`,
      );
    }
    const cwd = await tree({
      'bomb.yaml': `${configMap('bomb')}data:\n${levels.map((line) => `  ${line}`).join('\n')}\n`,
    });
    const said = (await loadError(['bomb.yaml'], cwd)).describe();
    expect(said).toMatch(
      /^bomb\.yaml:1: YAML aliases \(\*name\) in this document expand to more than \d+ further nodes \(excessive aliasing\)/,
    );
    // Refused before expanding: the document stands for 9^10 nodes (minutes and gigabytes); the copy stops once aliases
    // added more than the run's budget, which the message reports: a fixed count of nodes, whatever the machine's speed.
    const budget = Number(/more than (\d+) further nodes/.exec(said)?.[1]);
    expect(budget).toBe(ReadBudget.MAX_ALIAS_NODES);
    expect(budget).toBeLessThan(9 ** 10 / 1000);
  }, 60_000);
});

describe('loadManifests with kustomizations', () => {
  // A stand-in renderer: prints one ConfigMap recording the arguments it was called with.
  const printArgs = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: rendered\\n  annotations:\\n    args: "%s"\\n' "$*"`;

  it('renders a directory holding a kustomization with kustomize, pointing objects at the kustomization file', async () => {
    const cwd = await tree({ 'overlay/kustomization.yaml': 'resources: []\n', 'overlay/patch.yaml': 'not: applied\n' });
    await writeScript(path.join(cwd, 'bin/kustomize'), printArgs);
    vi.stubEnv('PATH', path.join(cwd, 'bin'));
    const [rendered, ...rest] = await loadManifests(['overlay'], { environment: testEnvironment(), cwd });
    expect(rest).toEqual([]);
    expect(rendered!.source).toEqual({ file: 'overlay/kustomization.yaml', line: 1 });
    expect(rendered!.object.metadata.annotations).toEqual({ args: `build ${path.join(cwd, 'overlay')}` });
  });

  it('falls back to kubectl kustomize, and renders a kustomization found while walking a directory', async () => {
    const cwd = await tree({
      'deploy/app/Kustomization': 'resources: []\n',
      'deploy/app/base.yaml': configMap('raw'),
      'deploy/z.yaml': configMap('z'),
    });
    await writeScript(path.join(cwd, 'bin/kubectl'), printArgs);
    vi.stubEnv('PATH', path.join(cwd, 'bin'));
    const objects = await loadManifests(['deploy'], { environment: testEnvironment(), cwd });
    expect(located(objects)).toEqual(['rendered @ deploy/app/Kustomization:1', 'z @ deploy/z.yaml:1']);
    expect(objects[0]!.object.metadata.annotations).toEqual({ args: `kustomize ${path.join(cwd, 'deploy/app')}` });
  });

  it('says what to do when neither kustomize nor kubectl is on PATH', async () => {
    const cwd = await tree({ 'overlay/kustomization.yml': 'resources: []\n' });
    vi.stubEnv('PATH', path.join(cwd, 'empty-bin'));
    expect((await loadError(['overlay/kustomization.yml'], cwd)).describe()).toBe(
      'overlay/kustomization.yml:1: overlay is a kustomization, but neither kustomize nor kubectl is on PATH to render it. ' +
        'Install kustomize (or kubectl) in an earlier step, or render the kustomization to a file in an earlier step and pass that file',
    );
  });

  it('gives the renderer no more of the environment than it needs: no inputs, no secrets', async () => {
    const cwd = await tree({ 'overlay/kustomization.yaml': 'resources: []\n' });
    await writeScript(
      path.join(cwd, 'bin/kustomize'),
      printArgs.replace('"$*"', '"PATH=$PATH KUBECONFIG_INPUT=$INPUT_KUBECONFIG TOKEN=$DEPLOY_TOKEN"'),
    );
    vi.stubEnv('PATH', path.join(cwd, 'bin'));
    vi.stubEnv('INPUT_KUBECONFIG', 'apiVersion: v1 kubeconfig-content');
    vi.stubEnv('DEPLOY_TOKEN', 'workflow-secret');
    const [rendered] = await loadManifests(['overlay'], { environment: testEnvironment(), cwd });
    const env = rendered!.object.metadata.annotations?.['args'] ?? '';
    expect(env).toContain(`PATH=${path.join(cwd, 'bin')}`);
    expect(env).not.toContain('kubeconfig-content');
    expect(env).not.toContain('workflow-secret');
  });

  it('refuses remote bases when they are not allowed, before running the renderer', async () => {
    const cwd = await tree({
      'overlay/kustomization.yaml':
        'resources:\n  - ../base\n  - https://evil.example/x.yaml\n  - github.com/acme/base//k8s?ref=v1\n',
    });
    await writeScript(path.join(cwd, 'bin/kustomize'), printArgs);
    vi.stubEnv('PATH', path.join(cwd, 'bin'));
    expect((await loadError(['overlay'], cwd, false)).describe()).toMatch(
      /^overlay\/kustomization\.yaml:1: overlay\/kustomization\.yaml refers to `https:\/\/evil\.example\/x\.yaml`, `github\.com\/acme\/base\/\/k8s\?ref=v1`, fetched from the network\. .*allow-remote-bases: true/,
    );
    expect(await loadManifests(['overlay'], { environment: testEnvironment(), cwd, remoteBases: true })).toHaveLength(
      1,
    );
  });

  it('reports a failed render with its stderr', async () => {
    const cwd = await tree({ 'overlay/kustomization.yaml': 'resources: [missing.yaml]\n' });
    await writeScript(
      path.join(cwd, 'bin/kustomize'),
      "echo 'Error: accumulating resources: missing.yaml: no such file' >&2\nexit 1",
    );
    vi.stubEnv('PATH', path.join(cwd, 'bin'));
    expect((await loadError(['overlay'], cwd)).describe()).toBe(
      'overlay/kustomization.yaml:1: `kustomize build overlay` failed: Error: accumulating resources: missing.yaml: no such file. ' +
        'Fix the kustomization; run `kustomize build overlay` locally to see the same error',
    );
  });
});
