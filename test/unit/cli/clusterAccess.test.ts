// A cluster the CLI cannot reach, or a kubeconfig it cannot use, is said within seconds, in words:
// which server or context, what failed, what to do; exit 1, never "a bug", never a stack trace. Each
// world here is what a user could have: a port nothing listens on, a name that does not resolve, a
// TLS server whose certificate the kubeconfig does not trust, a server that never answers, no
// kubeconfig, an exec credential plugin that fails or hangs. None needs a cluster; those that need
// the API server's answers (401, 403) are in test/e2e/engine/clusterCredentials.test.ts.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSaid, previewJson } from '../../cluster/cliFailure.ts';
import { createLoopbackCertificate, type TlsIdentity } from '../../cluster/faultProxy/proxyCertificate.ts';

const PAGE_TITLE = 'Welcome to nginx';

// Side by side: most of each test is a CLI waiting out a timeout or a retry window (2-6 s), not using a core.
describe.concurrent('a cluster the CLI cannot reach or authenticate to', () => {
  let dir: string;
  let trusted: TlsIdentity;
  let other: TlsIdentity;
  let tlsServer: HttpsServer;
  let silent: Server;
  let redirecting: HttpsServer;
  let webSite: HttpsServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cluster-access-'));
    await Promise.all([mkdir(join(dir, 'a')), mkdir(join(dir, 'b')), mkdir(join(dir, 'home'))]);
    [trusted, other] = await Promise.all([
      createLoopbackCertificate(join(dir, 'a')),
      createLoopbackCertificate(join(dir, 'b')),
    ]);
    await writeFile(join(dir, 'cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  x: "1"\n');
    // On every address (IPv4 and IPv6), so that localhost reaches it whichever it resolves to first.
    tlsServer = createHttpsServer({ cert: trusted.cert, key: trusted.key }, (_req, res) => res.end());
    await new Promise<void>((listening) => tlsServer.listen(0, listening));
    // Not Kubernetes at that address: a redirect to a login page, and a web server's HTML 404.
    redirecting = createHttpsServer({ cert: trusted.cert, key: trusted.key }, (_req, res) =>
      res
        .writeHead(301, { location: 'https://login.example/', 'content-type': 'text/html' })
        .end('<html><body>Moved</body></html>'),
    );
    webSite = createHttpsServer({ cert: trusted.cert, key: trusted.key }, (_req, res) =>
      res
        .writeHead(404, { 'content-type': 'text/html' })
        .end(`<!DOCTYPE html><html><head><title>${PAGE_TITLE}</title></head><body><h1>Not Found</h1></body></html>`),
    );
    await Promise.all(
      [redirecting, webSite].map(
        (server) => new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening)),
      ),
    );
    // Accepts the connection and never says a word: no TLS handshake, no answer.
    silent = createServer(() => {});
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
  }, 30_000);
  afterAll(async () => {
    tlsServer?.close();
    silent?.close();
    redirecting?.close();
    webSite?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const port = (server: Server | HttpsServer) => (server.address() as { port: number }).port;

  /** A kubeconfig file with one context `ci` for `server`, trusting `ca`, as user `deployer`. */
  async function kubeconfig(
    name: string,
    server: string,
    user: Record<string, unknown> = { token: 'not-a-real-token' },
    ca: TlsIdentity = trusted,
  ): Promise<string> {
    const config = {
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [
        { name: 'target', cluster: { server, 'certificate-authority-data': Buffer.from(ca.cert).toString('base64') } },
      ],
      users: [{ name: 'deployer', user }],
      contexts: [{ name: 'ci', context: { cluster: 'target', user: 'deployer' } }],
      'current-context': 'ci',
    };
    const path = join(dir, `${name}.kubeconfig`);
    await writeFile(path, JSON.stringify(config), { mode: 0o600 });
    return path;
  }

  /** `preview -o json` of one ConfigMap with these arguments and environment. */
  const preview = (args: string[], env?: NodeJS.ProcessEnv) =>
    previewJson(['--applyset', 'shop', '-n', 'shop', '-f', join(dir, 'cm.yaml'), ...args], env);

  it('says a refused connection, naming the server and the context', async () => {
    const run = await preview(['--kubeconfig', await kubeconfig('refused', 'https://127.0.0.1:1')]);
    await expectSaid(
      run,
      /^unable to connect to the server https:\/\/127\.0\.0\.1:1 \(context "ci"\): connection refused \(ECONNREFUSED\)$/,
    );
    expect(run.json.error?.hint).toContain('nothing listens at that address and port');
  }, 30_000);

  it('prints what caused it, with the stacks, with --debug', async () => {
    const run = await preview(['--kubeconfig', await kubeconfig('refused-debug', 'https://127.0.0.1:1'), '--debug']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^error: unable to connect to the server https:\/\/127\.0\.0\.1:1 \(context "ci"\): connection refused/m,
    );
    expect(run.stderr).toMatch(
      /^debug: caused by: \[code ECONNREFUSED\] Error: connect ECONNREFUSED 127\.0\.0\.1:1\n\s+at /m,
    );
  }, 30_000);

  it('says a host name that does not resolve', async () => {
    const run = await preview(['--kubeconfig', await kubeconfig('dns', 'https://api.shop.invalid:6443')]);
    await expectSaid(
      run,
      /^unable to connect to the server https:\/\/api\.shop\.invalid:6443 \(context "ci"\): the host name api\.shop\.invalid does not resolve \((ENOTFOUND|EAI_AGAIN)\)$/,
    );
  }, 30_000);

  it('says a server that accepts the connection and never answers, within the connect timeout', async () => {
    const run = await preview(['--kubeconfig', await kubeconfig('silent', `https://127.0.0.1:${port(silent)}`)]);
    await expectSaid(
      run,
      /^unable to connect to the server https:\/\/127\.0\.0\.1:\d+ \(context "ci"\): no connection within 4 s$/,
    );
  }, 30_000);

  it('says a certificate signed by an authority the kubeconfig does not trust', async () => {
    const run = await preview([
      '--kubeconfig',
      await kubeconfig('unknown-ca', `https://127.0.0.1:${port(tlsServer)}`, undefined, other),
    ]);
    await expectSaid(
      run,
      /^unable to connect to the server https:\/\/127\.0\.0\.1:\d+ \(context "ci"\): the server's certificate is signed by an authority the kubeconfig does not trust \([A-Z_]+\)$/,
    );
    expect(run.json.error?.hint).toContain('certificate-authority-data');
  }, 30_000);

  it('says a certificate that is not for the name the kubeconfig reaches the server by', async () => {
    const run = await preview(['--kubeconfig', await kubeconfig('wrong-name', `https://localhost:${port(tlsServer)}`)]);
    await expectSaid(
      run,
      /^unable to connect to the server https:\/\/localhost:\d+ \(context "ci"\): the server's certificate is not valid for localhost \(ERR_TLS_CERT_ALTNAME_INVALID\)$/,
    );
    expect(run.json.error?.hint).toContain('tls-server-name');
  }, 30_000);

  it('says there is no kubeconfig, when KUBECONFIG is not set and ~/.kube/config does not exist', async () => {
    const { KUBECONFIG: _set, ...env } = process.env;
    const run = await preview([], { ...env, HOME: join(dir, 'home') });
    await expectSaid(run, /^no kubeconfig: KUBECONFIG is not set and ~\/\.kube\/config does not exist$/);
    expect(run.json.error?.hint).toContain('--kubeconfig');
  }, 30_000);

  it('says a server that is not Kubernetes, a redirect or an HTML 404, as what was found there, without its page', async () => {
    const moved = await preview([
      '--kubeconfig',
      await kubeconfig('redirect', `https://127.0.0.1:${port(redirecting)}`),
    ]);
    await expectSaid(
      moved,
      /^the server https:\/\/127\.0\.0\.1:\d+ \(context "ci"\) is not a Kubernetes API server: GET \/api answered a redirect \(HTTP 301\)$/,
    );
    const page = await preview(['--kubeconfig', await kubeconfig('web-site', `https://127.0.0.1:${port(webSite)}`)]);
    await expectSaid(
      page,
      /^the server https:\/\/127\.0\.0\.1:\d+ \(context "ci"\) is not a Kubernetes API server: GET \/api answered HTTP 404 with a page that is not a Kubernetes Status$/,
    );
    expect(page.json.error?.hint).toContain('kubectl cluster-info');
    for (const run of [moved, page]) expect(run.stderr + run.stdout).not.toMatch(/<html|Moved|Welcome to nginx/i);
  }, 30_000);

  it('says a kubeconfig that does not exist apart from one with a YAML error, whose line and column it names', async () => {
    const missing = await preview(['--kubeconfig', join(dir, 'absent.kubeconfig')]);
    await expectSaid(missing, `cannot read the kubeconfig ${join(dir, 'absent.kubeconfig')}: it does not exist`);
    const broken = join(dir, 'broken.kubeconfig');
    await writeFile(broken, 'apiVersion: v1\nkind: Config\nclusters:\n- name: a\n   cluster: {}\n', { mode: 0o600 });
    const yamlError = await preview(['--kubeconfig', broken]);
    await expectSaid(
      yamlError,
      /^cannot read the kubeconfig \S+broken\.kubeconfig: YAML syntax error at line 5, column \d+ \([^)]+\)$/,
    );
    expect(yamlError.json.error?.hint).toMatch(/^fix the YAML there/);
  }, 30_000);

  it('says a context the kubeconfig does not have, with those it has', async () => {
    const run = await preview([
      '--kubeconfig',
      await kubeconfig('contexts', 'https://127.0.0.1:1'),
      '--context',
      'prod',
    ]);
    await expectSaid(run, /^the kubeconfig has no context "prod"$/);
    expect(run.json.error?.hint).toBe('use one of: ci');
  }, 30_000);

  describe('with an exec credential plugin', () => {
    async function plugin(name: string, script: string): Promise<string> {
      const path = join(dir, name);
      await writeFile(path, `#!/bin/sh\n${script}\n`);
      await chmod(path, 0o755);
      return kubeconfig(name, 'https://127.0.0.1:1', {
        exec: { apiVersion: 'client.authentication.k8s.io/v1', command: path, interactiveMode: 'Never' },
      });
    }

    it('says it failed, without what it printed', async () => {
      const run = await preview([
        '--kubeconfig',
        await plugin('failing-plugin', 'echo "token expired: sekrit-value" >&2\nexit 1'),
      ]);
      await expectSaid(
        run,
        /^the exec credential plugin \(\S+failing-plugin\) of https:\/\/127\.0\.0\.1:1 \(context "ci", user "deployer"\) failed; what it printed is not shown, as it may hold credentials$/,
      );
      expect(run.stderr + run.stdout).not.toContain('sekrit-value');
    }, 30_000);

    it('stops one that hangs, and says so', async () => {
      const run = await preview(['--kubeconfig', await plugin('hanging-plugin', 'sleep 60')]);
      await expectSaid(
        run,
        /^the exec credential plugin \(\S+hanging-plugin\) of https:\/\/127\.0\.0\.1:1 \(context "ci", user "deployer"\) gave no credentials within 5 s and was stopped$/,
      );
    }, 30_000);
  });
});
