// The README's first command: a tour of preview -> apply -> preview of a change, on the local
// control plane (or on the cluster of --kubeconfig), with the project's example app.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { startControlPlane, type ControlPlane } from '../test/cluster/controlPlane/controlPlane.ts';
import { kubectlIn } from '../test/cluster/controlPlane/controlPlaneBinaries.ts';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'src/cli.ts');
const { values } = parseArgs({ options: { kubeconfig: { type: 'string' }, keep: { type: 'boolean' } } });

function step(title: string): void {
  process.stdout.write(`\n\x1b[1m== ${title}\x1b[0m\n`);
}

function applysetAction(kubeconfig: string, args: string[]): void {
  const shown = args.map((a) => (a.startsWith(root) ? relative(process.cwd(), a) || '.' : a)).join(' ');
  process.stdout.write(`$ applyset-action ${shown}\n`);
  const result = spawnSync(process.execPath, [cli, ...args, '--kubeconfig', kubeconfig], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`applyset-action ${args[0]} failed (exit ${result.status})`);
}

let controlPlane: ControlPlane | undefined;
const work = await mkdtemp(join(tmpdir(), 'applyset-demo-'));
try {
  let kubeconfig = values.kubeconfig;
  if (!kubeconfig) {
    step('Starting a local Kubernetes cluster (etcd, kube-apiserver, kube-controller-manager, kube-scheduler, kwok)');
    controlPlane = await startControlPlane();
    kubeconfig = controlPlane.kubeconfigPath;
    process.stdout.write(`ready in ${(controlPlane.startupMs / 1000).toFixed(1)} s at ${controlPlane.server}\n`);
  }
  const shop = join(root, 'examples/shop');
  const set = ['--applyset', 'shop', '--namespace', 'shop'];

  step('1. Preview the example app: nothing exists yet, so everything would be created (server-side dry run)');
  applysetAction(kubeconfig, ['preview', ...set, '--file', shop]);

  step('2. Apply it: CRD and Namespace first, then the rest; the parent Secret shop/shop records the set');
  applysetAction(kubeconfig, ['apply', ...set, '--file', shop]);

  step(
    '3. A change: LOG_LEVEL becomes debug, the database password rotates, and the api Deployment and Service are removed',
  );
  const changed = join(work, 'shop');
  await cp(shop, changed, { recursive: true });
  await rm(join(changed, '04-api.yaml'));
  const config = join(changed, '02-config.yaml');
  await writeFile(
    config,
    (await readFile(config, 'utf8'))
      .replace('LOG_LEVEL: info', 'LOG_LEVEL: debug')
      .replace('not-a-real-password', 'rotated-password'),
  );
  process.stdout.write('Its preview, as the pull request would show it (Secret values are masked):\n');
  applysetAction(kubeconfig, ['preview', ...set, '--file', changed]);

  const comment = join(tmpdir(), 'applyset-demo-comment.md');
  const markdown = spawnSync(
    process.execPath,
    [cli, 'preview', ...set, '--file', changed, '--kubeconfig', kubeconfig, '--output', 'markdown'],
    { encoding: 'utf8' },
  );
  await writeFile(comment, markdown.stdout);
  process.stdout.write(`\nThe pull-request comment for this preview is in ${comment}\n`);

  step('4. Merge: apply the change, pruning what left the manifests');
  applysetAction(kubeconfig, ['apply', ...set, '--file', changed]);

  if (values.keep && controlPlane) {
    process.stdout.write(
      `\nThe control plane keeps running; try:\n  ${kubectlIn(controlPlane.binaries)} --kubeconfig ${kubeconfig} get all -n shop\nPress Ctrl-C to stop it.\n`,
    );
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  }
} finally {
  await controlPlane?.stop();
  await rm(work, { recursive: true, force: true });
}
