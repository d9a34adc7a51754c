// Bundles the action and the CLI with rolldown into one directory (default dist/): two small entries,
// dist/index.js (action.yml's main) and dist/cli.js, over chunks they share, and licenses.txt for what the
// chunks hold. Usage: node scripts/bundle.ts [outDir] [name=entry.ts ...] (scripts/build.sh runs it); the
// benchmark adds its limit baseline as an entry of its own, so that it loads as the CLI does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'rolldown';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(process.argv[2] ?? join(root, 'dist'));
const extraInputs = Object.fromEntries(
  process.argv.slice(3).map((arg) => {
    const [name, entry] = arg.split('=');
    if (!name || !entry) throw new Error(`an extra entry is name=path, not ${arg}`);
    return [name, resolve(entry)];
  }),
);

/**
 * client-node's generated API models assign static fields on their classes, which a bundler must
 * assume to be side effects: all of them (some 15 MB) would be kept, and loaded at every start, though
 * only KubeConfig is used. They have none that matters.
 */
const generatedModels = /[\\/]@kubernetes[\\/]client-node[\\/]dist[\\/]gen[\\/]/;

/** client-node's own modules, where its imports are replaced below. */
const clientNodeModules = /[\\/]@kubernetes[\\/]client-node[\\/]dist[\\/]/;

/** The package directory holding a bundled file, the nearest one up with a package.json naming a package. */
function packageDir(file: string): string | undefined {
  for (let dir = dirname(file); dir.includes('node_modules'); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      typeof (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'string'
    )
      return dir;
  }
  return undefined;
}

/**
 * client-node's KubeConfig imports undici for its fetch-based API clients (createDispatcher, and the
 * generated clients' fetch), which this project never calls: it sends requests with node:https
 * (src/kube/kubeTransport.ts). Loading undici cost some 50 ms of every start; a stand-in that fails
 * loudly replaces it for client-node's modules.
 */
function withoutClientNodeUndici(): Plugin {
  const stub = '\0client-node-undici';
  return {
    name: 'without-client-node-undici',
    resolveId(source, importer) {
      return source === 'undici' && importer !== undefined && clientNodeModules.test(importer) ? stub : null;
    },
    load(id) {
      if (id !== stub) return null;
      return [
        "const unused = () => { throw new Error('applyset-action does not bundle undici for client-node, whose fetch-based clients it does not use'); };",
        'export class Agent { constructor() { unused(); } }',
        'export class ProxyAgent { constructor() { unused(); } }',
        'export function fetch() { return unused(); }',
      ].join('\n');
    },
  };
}

/**
 * @actions/core imports its OIDC client (getIDToken) at load, and with it @actions/http-client and
 * undici: some 0.7 MB parsed and run at every start of the action, which never asks for an ID token.
 * A stand-in that fails loudly replaces it; @actions/github, which sends the action's GitHub requests
 * with undici, loads only for a run with a token (src/action/gitHubAccess.ts).
 */
function withoutActionsOidc(): Plugin {
  const stub = '\0actions-core-oidc';
  return {
    name: 'without-actions-oidc',
    resolveId(source, importer) {
      return source === './oidc-utils.js' && importer !== undefined && /[\\/]@actions[\\/]core[\\/]/.test(importer)
        ? stub
        : null;
    },
    load(id) {
      if (id !== stub) return null;
      return "export class OidcClient { static getIDToken() { throw new Error('applyset-action does not bundle the OIDC client of @actions/core, whose getIDToken it does not use'); } }";
    },
  };
}

/** What client-node's kubeconfig reader imports for proxies and auth providers only (see src/kube/deferredModules.ts). */
const DEFERRED_MODULES = new Set(['socks-proxy-agent', 'socks', 'hpagent', 'openid-client', 'jsonpath-plus']);
const DEFERRED_PREFIX = '\0deferred:';

/**
 * client-node's imports of those modules get a stand-in: its exports are live bindings, empty until
 * the loader it registers with src/kube/deferredModules.ts imports the module (a chunk of its own,
 * loaded by dynamic import) and fills them. The transport runs the loaders before applying a
 * kubeconfig that uses a proxy or an auth provider; every other start skips the modules.
 */
function deferredClientNodeModules(): Plugin {
  const registry = join(root, 'src/kube/deferredModules.ts');
  // A stand-in's id names the package, not its path: the bundle must not depend on where the checkout is.
  const files = new Map<string, string>();
  return {
    name: 'deferred-client-node-modules',
    async resolveId(source, importer) {
      if (!DEFERRED_MODULES.has(source) || importer === undefined || !clientNodeModules.test(importer)) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      if (!real) throw new Error(`cannot resolve ${source} from ${importer}`);
      const known = files.get(source);
      if (known !== undefined && known !== real.id)
        throw new Error(`client-node's modules import two copies of ${source}`);
      files.set(source, real.id);
      return `${DEFERRED_PREFIX}${source}`;
    },
    async load(id) {
      if (!id.startsWith(DEFERRED_PREFIX)) return null;
      const real = files.get(id.slice(DEFERRED_PREFIX.length))!;
      const exported = Object.keys((await import(pathToFileURL(real).href)) as object);
      // What an import can name: not the default, nor the names a CommonJS module's namespace adds.
      const names = exported.filter(
        (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default' && name !== '__esModule',
      );
      return [
        `import { deferModule } from ${JSON.stringify(registry)};`,
        `export let ${names.join(', ')};`,
        `deferModule(async () => { ({ ${names.join(', ')} } = await import(${JSON.stringify(real)})); });`,
      ].join('\n');
    },
  };
}

/**
 * A static ESM import of a Node builtin makes Node build a facade of the module by reading every
 * export, lazy getters included: node:http's WebSocket, CloseEvent and MessageEvent getters load
 * Node's own undici, some 45 ms of every start. The bundle takes node:http with
 * process.getBuiltinModule instead, exporting every property by name but those three; an import
 * of one of them fails the build.
 */
const LAZY_HTTP_EXPORTS = new Set(['WebSocket', 'CloseEvent', 'MessageEvent']);

function httpWithoutFacade(): Plugin {
  const id = '\0builtin:http';
  return {
    name: 'http-without-facade',
    resolveId(source) {
      return source === 'http' || source === 'node:http' ? id : null;
    },
    load(loading) {
      if (loading !== id) return null;
      const http = process.getBuiltinModule('node:http') as Record<string, unknown>;
      const plain = Object.keys(http).filter((key) => !LAZY_HTTP_EXPORTS.has(key));
      return [
        "const http = process.getBuiltinModule('node:http');",
        'export default http;',
        `export const { ${plain.join(', ')} } = http;`,
      ].join('\n');
    },
  };
}

/** Writes licenses.txt: every bundled package's name, version, license and license text. */
function licenses(): Plugin {
  return {
    name: 'licenses',
    generateBundle(_options, bundle) {
      const dirs = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const dir = packageDir(id);
          if (dir) dirs.add(dir);
        }
      }
      const entries = [...dirs].map((dir) => {
        const { name, version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          name: string;
          version: string;
          license?: string;
        };
        const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)/i.test(f));
        const text = file ? readFileSync(join(dir, file), 'utf8').trim() : '';
        return `${name}@${version}\n${license ?? 'license not stated'}\n${text}`;
      });
      const source = [...new Set(entries)].sort().join('\n\n');
      this.emitFile({ type: 'asset', fileName: 'licenses.txt', source: `${source}\n` });
    },
  };
}

await build({
  input: { index: join(root, 'src/index.ts'), cli: join(root, 'src/cli.ts'), ...extraInputs },
  platform: 'node',
  treeshake: { moduleSideEffects: (id) => !generatedModels.test(id) },
  plugins: [
    deferredClientNodeModules(),
    withoutClientNodeUndici(),
    withoutActionsOidc(),
    httpWithoutFacade(),
    licenses(),
  ],
  logLevel: 'warn',
  output: {
    dir: outDir,
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[hash].js',
    comments: { legal: false, jsdoc: false, annotation: true },
  },
});
