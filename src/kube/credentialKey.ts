import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { KubeConfig } from '@kubernetes/client-node';

/** HKDF's salt: keys derived here are this tool's own, unlike any other use of the credential. */
const SALT = 'applyset-action credential key v1';

/**
 * A key derived from the kubeconfig's credential as it is given: a static bearer token (inline, or
 * read from its file once as the kubeconfig is loaded), or a client certificate's private key (its
 * file read when the key is first needed). It lets this tool MAC what it stores in the cluster with
 * something the cluster's users do not hold: the
 * credential itself never leaves the client, and the key cannot be turned back into it.
 *
 * Undefined when the credential is not stable from run to run (an exec plugin, an auth provider
 * such as the in-pod ServiceAccount token file, which the kubelet rotates) or there is none.
 */
export function stableCredentialKey(kubeConfig: KubeConfig): KeyObject | undefined {
  const user = kubeConfig.getCurrentUser();
  if (!user || user.exec || user.authProvider) return undefined;
  const parts: string[] = [];
  if (user.token) parts.push(`token ${user.token}`);
  const clientKey = user.keyData ?? (user.keyFile ? readKeyFile(user.keyFile) : undefined);
  if (clientKey) parts.push(`client-key ${clientKey}`);
  if (parts.length === 0) return undefined;
  return createSecretKey(Buffer.from(hkdfSync('sha256', parts.join('\n'), SALT, 'kubeconfig credential', 32)));
}

/** A client key file that cannot be read gives no key: the connection then fails on it, as it would without this. */
function readKeyFile(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
