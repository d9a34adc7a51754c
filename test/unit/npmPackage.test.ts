// The npm package as `npm pack` makes it from this checkout: what its tarball holds, and the fields the
// registry's page is built from. (test/e2e/install/packagedCli.test.ts installs a packed build and runs it.)
import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

interface PackageJson {
  license: string;
  repository?: { type: string; url: string };
  homepage?: string;
  bugs?: { url: string };
  keywords?: string[];
  devDependencies: Record<string, string>;
}

const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as PackageJson;

/** The files `npm pack` puts in the tarball, without writing one; --ignore-scripts skips prepack's check-dist. */
async function packedFiles(): Promise<string[]> {
  const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    maxBuffer: 16 << 20,
  });
  const [packed] = JSON.parse(stdout) as [{ files: { path: string }[] }];
  return packed.files.map((file) => file.path).sort();
}

/** Every .ts file under src/, recursively. */
async function sourceFiles(dir = join(root, 'src')): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? sourceFiles(join(dir, entry.name))
        : Promise.resolve(entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []),
    ),
  );
  return nested.flat();
}

describe('the npm package', () => {
  // npm pack starts npm: seconds on a loaded machine, not vitest's default 5.
  it('holds the licence, the README, package.json and the committed bundle, nothing of the sources or tests', async () => {
    const files = await packedFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'README.md',
        'package.json',
        'dist/index.js',
        'dist/cli.js',
        'dist/cli/index.js',
        'dist/licenses.txt',
      ]),
    );
    expect(files.filter((file) => !/^(LICENSE|README\.md|package\.json|dist\/.*)$/.test(file))).toEqual([]);
    expect(await readFile(join(root, 'LICENSE'), 'utf8')).toMatch(
      new RegExp(`^${manifest.license} License\\n\\nCopyright \\(c\\) \\d{4} applyset-action authors\\n`),
    );
  }, 60_000);

  it("names its repository, home page and issue tracker, so the registry links the README's relative links and images there", () => {
    const repository = manifest.repository?.url.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/applyset-action$/);
    expect(manifest.homepage).toBe(`${repository}#readme`);
    expect(manifest.bugs?.url).toBe(`${repository}/issues`);
    expect(manifest.keywords).toEqual(expect.arrayContaining(['kubernetes', 'applyset', 'github-actions']));
  });

  // A path inside a package is no part of its interface: a patch release may move it.
  it('pins exactly every dependency that src/ imports by a path inside the package', async () => {
    const deepImports = new Set<string>();
    for (const file of await sourceFiles()) {
      for (const match of (await readFile(file, 'utf8')).matchAll(/from '((?:@[\w.-]+\/)?\w[\w.-]*)\/[^']+'/g))
        deepImports.add(match[1] ?? '');
    }
    expect([...deepImports]).toContain('@kubernetes/client-node');
    for (const name of deepImports) expect(manifest.devDependencies[name], name).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
