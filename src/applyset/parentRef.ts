import { UserError } from '../common/errors.ts';
import type { Discovery, ResourceInfo } from '../kube/discovery.ts';
import { BUILT_IN_PARENT_KINDS } from './applySet.ts';

/** One reading of `--applyset`: `[RESOURCE][.VERSION][.GROUP]/NAME`, or a bare NAME for a Secret. */
export interface ParentRefCandidate {
  resource: string;
  version: string | undefined;
  group: string;
  name: string;
}

const VERSION_PATTERN = /^v\d+((alpha|beta)\d+)?$/;
const NAME_PATTERN = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;

/** The ApplySet parent as the user named it, parsed once when the options are read. */
export interface ParentRef {
  /** As written, for messages. */
  text: string;
  /** The readings of the text, the preferred first; the first the cluster serves is the parent's resource. */
  candidates: ParentRefCandidate[];
}

/** Parses kubectl's --applyset form; a malformed reference is refused before anything else is done. */
export function parseParentRef(text: string): ParentRef {
  return { text, candidates: candidatesOf(text) };
}

function candidatesOf(text: string): ParentRefCandidate[] {
  const trimmed = text.trim();
  const slash = trimmed.lastIndexOf('/');
  const name = slash < 0 ? trimmed : trimmed.slice(slash + 1);
  const hint =
    'use NAME (a Secret), secrets/NAME, configmaps/NAME or RESOURCE[.VERSION].GROUP/NAME, as kubectl --applyset does';
  if (!NAME_PATTERN.test(name) || name.length > 253) {
    throw new UserError(`the ApplySet parent "${text}" has no valid object name`, { hint });
  }
  if (slash < 0) return [{ resource: 'secrets', version: undefined, group: '', name }];
  const parts = trimmed.slice(0, slash).split('.');
  if (parts.some((p) => p === ''))
    throw new UserError(`the ApplySet parent "${text}" is not of a known form`, { hint });
  const [resource, second, ...rest] = parts as [string, ...string[]];
  if (second === undefined) return [{ resource, version: undefined, group: '', name }];
  // `a.b.c/x` reads as resource.version.group when b looks like a version; also try it as resource.group.
  const candidates: ParentRefCandidate[] = [];
  if (VERSION_PATTERN.test(second) && rest.length > 0)
    candidates.push({ resource, version: second, group: rest.join('.'), name });
  candidates.push({ resource, version: undefined, group: [second, ...rest].join('.'), name });
  return candidates;
}

/**
 * A Secret or ConfigMap parent (`NAME`, `secrets/NAME`, `configmaps/NAME`), resolved without asking
 * the cluster: core v1, which every cluster serves, is known before discovery answers.
 */
export function builtInParentResource(ref: ParentRef): { info: ResourceInfo; name: string } | undefined {
  const [only, ...others] = ref.candidates;
  if (!only || others.length > 0 || only.group !== '' || (only.version ?? 'v1') !== 'v1') return undefined;
  const info = BUILT_IN_PARENT_KINDS.find((kind) => kind.resource === only.resource);
  return info && { info, name: only.name };
}

/** The first reading of the parent reference that the cluster serves. */
export function resolveParentResource(ref: ParentRef, discovery: Discovery): { info: ResourceInfo; name: string } {
  const builtIn = builtInParentResource(ref);
  if (builtIn) return builtIn;
  const { text, candidates } = ref;
  for (const c of candidates) {
    const info = discovery.forResource(c.resource, c.group, c.version);
    if (info) return { info, name: c.name };
  }
  const first = candidates[0]!;
  throw new UserError(
    `the ApplySet parent "${text}" names resource "${[first.resource, first.group].filter(Boolean).join('.')}", which the cluster does not serve`,
    {
      hint: 'use a Secret (NAME or secrets/NAME), a ConfigMap (configmaps/NAME), or a custom resource whose CRD is installed and labelled applyset.kubernetes.io/is-parent-type',
    },
  );
}
