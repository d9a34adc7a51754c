// npm run bench:hit-share: issue 25's hit share. For the benchmark's generated set (BENCH_HIT_SHARE_SIZE, default
// 1000) and the corpus of real manifests (/work/shared/corpus, or BENCH_CORPUS: every directory in it is one set),
// apply, apply again (the no-op that records what it found unchanged), then preview with the record, at once and
// again once the rollouts settled; the misses are the dry-runs the fault proxy saw, counted by kind.
import { join } from 'node:path';
import { readdir } from 'node:fs/promises';
import { createNamespaces, deleteNamespaces, settle } from './benchCluster.ts';
import { onOwnControlPlane } from './ownControlPlane.ts';
import { generateObjects } from './generateObjects.ts';
import { writeManifests } from './manifestFiles.ts';
import { runMeasured } from './measure.ts';

const size = Number(process.env['BENCH_HIT_SHARE_SIZE'] ?? 1000);
const corpusRoot = process.env['BENCH_CORPUS'] ?? '/work/shared/corpus';
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Outcome {
  objects: { kind: string; action: string }[];
  dryRunsSkipped?: number;
}

await onOwnControlPlane('hit-share', async ({ client, proxy, cliPath, workDir: work }) => {
  // At loopback: the proxy is there to see which objects were dry-run.
  const cli = async (mode: string, name: string, namespace: string, dirs: string[]) => {
    const before = proxy.requests.length;
    const run = await runMeasured(process.execPath, [
      cliPath,
      mode,
      '--applyset',
      name,
      '-n',
      namespace,
      ...dirs.flatMap((d) => ['-f', d]),
      '--kubeconfig',
      proxy.kubeconfigPath,
      '-o',
      'json',
      '--wait=false',
    ]);
    if (run.code !== 0) throw new Error(`${mode} of ${name} exited with ${run.code}: ${run.stderr.slice(-2000)}`);
    const missed = proxy.requests
      .slice(before)
      .filter((r) => r.request.dryRun && r.request.verb === 'patch')
      .map((r) => r.request.resource ?? '?');
    return { outcome: JSON.parse(run.stdout) as Outcome, missed };
  };
  const lines = [
    '| set | when | objects | hits | hit share | misses by resource |',
    '| --- | --- | ---: | ---: | ---: | --- |',
  ];
  const measure = async (label: string, name: string, namespaces: readonly string[], dirs: string[]) => {
    await cli('apply', name, namespaces[0]!, dirs);
    await cli('apply', name, namespaces[0]!, dirs);
    for (const when of ['at once', 'settled'] as const) {
      if (when === 'settled') await settle(client, namespaces);
      const { outcome, missed } = await cli('preview', name, namespaces[0]!, dirs);
      const byResource = new Map<string, number>();
      for (const resource of missed) byResource.set(resource, (byResource.get(resource) ?? 0) + 1);
      const total = outcome.objects.length;
      const hits = outcome.dryRunsSkipped ?? 0;
      lines.push(
        `| ${label} | ${when} | ${total} | ${hits} | ${((hits / total) * 100).toFixed(0)} % | ${[...byResource].map(([r, n]) => `${r} ${n}`).join(', ') || '—'} |`,
      );
      log(lines.at(-1)!);
    }
  };

  const benchNamespaces = ['hit-share-a', 'hit-share-b', 'hit-share-c'] as const;
  await createNamespaces(client, benchNamespaces);
  await measure(
    `benchmark, N=${size}`,
    'bench',
    benchNamespaces,
    await writeManifests(join(work, 'bench'), generateObjects(size, benchNamespaces, 1)),
  );
  await deleteNamespaces(client, benchNamespaces);

  for (const entry of await readdir(corpusRoot, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    // The corpus's namespaced objects name no namespace: they go to one of the set's own.
    const namespace = `hit-share-${entry.name}`
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-')
      .slice(0, 63);
    await createNamespaces(client, [namespace]);
    await measure(`corpus: ${entry.name}`, 'corpus', [namespace], [join(corpusRoot, entry.name)]);
    await deleteNamespaces(client, [namespace]);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
});
