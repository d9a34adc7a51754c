// What ships stays light: the bundle built from src (as npm run build does) holds no generated API model
// of @kubernetes/client-node, `--help` starts without loading the engine, and what only some kubeconfigs
// need loads only for them, and what a run needs only later (its plan and deploy, its report; the action's GitHub
// client) loads after its first request. The first two regressed once: the package root's import put 20 MB into each
// of two bundles and 132 MB of memory into every `--help`.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
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

  it('is the same wherever the checkout is: no script names its directory', async () => {
    // CI compares the committed dist/ with a build from another directory (npm run check-dist).
    for (const script of await scripts(dist))
      expect(await readFile(script.path, 'utf8'), script.path).not.toContain(root);
  });

  it("starts the CLI without undici, and without the static node:http import that loads Node's own", async () => {
    // What the CLI loads: its entry and every chunk it imports, statically or lazily.
    const loaded = new Set<string>();
    const visit = async (path: string): Promise<void> => {
      if (loaded.has(path)) return;
      loaded.add(path);
      const text = await readFile(path, 'utf8');
      for (const [, chunk] of text.matchAll(/(?:from|import\()\s*"(\.\.?\/[^"]+\.js)"/g))
        await visit(resolve(path, '..', chunk!));
    };
    await visit(join(dist, 'cli.js'));
    expect(loaded.size).toBeGreaterThan(1);
    for (const path of loaded) {
      const text = await readFile(path, 'utf8');
      expect(text, path).not.toMatch(/node_modules\/(@kubernetes\/client-node\/node_modules\/)?undici\//);
      expect(text, path).not.toMatch(/^import [^;]* from "(node:)?http";/m);
    }
  });

  describe('modules only some kubeconfigs need (proxies, auth providers)', () => {
    const deferred =
      /^\/\/ node_modules\/(socks|socks-proxy-agent|hpagent|openid-client|oauth4webapi|jsonpath-plus)\//m;

    const kubeconfig = (cluster: object, user: object) => ({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'c', cluster }],
      users: [{ name: 'u', user }],
      contexts: [{ name: 'x', context: { cluster: 'c', user: 'u' } }],
      'current-context': 'x',
    });

    /** A server that answers 503 to every request, telling `heard` each one's Authorization header. */
    function apiServer(heard: (authorization: string) => void): http.Server {
      return http.createServer((req, res) => {
        heard(req.headers.authorization ?? 'none');
        res.writeHead(503).end();
      });
    }

    /** The process whose first contact is awaited: its arguments after node's, and its environment. */
    type Start = (
      kubeconfigPath: string,
      manifests: string,
    ) => Promise<{ args: string[]; env?: Record<string, string> }>;
    const previewWith: Start = async (config, manifests) => ({
      args: [
        join(dist, 'cli', 'index.js'),
        'preview',
        '--applyset',
        'demo',
        '-n',
        'default',
        '-f',
        manifests,
        '--kubeconfig',
        config,
      ],
    });

    /**
     * Starts a preview with `kubeconfig` (PORT in it is the port of the server `listen` makes), waits
     * for what that server hears first, then stops the CLI. Returns that, and every module file the
     * CLI had loaded by then.
     */
    async function firstContact(
      kubeconfig: object,
      listen: (heard: (what: string) => void) => net.Server,
      start: Start = previewWith,
    ): Promise<{ heard: string; loaded: string[] }> {
      let told!: (what: string) => void;
      const heard = new Promise<string>((done) => (told = done));
      const server = listen(told);
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const port = (server.address() as net.AddressInfo).port;
      const config = join(work, `kubeconfig-${port}`);
      await writeFile(config, JSON.stringify(kubeconfig).replaceAll('PORT', String(port)));
      const manifests = join(work, 'manifests');
      await mkdir(manifests, { recursive: true });
      await writeFile(
        join(manifests, 'cm.yaml'),
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: one\ndata:\n  a: b\n',
      );
      // Prints each module the CLI loads, as it loads it.
      const probe = join(work, 'loadedModules.mjs');
      await writeFile(
        probe,
        "import { registerHooks } from 'node:module';\nregisterHooks({ load(url, context, next) { process.stderr.write(`loaded ${url}\\n`); return next(url, context); } });\n",
      );
      const { args, env } = await start(config, manifests);
      const cli = spawn(process.execPath, ['--import', probe, ...args], {
        stdio: ['ignore', 'ignore', 'pipe'],
        ...(env ? { env } : {}),
      });
      let stderr = '';
      cli.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = once(cli, 'exit').then(() => {
        throw new Error(`the CLI exited before reaching the server:\n${stderr}`);
      });
      try {
        const first = await Promise.race([heard, exited]);
        const loaded = [...stderr.matchAll(/^loaded file:\/\/(.+)$/gm)].map(([, path]) => path!);
        return { heard: first, loaded };
      } finally {
        cli.kill('SIGKILL');
        server.close();
      }
    }

    it('are not loaded for a kubeconfig that needs none of them', async () => {
      const { heard: authorization, loaded } = await firstContact(
        kubeconfig({ server: 'http://127.0.0.1:PORT', 'insecure-skip-tls-verify': true }, { token: 'plain' }),
        apiServer,
      );
      expect(authorization).toBe('Bearer plain');
      const chunks = loaded.filter((path) => path.startsWith(dist));
      expect(chunks.length).toBeGreaterThan(2);
      for (const path of chunks) expect(await readFile(path, 'utf8'), path).not.toMatch(deferred);
      // They are in the bundle, for the kubeconfigs that need them.
      const all = await Promise.all((await scripts(dist)).map((script) => readFile(script.path, 'utf8')));
      expect(all.some((text) => deferred.test(text))).toBe(true);
    });

    it('load for a kubeconfig that names a proxy: the API server is reached through it', async () => {
      // A proxy telling the first line it is asked.
      const proxy = (heard: (line: string) => void) =>
        net.createServer((socket) =>
          socket.once('data', (data: Buffer) => {
            heard(data.toString('latin1').split('\r\n')[0]!);
            socket.destroy();
          }),
        );
      const { heard: line } = await firstContact(
        kubeconfig({ server: 'https://127.0.0.1:9', 'proxy-url': 'http://127.0.0.1:PORT' }, { token: 't' }),
        proxy,
      );
      expect(line).toBe('CONNECT 127.0.0.1:9 HTTP/1.1');
    });

    it("load for a kubeconfig with an auth provider: its token command's output is read with JSONPath", async () => {
      const command = join(work, 'gcp-token.sh');
      await writeFile(
        command,
        '#!/bin/sh\necho \'{"credential":{"access_token":"token-from-gcloud","token_expiry":"2099-01-01T00:00:00Z"}}\'\n',
      );
      await chmod(command, 0o755);
      const gcp = {
        name: 'gcp',
        config: {
          'cmd-path': command,
          'token-key': '{.credential.access_token}',
          'expiry-key': '{.credential.token_expiry}',
        },
      };
      const { heard: authorization } = await firstContact(
        kubeconfig({ server: 'http://127.0.0.1:PORT', 'insecure-skip-tls-verify': true }, { 'auth-provider': gcp }),
        apiServer,
      );
      expect(authorization).toBe('Bearer token-from-gcloud');
    });

    describe('what a run loads before its first request', () => {
      const plain = kubeconfig(
        { server: 'http://127.0.0.1:PORT', 'insecure-skip-tls-verify': true },
        { token: 'plain' },
      );
      /** The chunks among `loaded` that hold a module `pattern` matches, by the comment naming each module. */
      const holding = async (loaded: string[], pattern: RegExp) =>
        (
          await Promise.all(
            loaded
              .filter((path) => path.startsWith(dist))
              .map(async (path) => ((await readFile(path, 'utf8')).match(pattern) ? path : undefined)),
          )
        ).filter(Boolean);

      it("a preview: neither the plan and deploy steps, nor the report's renderers, nor kustomize's and Helm's", async () => {
        const later =
          /^\/\/ (?:.*\/)?src\/(planAndDeploy|commands\/runReport|report\/markdownReport|manifests\/renderChart|manifests\/renderKustomization|execute\/deployPlan|rollback\/rollBack)\.ts$/m;
        const { loaded } = await firstContact(plain, apiServer);
        expect(await holding(loaded, later)).toEqual([]);
        // They are in the bundle, for when the run needs them.
        expect(
          await holding(
            (await scripts(dist)).map((script) => script.path),
            later,
          ),
        ).not.toEqual([]);
      });

      it('the action without a GitHub token: neither octokit nor undici', async () => {
        const { runnerEnvironment } = await import('../../e2e/action/actionProcess.ts');
        const { workflowDispatchEvent } = await import('../../fakes/github/eventPayloads.ts');
        const action: Start = async (config, manifests) => {
          const { env } = await runnerEnvironment({
            inputs: { manifests, applyset: 'demo', namespace: 'default', mode: 'preview', 'github-token': '' },
            eventName: 'workflow_dispatch',
            payload: workflowDispatchEvent({
              owner: 'acme',
              repo: 'shop',
              ref: 'refs/heads/main',
              workflow: '.github/workflows/deploy.yml',
            }),
            githubApiUrl: 'https://api.github.com',
            workspace: work,
            env: { KUBECONFIG: config },
          });
          return { args: [join(dist, 'index.js')], env };
        };
        const github = /^\/\/ .*node_modules\/(undici|@octokit\/[\w-]+)\//m;
        const { loaded } = await firstContact(plain, apiServer, action);
        expect(loaded).toContain(join(dist, 'index.js'));
        expect(await holding(loaded, github)).toEqual([]);
        expect(
          await holding(
            (await scripts(dist)).map((script) => script.path),
            github,
          ),
        ).not.toEqual([]);
      });
    });
  });

  it('answers --help in under 60 MB of memory', async () => {
    // Reports the process's peak memory as it exits, whatever the entry does.
    const probe = join(work, 'peakRss.mjs');
    await writeFile(
      probe,
      "process.on('exit', () => process.stderr.write(`maxRSS ${process.resourceUsage().maxRSS}\\n`));\n",
    );
    const { stdout, stderr } = await run(process.execPath, [
      '--import',
      probe,
      join(dist, 'cli', 'index.js'),
      '--help',
    ]);
    expect(stdout).toMatch(/^Usage: applyset-action <command> /m);
    const kb = Number(/maxRSS (\d+)/.exec(stderr)?.[1]);
    expect(kb).toBeGreaterThan(0);
    expect(kb).toBeLessThan(60 * 1024);
  });
});
