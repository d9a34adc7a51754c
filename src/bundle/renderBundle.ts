import { loadSet, type LoadSetHooks } from '../manifests/loadSet.ts';
import type { RawInputs } from '../options/parseOptions.ts';
import type { PlannedTarget } from '../targets/targetOptions.ts';
import {
  BUNDLE_API_VERSION,
  BUNDLE_INPUTS,
  BUNDLE_KIND,
  type Bundle,
  type BundleInput,
  type BundleOrigin,
  type BundleSet,
} from './bundle.ts';

/** A set to render: its target (none for a step's one set), its options checked, and its inputs as given. */
export interface SetToRender extends PlannedTarget {
  /** The target's inputs as given (the step's, with what the target sets over them): the bundle carries those a plan takes. */
  inputs: RawInputs;
  /** Whether it is a targets file's target, whose name the bundle keeps. */
  named: boolean;
}

/**
 * Renders every set as a preview would read it (loadSet: kustomizations and charts under the same
 * isolation, images set), one after the other, and holds them in one bundle. Nothing reaches a cluster.
 * A set that cannot be read stops the render: a bundle holds every set asked for, or none.
 */
export async function renderBundle(
  sets: readonly SetToRender[],
  origin: BundleOrigin,
  hooks: Pick<LoadSetHooks, 'info' | 'warning'>,
): Promise<Bundle> {
  const rendered: BundleSet[] = [];
  for (const { target, options, inputs, named } of sets) {
    const label = named ? `[${target.name}] ` : '';
    // A Secret's values are the pull request's own, read from its files: there is no credential to hide them from.
    const loaded = await loadSet(options, {
      info: (line) => hooks.info(`${label}${line}`),
      warning: (line) => hooks.warning(`${label}${line}`),
      secrets: () => undefined,
    });
    rendered.push({
      target: named ? target.name : undefined,
      manifests: options.manifests,
      inputs: bundleInputs(inputs),
      objects: [...loaded.manifests, ...loaded.hooks.map((hook) => hook.object)],
    });
  }
  return { apiVersion: BUNDLE_API_VERSION, kind: BUNDLE_KIND, ...origin, sets: rendered };
}

/** The inputs a plan takes from a bundle, of those given. */
function bundleInputs(inputs: RawInputs): Partial<Record<BundleInput, string>> {
  const kept: Partial<Record<BundleInput, string>> = {};
  for (const name of BUNDLE_INPUTS) {
    const value = inputs[name]?.trim();
    if (value) kept[name] = value;
  }
  return kept;
}
