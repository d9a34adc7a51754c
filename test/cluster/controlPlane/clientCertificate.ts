import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { runCommand } from '../runCommand.ts';

/** PEM: an admin's certificate (group system:masters) and its key. */
export interface ClientCertificate {
  cert: string;
  key: string;
}

async function openssl(args: string[]): Promise<void> {
  const result = await runCommand('openssl', args);
  if (result.code !== 0) throw new Error(`openssl ${args[0]} failed (exit ${result.code}):\n${result.stderr}`);
}

/**
 * A client certificate authority, written to `caFile` (the API server's --client-ca-file), and an
 * admin certificate it signed, beside it: the way kind's, minikube's and k3s's kubeconfigs
 * authenticate. With openssl, as the fault proxy's certificate.
 */
export async function writeClientCertificate(caFile: string): Promise<ClientCertificate> {
  const file = (name: string) => join(dirname(caFile), name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await openssl([
    'req',
    '-x509',
    ...ec,
    '-days',
    '2',
    '-subj',
    '/CN=applyset-client-ca',
    '-keyout',
    file('client-ca.key'),
    '-out',
    caFile,
  ]);
  await openssl([
    'req',
    ...ec,
    '-subj',
    '/O=system:masters/CN=applyset-admin',
    '-keyout',
    file('admin.key'),
    '-out',
    file('admin.csr'),
  ]);
  await openssl([
    'x509',
    '-req',
    '-in',
    file('admin.csr'),
    '-CA',
    caFile,
    '-CAkey',
    file('client-ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-out',
    file('admin.crt'),
  ]);
  const [cert, key] = await Promise.all([readFile(file('admin.crt'), 'utf8'), readFile(file('admin.key'), 'utf8')]);
  return { cert, key };
}
