import { describe, expect, it } from 'vitest';
import type { DestructiveConsent, DestructiveKind } from '../../../src/options/options.ts';
import type { CascadeUncounted, PruneCascade } from '../../../src/plan/planTypes.ts';
import { consents } from '../../../src/plan/destructivePrunes.ts';
import { dependentKinds } from '../../../src/plan/cascade/pruneCascade.ts';

const allow = (...kinds: DestructiveKind[]): DestructiveConsent => ({ kinds: new Set(kinds), by: 'test' });
const uncounted = (
  reason: CascadeUncounted['reason'],
  group: string,
  kind: string,
  resource: string,
): CascadeUncounted => ({ reason, group, kind, resource, namespace: 'shop' });
const statefulSet = { group: 'apps', kind: 'StatefulSet' };
const store = { group: 'db.example.com', kind: 'Store' };

describe('the consent a prune needs when its cascade could not be counted (fail closed)', () => {
  it.each([
    [
      'a StatefulSet whose claims may not be listed',
      statefulSet,
      uncounted('forbidden', '', 'PersistentVolumeClaim', 'persistentvolumeclaims'),
    ],
    [
      'a StatefulSet whose claims are more than a LIST reads, none of the first its own',
      statefulSet,
      uncounted('too many', '', 'PersistentVolumeClaim', 'persistentvolumeclaims'),
    ],
    [
      "a custom resource whose StatefulSets may not be listed (an operator's, which own claims)",
      store,
      uncounted('forbidden', 'apps', 'StatefulSet', 'statefulsets'),
    ],
  ])("%s needs the claims' consent", (_what, ref, notCounted) => {
    const object = { ref, cascade: { deletes: [], notCounted: [notCounted] } satisfies PruneCascade };
    expect(consents(undefined, object)).toBe(false);
    expect(consents(allow('Namespace'), object)).toBe(false);
    expect(consents(allow('PersistentVolumeClaim'), object)).toBe(true);
  });

  it('a Deployment whose pods could not be counted needs none: nothing it owns holds claims', () => {
    const object = {
      ref: { group: 'apps', kind: 'Deployment' },
      cascade: { deletes: [], notCounted: [uncounted('forbidden', '', 'Pod', 'pods')] },
    };
    expect(consents(undefined, object)).toBe(true);
  });

  it('a Namespace or a CRD needs its own consent, whatever its count', () => {
    const notCounted = [uncounted('forbidden', '', 'PersistentVolumeClaim', 'persistentvolumeclaims')];
    expect(consents(undefined, { ref: { group: '', kind: 'Namespace' }, cascade: { deletes: [], notCounted } })).toBe(
      false,
    );
    expect(
      consents(allow('Namespace'), { ref: { group: '', kind: 'Namespace' }, cascade: { deletes: [], notCounted } }),
    ).toBe(true);
    expect(consents(undefined, { ref: { group: 'apiextensions.k8s.io', kind: 'CustomResourceDefinition' } })).toBe(
      false,
    );
  });

  it('looks for claims under a custom resource, through the StatefulSets it may own, and not under a built-in leaf kind', () => {
    expect(dependentKinds(store).map(({ kind }) => kind)).toEqual(['StatefulSet', 'PersistentVolumeClaim', 'Pod']);
    expect(dependentKinds({ group: '', kind: 'ConfigMap' })).toEqual([]);
    expect(dependentKinds({ group: 'gateway.networking.k8s.io', kind: 'Gateway' })).toEqual([]);
  });
});
