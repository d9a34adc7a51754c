import type { ManifestObject } from '../kube/manifestObject.ts';
import type { InputName } from '../options/inputTable.ts';

/** What a bundle file says it is, first thing in it, so that a reader knows the shape before reading it. */
export const BUNDLE_API_VERSION = 'applyset-action/v1';
export const BUNDLE_KIND = 'RenderBundle';

/**
 * The inputs a bundle carries for each set: what a preview needs to find the set and plan it. Paths,
 * kubeconfigs and what only rendering reads (helm, images, remote-bases) are not among them: the plan
 * reads no file of the pull request and connects only as its own step says.
 */
export const BUNDLE_INPUTS = [
  'applyset',
  'namespace',
  'context',
  'field-manager',
  'force-conflicts',
  'prune',
  'propagation-policy',
  'adopt',
  'allow-empty',
  'max-prunes',
  'replace',
  'ignore-differences',
  'prune-timing',
  'allow-destructive-prunes',
] as const satisfies readonly InputName[];
export type BundleInput = (typeof BUNDLE_INPUTS)[number];

/**
 * What a render step writes and a plan step reads: the rendered objects of one set or of a targets
 * file's targets, each with the file and line it came from, and where they came from. A plan reads a
 * bundle as untrusted input (readBundle.ts): a pull request's workflow may have written any of it.
 */
export interface Bundle {
  apiVersion: typeof BUNDLE_API_VERSION;
  kind: typeof BUNDLE_KIND;
  /** The workflow run that rendered it, as GitHub named it to that run. */
  run: BundleRun;
  /** The commits rendered: the pull request's head, and the base it is compared with (none outside a pull request). */
  commits: { head: string; base: string | undefined };
  /** The pull request the render step ran for, as its event said: shown, never used alone to choose where to comment. */
  pullRequest: number | undefined;
  sets: BundleSet[];
}

/** What a bundle says of where it came from, beside its sets. */
export type BundleOrigin = Pick<Bundle, 'run' | 'commits' | 'pullRequest'>;

export interface BundleRun {
  /** `owner/name` of the repository the run belongs to. */
  repository: string;
  /** The workflow file, `.github/workflows/render.yml`, as workflow_run.path names it. */
  workflow: string;
  /** GITHUB_RUN_ID, as workflow_run.id names it. */
  id: string;
  attempt: string | undefined;
  /** GITHUB_EVENT_NAME of the render run: pull_request. */
  event: string;
}

/** One set rendered: a step's one set, or one target of a targets file. */
export interface BundleSet {
  /** The target's name in its targets file; undefined for a step's one set. */
  target: string | undefined;
  /** The manifests as the render step named them: what the reports say was read. */
  manifests: string[];
  inputs: Partial<Record<BundleInput, string>>;
  /** Rendered: kustomizations and charts built, images set, each object with its file and line. */
  objects: ManifestObject[];
}
