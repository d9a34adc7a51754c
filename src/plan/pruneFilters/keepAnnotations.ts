import { PRUNE_OPT_OUT_ANNOTATION, PRUNE_OPT_OUT_VALUE } from '../../applyset/applySetKeys.ts';
import type { PruneFilter } from './pruneFilter.ts';

/** An annotation by which an object's owner asks that it outlive its removal from the manifests, and the value that asks it. */
interface KeepConvention {
  key: string;
  /** The part of the annotation's value that asks to keep the object; undefined when it does not ask. */
  asks(value: string): string | undefined;
}

const exactly = (wanted: string) => (value: string) => (value === wanted ? value : undefined);

/**
 * The conventions users already write, so that an object annotated for another tool is kept by this
 * one too. Argo CD's sync-options hold a comma-separated list, of which `Prune=false` is one.
 */
const KEEP_CONVENTIONS: readonly KeepConvention[] = [
  { key: PRUNE_OPT_OUT_ANNOTATION, asks: exactly(PRUNE_OPT_OUT_VALUE) },
  // kpt and cli-utils; the second is cli-utils' older name for the same request.
  { key: 'cli-utils.sigs.k8s.io/on-remove', asks: exactly('keep') },
  { key: 'client.lifecycle.config.k8s.io/deletion', asks: exactly('detach') },
  { key: 'helm.sh/resource-policy', asks: exactly('keep') },
  { key: 'kustomize.toolkit.fluxcd.io/prune', asks: exactly('disabled') },
  {
    key: 'argocd.argoproj.io/sync-options',
    asks: (value) =>
      value
        .split(',')
        .map((option) => option.trim())
        .find((option) => option === 'Prune=false'),
  },
  { key: 'kapp.k14s.io/delete-strategy', asks: exactly('orphan') },
];

/**
 * An object whose live annotations ask to keep it is not deleted: it leaves the set instead (its
 * part-of label is removed), so that no later run prunes it either.
 */
export const keepAnnotationFilter: PruneFilter = {
  name: 'keep-annotation',
  check: (candidate) => {
    const annotations = candidate.object.metadata.annotations ?? {};
    for (const { key, asks } of KEEP_CONVENTIONS) {
      const value = annotations[key];
      const asked = value === undefined ? undefined : asks(value);
      if (asked !== undefined) return { keep: { filter: 'keep-annotation', annotation: `${key}: ${asked}` } };
    }
    return undefined;
  },
};
