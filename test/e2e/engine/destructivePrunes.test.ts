// No data lost without consent: a deploy that would prune a Namespace (and so everything in it) or a
// CustomResourceDefinition (and so every custom resource of it) is refused before it writes anything,
// naming what it would take; with allow-destructive-prunes it goes ahead. A preview shows the caution.
// A PersistentVolumeClaim and a PersistentVolume (their data) likewise, each kind its own consent, through the CLI.
// Every prune says what the garbage collector takes with it (a Deployment's ReplicaSets and Pods, a
// StatefulSet's Pods, claims and their volumes), or with Orphan leaves behind, from a few shared LISTs;
// a prune whose cascade takes claims needs the claims' consent.
import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { renderText } from '../../../src/report/textReport.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { deploymentManifest, statefulSetManifest } from '../../cluster/workloads.ts';
import { pollUntil } from '../../cluster/pollUntil.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { serviceAccountKubeconfig } from '../action/serviceAccountKubeconfig.ts';
import {
  configMap,
  connectVia,
  engine,
  engineError,
  getLive,
  kubectl,
  kubectlOk,
  listNames,
  type Manifest,
  writeSet,
} from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

describe('prunes that take more with them', () => {
  let ns: TestNamespace;
  const extra: string[][] = [];
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'consent');
  });
  afterEach(async () => {
    for (const what of extra.splice(0)) await kubectl(['delete', '--ignore-not-found', '--wait=false', ...what]);
    await ns.delete();
  });

  it('refuses to prune a Namespace without consent, saying what it holds, and prunes it with consent', async () => {
    const payments = `payments-${randomBytes(4).toString('hex')}`;
    extra.push(['namespace', payments]);
    const inputs = { applyset: 'set', namespace: ns.name };
    const namespace: Manifest = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: payments } };
    await engine(
      'apply',
      await writeSet([configMap('app', ns.name), namespace, configMap('ledger', payments)]),
      inputs,
    );
    // What others keep there, outside the set.
    for (const name of ['a', 'b', 'c']) await kubectlOk(['create', 'configmap', name, '-n', payments]);
    await kubectlOk(['create', 'secret', 'generic', 'token', '-n', payments, '--from-literal=k=v']);

    const without = await writeSet([configMap('app', ns.name)]);
    const preview = await engine('preview', without, inputs);
    expect(preview.objects.find((o) => o.kind === 'Namespace')).toMatchObject({
      action: 'prune',
      destroys: 'holds 4 objects that are not in this set',
    });
    // Its contents by kind, the set's own ConfigMap among them, what holds data first; not what the cluster puts in every namespace.
    expect(preview.objects.find((o) => o.kind === 'Namespace')?.cascade).toEqual({
      deletes: [
        { group: '', kind: 'Secret', count: 1, data: true },
        { group: '', kind: 'ConfigMap', count: 4 },
      ],
    });
    const markdown = renderMarkdown(preview);
    expect(markdown).toMatch(
      /^> \[!CAUTION\]\n> \*\*1 prune takes more with it: a deploy does it only with consent\*\*/m,
    );
    expect(markdown).toContain(`> - \`namespace/${payments}\` holds 4 objects that are not in this set`);
    expect(markdown).toContain(`> - \`namespace/${payments}\`: **1 Secret**, 4 ConfigMaps\n`);

    const parentBefore = (await getLive('secret', ns.name, 'set'))?.metadata.resourceVersion;
    const refused = await engineError('apply', without, inputs);
    expect(refused).toContain(
      `no consent to it; nothing was written: namespace/${payments} holds 4 objects that are not in this set`,
    );
    expect(refused).toContain('allow-destructive-prunes');
    expect(await listNames('configmap', payments)).toEqual(['a', 'b', 'c', 'ledger']);
    expect((await getLive('secret', ns.name, 'set'))?.metadata.resourceVersion).toBe(parentBefore);

    const allowed = await engine('apply', without, { ...inputs, 'allow-destructive-prunes': 'Namespace' });
    expect(
      allowed.objects
        .filter((o) => o.result === 'pruned')
        .map((o) => `${o.kind}/${o.name}`)
        .sort(),
    ).toEqual(['ConfigMap/ledger', `Namespace/${payments}`]);
    expect(allowed.destructiveConsent).toBe('allow-destructive-prunes: Namespace');
    expect(await getLive('namespace', undefined, payments)).toBeUndefined();
  });

  it('refuses to prune a CRD without consent, counting its custom resources, and prunes it with consent', async () => {
    const group = `${ns.name}.example.com`;
    const crdName = `gizmos.${group}`;
    extra.push(['customresourcedefinition', crdName]);
    const crd = namespacedCrd(group, 'Gizmo', 'gizmos');
    const gizmo = (name: string): Manifest => ({
      apiVersion: `${group}/v1`,
      kind: 'Gizmo',
      metadata: { name, namespace: ns.name },
    });
    const inputs = { applyset: 'set', namespace: ns.name };
    await engine('apply', await writeSet([configMap('app', ns.name), crd, gizmo('one'), gizmo('two')]), inputs);
    // Someone else's custom resource of the same kind.
    await kubectlOk(['create', '-f', await writeSet([gizmo('theirs')])]);

    const without = await writeSet([configMap('app', ns.name)]);
    const preview = await engine('preview', without, inputs);
    expect(preview.objects.find((o) => o.kind === 'CustomResourceDefinition')?.cascade).toEqual({
      deletes: [{ group, kind: 'Gizmo', count: 3, namespaces: { [ns.name]: 3 } }],
    });
    const refused = await engineError('apply', without, inputs);
    expect(refused).toContain(
      `customresourcedefinition.apiextensions.k8s.io/${crdName} has 3 custom resources, 2 of them in this set`,
    );
    expect(
      (await kubectlOk(['get', `gizmos.${group}`, '-n', ns.name, '-o', 'name'])).trim().split('\n').sort(),
    ).toEqual([`gizmo.${group}/one`, `gizmo.${group}/theirs`, `gizmo.${group}/two`]);

    const allowed = await engine('apply', without, { ...inputs, 'allow-destructive-prunes': 'crd' });
    expect(
      allowed.objects
        .filter((o) => o.result === 'pruned')
        .map((o) => `${o.kind}/${o.name}`)
        .sort(),
    ).toEqual([`CustomResourceDefinition/${crdName}`, 'Gizmo/one', 'Gizmo/two']);
    expect(await getLive('customresourcedefinition', undefined, crdName)).toBeUndefined();
  });

  it('refuses through the CLI to prune a bound PersistentVolumeClaim and a PersistentVolume without consent, and prunes both with consent to both kinds', async () => {
    const [disk, spare] = [`${ns.name}-disk`, `${ns.name}-spare`];
    extra.push(['persistentvolume', disk], ['persistentvolume', spare]);
    // The unclaimed volume's class is this test's own, so that no other test's claim is bound to it.
    const volume = (name: string, claimRef?: Manifest): Manifest => ({
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name },
      spec: {
        capacity: { storage: '1Gi' },
        accessModes: ['ReadWriteOnce'],
        persistentVolumeReclaimPolicy: 'Retain',
        storageClassName: claimRef ? '' : ns.name,
        hostPath: { path: `/tmp/${name}` },
        ...(claimRef ? { claimRef } : {}),
      },
    });
    const claim: Manifest = {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'data', namespace: ns.name },
      spec: { accessModes: ['ReadWriteOnce'], storageClassName: '', resources: { requests: { storage: '1Gi' } } },
    };
    const apply = (dir: string, ...flags: string[]) =>
      runCommand(process.execPath, [
        cli,
        'apply',
        '--applyset',
        'set',
        '-n',
        ns.name,
        '-f',
        dir,
        '--kubeconfig',
        inject('kubeconfigPath'),
        '--timeout',
        '2m',
        ...flags,
      ]);
    // The cluster's storage, as an admin provides it, bound ahead to the claim the set makes (a claim naming the
    // volume by volumeName instead waited 12-13 s to be Bound in two runs of three); the set also
    // holds a volume of its own, unclaimed.
    await kubectlOk(['create', '-f', await writeSet([volume(disk, { namespace: ns.name, name: 'data' })])]);
    await engine('apply', await writeSet([configMap('app', ns.name), claim, volume(spare)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    // The apply waited for the claim to be Bound.
    expect(
      (
        await kubectlOk(['get', 'persistentvolumeclaim', 'data', '-n', ns.name, '-o', 'jsonpath={.status.phase}'])
      ).trim(),
    ).toBe('Bound');

    const without = await writeSet([configMap('app', ns.name)]);
    const takes = {
      claim: `persistentvolumeclaim/data in namespace ${ns.name} takes the data on its volume with it when the volume's reclaim policy is Delete (the default for provisioned volumes)`,
      volume: `persistentvolume/${spare} takes its storage and the data on it with it when its reclaim policy is Delete`,
    };
    const refused = await apply(without);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `error: this deploy has 2 prunes that take more with them, and no consent to them; nothing was written: ${takes.volume}; ${takes.claim}`,
    );
    expect(await getLive('persistentvolumeclaim', ns.name, 'data')).toBeDefined();

    const allowed = await apply(
      without,
      '--allow-destructive-prunes=PersistentVolumeClaim,PersistentVolume',
      '-o',
      'json',
    );
    expect(allowed.code, allowed.stderr).toBe(0);
    const doc = JSON.parse(allowed.stdout) as {
      destructiveConsent?: string;
      objects: { kind: string; name: string; result?: string }[];
    };
    expect(doc.destructiveConsent).toBe('allow-destructive-prunes: PersistentVolumeClaim, PersistentVolume');
    expect(
      doc.objects
        .filter((o) => o.result === 'pruned')
        .map((o) => `${o.kind}/${o.name}`)
        .sort(),
    ).toEqual([`PersistentVolume/${spare}`, 'PersistentVolumeClaim/data']);
    // The apply waited for both to be gone (wait-prunes).
    expect(await getLive('persistentvolumeclaim', ns.name, 'data')).toBeUndefined();
    expect(await getLive('persistentvolume', undefined, spare)).toBeUndefined();
  });

  it.runIf(inject('simulatedWorkloads'))(
    "says what goes with a pruned Deployment and StatefulSet, its claim and volume as data (a retained claim stays), refuses the StatefulSet's prune without the claims' consent, says what Orphan leaves behind, and what delete took",
    async () => {
      const volumeName = `${ns.name}-db`;
      const retainedVolume = `${ns.name}-cache`;
      extra.push(['persistentvolume', volumeName], ['persistentvolume', retainedVolume]);
      const web = { ...deploymentManifest('web', 2), metadata: { name: 'web', namespace: ns.name } };
      const db = statefulSetManifest('db', 1);
      const claimTemplate = {
        metadata: { name: 'data' },
        spec: { accessModes: ['ReadWriteOnce'], storageClassName: '', resources: { requests: { storage: '1Gi' } } },
      };
      const statefulSet = {
        ...db,
        metadata: { name: 'db', namespace: ns.name },
        spec: {
          ...db.spec,
          volumeClaimTemplates: [claimTemplate],
          persistentVolumeClaimRetentionPolicy: { whenDeleted: 'Delete', whenScaled: 'Retain' },
        },
      };
      // A StatefulSet that keeps its claims when deleted (the default policy, written out): its controller makes them no dependents.
      const cache = statefulSetManifest('cache', 1);
      const retaining = {
        ...cache,
        metadata: { name: 'cache', namespace: ns.name },
        spec: {
          ...cache.spec,
          volumeClaimTemplates: [claimTemplate],
          persistentVolumeClaimRetentionPolicy: { whenDeleted: 'Retain', whenScaled: 'Retain' },
        },
      };
      // The cluster's storage, as an admin provides it, bound ahead to the claims the StatefulSets make; db's deleted with its claim.
      const volume = (name: string, claim: string, policy: string) => ({
        apiVersion: 'v1',
        kind: 'PersistentVolume',
        metadata: { name },
        spec: {
          capacity: { storage: '1Gi' },
          accessModes: ['ReadWriteOnce'],
          persistentVolumeReclaimPolicy: policy,
          storageClassName: '',
          hostPath: { path: `/tmp/${name}` },
          claimRef: { namespace: ns.name, name: claim },
        },
      });
      await kubectlOk([
        'create',
        '-f',
        await writeSet([volume(volumeName, 'data-db-0', 'Delete'), volume(retainedVolume, 'data-cache-0', 'Retain')]),
      ]);
      const inputs = { applyset: 'set', namespace: ns.name };
      // Waited: the StatefulSet's pod is first Unschedulable with `unbound immediate PersistentVolumeClaims`, which mends once its claim binds.
      // With them a ConfigMap that also leaves: the in-use check lists the namespace's pods and ReplicaSets, which the counts then take.
      await engine(
        'apply',
        await writeSet([configMap('app', ns.name), configMap('old', ns.name), web, statefulSet, retaining]),
        inputs,
      );

      const without = await writeSet([configMap('app', ns.name)]);
      const sent: string[] = [];
      const cluster = await connectVia((req, real, signal) => {
        sent.push(`${req.method} ${req.url.pathname.replace(`/namespaces/${ns.name}/`, '/namespaces/x/')}`);
        return real.send(req, signal);
      });
      const preview = await engine('preview', without, inputs, cluster);
      const cascade = (name: string) => preview.objects.find((o) => o.name === name)?.cascade;
      expect(cascade('web')).toEqual({
        deletes: [
          { group: '', kind: 'Pod', count: 2 },
          { group: 'apps', kind: 'ReplicaSet', count: 1 },
        ],
      });
      expect(cascade('db')).toEqual({
        deletes: [
          { group: '', kind: 'PersistentVolume', count: 1, data: true },
          { group: '', kind: 'PersistentVolumeClaim', count: 1, data: true },
          { group: '', kind: 'Pod', count: 1 },
        ],
      });
      // The retained claim is no dependent: the prune takes the pod only, and needs no consent.
      expect(cascade('cache')).toEqual({ deletes: [{ group: '', kind: 'Pod', count: 1 }] });
      expect(preview.objects.find((o) => o.name === 'cache')?.destroys).toBeUndefined();
      const markdown = renderMarkdown(preview);
      expect(markdown).toContain(`> - \`deployment.apps/web\` in \`${ns.name}\`: 2 Pods, 1 ReplicaSet\n`);
      expect(markdown).toContain(
        `> - \`statefulset.apps/db\` in \`${ns.name}\`: **1 PersistentVolume**, **1 PersistentVolumeClaim**, 1 Pod\n`,
      );
      expect(markdown).toContain(
        '> **Data will be lost with them**: 1 PersistentVolume, 1 PersistentVolumeClaim, which applying again does not bring back.',
      );
      expect(renderText(preview)).toContain(
        "statefulset.apps/db pruned (server dry run) - takes 1 PersistentVolumeClaim with it (the garbage collector deletes what it owns), and the data on their volumes when the volumes' reclaim policy is Delete\n    takes with it: 1 PersistentVolume (data), 1 PersistentVolumeClaim (data), 1 Pod\n",
      );
      // One LIST of each kind for every prune and the in-use check: ReplicaSets, Pods and claims in the namespace, volumes cluster-wide.
      expect(
        sent.filter((r) => /\/(replicasets|pods|persistentvolumeclaims|persistentvolumes)$/.test(r)).sort(),
      ).toEqual([
        'GET /api/v1/namespaces/x/persistentvolumeclaims',
        'GET /api/v1/namespaces/x/pods',
        'GET /api/v1/persistentvolumes',
        'GET /apis/apps/v1/namespaces/x/replicasets',
      ]);

      // With Orphan the dependents stay, owned by nothing; the claim stays, and so does its volume.
      const orphan = await engine('preview', without, { ...inputs, 'propagation-policy': 'Orphan' });
      expect(orphan.objects.find((o) => o.name === 'web')?.cascade).toEqual({
        deletes: [],
        orphans: [
          { group: '', kind: 'Pod', count: 2 },
          { group: 'apps', kind: 'ReplicaSet', count: 1 },
        ],
      });
      expect(renderMarkdown(orphan)).toContain(
        `> - \`statefulset.apps/db\` in \`${ns.name}\`: leaves **1 PersistentVolumeClaim**, 1 Pod behind (propagation-policy Orphan)\n`,
      );

      // The StatefulSet's prune takes its claim, so it needs the consent a claim's own prune needs; the Deployment's takes no data.
      const onlyWeb = await writeSet([configMap('app', ns.name), web]);
      const refused = await engineError('apply', onlyWeb, inputs);
      expect(refused).toContain(
        `no consent to it; nothing was written: statefulset.apps/db in namespace ${ns.name} takes 1 PersistentVolumeClaim with it (the garbage collector deletes what it owns), and the data on their volumes when the volumes' reclaim policy is Delete`,
      );
      // The preview of that change warns the same: one prune takes more with it.
      expect(renderMarkdown(await engine('preview', onlyWeb, inputs))).toMatch(
        /^> \[!CAUTION\]\n> \*\*1 prune takes more with it: a deploy does it only with consent\*\*/m,
      );
      expect(await listNames('persistentvolumeclaim', ns.name)).toEqual(['data-cache-0', 'data-db-0']);

      // With it, the apply of the StatefulSet's prune says what went, and the collector takes the claim as the preview said.
      const applied = await engine('apply', onlyWeb, {
        ...inputs,
        'allow-destructive-prunes': 'PersistentVolumeClaim',
      });
      expect(applied.objects.find((o) => o.name === 'db')).toMatchObject({ result: 'pruned', cascade: cascade('db') });
      expect(applied.destructiveConsent).toBe('allow-destructive-prunes: PersistentVolumeClaim');
      await kubectlOk(['wait', '--for=delete', 'persistentvolumeclaim/data-db-0', '-n', ns.name, '--timeout=60s']);
      expect(await listNames('persistentvolumeclaim', ns.name)).toEqual(['data-cache-0']);

      // `delete` says what went with each member it deleted.
      const deleted = await runCommand(process.execPath, [
        cli,
        'delete',
        '--applyset',
        'set',
        '-n',
        ns.name,
        '--kubeconfig',
        inject('kubeconfigPath'),
      ]);
      expect(deleted.code, deleted.stderr).toBe(0);
      expect(deleted.stdout).toContain(
        `\ndeployment.apps/web (namespace ${ns.name}) took with it: 2 Pods, 1 ReplicaSet`,
      );
    },
  );

  it.runIf(inject('simulatedWorkloads'))(
    "fails closed when the claims a StatefulSet's prune may take cannot be counted: a deploy role that may not list claims needs their consent",
    async () => {
      const inputs = { applyset: 'set', namespace: ns.name, wait: 'false' };
      const db = statefulSetManifest('db', 1);
      const claimTemplate = {
        metadata: { name: 'data' },
        spec: { accessModes: ['ReadWriteOnce'], storageClassName: '', resources: { requests: { storage: '1Gi' } } },
      };
      const statefulSet = {
        ...db,
        metadata: { name: 'db', namespace: ns.name },
        spec: {
          ...db.spec,
          volumeClaimTemplates: [claimTemplate],
          persistentVolumeClaimRetentionPolicy: { whenDeleted: 'Delete', whenScaled: 'Retain' },
        },
      };
      await engine('apply', await writeSet([configMap('app', ns.name), statefulSet]), inputs);
      // The controller makes the claim (pending: no volume), owned by the StatefulSet.
      await pollUntil("the StatefulSet's claim", async () =>
        (await listNames('persistentvolumeclaim', ns.name)).includes('data-db-0'),
      );

      // A deploy role with every right the prune needs but `list` on claims.
      const rules = [
        { apiGroups: [''], resources: ['configmaps', 'secrets'], verbs: ['get', 'list', 'create', 'patch', 'delete'] },
        {
          apiGroups: ['apps'],
          resources: ['statefulsets'],
          verbs: ['get', 'list', 'watch', 'create', 'patch', 'delete'],
        },
        { apiGroups: [''], resources: ['pods'], verbs: ['list'] },
        { apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['create', 'get', 'update', 'delete'] },
      ];
      const ref = { kind: 'ServiceAccount', name: 'deployer', namespace: ns.name };
      await kubectlOk([
        'create',
        '-f',
        await writeSet([
          { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'deployer', namespace: ns.name } },
          {
            apiVersion: 'rbac.authorization.k8s.io/v1',
            kind: 'Role',
            metadata: { name: 'deployer', namespace: ns.name },
            rules,
          },
          {
            apiVersion: 'rbac.authorization.k8s.io/v1',
            kind: 'RoleBinding',
            metadata: { name: 'deployer', namespace: ns.name },
            roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'deployer' },
            subjects: [ref],
          },
        ]),
      ]);
      const kubeconfig = join(await mkdtemp(join(tmpdir(), 'applyset-e2e-deployer-')), 'kubeconfig');
      await writeFile(
        kubeconfig,
        await serviceAccountKubeconfig(
          connectToApi(inject('kubeconfigPath')),
          inject('kubeconfigPath'),
          ns.name,
          'deployer',
        ),
        { mode: 0o600 },
      );
      const asDeployer = { ...inputs, 'kubeconfig-path': kubeconfig };
      await pollUntil(
        "the deployer's Role",
        async () =>
          (
            await kubectl([
              'auth',
              'can-i',
              'delete',
              'statefulsets',
              '-n',
              ns.name,
              '--as',
              `system:serviceaccount:${ns.name}:deployer`,
            ])
          ).stdout.trim() === 'yes',
      );

      const without = await writeSet([configMap('app', ns.name)]);
      const refused = await engineError('apply', without, asDeployer);
      expect(refused).toContain(
        `no consent to it; nothing was written: statefulset.apps/db in namespace ${ns.name} may take PersistentVolumeClaims with it (the garbage collector deletes what it owns), which could not be counted (listing persistentvolumeclaims in namespace ${ns.name} is forbidden to this credential), so it is taken as taking them`,
      );
      expect(await getLive('statefulset', ns.name, 'db')).toBeDefined();
      expect(await listNames('persistentvolumeclaim', ns.name)).toEqual(['data-db-0']);

      const allowed = await engine('apply', without, {
        ...asDeployer,
        'allow-destructive-prunes': 'PersistentVolumeClaim',
      });
      expect(allowed.objects.find((o) => o.name === 'db')).toMatchObject({ result: 'pruned' });
      expect(allowed.destructiveConsent).toBe('allow-destructive-prunes: PersistentVolumeClaim');
    },
  );

  it("counts the claims a custom resource owns (an operator's), and refuses its prune without their consent", async () => {
    const group = `${ns.name}.example.com`;
    const crdName = `stores.${group}`;
    extra.push(['customresourcedefinition', crdName]);
    const crd = namespacedCrd(group, 'Store', 'stores');
    const store: Manifest = {
      apiVersion: `${group}/v1`,
      kind: 'Store',
      metadata: { name: 'orders', namespace: ns.name },
    };
    const inputs = { applyset: 'set', namespace: ns.name };
    await engine('apply', await writeSet([configMap('app', ns.name), crd, store]), inputs);
    // What its operator would make: a claim owned by the custom resource.
    const uid = (
      await kubectlOk(['get', `stores.${group}`, 'orders', '-n', ns.name, '-o', 'jsonpath={.metadata.uid}'])
    ).trim();
    await kubectlOk([
      'create',
      '-f',
      await writeSet([
        {
          apiVersion: 'v1',
          kind: 'PersistentVolumeClaim',
          metadata: {
            name: 'orders-data',
            namespace: ns.name,
            ownerReferences: [{ apiVersion: `${group}/v1`, kind: 'Store', name: 'orders', uid }],
          },
          spec: { accessModes: ['ReadWriteOnce'], storageClassName: '', resources: { requests: { storage: '1Gi' } } },
        },
      ]),
    ]);

    const without = await writeSet([configMap('app', ns.name), crd]);
    const preview = await engine('preview', without, inputs);
    expect(preview.objects.find((o) => o.kind === 'Store')?.cascade).toEqual({
      deletes: [{ group: '', kind: 'PersistentVolumeClaim', count: 1, data: true }],
    });
    const refused = await engineError('apply', without, inputs);
    expect(refused).toContain(
      `nothing was written: store.${group}/orders in namespace ${ns.name} takes 1 PersistentVolumeClaim with it`,
    );
    expect(await listNames('persistentvolumeclaim', ns.name)).toEqual(['orders-data']);
  });
});

/** A namespaced CRD of `plural.group` whose custom resources hold anything. */
function namespacedCrd(group: string, kind: string, plural: string): Manifest {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.${group}` },
    spec: {
      group,
      scope: 'Namespaced',
      names: { kind, plural },
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
        },
      ],
    },
  };
}
