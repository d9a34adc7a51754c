import { describe, expect, it } from 'vitest';
import { UserErrors } from '../../../src/common/errors.ts';
import { Discovery } from '../../../src/kube/discovery.ts';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';
import { prepareMembers } from '../../../src/plan/prepareMembers.ts';

const discovery = new Discovery();
discovery.add({ group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps', namespaced: true });
discovery.add({ group: '', version: 'v1', kind: 'Namespace', resource: 'namespaces', namespaced: false });
discovery.add({
  group: 'apiextensions.k8s.io',
  version: 'v1',
  kind: 'CustomResourceDefinition',
  resource: 'customresourcedefinitions',
  namespaced: false,
});
const secretInfo = { group: '', version: 'v1', kind: 'Secret', resource: 'secrets', namespaced: true };
discovery.add(secretInfo);
const parent = { info: secretInfo, namespace: 'shop', name: 'set', id: 'applyset-abc-v1' };

const at = (object: Record<string, unknown>, line = 1) => ({
  object: object as KubeObject,
  source: { file: 'app.yaml', line },
});

describe('prepareMembers', () => {
  it("defaults the namespace of namespaced objects to the parent's, leaves cluster-scoped ones alone, and labels every member", () => {
    const members = prepareMembers(
      [
        at({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' } }),
        at({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'shop' } }),
      ],
      discovery,
      parent,
      undefined,
    );
    expect(members.map((m) => [m.ref.namespace, m.object.metadata.namespace])).toEqual([
      ['shop', 'shop'],
      ['', undefined],
    ]);
    expect(
      members.every((m) => m.object.metadata.labels?.['applyset.kubernetes.io/part-of'] === 'applyset-abc-v1'),
    ).toBe(true);
  });

  it('keeps every other field of the manifest as written', () => {
    const manifest = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'a', namespace: 'x', annotations: { n: '1' } },
      data: { k: 'v' },
      binaryData: {},
    };
    const [member] = prepareMembers([at(manifest)], discovery, parent, undefined);
    expect(member?.object).toEqual({
      ...manifest,
      metadata: { ...manifest.metadata, labels: { 'applyset.kubernetes.io/part-of': 'applyset-abc-v1' } },
    });
    expect(manifest.metadata).not.toHaveProperty('labels');
  });

  it('knows kinds defined by a CRD in the same manifests, and marks them as waiting for it', () => {
    const crd = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
      spec: {
        group: 'example.com',
        scope: 'Cluster',
        names: { kind: 'Widget', plural: 'widgets' },
        versions: [{ name: 'v1', served: true }],
      },
    };
    const members = prepareMembers(
      [at({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } }), at(crd)],
      discovery,
      parent,
      undefined,
    );
    expect(members[0]?.info).toEqual({
      group: 'example.com',
      version: 'v1',
      kind: 'Widget',
      resource: 'widgets',
      namespaced: false,
    });
    expect(members[0]?.definedByCrd).toBe('apiextensions.k8s.io/CustomResourceDefinition//widgets.example.com');
  });

  it('reports all problems at once, each with its file and line', () => {
    const clusterParent = { ...parent, namespace: '', info: { ...secretInfo, namespaced: false } };
    let error: unknown;
    try {
      prepareMembers(
        [
          at({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'homeless' } }, 3),
          at({ apiVersion: 'v9', kind: 'ConfigMap', metadata: { name: 'b', namespace: 'x' } }, 9),
          at(
            {
              apiVersion: 'v1',
              kind: 'ConfigMap',
              metadata: { name: 'c', namespace: 'x', labels: { 'applyset.kubernetes.io/part-of': 'other' } },
            },
            20,
          ),
        ],
        discovery,
        clusterParent,
        undefined,
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserErrors);
    const text = (error as UserErrors).describe();
    expect(text).toContain('app.yaml:3: ConfigMap homeless is namespaced but has no namespace');
    expect(text).toContain('app.yaml:9: the cluster does not serve ConfigMap in v9. Served versions of ConfigMap: v1');
    expect(text).toContain('app.yaml:20: ConfigMap c already carries the applyset.kubernetes.io/part-of label');
  });

  it('refuses the parent itself, and any object that is the parent of an ApplySet, as members', () => {
    const problems = (): string => {
      try {
        prepareMembers(
          [
            at({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'set' } }, 4),
            at(
              {
                apiVersion: 'v1',
                kind: 'ConfigMap',
                metadata: { name: 'other-parent', labels: { 'applyset.kubernetes.io/id': 'applyset-xyz-v1' } },
              },
              12,
            ),
          ],
          discovery,
          parent,
          undefined,
        );
      } catch (error) {
        return (error as UserErrors).describe();
      }
      return 'no problem found';
    };
    const text = problems();
    expect(text).toContain("app.yaml:4: secret/set in namespace shop is the ApplySet's own parent");
    expect(text).toContain('app.yaml:12: ConfigMap other-parent carries the applyset.kubernetes.io/id label');
  });

  it('accepts a Secret of the same name in another namespace', () => {
    const [member] = prepareMembers(
      [at({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'set', namespace: 'other' } })],
      discovery,
      parent,
      undefined,
    );
    expect(member?.ref).toMatchObject({ kind: 'Secret', namespace: 'other', name: 'set' });
  });
});
