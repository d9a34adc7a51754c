// The CLI as built, on a Node older than the 22.11 a run needs (the machine's own, e.g. Debian's Node 20):
// help, --version and completion answer, and a run says which Node it needs, in JSON too when JSON was
// asked for. None of it loads the engine. (test/e2e/install runs the CLI on Node 22.)
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import { VERSION } from '../../../src/common/version.ts';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** A Node older than 22 on this machine, outside the project's Node 24 (scripts/node24.sh puts that first on PATH). */
async function findOlderNode(): Promise<string | undefined> {
  for (const node of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(node)) continue;
    const { stdout } = await run(node, ['-p', 'process.versions.node']);
    if (Number(stdout.split('.')[0]) < 22) return node;
  }
  return undefined;
}

const olderNode = await findOlderNode();

describe.skipIf(olderNode === undefined)(`the built CLI on an older Node (${olderNode ?? 'none found'})`, () => {
  let work: string;
  let entry: string;
  const cli = (...args: string[]) =>
    run(olderNode!, [entry, ...args]).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'applyset-older-node-'));
    await run('bash', [join(root, 'scripts', 'build.sh'), join(work, 'dist')], { cwd: root });
    entry = join(work, 'dist', 'cli', 'index.js');
  }, 180_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('answers --help, help, help <command>, and nothing given with the usage', async () => {
    for (const args of [[], ['--help'], ['help']]) {
      const help = await cli(...args);
      expect(help).toMatchObject({ code: 0, stderr: '' });
      expect(help.stdout).toMatch(/^Usage: applyset-action <command> \[options\]$/m);
    }
    const apply = await cli('help', 'apply');
    expect(apply.code).toBe(0);
    expect(apply.stdout).toMatch(/^Usage: applyset-action apply --applyset <parent>/);
  });

  it('answers --version and completion', async () => {
    expect(await cli('--version')).toMatchObject({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    const completion = await cli('completion', 'bash');
    expect(completion.code).toBe(0);
    expect(completion.stdout).toContain('complete -F _applyset_action applyset-action');
  });

  it("says that a run needs Node 22.11, package.json's engines, as text or as JSON", async () => {
    expect(pkg.engines.node).toBe('>=22.11');
    const version = (await run(olderNode!, ['-p', 'process.versions.node'])).stdout.trim();
    const text = await cli('preview', '--applyset', 'web', '-f', 'k8s/', '--prune=false');
    expect(text).toMatchObject({ code: 1, stdout: '' });
    expect(text.stderr).toBe(
      `error: applyset-action needs Node >= 22.11 (this is Node ${version}). Install Node 22.11 or later to run it; help, --version and completion work on this one\n`,
    );
    const json = await cli('apply', '--applyset', 'web', '-f', 'k8s/', '-o', 'json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({
      schemaVersion: 1,
      error: {
        message: `applyset-action needs Node >= 22.11 (this is Node ${version})`,
        hint: expect.stringContaining('install Node 22.11') as string,
      },
    });
  });
});
