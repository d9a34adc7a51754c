import { UserError } from '../common/errors.ts';
import type { Options } from '../options/options.ts';
import { type ChartHook, hookMessages, splitHooks, withTestHooks } from './helmHooks.ts';
import { type FoundHooks, loadManifests } from './loadManifests.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';
import type { SecretOrigin } from './secretValues.ts';
import { rendererInputSecrets } from './rendererInputs.ts';
import { secretValues } from './secretValues.ts';
import { setImages } from './setImages.ts';

export interface LoadSetHooks {
  info(line: string): void;
  /** What the run should know it does not do: a chart's hooks of no phase a deploy runs. */
  warning(line: string): void;
  /**
   * `manifests`: the values of each source's Secrets, told before any request carries one of its
   * objects; `inputs`: the values the workflow hands helm, told before anything is rendered.
   */
  secrets(values: string[], origin: SecretOrigin): void;
  /** Each source's objects once it is read (the plan starts on them). */
  onSource?(objects: ManifestObject[]): void;
}

/** The manifests' objects, members of the set, and the Helm hooks of its charts, which are not. */
export interface LoadedSet {
  manifests: ManifestObject[];
  hooks: ChartHook[];
}

/**
 * The manifests' objects; an empty set is refused unless allowed, as it would prune every member.
 * Charts are rendered as the release named, else as a release named after the ApplySet parent.
 * Objects a render step rendered (`rendered`) are taken as they are: nothing is read, rendered or run.
 */
export async function loadSet(
  options: Pick<
    Options,
    | 'manifests'
    | 'cwd'
    | 'environment'
    | 'remoteBases'
    | 'allowEmpty'
    | 'images'
    | 'helm'
    | 'applyset'
    | 'namespace'
    | 'rendered'
  >,
  hooks: LoadSetHooks,
): Promise<LoadedSet> {
  const changed = new Map(options.images.map((override) => [override.name, 0]));
  const release = options.helm.release ?? options.applyset.candidates[0]!.name;
  // Before any chart is rendered: a template may print them into its error.
  if (!options.rendered && (options.helm.set.length > 0 || options.helm.values.length > 0))
    hooks.secrets(await rendererInputSecrets(options.helm, options.cwd, options.environment), 'inputs');
  const chartHooks: ChartHook[] = [];
  const countImages = (objects: ManifestObject[]) => {
    for (const [name, count] of setImages(objects, options.images)) changed.set(name, (changed.get(name) ?? 0) + count);
  };
  const onHooks = (found: FoundHooks) => {
    const { tests, skipped } = options.helm.tests
      ? withTestHooks(found.skipped)
      : { tests: [], skipped: found.skipped };
    const run = [...found.hooks, ...tests];
    // A hook is masked and has its images set as a member is: it is applied, previewed and diffed alike.
    const objects = run.map((hook) => hook.object);
    hooks.secrets(secretValues(objects.map(({ object }) => object)), 'manifests');
    countImages(objects);
    chartHooks.push(...run);
    const { info, warnings } = hookMessages(skipped);
    for (const line of info) hooks.info(line);
    for (const line of warnings) hooks.warning(line);
  };
  const manifests = options.rendered
    ? rendered(options.rendered, hooks, onHooks)
    : await loadManifests(options.manifests, {
        cwd: options.cwd,
        environment: options.environment,
        remoteBases: options.remoteBases,
        chart: { ...options.helm, release, namespace: options.namespace },
        onHooks,
        onSource: (objects) => {
          // Before any request carries them.
          hooks.secrets(secretValues(objects.map(({ object }) => object)), 'manifests');
          // Before the plan starts on them: the dry-run and the diff show the image as it will be.
          countImages(objects);
          hooks.onSource?.(objects);
        },
      });
  hooks.info(
    `Read ${manifests.length} object${manifests.length === 1 ? '' : 's'} from ${options.manifests.join(', ')}`,
  );
  for (const { name, image } of options.images) {
    const count = changed.get(name) ?? 0;
    hooks.info(
      count === 0
        ? `images: no container of the manifests runs ${name}, so ${image} is set nowhere`
        : `images: ${count} container${count === 1 ? '' : 's'} of ${name} set to ${image}`,
    );
  }
  if (manifests.length === 0 && !options.allowEmpty) {
    throw new UserError(`the manifests (${options.manifests.join(', ')}) hold no objects`, {
      hint: 'an empty set would prune every member of the ApplySet; if that is what you want, set allow-empty (--allow-empty)',
    });
  }
  return { manifests, hooks: chartHooks };
}

/**
 * A bundle's objects, already rendered and checked (readBundle.ts): told as one source, nothing read or
 * run. Its chart hooks travel among them, as rendered, and are split off as a render splits them.
 */
function rendered(
  objects: readonly ManifestObject[],
  hooks: LoadSetHooks,
  onHooks: (found: FoundHooks) => void,
): ManifestObject[] {
  const { members: copy, hooks: found, skipped } = splitHooks([...objects]);
  if (found.length > 0 || skipped.length > 0) onHooks({ hooks: found, skipped });
  hooks.secrets(secretValues(copy.map(({ object }) => object)), 'manifests');
  if (copy.length > 0) hooks.onSource?.(copy);
  return copy;
}
