import type { KubeObject } from '../kube/kubeObject.ts';

export interface SourceLocation {
  /** Path as the user gave it (relative to the working directory when it was relative). */
  file: string;
  /** 1-based line where the object's document (or List item) starts. */
  line: number;
}

/** One object from the manifests, with where it came from. */
export interface ManifestObject {
  object: KubeObject;
  source: SourceLocation;
}
