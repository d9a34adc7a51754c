import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeError, UserError } from '../../../src/common/errors.ts';
import { targetOptions } from '../../../src/targets/targetOptions.ts';
import { parseTargetsFile, readTargetsFile, selectTargets } from '../../../src/targets/targetsFile.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const FILE = '.github/applysets.yaml';

function problems(text: string): string {
  try {
    parseTargetsFile(FILE, text);
  } catch (error) {
    if (error instanceof UserError) return error.describe();
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('the targets file', () => {
  it('gives each target its manifests, parent, namespace, context and options', () => {
    const { targets } = parseTargetsFile(
      FILE,
      `targets:
  - name: shop-staging
    manifests: apps/shop/overlays/staging
    applyset: shop
    namespace: shop
    context: staging
    options:
      max-prunes: 5
      wait: false
  - name: shop-production
    manifests: [apps/shop/overlays/production, extra/]
    applyset: shop
    namespace: shop
    context: production
`,
    );
    expect(targets.map((t) => t.name)).toEqual(['shop-staging', 'shop-production']);
    expect(targets[0]).toMatchObject({
      line: 2,
      manifests: ['apps/shop/overlays/staging'],
      parent: 'shop',
      namespace: 'shop',
      context: 'staging',
      options: { 'max-prunes': '5', wait: 'false' },
    });
    expect(targets[1]).toMatchObject({ line: 10, manifests: ['apps/shop/overlays/production', 'extra/'], options: {} });
  });

  it('names the file, the line and the field of every problem at once', () => {
    const text = `targets:
  - name: web
    manifests: k8s/
    applyset: web
    replicas: 3
  - name: Web Two
    manifests: k8s/
    applyset: two
  - name: api
    applyset: api
    options:
      max-prune: 5
      timeout: 5m
  - name: web
    manifests: x/
    applyset: other
`;
    const described = problems(text);
    expect(described).toContain(`${FILE}:5: target "web": unknown key "replicas"`);
    expect(described).toContain(`${FILE}:6: target name "Web Two" is not valid`);
    expect(described).toContain(`${FILE}:9: target "api" has no manifests`);
    expect(described).toContain(
      `${FILE}:12: target "api": "max-prune" is not an option a target can set. Did you mean max-prunes?`,
    );
    expect(described).toContain(`${FILE}:14: target name "web" is used twice (first at line 2)`);
  });

  it('refuses the keys renamed before the first release, naming the new key', () => {
    const described = problems(
      'targets:\n  - name: web\n    manifests: k8s/\n    parent: web\n    environment: production\n',
    );
    expect(described).toContain(`${FILE}:4: target "web": parent: is now applyset:`);
    expect(described).toContain(`${FILE}:5: target "web": environment: is now deployment-environment:`);
    expect(described).toContain(`${FILE}:2: target "web" has no applyset`);
  });

  it("takes a target's deployment environment, and refuses a URL that is not http(s) or has no environment", () => {
    const { targets } = parseTargetsFile(
      FILE,
      `targets:\n  - {name: a, manifests: a/, applyset: a, deployment-environment: prod, deployment-url: "https://a.example.com/"}\n  - {name: b, manifests: b/, applyset: b}\n`,
    );
    expect(targets.map((t) => t.environment)).toEqual([{ name: 'prod', url: 'https://a.example.com/' }, undefined]);
    const described = problems(`targets:
  - name: a
    manifests: a/
    applyset: a
    deployment-environment: prod
    deployment-url: "javascript:alert(1)"
  - name: b
    manifests: b/
    applyset: b
    deployment-url: https://b.example.com/
`);
    expect(described).toContain(
      `${FILE}:6: target "a": deployment-url must be an http or https URL, not "javascript:alert(1)"`,
    );
    expect(described).toContain(`${FILE}:10: target "b": deployment-url without deployment-environment`);
  });

  it("takes the variable a target's kubeconfig comes from, and refuses what is not a variable's name", () => {
    const { targets } = parseTargetsFile(
      FILE,
      `targets:\n  - {name: a, manifests: a/, applyset: a, kubeconfig-env: EAST_KUBECONFIG}\n  - {name: b, manifests: b/, applyset: b}\n`,
    );
    expect(targets.map((t) => t.kubeconfigEnv)).toEqual([{ name: 'EAST_KUBECONFIG', line: 2 }, undefined]);
    expect(
      problems(`targets:\n  - name: a\n    manifests: a/\n    applyset: a\n    kubeconfig-env: "apiVersion: v1"\n`),
    ).toContain(`${FILE}:5: target "a": kubeconfig-env must name an environment variable, not "apiVersion: v1"`);
  });

  it("refuses two targets of one ApplySet, which would prune each other's objects", () => {
    expect(
      problems(`targets:
  - {name: a, manifests: a/, applyset: shop, namespace: shop, context: prod}
  - {name: b, manifests: b/, applyset: shop, namespace: shop, context: prod}
`),
    ).toContain(`${FILE}:3: targets "a" and "b" name the same ApplySet`);
  });

  it('says where a YAML syntax error is, and refuses aliases and a missing list', () => {
    expect(problems('targets:\n  - name: a\n   bad: [\n')).toMatch(/^\.github\/applysets\.yaml:\d+: YAML syntax error/);
    expect(problems('targets:\n  - &t {name: a, manifests: a/, applyset: a}\n  - *t\n')).toContain(
      `${FILE}:3: aliases`,
    );
    expect(problems('applysets: []\n')).toContain(`${FILE}:1: the targets file has no "targets:" list`);
  });

  it('selects targets by name, and names the one meant for a typo', () => {
    const file = parseTargetsFile(
      FILE,
      'targets:\n  - {name: shop-staging, manifests: a/, applyset: a}\n  - {name: shop-production, manifests: b/, applyset: b}\n',
    );
    expect(selectTargets(file, ['shop-production']).map((t) => t.name)).toEqual(['shop-production']);
    expect(() => selectTargets(file, ['shop-stagin'])).toThrow(/has no target "shop-stagin"/);
    expect(describeError(catchError(() => selectTargets(file, ['shop-stagin'])))).toContain(
      'Did you mean shop-staging?',
    );
  });
});

describe("the targets' options", () => {
  it("are the step's inputs overridden by each target's, validated for every target before any runs", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'targets-options-'));
    await mkdir(join(dir, 'a'));
    await writeFile(join(dir, 'a', 'cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n');
    const file = parseTargetsFile(
      FILE,
      `targets:
  - name: a
    manifests: a/
    applyset: a
    namespace: a
    options:
      timeout: 90s
  - name: b
    manifests: missing/
    applyset: b
    options:
      max-prunes: many
`,
    );
    const error = catchError(() =>
      targetOptions(file, file.targets, { mode: 'apply', timeout: '5m', 'max-prunes': '3' }, dir, testEnvironment()),
    );
    expect(describeError(error)).toContain(`${FILE}:9: target "b": manifests missing/ does not exist`);
    expect(describeError(error)).toContain(
      `target "b" max-prunes (${FILE}:12) must be a whole number from 0 to 1000000, not "many"`,
    );

    const [a] = targetOptions(
      file,
      file.targets.slice(0, 1),
      { mode: 'apply', timeout: '5m', 'max-prunes': '3' },
      dir,
      testEnvironment(),
    );
    expect(a?.options).toMatchObject({
      mode: 'apply',
      waitTimeoutMs: 90_000,
      maxPrunes: 3,
      namespace: 'a',
      manifests: ['a/'],
    });
  });
});

describe('a targets file a pull request wrote', () => {
  // What a pull request's author can commit: paths out of the checkout, and links out of it.
  it('names no path outside the workspace, by path or through a symbolic link, and is itself no link out of it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'targets-outside-'));
    const workspace = join(root, 'repo');
    await mkdir(join(workspace, '.github'), { recursive: true });
    await mkdir(join(root, 'runner'));
    await writeFile(join(root, 'runner', 'token.yaml'), 'apiVersion: v1\nkind: Secret\nmetadata: {name: token}\n');
    await symlink(join(root, 'runner'), join(workspace, 'k8s'));
    const entry = (name: string, manifests: string) =>
      `  - name: ${name}\n    applyset: ${name}\n    manifests: ${manifests}\n`;
    await writeFile(
      join(workspace, FILE),
      `targets:\n${entry('up', '../runner/token.yaml')}${entry('absolute', join(root, 'runner'))}${entry('linked', 'k8s/token.yaml')}${entry('globbed', 'k8s/*.yaml')}`,
    );
    const error = await readTargetsFile(FILE, workspace).catch((caught: unknown) => caught);
    expect(
      describeError(error)
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/\. A targets file names .*$/, '')),
    ).toEqual([
      `  - ${FILE}:4: target "up": manifests ../runner/token.yaml is outside the workspace`,
      `  - ${FILE}:7: target "absolute": manifests ${join(root, 'runner')} is outside the workspace`,
      `  - ${FILE}:10: target "linked": manifests k8s/token.yaml leads outside the workspace through a symbolic link`,
      `  - ${FILE}:13: target "globbed": manifests k8s/*.yaml leads outside the workspace through a symbolic link`,
    ]);

    await writeFile(join(root, 'runner', 'applysets.yaml'), `targets:\n${entry('web', '.')}`);
    await symlink(join(root, 'runner', 'applysets.yaml'), join(workspace, '.github', 'linked.yaml'));
    await expect(readTargetsFile('.github/linked.yaml', workspace)).rejects.toThrow(
      'the targets file .github/linked.yaml leads outside the workspace through a symbolic link',
    );
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('no error thrown');
}
