import { ApiException, CoreV1Api, KubeConfig } from '@kubernetes/client-node';

export interface TestNamespace {
  readonly name: string;
  /** Starts deleting the namespace (the namespace controller removes its contents afterwards); one already gone is fine. */
  delete(): Promise<void>;
}

/** A new namespace named `<prefix>-<random suffix>`, so tests running side by side never share objects. */
export async function createTestNamespace(kubeconfigPath: string, prefix: string): Promise<TestNamespace> {
  const config = new KubeConfig();
  config.loadFromFile(kubeconfigPath);
  const api = config.makeApiClient(CoreV1Api);
  const created = await api.createNamespace({ body: { metadata: { generateName: `${prefix}-` } } });
  const name = created.metadata?.name;
  if (!name) throw new Error(`the API server created a namespace for prefix ${prefix} without a name`);
  return {
    name,
    delete: async () => {
      try {
        await api.deleteNamespace({ name });
      } catch (error) {
        if (!(error instanceof ApiException && error.code === 404)) throw error;
      }
    },
  };
}
