// The "floor" (issues 35 and 48): what any correct no-op of an ApplySet must do, and nothing else, as a
// process of its own on the same Node as the CLI: read the kubeconfig, ask what the cluster serves
// (aggregated discovery, /api and /apis) and read the parent at once; while those are answered, read the
// manifests, parse them with the CLI's YAML library (js-yaml) and hash every object; then LIST the set's
// members of every kind in every namespace the parent names, all at once, and parse the answers. It
// compares nothing and writes nothing: a cached no-op apply, a cached preview and a quiet drift check can
// be no faster. Besides js-yaml, only node: modules, so that loading it costs what Node's start costs.
// Usage: node bench/floorClient.ts --kubeconfig PATH --namespace NS --parent NAME (a Secret parent) DIR...
// (the manifests' directories, as the CLI's -f DIR reads them: their .yaml and .yml files)
// Prints {"requests": ..., "listed": ..., "objects": ...}; its time is the process's, measured by the caller.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { Agent, request } from 'node:https';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as yaml from 'js-yaml';

interface Kubeconfig {
  clusters: { cluster: { server: string; 'certificate-authority-data': string } }[];
  users: { user: { token?: string } }[];
}
interface Discovered {
  metadata?: { name?: string };
  versions?: {
    version: string;
    resources?: { resource: string; responseKind?: { kind?: string }; scope?: string }[];
  }[];
}
interface Parent {
  metadata: { labels?: Record<string, string>; annotations?: Record<string, string> };
}

const { values, positionals: manifestDirs } = parseArgs({
  options: { kubeconfig: { type: 'string' }, namespace: { type: 'string' }, parent: { type: 'string' } },
  allowPositionals: true,
});
// The fault proxy's kubeconfig is JSON (test/cluster/kubeconfig.ts): one cluster, one user.
const config = JSON.parse(readFileSync(values.kubeconfig ?? '', 'utf8')) as Kubeconfig;
const server = new URL(config.clusters[0]!.cluster.server);
const ca = Buffer.from(config.clusters[0]!.cluster['certificate-authority-data'], 'base64');
const token = config.users[0]?.user.token;
// Every request at once, each on a connection of its own when none is free: no client-side limit.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity, ca });
let requests = 0;

function get<T>(path: string, accept = 'application/json'): Promise<T> {
  requests++;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: server.hostname,
        port: server.port,
        path,
        agent,
        headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as T)
            : reject(new Error(`GET ${path}: ${res.statusCode}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Every object of the manifests, parsed and hashed: what a run must know of them to tell that nothing changed. */
async function readManifests(dirs: readonly string[]): Promise<number> {
  const files = (
    await Promise.all(
      dirs.map(async (dir) =>
        (await readdir(dir)).filter((name) => /\.ya?ml$/.test(name)).map((name) => join(dir, name)),
      ),
    )
  ).flat();
  let objects = 0;
  for (const text of await Promise.all(files.map((file) => readFile(file, 'utf8')))) {
    for (const doc of yaml.loadAll(text)) {
      if (doc === null || doc === undefined) continue;
      createHash('sha256').update(JSON.stringify(doc)).digest();
      objects++;
    }
  }
  return objects;
}

const AGGREGATED = 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList';
const [core, groups, parent, objects] = await Promise.all([
  get<{ items?: Discovered[] }>('/api', AGGREGATED),
  get<{ items?: Discovered[] }>('/apis', AGGREGATED),
  get<Parent>(`/api/v1/namespaces/${values.namespace}/secrets/${values.parent}`),
  readManifests(manifestDirs),
]);
// GroupKind ("Kind.group", "Kind." for the core group) -> its collection at the preferred version, which
// aggregated discovery lists first.
const collections = new Map<string, { path: string; namespaced: boolean }>();
for (const group of [...(core.items ?? []), ...(groups.items ?? [])]) {
  const name = group.metadata?.name ?? '';
  for (const version of group.versions ?? []) {
    for (const r of version.resources ?? []) {
      const key = `${r.responseKind?.kind}.${name}`;
      const path = `${name ? `/apis/${name}` : '/api'}/${version.version}`;
      if (!collections.has(key) && !r.resource.includes('/'))
        collections.set(key, { path: `${path}/${r.resource}`, namespaced: r.scope === 'Namespaced' });
    }
  }
}
const id = parent.metadata.labels?.['applyset.kubernetes.io/id'] ?? '';
const annotations = parent.metadata.annotations ?? {};
const kinds = (annotations['applyset.kubernetes.io/contains-group-kinds'] ?? '').split(',').filter(Boolean);
const namespaces = [
  values.namespace ?? '',
  ...(annotations['applyset.kubernetes.io/additional-namespaces'] ?? '').split(',').filter(Boolean),
];
const selector = `labelSelector=${encodeURIComponent(`applyset.kubernetes.io/part-of=${id}`)}`;
const lists = kinds.flatMap((groupKind) => {
  const found = collections.get(groupKind.includes('.') ? groupKind : `${groupKind}.`);
  if (!found) throw new Error(`the cluster does not serve ${groupKind}`);
  // The collection's path with the namespace before the resource: /api/v1/namespaces/NS/configmaps.
  const at = (ns: string) => found.path.replace(/\/([^/]+)$/, `/namespaces/${ns}/$1`);
  return found.namespaced ? namespaces.map((ns) => `${at(ns)}?${selector}`) : [`${found.path}?${selector}`];
});
const listed = await Promise.all(lists.map((path) => get<{ items: unknown[] }>(path)));
agent.destroy();
process.stdout.write(
  `${JSON.stringify({ requests, listed: listed.reduce((sum, list) => sum + list.items.length, 0), objects })}\n`,
);
