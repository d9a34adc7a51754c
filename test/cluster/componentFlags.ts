/** Where one control plane's components listen and keep their files. */
export interface ControlPlaneLayout {
  etcdClientPort: number;
  etcdPeerPort: number;
  apiserverPort: number;
  controllerManagerPort: number;
  etcdDataDir: string;
  apiserverCertDir: string;
  tokenFile: string;
  serviceAccountPublicKey: string;
  serviceAccountPrivateKey: string;
  kubeconfig: string;
}

const loopback = '127.0.0.1';

export function etcdFlags(layout: ControlPlaneLayout): string[] {
  const client = `http://${loopback}:${layout.etcdClientPort}`;
  const peer = `http://${loopback}:${layout.etcdPeerPort}`;
  return [
    '--name=control-plane',
    `--data-dir=${layout.etcdDataDir}`,
    `--listen-client-urls=${client}`,
    `--advertise-client-urls=${client}`,
    // A single member still listens for peers; keep that on loopback too.
    `--listen-peer-urls=${peer}`,
    `--initial-advertise-peer-urls=${peer}`,
    `--initial-cluster=control-plane=${peer}`,
    // The data is thrown away after the run, so durability only costs time.
    '--unsafe-no-fsync',
  ];
}

export function apiserverFlags(layout: ControlPlaneLayout): string[] {
  return [
    `--etcd-servers=http://${loopback}:${layout.etcdClientPort}`,
    `--bind-address=${loopback}`,
    // Also the address in the self-signed certificate.
    `--advertise-address=${loopback}`,
    // Endpoints may not hold a loopback address, so the `kubernetes` Service gets none; nothing runs
    // inside this cluster that would need to reach the API server through it.
    '--endpoint-reconciler-type=none',
    `--secure-port=${layout.apiserverPort}`,
    // With no --tls-cert-file, the server writes a self-signed CA and serving certificate here.
    `--cert-dir=${layout.apiserverCertDir}`,
    `--token-auth-file=${layout.tokenFile}`,
    '--authorization-mode=RBAC',
    `--service-account-key-file=${layout.serviceAccountPublicKey}`,
    `--service-account-signing-key-file=${layout.serviceAccountPrivateKey}`,
    '--service-account-issuer=https://kubernetes.default.svc',
    '--service-cluster-ip-range=10.0.0.0/24',
  ];
}

export function controllerManagerFlags(layout: ControlPlaneLayout): string[] {
  return [
    `--kubeconfig=${layout.kubeconfig}`,
    // Deleting a namespace's contents and deleting dependents of deleted owners are what the
    // tests rely on; there are no nodes or pods, so nothing else needs to run.
    '--controllers=namespace-controller,garbage-collector-controller',
    '--leader-elect=false',
    // One admin identity for all controllers instead of a service account each.
    '--use-service-account-credentials=false',
    `--bind-address=${loopback}`,
    `--secure-port=${layout.controllerManagerPort}`,
  ];
}
