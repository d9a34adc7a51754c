import { UserError } from '../errors.ts';
import type { Options } from '../options.ts';
import { loadManifests } from './loadManifests.ts';
import type { ManifestObject } from './manifestObject.ts';
import { secretValues } from './secretValues.ts';

export interface LoadSetHooks {
  info(line: string): void;
  /** The values of each source's Secrets, told before any request carries one of its objects. */
  secrets(values: string[]): void;
  /** Each source's objects once it is read (the plan starts on them). */
  onSource?(objects: ManifestObject[]): void;
}

/** The manifests' objects; an empty set is refused unless allowed, as it would prune every member. */
export async function loadSet(options: Pick<Options, 'manifests' | 'cwd' | 'remoteBases' | 'allowEmpty'>, hooks: LoadSetHooks): Promise<ManifestObject[]> {
  const manifests = await loadManifests(options.manifests, {
    cwd: options.cwd,
    remoteBases: options.remoteBases,
    onSource: (objects) => {
      // Before any request carries them.
      hooks.secrets(secretValues(objects.map(({ object }) => object)));
      hooks.onSource?.(objects);
    },
  });
  hooks.info(`Read ${manifests.length} object${manifests.length === 1 ? '' : 's'} from ${options.manifests.join(', ')}`);
  if (manifests.length === 0 && !options.allowEmpty) {
    throw new UserError(`the manifests (${options.manifests.join(', ')}) hold no objects`, {
      hint: 'an empty set would prune every member of the ApplySet; if that is what you want, set allow-empty (--allow-empty)',
    });
  }
  return manifests;
}
