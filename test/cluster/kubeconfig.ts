import { writeFile } from 'node:fs/promises';

export interface KubeconfigContents {
  server: string;
  /** PEM certificates that sign the server's certificate. */
  certificateAuthority: string;
  /** None: the user has no credentials (a proxy that adds them), or a client certificate. */
  token: string | undefined;
  /** PEM: a client certificate and its key, instead of a token. */
  clientCertificate?: { cert: string; key: string };
}

const name = 'applyset-test';

/** Writes a kubeconfig with one cluster, one user (a bearer token or a client certificate) and one context, all current. */
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
    users: [{ name, user: userCredentials(contents) }],
    contexts: [{ name, context: { cluster: name, user: name } }],
    'current-context': name,
  };
  // JSON is YAML, and every kubeconfig reader (client-go, kubectl, client-node) accepts it.
  await writeFile(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
}

function userCredentials(contents: KubeconfigContents): Record<string, string> {
  const base64 = (pem: string) => Buffer.from(pem).toString('base64');
  if (contents.clientCertificate)
    return {
      'client-certificate-data': base64(contents.clientCertificate.cert),
      'client-key-data': base64(contents.clientCertificate.key),
    };
  return contents.token === undefined ? {} : { token: contents.token };
}
