import type { KubeObject } from './kubeObject.ts';

import type { SourceLocation } from '../common/errors.ts';

export type { SourceLocation };

/** One object from the manifests, with where it came from. */
export interface ManifestObject {
  object: KubeObject;
  source: SourceLocation;
}
