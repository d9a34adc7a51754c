// Every example of examples/ deployed as a user deploys it, with the bundled CLI, on a cluster without
// it: nothing is created first (no namespace, no CRD), then the same deploy again writes nothing. On the
// shared test cluster, holding the lock of the example's fixed names and removing every object of it
// before and after (onClusterWithoutShop), as the demo's run there: a control plane of its own started
// for this file cost more than its deploys.
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { EXAMPLE_LOCK_WAIT_MS } from '../../cluster/controlPlane/clusterLock.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { onClusterWithoutShop } from '../../workflows/act/exampleCluster.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const CLI = resolve(ROOT, 'dist/cli/index.js');

/** The ApplySet each example is deployed as, as README and docs name it (each under its lock: onClusterWithoutShop is examples/shop's). */
const APPLYSETS: Record<string, { applyset: string; namespace: string }> = {
  shop: { applyset: 'shop', namespace: 'shop' },
};
/** Folders of examples/ that are not an ApplySet's manifests, and where they are run instead. */
const NOT_APPLYSETS: Record<string, string> = {
  'pr-environment':
    "a pull request's environment: its workflow sets the namespace and deploys it in the workflow runner (test/e2e/workflows/pullRequestEnvironment.test.ts)",
  rbac: 'an admin applies them with kubectl before the first deploy (test/e2e/action/shopExample.test.ts)',
  workflows: 'workflow files, run in the workflow runner (test/workflows)',
};

interface Report {
  summary: Record<string, number>;
  applyset: { id: string };
  objects: { action: string; result?: string; health?: string; kind: string; name: string }[];
}

describe('the examples, on a cluster without them', () => {
  const kubeconfigPath = inject('kubeconfigPath');
  const kubectl = (args: readonly string[]) =>
    runCommand(inject('kubectlPath'), ['--kubeconfig', kubeconfigPath, ...args]);

  it('lists every folder of examples/ as an ApplySet or says why it is not one', async () => {
    const folders = (await readdir(resolve(ROOT, 'examples'))).sort();
    expect(folders).toEqual([...Object.keys(APPLYSETS), ...Object.keys(NOT_APPLYSETS)].sort());
  });

  const deploy = async (example: string): Promise<Report> => {
    const { applyset, namespace } = APPLYSETS[example]!;
    const args = [
      CLI,
      'apply',
      '--applyset',
      applyset,
      '-n',
      namespace,
      '-f',
      resolve(ROOT, 'examples', example),
      '--kubeconfig',
      kubeconfigPath,
      '-o',
      'json',
    ];
    const result = await runCommand(process.execPath, args);
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as Report;
  };

  /** Name and resourceVersion of the parent and every member: any write changes it. */
  const versions = async (example: string, id: string): Promise<string> => {
    const { applyset, namespace } = APPLYSETS[example]!;
    const parent = await kubectl(['get', 'secret', applyset, '-n', namespace, '-o', 'json']);
    expect(parent.code, parent.stderr).toBe(0);
    const kinds = (JSON.parse(parent.stdout) as { metadata: { annotations: Record<string, string> } }).metadata
      .annotations['applyset.kubernetes.io/contains-group-kinds']!;
    const members = await kubectl([
      'get',
      kinds.toLowerCase(),
      '-A',
      '-l',
      `applyset.kubernetes.io/part-of=${id}`,
      '-o',
      'jsonpath={range .items[*]}{.kind}/{.metadata.name}/{.metadata.resourceVersion}{"\\n"}{end}',
    ]);
    expect(members.code, members.stderr).toBe(0);
    return `${parent.stdout}\n${members.stdout}`;
  };

  for (const example of Object.keys(APPLYSETS)) {
    it(
      `deploys examples/${example} from nothing, healthy, then again with no write`,
      async () => {
        await onClusterWithoutShop(kubeconfigPath, inject('kubectlPath'), async () => {
          const { namespace } = APPLYSETS[example]!;
          const absent = await kubectl(['get', 'namespace', namespace]);
          expect(absent.code).not.toBe(0);

          const first = await deploy(example);
          expect(first.summary.create).toBe(first.objects.length);
          expect(first.objects.filter((o) => o.health !== 'ready')).toEqual([]);
          const before = await versions(example, first.applyset.id);
          expect(before.split('\n').filter((line) => line !== '').length).toBeGreaterThan(first.objects.length);

          const again = await deploy(example);
          expect(again.summary).toEqual({
            create: 0,
            update: 0,
            replace: 0,
            prune: 0,
            keep: 0,
            unchanged: first.objects.length,
          });
          expect(await versions(example, first.applyset.id)).toBe(before);
        });
      },
      EXAMPLE_LOCK_WAIT_MS + 180_000,
    );
  }
});
