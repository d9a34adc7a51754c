// What ships stays light: the bundle built from src (as npm run build does) holds no generated API model
// of @kubernetes/client-node, and `--help` starts without loading the engine. Both regressed once: the
// package root's import put 20 MB into each of two bundles and 132 MB of memory into every `--help`.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** Every script below `dir`, with its size. */
async function scripts(dir: string): Promise<{ path: string; size: number }[]> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.js'));
  return Promise.all(names.map(async (name) => ({ path: join(dir, name), size: (await stat(join(dir, name))).size })));
}

describe('the bundle', () => {
  let work: string;
  let dist: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'applyset-bundle-'));
    dist = join(work, 'dist');
    await run('bash', [join(root, 'scripts', 'build.sh'), dist], { cwd: root });
  }, 180_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('is one set of chunks for the action and the CLI, a few MB, without client-node generated models', async () => {
    const bundled = await scripts(dist);
    const total = bundled.reduce((sum, f) => sum + f.size, 0);
    expect(total).toBeLessThan(5 * 1024 * 1024);
    for (const script of bundled) expect(await readFile(script.path, 'utf8')).not.toContain('attributeTypeMap');
  });

  it('starts the CLI without undici, and without the static node:http import that loads Node\'s own', async () => {
    // What the CLI loads: its entry and every chunk it imports, statically or lazily.
    const loaded = new Set<string>();
    const visit = async (path: string): Promise<void> => {
      if (loaded.has(path)) return;
      loaded.add(path);
      const text = await readFile(path, 'utf8');
      for (const [, chunk] of text.matchAll(/(?:from|import\()\s*"(\.\.?\/[^"]+\.js)"/g)) await visit(resolve(path, '..', chunk!));
    };
    await visit(join(dist, 'cli.js'));
    expect(loaded.size).toBeGreaterThan(1);
    for (const path of loaded) {
      const text = await readFile(path, 'utf8');
      expect(text, path).not.toMatch(/node_modules\/(@kubernetes\/client-node\/node_modules\/)?undici\//);
      expect(text, path).not.toMatch(/^import [^;]* from "(node:)?http";/m);
    }
  });

  it('answers --help in under 60 MB of memory', async () => {
    // Reports the process's peak memory as it exits, whatever the entry does.
    const probe = join(work, 'peakRss.mjs');
    await writeFile(probe, "process.on('exit', () => process.stderr.write(`maxRSS ${process.resourceUsage().maxRSS}\\n`));\n");
    const { stdout, stderr } = await run(process.execPath, ['--import', probe, join(dist, 'cli', 'index.js'), '--help']);
    expect(stdout).toMatch(/^Usage: applyset-action /);
    const kb = Number(/maxRSS (\d+)/.exec(stderr)?.[1]);
    expect(kb).toBeGreaterThan(0);
    expect(kb).toBeLessThan(60 * 1024);
  });
});
