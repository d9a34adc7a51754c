import { describe, expect, it } from 'vitest';
import { sortInGroups, type GraphNode } from '../../../src/plan/dependencyGraph.ts';
import { formatDependency, parseDependsOn } from '../../../src/plan/dependsOn.ts';
import { arrayWork } from '../arrayWork.ts';

/** The Array elements sorting may walk per node (14 measured); a square of the nodes is thousands per node. */
const WORK_PER_NODE = 30;

describe('the depends-on annotation', () => {
  it('reads namespaced and cluster-scoped references, the core group empty, comma-separated', () => {
    expect(
      parseDependsOn(
        'batch/namespaces/shop/Job/migrate, /namespaces/shop/Secret/db,rbac.authorization.k8s.io/ClusterRole/reader',
      ),
    ).toEqual({
      refs: [
        { group: 'batch', namespace: 'shop', kind: 'Job', name: 'migrate' },
        { group: '', namespace: 'shop', kind: 'Secret', name: 'db' },
        { group: 'rbac.authorization.k8s.io', namespace: '', kind: 'ClusterRole', name: 'reader' },
      ],
      problems: [],
    });
  });

  it('names each malformed reference and keeps the others', () => {
    const { refs, problems } = parseDependsOn(
      'apps/Deployment/web/extra,apps/namespace/shop/Deployment/web,,/namespaces//Secret/db,apps//web,batch/namespaces/shop/Job/migrate',
    );
    expect(refs).toEqual([{ group: 'batch', namespace: 'shop', kind: 'Job', name: 'migrate' }]);
    expect(problems.map((p) => p.split(' is not')[0])).toEqual([
      '"apps/Deployment/web/extra"',
      '"apps/namespace/shop/Deployment/web"',
      '""',
      '"/namespaces//Secret/db"',
      '"apps//web"',
    ]);
  });

  it('drops repeats and writes a reference back as it reads', () => {
    const { refs } = parseDependsOn('/namespaces/shop/Secret/db,/namespaces/shop/Secret/db');
    expect(refs.map(formatDependency)).toEqual(['/namespaces/shop/Secret/db']);
  });
});

const node = (key: string, stage: number, after: string[] = []): GraphNode => ({ key, stage, after });

describe('sorting into groups', () => {
  it('keeps the built-in stages as groups when nothing is declared', () => {
    expect(sortInGroups([node('web', 1), node('ns', 0), node('hook', 2), node('cm', 1)]).groups).toEqual([
      ['ns'],
      ['web', 'cm'],
      ['hook'],
    ]);
  });

  it("orders a set in work proportional to it: a stage's barrier follows every node of its stage", () => {
    const size = 6_000;
    const nodes = Array.from({ length: size }, (_, i) => node(`object-${i}`, i < 3 ? 0 : 1));
    const {
      result: { groups },
      elements,
    } = arrayWork(() => sortInGroups(nodes));
    // A few elements walked per node; a copy of the barrier's list per node (the square of their
    // number: 60,000 nodes took 57 s) walks some 18 million here.
    expect(elements / size).toBeLessThan(WORK_PER_NODE);
    expect(groups.map((group) => group.length)).toEqual([3, size - 3]);
    expect(groups[1]!.slice(0, 2)).toEqual(['object-3', 'object-4']);
  });

  it('refines a stage by what its objects depend on, without splitting the stages', () => {
    const order = sortInGroups([
      node('ns', 0),
      node('web', 1, ['migrate', 'ns']),
      node('migrate', 1, ['db']),
      node('db', 1),
      node('cm', 1),
      node('hook', 2, ['web']),
    ]);
    expect(order).toEqual({
      groups: [['ns'], ['db', 'cm'], ['migrate'], ['web'], ['hook']],
      cycles: [],
      againstStages: [],
    });
  });

  it('reports each cycle once as a path back to its start, and places what does not depend on one', () => {
    const order = sortInGroups([
      node('a', 1, ['b']),
      node('b', 1, ['c']),
      node('c', 1, ['a']),
      node('self', 1, ['self']),
      node('free', 1),
      node('after', 1, ['a']),
    ]);
    expect(order.groups).toEqual([['free']]);
    expect(order.cycles.map((cycle) => cycle.join(' -> ')).sort()).toEqual(['a -> b -> c -> a', 'self -> self'].sort());
  });

  it('reports a dependency on a later stage instead of sorting by it', () => {
    const order = sortInGroups([node('ns', 0, ['web']), node('web', 1)]);
    expect(order).toEqual({ groups: [['ns'], ['web']], cycles: [], againstStages: [['ns', 'web']] });
  });

  it('ignores keys of no node', () => {
    expect(sortInGroups([node('web', 1, ['elsewhere'])]).groups).toEqual([['web']]);
  });
});
