import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCommand } from '../runCommand.ts';

export interface TlsIdentity {
  /** PEM; self-signed, so it is also the certificate authority clients must trust. */
  cert: string;
  key: string;
}

/**
 * A throw-away certificate for 127.0.0.1, written into `dir`. Node cannot create certificates and every
 * machine that builds the control plane has openssl; a library would add a dependency for one call.
 */
export async function createLoopbackCertificate(dir: string): Promise<TlsIdentity> {
  const keyPath = join(dir, 'proxy.key');
  const certPath = join(dir, 'proxy.crt');
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'];
  args.push(
    '-subj',
    '/CN=applyset-fault-proxy',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    keyPath,
    '-out',
    certPath,
  );
  const result = await runCommand('openssl', args);
  if (result.code !== 0)
    throw new Error(`openssl could not create the fault proxy's certificate (exit ${result.code}):\n${result.stderr}`);
  const [cert, key] = await Promise.all([readFile(certPath, 'utf8'), readFile(keyPath, 'utf8')]);
  return { cert, key };
}
