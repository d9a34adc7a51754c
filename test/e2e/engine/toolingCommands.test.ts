// The tooling commands (list, view, history, verify, disband, delete, migrate) through the CLI, each on a set of ours
// and on one kubectl made (KUBECTL_APPLYSET=true kubectl apply --prune --applyset).
import * as yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { applySetId } from '../../../src/applyset/applySetId.ts';
import { configMap, engine, getLive, kubectl, kubectlOk, listNames, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const PART_OF = 'applyset.kubernetes.io/part-of';

interface Document {
  schemaVersion: number;
  command: string;
  requests: number;
  [field: string]: unknown;
}

describe('the ApplySet tooling commands', () => {
  let ns: TestNamespace;
  const run = (...args: string[]) =>
    runCommand(process.execPath, [cli, ...args, '--kubeconfig', inject('kubeconfigPath')]);
  const json = async (...args: string[]): Promise<Document> => {
    const result = await run(...args, '-o', 'json');
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as Document;
  };
  const kubectlApply = async (parent: string, objects: Record<string, unknown>[]) => {
    const result = await kubectl(
      ['apply', '--server-side', '--prune', `--applyset=${parent}`, '-n', ns.name, '-f', await writeSet(objects)],
      { KUBECTL_APPLYSET: 'true' },
    );
    expect(result.code, result.stderr).toBe(0);
  };
  const leaseOf = (parent: string) => getLive('lease', ns.name, `applyset-lock.secret.${parent}`);

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'tooling');
    await engine('apply', await writeSet([configMap('a', ns.name), configMap('b', ns.name)]), {
      applyset: 'ours',
      namespace: ns.name,
    });
    await kubectlApply('secret/theirs', [configMap('x', ns.name)]);
  });
  afterAll(() => ns?.delete());

  it('list finds both sets in the namespace, with their tooling, members and last deploy', async () => {
    const listed = await json('list', '-n', ns.name);
    expect(listed.schemaVersion).toBe(1);
    const sets = listed['applysets'] as {
      ref: string;
      applyset: { tooling: string; id: string };
      members: number;
      groupKinds: string[];
      idMatchesParent: boolean;
      lastDeploy?: { result: string };
    }[];
    expect(
      sets.map((s) => [s.ref, s.applyset.tooling, s.members, s.groupKinds, s.idMatchesParent, s.lastDeploy?.result]),
    ).toEqual([
      ['secrets/ours', 'ours', 2, ['ConfigMap'], true, 'healthy'],
      ['secrets/theirs', 'kubectl', 1, ['ConfigMap'], true, undefined],
    ]);
    const text = await run('list', '-n', ns.name);
    expect(text.stdout).toMatch(/^NAMESPACE\s+PARENT\s+TOOLING\s+MEMBERS/);
    expect(text.stdout).toMatch(new RegExp(`${ns.name}\\s+secrets/theirs\\s+kubectl\\s+1\\s+ConfigMap`));
    // -A sees them too, beside the other tests' sets.
    const everywhere = (await json('list', '-A'))['applysets'] as { applyset: { namespace: string } }[];
    expect(everywhere.filter((s) => s.applyset.namespace === ns.name)).toHaveLength(2);
  });

  it('view lists the members as prune finds them, in every output, with health when asked', async () => {
    const names = await run('view', '--applyset', 'ours', '-n', ns.name, '-o', 'name');
    expect(names.stdout).toBe('configmap/a\nconfigmap/b\n');
    const theirs = await json('view', '--applyset', 'theirs', '-n', ns.name, '--health');
    expect(theirs['members']).toEqual([
      {
        group: '',
        version: 'v1',
        kind: 'ConfigMap',
        namespace: ns.name,
        name: 'x',
        health: { status: 'current', message: '' },
      },
    ]);
    expect((theirs['applyset'] as { tooling: string }).tooling).toBe('kubectl');
    const ours = await json('view', '--applyset', 'ours', '-n', ns.name);
    // One LIST per recorded kind and namespace (here one of each) beyond history's discovery and parent read.
    const history = await json('history', '--applyset', 'ours', '-n', ns.name);
    expect(ours.requests - history.requests).toBe(1);
    const asYaml = yaml.load((await run('view', '--applyset', 'ours', '-n', ns.name, '-o', 'yaml')).stdout) as Document;
    expect({ ...asYaml, requests: 0 }).toEqual({ ...ours, requests: 0 });
    const missing = await run('view', '--applyset', 'nothing', '-n', ns.name);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`no ApplySet parent secret/nothing in namespace ${ns.name}`);
  });

  it("history shows our deploys, newest first, and none for kubectl's set", async () => {
    await engine('apply', await writeSet([configMap('a', ns.name, { changed: 'yes' }), configMap('b', ns.name)]), {
      applyset: 'ours',
      namespace: ns.name,
    });
    const ours = await json('history', '--applyset', 'ours', '-n', ns.name);
    expect(
      (ours['deploys'] as { result: string; summary: { create: number; update: number } }[]).map((d) => [
        d.result,
        d.summary.create,
        d.summary.update,
      ]),
    ).toEqual([
      ['healthy', 0, 1],
      ['healthy', 2, 0],
    ]);
    const text = await run('history', '--applyset', 'ours', '-n', ns.name);
    expect(text.stdout.split('\n')[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+Z\s+healthy\s+-\s+-\s+\+0 ~1 -0$/);
    expect((await run('history', '--applyset', 'theirs', '-n', ns.name)).stdout).toContain('No deploy recorded');
  });

  it("disband leaves the members unlabelled and deletes the parent; kubectl's set needs --adopt", async () => {
    await engine('apply', await writeSet([configMap('d1', ns.name), configMap('d2', ns.name)]), {
      applyset: 'band',
      namespace: ns.name,
    });
    const disbanded = await json('disband', '--applyset', 'band', '-n', ns.name);
    expect(disbanded['members']).toEqual(
      ['d1', 'd2'].map((name) => ({ group: '', kind: 'ConfigMap', namespace: ns.name, name, outcome: 'left' })),
    );
    expect(disbanded['parent']).toBe('deleted');
    for (const name of ['d1', 'd2'])
      expect((await getLive('configmap', ns.name, name))?.metadata.labels?.[PART_OF]).toBeUndefined();
    expect(await getLive('secret', ns.name, 'band')).toBeUndefined();
    expect(await leaseOf('band')).toBeUndefined();

    await kubectlApply('secret/kband', [configMap('k1', ns.name)]);
    const refused = await run('disband', '--applyset', 'kband', '-n', ns.name);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/managed by kubectl\/v\d/);
    expect(refused.stderr).toContain('--adopt');
    expect((await getLive('configmap', ns.name, 'k1'))?.metadata.labels?.[PART_OF]).toBeDefined();
    expect(await getLive('secret', ns.name, 'kband')).toBeDefined();
    const adopted = await run('disband', '--applyset', 'kband', '-n', ns.name, '--adopt');
    expect(adopted.code, adopted.stderr).toBe(0);
    expect((await getLive('configmap', ns.name, 'k1'))?.metadata.labels?.[PART_OF]).toBeUndefined();
    expect(await getLive('secret', ns.name, 'kband')).toBeUndefined();
  });

  it("delete deletes every member, the parent and the Lease; a Namespace member needs consent; kubectl's set needs --adopt", async () => {
    const extra = `${ns.name}-extra`;
    const namespace = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: extra } };
    const untouched = await listNames('configmap', ns.name);
    await engine('apply', await writeSet([namespace, configMap('e1', extra), configMap('e2', ns.name)]), {
      applyset: 'gone',
      namespace: ns.name,
    });

    const refused = await run('delete', '--applyset', 'gone', '-n', ns.name);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`deleting the set deletes namespace/${extra}`);
    expect(refused.stderr).toContain('--allow-destructive-prunes');
    expect(await listNames('configmap', extra)).toEqual(['e1']);

    const deleted = await json('delete', '--applyset', 'gone', '-n', ns.name, '--allow-destructive-prunes=Namespace');
    expect(
      (deleted['members'] as { kind: string; outcome: string }[]).map((m) => `${m.kind} ${m.outcome}`).sort(),
    ).toEqual(['ConfigMap deleted', 'ConfigMap deleted', 'Namespace deleted']);
    expect(deleted['parent']).toBe('deleted');
    // What went with the Namespace, counted before it was deleted: the set's own ConfigMap there.
    expect(
      (deleted['members'] as { kind: string; cascade?: unknown }[]).find((m) => m.kind === 'Namespace')?.cascade,
    ).toEqual({ deletes: [{ group: '', kind: 'ConfigMap', count: 1 }] });
    expect(await getLive('namespace', undefined, extra)).toBeUndefined();
    expect(await getLive('configmap', ns.name, 'e2')).toBeUndefined();
    expect(await getLive('secret', ns.name, 'gone')).toBeUndefined();
    expect(await leaseOf('gone')).toBeUndefined();

    await kubectlApply('secret/kgone', [configMap('k2', ns.name)]);
    expect((await run('delete', '--applyset', 'kgone', '-n', ns.name)).stderr).toContain('--adopt');
    expect(await getLive('configmap', ns.name, 'k2')).toBeDefined();
    const adopted = await run('delete', '--applyset', 'kgone', '-n', ns.name, '--adopt');
    expect(adopted.code, adopted.stderr).toBe(0);
    expect(await getLive('configmap', ns.name, 'k2')).toBeUndefined();
    expect(await getLive('secret', ns.name, 'kgone')).toBeUndefined();
    // The sets these commands did not touch are as they were.
    expect(await listNames('configmap', ns.name)).toEqual(untouched);
    expect(untouched).toEqual(expect.arrayContaining(['a', 'b', 'x']));
  });

  it("verify finds members the parent does not record; --fix lets the next apply prune them; kubectl's set is read, fixed only with --adopt", async () => {
    // Its sets in a namespace of its own: the list test expects this file's namespace to hold two sets, whatever ran before.
    const own = await createTestNamespace(inject('kubeconfigPath'), 'tooling-verify');
    onTestFinished(() => own.delete());
    const other = await createTestNamespace(inject('kubeconfigPath'), 'tooling-leak');
    try {
      const manifests = await writeSet([configMap('l1', own.name)]);
      await engine('apply', manifests, { applyset: 'leaky', namespace: own.name });
      const id = applySetId({ group: '', kind: 'Secret', namespace: own.name, name: 'leaky' });
      // Leaks made by hand: a member in a namespace the parent does not record, one of a kind it does not record.
      await kubectlOk(['create', 'configmap', 'leak', '-n', other.name]);
      await kubectlOk(['label', 'configmap', 'leak', '-n', other.name, `${PART_OF}=${id}`]);
      await kubectlOk(['create', 'secret', 'generic', 'leak2', '-n', own.name]);
      await kubectlOk(['label', 'secret', 'leak2', '-n', own.name, `${PART_OF}=${id}`]);

      const found = await run('verify', '--applyset', 'leaky', '-n', own.name, '-o', 'json');
      // A finding, not an error: its own code, as drift's.
      expect(found.code, found.stderr).toBe(2);
      const [findings] = (
        JSON.parse(found.stdout) as {
          applysets: {
            members: number;
            leaked: { object: { kind: string; namespace: string; name: string }; why: string }[];
          }[];
        }
      ).applysets;
      expect(findings?.members).toBe(3);
      expect(
        findings?.leaked.map((l) => `${l.object.kind} ${l.object.namespace}/${l.object.name}: ${l.why}`).sort(),
      ).toEqual([
        `ConfigMap ${other.name}/leak: namespace not recorded`,
        `Secret ${own.name}/leak2: kind not recorded`,
      ]);
      // Invisible to prune: an apply of the same manifests leaves them.
      expect(
        (await engine('preview', manifests, { applyset: 'leaky', namespace: own.name })).objects.filter(
          (o) => o.action === 'prune',
        ),
      ).toEqual([]);

      const fixed = await run('verify', '--applyset', 'leaky', '-n', own.name, '--fix', '-o', 'json');
      expect(fixed.code, fixed.stderr).toBe(0);
      expect((JSON.parse(fixed.stdout) as { applysets: { fixed: unknown }[] }).applysets[0]?.fixed).toEqual({
        groupKinds: ['ConfigMap', 'Secret'],
        namespaces: [other.name],
      });
      const applied = await engine('apply', manifests, { applyset: 'leaky', namespace: own.name });
      expect(
        applied.objects
          .filter((o) => o.action === 'prune')
          .map((o) => `${o.kind}/${o.name}`)
          .sort(),
      ).toEqual(['ConfigMap/leak', 'Secret/leak2']);
      const clean = await run('verify', '--applyset', 'leaky', '-n', own.name);
      expect(clean.code, clean.stderr).toBe(0);
      expect(clean.stdout).toContain('secrets/leaky in ' + own.name + ': 1 member, consistent');
    } finally {
      await other.delete();
    }

    const theirs = await json('verify', '--applyset', 'theirs', '-n', ns.name);
    expect((theirs['applysets'] as { members: number; leaked: unknown[] }[])[0]).toMatchObject({
      members: 1,
      leaked: [],
    });
    const refused = await run('verify', '--applyset', 'theirs', '-n', ns.name, '--fix');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--adopt');

    // -A: every parent, and the members whose parent is gone.
    await kubectlOk(['create', 'configmap', 'orphan', '-n', ns.name]);
    await kubectlOk(['label', 'configmap', 'orphan', '-n', ns.name, `${PART_OF}=applyset-gone-v1`]);
    const all = await run('verify', '-A', '-o', 'json');
    const everything = JSON.parse(all.stdout) as {
      applysets: { applyset: string; namespace: string }[];
      orphans: { namespace: string; name: string; applysetId: string }[];
      requests: number;
    };
    expect(everything.applysets.map((set) => `${set.namespace} ${set.applyset}`)).toEqual(
      expect.arrayContaining([`${ns.name} secrets/ours`, `${ns.name} secrets/theirs`, `${own.name} secrets/leaky`]),
    );
    expect(everything.orphans.filter((o) => o.namespace === ns.name)).toEqual([
      { group: '', kind: 'ConfigMap', namespace: ns.name, name: 'orphan', applysetId: 'applyset-gone-v1' },
    ]);
    await kubectlOk(['delete', 'configmap', 'orphan', '-n', ns.name]);
  });

  it('migrate takes over a set pruned by label: then the first apply of the same manifests writes nothing, and prunes as the legacy prune would', async () => {
    // Its sets in a namespace of its own: the list test expects this file's namespace to hold two sets, whatever ran before.
    const own = await createTestNamespace(inject('kubeconfigPath'), 'tooling-migrate');
    onTestFinished(() => own.delete());
    const legacy = (name: string) => ({
      ...configMap(name, own.name),
      metadata: { name, namespace: own.name, labels: { app: 'legacy' } },
    });
    const manifests = await writeSet([legacy('m1'), legacy('m2')]);
    // The legacy way: client-side apply, pruning by label.
    await kubectlOk(['apply', '--prune', '-l', 'app=legacy', '-n', own.name, '-f', manifests]);

    const dryRun = await json(
      'migrate',
      '--applyset',
      'migrated',
      '-n',
      own.name,
      '--selector',
      'app=legacy',
      '--dry-run',
    );
    expect((dryRun['members'] as { name: string }[]).map((m) => m.name).sort()).toEqual(['m1', 'm2']);
    expect(await getLive('secret', own.name, 'migrated')).toBeUndefined();
    expect((await getLive('configmap', own.name, 'm1'))?.metadata.labels?.[PART_OF]).toBeUndefined();

    const migrated = await run('migrate', '--applyset', 'migrated', '-n', own.name, '--selector', 'app=legacy');
    expect(migrated.code, migrated.stderr).toBe(0);
    const id = applySetId({ group: '', kind: 'Secret', namespace: own.name, name: 'migrated' });
    for (const name of ['m1', 'm2'])
      expect((await getLive('configmap', own.name, name))?.metadata.labels?.[PART_OF]).toBe(id);
    expect(
      (await getLive('secret', own.name, 'migrated'))?.metadata.annotations?.[
        'applyset.kubernetes.io/contains-group-kinds'
      ],
    ).toBe('ConfigMap');
    // Taken once: a second migrate to the same parent is refused.
    expect(
      (await run('migrate', '--applyset', 'migrated', '-n', own.name, '--selector', 'app=legacy')).stderr,
    ).toContain('is already an ApplySet parent');

    // migrate handed the fields kubectl's client-side apply owned over: the first apply writes nothing.
    const before = await Promise.all(
      ['m1', 'm2'].map(async (name) => (await getLive('configmap', own.name, name))?.metadata.resourceVersion),
    );
    const same = await engine('preview', manifests, { applyset: 'migrated', namespace: own.name });
    expect(same.objects.map((o) => `${o.name} ${o.action}`).sort()).toEqual(['m1 unchanged', 'm2 unchanged']);
    expect(
      (await engine('apply', manifests, { applyset: 'migrated', namespace: own.name })).objects.map((o) => o.action),
    ).toEqual(['unchanged', 'unchanged']);
    expect(
      await Promise.all(
        ['m1', 'm2'].map(async (name) => (await getLive('configmap', own.name, name))?.metadata.resourceVersion),
      ),
    ).toEqual(before);
    const smaller = await engine('apply', await writeSet([legacy('m1')]), {
      applyset: 'migrated',
      namespace: own.name,
    });
    expect(smaller.objects.filter((o) => o.action === 'prune').map((o) => o.name)).toEqual(['m2']);
    expect(await getLive('configmap', own.name, 'm2')).toBeUndefined();
  });

  it('migrate --kinds takes over only the kinds it names: of a ConfigMap and a Secret under the selector, only the ConfigMap', async () => {
    // Its sets in a namespace of its own: the list test expects this file's namespace to hold two sets, whatever ran before.
    const own = await createTestNamespace(inject('kubeconfigPath'), 'tooling-kinds');
    onTestFinished(() => own.delete());
    // The legacy way, as in the test above: client-side apply, pruning by label.
    const labels = { legacy: 'kinds' };
    const legacySet = await writeSet([
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'k-configmap', namespace: own.name, labels },
        data: { a: 'b' },
      },
      {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'k-secret', namespace: own.name, labels },
        stringData: { a: 'b' },
      },
    ]);
    await kubectlOk(['apply', '--prune', '-l', 'legacy=kinds', '-n', own.name, '-f', legacySet]);
    const members = (document: Document) =>
      (document['members'] as { kind: string; name: string }[]).map((m) => `${m.kind}/${m.name}`).sort();
    // Without --kinds, kubectl's allow-list takes both.
    expect(
      members(
        await json('migrate', '--applyset', 'by-kind', '-n', own.name, '--selector', 'legacy=kinds', '--dry-run'),
      ),
    ).toEqual(['ConfigMap/k-configmap', 'Secret/k-secret']);

    const migrated = await json(
      'migrate',
      '--applyset',
      'by-kind',
      '-n',
      own.name,
      '--selector',
      'legacy=kinds',
      '--kinds',
      'ConfigMap',
    );
    expect(members(migrated)).toEqual(['ConfigMap/k-configmap']);
    const id = applySetId({ group: '', kind: 'Secret', namespace: own.name, name: 'by-kind' });
    expect((await getLive('configmap', own.name, 'k-configmap'))?.metadata.labels?.[PART_OF]).toBe(id);
    expect((await getLive('secret', own.name, 'k-secret'))?.metadata.labels?.[PART_OF]).toBeUndefined();
    expect(
      (await getLive('secret', own.name, 'by-kind'))?.metadata.annotations?.[
        'applyset.kubernetes.io/contains-group-kinds'
      ],
    ).toBe('ConfigMap');
    expect((await run('view', '--applyset', 'by-kind', '-n', own.name, '-o', 'name')).stdout).toBe(
      'configmap/k-configmap\n',
    );
  });

  it('every command answers -o json with its schema version, and says its exit codes in --help', async () => {
    const commands = ['list', 'view', 'history', 'verify', 'disband', 'delete', 'migrate'];
    for (const command of commands) {
      const help = await run(command, '--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Exit codes: 0');
    }
    // Each command's JSON document on success, the writing ones on sets of this test's own.
    await engine('apply', await writeSet([configMap('s1', ns.name)]), {
      applyset: 'schema-disband',
      namespace: ns.name,
    });
    await engine('apply', await writeSet([configMap('s2', ns.name)]), {
      applyset: 'schema-delete',
      namespace: ns.name,
    });
    await kubectlOk(['create', 'configmap', 's3', '-n', ns.name]);
    await kubectlOk(['label', 'configmap', 's3', '-n', ns.name, 'schema=legacy']);
    const answers = [
      await json('list', '-n', ns.name),
      await json('view', '--applyset', 'ours', '-n', ns.name),
      await json('history', '--applyset', 'ours', '-n', ns.name),
      await json('verify', '--applyset', 'ours', '-n', ns.name),
      await json('disband', '--applyset', 'schema-disband', '-n', ns.name),
      await json('delete', '--applyset', 'schema-delete', '-n', ns.name),
      await json('migrate', '--applyset', 'schema-migrate', '-n', ns.name, '--selector', 'schema=legacy', '--dry-run'),
    ];
    expect(answers.map((answer) => [answer.command, answer.schemaVersion, typeof answer.requests])).toEqual(
      commands.map((command) => [command, 1, 'number']),
    );
    expect(await getLive('secret', ns.name, 'schema-disband')).toBeUndefined();
    expect(await getLive('configmap', ns.name, 's2')).toBeUndefined();
    await kubectlOk(['delete', 'configmap', 's1', 's3', '-n', ns.name]);
    // From a terminal (script(1) gives the command one), delete needs --yes; nothing is deleted.
    const shell = (args: string[]) => args.map((arg) => `'${arg}'`).join(' ');
    const terminal = await runCommand('script', [
      '-qec',
      shell([
        process.execPath,
        cli,
        'delete',
        '--applyset',
        'ours',
        '-n',
        ns.name,
        '--kubeconfig',
        inject('kubeconfigPath'),
      ]),
      '/dev/null',
    ]);
    expect(terminal.code).toBe(1);
    expect(terminal.stdout).toContain('from a terminal it needs --yes');
    expect(await listNames('configmap', ns.name)).toContain('a');
    expect(await getLive('secret', ns.name, 'ours')).toBeDefined();
    // With --yes, from a terminal too, it deletes (a set of its own: the others' tests read ours).
    await engine('apply', await writeSet([configMap('typed', ns.name)]), { applyset: 'terminal', namespace: ns.name });
    const confirmed = await runCommand('script', [
      '-qec',
      shell([
        process.execPath,
        cli,
        'delete',
        '--applyset',
        'terminal',
        '-n',
        ns.name,
        '--yes',
        '--kubeconfig',
        inject('kubeconfigPath'),
      ]),
      '/dev/null',
    ]);
    expect(confirmed.code, confirmed.stdout).toBe(0);
    expect(confirmed.stdout).toMatch(/Deleted ApplySet \S+: 1 member deleted and gone; the parent was deleted/);
    expect(await getLive('configmap', ns.name, 'typed')).toBeUndefined();
    expect(await getLive('secret', ns.name, 'terminal')).toBeUndefined();
    const failed = await run('view', '--applyset', 'nothing', '-n', ns.name, '-o', 'json');
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({
      schemaVersion: 1,
      command: 'view',
      error: { message: expect.stringContaining('no ApplySet parent') },
    });
  });
});
