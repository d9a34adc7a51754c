import { generateKeyPair } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * Writes the RSA key pair kube-apiserver signs and verifies service-account tokens with.
 * The API server refuses to start without one, even though no test uses such a token.
 */
export async function writeServiceAccountKeys(paths: { publicKey: string; privateKey: string }): Promise<void> {
  const { publicKey, privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await Promise.all([writeFile(paths.publicKey, publicKey), writeFile(paths.privateKey, privateKey, { mode: 0o600 })]);
}
