/** Where one control plane's components listen and keep their files. */
export interface ControlPlaneLayout {
  etcdClientPort: number;
  etcdPeerPort: number;
  apiserverPort: number;
  controllerManagerPort: number;
  schedulerPort: number;
  etcdDataDir: string;
  apiserverCertDir: string;
  tokenFile: string;
  /** The authority whose client certificates the API server accepts. */
  clientCaFile: string;
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
    `--client-ca-file=${layout.clientCaFile}`,
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
    // Every controller a cluster runs by default (deployment, replicaset, statefulset, job,
    // namespace, garbage collector, service account, node lifecycle, ...), so workloads roll out.
    '--controllers=*',
    // Signs the tokens of the service accounts' token Secrets.
    `--service-account-private-key-file=${layout.serviceAccountPrivateKey}`,
    '--leader-elect=false',
    // One admin identity for all controllers instead of a service account each.
    '--use-service-account-credentials=false',
    `--bind-address=${loopback}`,
    `--secure-port=${layout.controllerManagerPort}`,
    // The controllers' own client-side rate limit (20 requests/s by default) paced every rollout and
    // namespace deletion here: a ReplicaSet's pods and their events are requests, and 220 pods took
    // 27 s where the API server had room for far more; at 200/s they take about 5 s.
    '--kube-api-qps=200',
    '--kube-api-burst=400',
  ];
}

export function schedulerFlags(layout: ControlPlaneLayout): string[] {
  return [
    `--kubeconfig=${layout.kubeconfig}`,
    '--leader-elect=false',
    `--bind-address=${loopback}`,
    `--secure-port=${layout.schedulerPort}`,
  ];
}

/** Where kwok finds what it simulates. */
export interface KwokLayout {
  kubeconfig: string;
  /** Files of kwok Stage documents: the lifecycle of the fake nodes and of the pods on them. */
  stageFiles: readonly string[];
  /** kwok manages the nodes with this annotation (key=value) and the pods scheduled to them. */
  nodeAnnotation: string;
}

export function kwokFlags(layout: KwokLayout): string[] {
  return [
    `--kubeconfig=${layout.kubeconfig}`,
    `--manage-nodes-with-annotation-selector=${layout.nodeAnnotation}`,
    ...layout.stageFiles.map((file) => `--config=${file}`),
    // Node health as kubelets report it today: a Lease renewed every quarter of its duration,
    // well within the node lifecycle controller's 50 s grace period.
    '--node-lease-duration-seconds=40',
  ];
}
