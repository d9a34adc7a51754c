import { KubeConfig, Watch } from '@kubernetes/client-node';
import { connectToApi } from '../cluster/apiRequest.ts';

/** What a guard is told of a listed or watched object. */
export interface SeenObject {
  metadata?: { namespace?: string; name?: string; resourceVersion?: string; managedFields?: { manager?: string }[] };
}

interface Listed {
  metadata: { resourceVersion: string };
  items: SeenObject[];
}

export interface CollectionWrites {
  /** Every write seen since the start: the watches' events, then what the lists before and after differ by. */
  writes(): Promise<string[]>;
}

/**
 * The writes to some API collections of a cluster while a test file runs, for the setup files that guard what a
 * file may write (admissionGuard.ts, refusedWritesGuard.ts): each collection listed, then watched from that list's
 * version, and listed again at the end. A watch sees an object created and deleted again; the lists catch what a
 * watch missed (one the server ended early is not restarted). `label` names an object of a collection in the lines,
 * `detail` adds to a watched event's line.
 */
export async function watchCollectionWrites(
  kubeconfigPath: string,
  paths: readonly string[],
  options: { guard: string; label(path: string, object: SeenObject): string; detail?(object: SeenObject): string },
): Promise<CollectionWrites> {
  const api = connectToApi(kubeconfigPath);
  const listAll = async () => {
    const versions = new Map<string, string>();
    const listVersions = new Map<string, string>();
    for (const path of paths) {
      const listed = await api.request('GET', path);
      if (listed.status !== 200) throw new Error(`${options.guard}: GET ${path} answered ${listed.status}`);
      const body = listed.body as Listed;
      listVersions.set(path, body.metadata.resourceVersion);
      for (const item of body.items) versions.set(options.label(path, item), item.metadata?.resourceVersion ?? '');
    }
    return { versions, listVersions };
  };
  const before = await listAll();
  const seen: string[] = [];
  const config = new KubeConfig();
  config.loadFromFile(kubeconfigPath);
  const watch = new Watch(config);
  const watches: AbortController[] = [];
  for (const path of paths)
    watches.push(
      await watch.watch(
        path,
        { resourceVersion: before.listVersions.get(path) ?? '0' },
        (phase, object: SeenObject) =>
          seen.push(`${phase} ${options.label(path, object)}${options.detail?.(object) ?? ''}`),
        () => undefined,
      ),
    );
  return {
    async writes() {
      const { versions: after } = await listAll();
      for (const controller of watches) controller.abort();
      const listed = [...new Set([...before.versions.keys(), ...after.keys()])]
        .filter((key) => before.versions.get(key) !== after.get(key))
        .map((key) => `${!before.versions.has(key) ? 'created' : !after.has(key) ? 'deleted' : 'changed'} ${key}`);
      return [...seen, ...listed];
    },
  };
}
