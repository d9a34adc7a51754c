import { writeFile } from 'node:fs/promises';

export interface KubeconfigContents {
  server: string;
  /** PEM certificates that sign the server's certificate. */
  certificateAuthority: string;
  /** None: the user has no credentials (a proxy that adds them). */
  token: string | undefined;
}

const name = 'applyset-test';

/** Writes a kubeconfig with one cluster, one bearer-token user and one context, all current. */
export async function writeKubeconfig(path: string, contents: KubeconfigContents): Promise<void> {
  const config = {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      {
        name,
        cluster: {
          server: contents.server,
          'certificate-authority-data': Buffer.from(contents.certificateAuthority).toString('base64'),
        },
      },
    ],
    users: [{ name, user: contents.token === undefined ? {} : { token: contents.token } }],
    contexts: [{ name, context: { cluster: name, user: name } }],
    'current-context': name,
  };
  // JSON is YAML, and every kubeconfig reader (client-go, kubectl, client-node) accepts it.
  await writeFile(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
}
