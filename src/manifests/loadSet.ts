import { UserError } from '../errors.ts';
import type { Options } from '../options/options.ts';
import { hookMessages } from './helmHooks.ts';
import { loadManifests } from './loadManifests.ts';
import type { ManifestObject } from './manifestObject.ts';
import { secretValues } from './secretValues.ts';
import { setImages } from './setImages.ts';

export interface LoadSetHooks {
  info(line: string): void;
  /** What the run should know it does not do: a chart's hooks left out of the set. */
  warning(line: string): void;
  /** The values of each source's Secrets, told before any request carries one of its objects. */
  secrets(values: string[]): void;
  /** Each source's objects once it is read (the plan starts on them). */
  onSource?(objects: ManifestObject[]): void;
}

/**
 * The manifests' objects; an empty set is refused unless allowed, as it would prune every member.
 * Charts are rendered as the release named, else as a release named after the ApplySet parent.
 * Objects a render step rendered (`rendered`) are taken as they are: nothing is read, rendered or run.
 */
export async function loadSet(options: Pick<Options, 'manifests' | 'cwd' | 'remoteBases' | 'allowEmpty' | 'images' | 'helm' | 'applyset' | 'namespace' | 'rendered'>, hooks: LoadSetHooks): Promise<ManifestObject[]> {
  const changed = new Map(options.images.map((override) => [override.name, 0]));
  const release = options.helm.release ?? options.applyset.candidates[0]!.name;
  const manifests = options.rendered ? rendered(options.rendered, hooks) : await loadManifests(options.manifests, {
    cwd: options.cwd,
    remoteBases: options.remoteBases,
    chart: { ...options.helm, release, namespace: options.namespace },
    onHooks: (skipped) => {
      const { info, warnings } = hookMessages(skipped);
      for (const line of info) hooks.info(line);
      for (const line of warnings) hooks.warning(line);
    },
    onSource: (objects) => {
      // Before any request carries them.
      hooks.secrets(secretValues(objects.map(({ object }) => object)));
      // Before the plan starts on them: the dry-run and the diff show the image as it will be.
      for (const [name, count] of setImages(objects, options.images)) changed.set(name, (changed.get(name) ?? 0) + count);
      hooks.onSource?.(objects);
    },
  });
  hooks.info(`Read ${manifests.length} object${manifests.length === 1 ? '' : 's'} from ${options.manifests.join(', ')}`);
  for (const { name, image } of options.images) {
    const count = changed.get(name) ?? 0;
    hooks.info(count === 0 ? `images: no container of the manifests runs ${name}, so ${image} is set nowhere` : `images: ${count} container${count === 1 ? '' : 's'} of ${name} set to ${image}`);
  }
  if (manifests.length === 0 && !options.allowEmpty) {
    throw new UserError(`the manifests (${options.manifests.join(', ')}) hold no objects`, {
      hint: 'an empty set would prune every member of the ApplySet; if that is what you want, set allow-empty (--allow-empty)',
    });
  }
  return manifests;
}

/** A bundle's objects, already rendered and checked (readBundle.ts): told as one source, nothing read or run. */
function rendered(objects: readonly ManifestObject[], hooks: LoadSetHooks): ManifestObject[] {
  const copy = [...objects];
  hooks.secrets(secretValues(copy.map(({ object }) => object)));
  if (copy.length > 0) hooks.onSource?.(copy);
  return copy;
}
