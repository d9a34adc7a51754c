import { parseParentRef, type ParentRef } from './applyset/parentRef.ts';
import { UserError, UserErrors } from './errors.ts';

export type Mode = 'preview' | 'apply';
export type PropagationPolicy = 'Background' | 'Foreground' | 'Orphan';

/** Everything a run needs, validated once; nothing below this reads the environment or the action's inputs. */
export interface Options {
  mode: Mode;
  /** Files, directories and globs. */
  manifests: string[];
  /** The parent as kubectl's --applyset names it, parsed. */
  applyset: ParentRef;
  namespace: string | undefined;
  kubeconfigPath: string | undefined;
  /** A kubeconfig's content, read from memory (the action's input); a credential, never shown. */
  kubeconfig?: string | undefined;
  context: string | undefined;
  fieldManager: string;
  forceConflicts: boolean;
  prune: boolean;
  propagationPolicy: PropagationPolicy;
  concurrency: number;
  adopt: boolean;
  allowEmpty: boolean;
  /** A run that would prune more objects than this is refused before it writes; undefined for no limit. */
  maxPrunes: number | undefined;
  /** Whether kustomizations may fetch remote bases; the action refuses them on pull requests. */
  remoteBases: boolean;
  cwd: string;
}

/** Inputs by their action.yml names (the CLI maps its flags to the same names), as given: strings, unvalidated. */
export type RawInputs = Partial<Record<InputName, string>>;
export type InputName =
  | 'mode' | 'manifests' | 'applyset' | 'namespace' | 'kubeconfig-path' | 'context' | 'field-manager' | 'force-conflicts'
  | 'prune' | 'propagation-policy' | 'concurrency' | 'adopt' | 'allow-empty' | 'max-prunes' | 'remote-bases';

export const DEFAULT_FIELD_MANAGER = 'applyset-action';
export const DEFAULT_CONCURRENCY = 64;

const FIELD_MANAGER_PATTERN = /^[\x21-\x7e]{1,128}$/;
const NAMESPACE_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/** Validates every input at once and reports all problems together. */
export function parseOptions(raw: RawInputs, cwd: string): Options {
  const errors: UserError[] = [];
  const text = (name: InputName) => raw[name]?.trim() || undefined;
  const flag = (name: InputName, fallback: boolean): boolean => {
    const value = text(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (value === 'true') return true;
    if (value === 'false') return false;
    errors.push(new UserError(`${name} must be true or false, not "${raw[name]}"`));
    return fallback;
  };
  const count = (name: InputName, min: number, max: number): number | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    const n = Number(value);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    errors.push(new UserError(`${name} must be a whole number from ${min} to ${max}, not "${value}"`));
    return undefined;
  };

  const mode = text('mode') ?? 'preview';
  if (mode !== 'preview' && mode !== 'apply') errors.push(new UserError(`mode must be preview or apply, not "${mode}"`));
  const manifests = (raw.manifests ?? '').split('\n').map((s) => s.trim()).filter((s) => s !== '');
  if (manifests.length === 0) {
    errors.push(new UserError('no manifests given', { hint: 'name the files, directories or globs to deploy (the manifests input, or --file)' }));
  }
  const applyset = parentRef(text('applyset'), errors);
  const namespace = text('namespace');
  if (namespace !== undefined && (!NAMESPACE_PATTERN.test(namespace) || namespace.length > 63)) {
    errors.push(new UserError(`namespace "${namespace}" is not a valid namespace name`, { hint: 'use lowercase letters, digits and dashes' }));
  }
  const fieldManager = text('field-manager') ?? DEFAULT_FIELD_MANAGER;
  if (!FIELD_MANAGER_PATTERN.test(fieldManager)) {
    errors.push(new UserError(`field-manager "${fieldManager}" is not valid`, { hint: 'use 1 to 128 printable characters without spaces' }));
  }
  const policy = text('propagation-policy') ?? 'Background';
  if (policy !== 'Background' && policy !== 'Foreground' && policy !== 'Orphan') {
    errors.push(new UserError(`propagation-policy must be Background, Foreground or Orphan, not "${policy}"`));
  }
  const forceConflicts = flag('force-conflicts', false);
  const prune = flag('prune', true);
  const concurrency = count('concurrency', 1, 256) ?? DEFAULT_CONCURRENCY;
  const adopt = flag('adopt', false);
  const allowEmpty = flag('allow-empty', false);
  const remoteBases = flag('remote-bases', true);
  const maxPrunes = count('max-prunes', 0, 1_000_000);
  if (errors.length > 0 || applyset === undefined) throw new UserErrors(errors);
  return {
    mode: mode as Mode,
    manifests,
    applyset,
    namespace,
    kubeconfigPath: text('kubeconfig-path'),
    context: text('context'),
    fieldManager,
    forceConflicts,
    prune,
    propagationPolicy: policy as PropagationPolicy,
    concurrency,
    adopt,
    allowEmpty,
    maxPrunes,
    remoteBases,
    cwd,
  };
}

/** The parent reference, parsed here so that a malformed one is refused before manifests are read or the cluster is contacted. */
function parentRef(text: string | undefined, errors: UserError[]): ParentRef | undefined {
  if (!text) {
    errors.push(new UserError('no ApplySet parent given', { hint: 'name the parent object (the applyset input, or --applyset), e.g. my-app for a Secret named my-app' }));
    return undefined;
  }
  try {
    return parseParentRef(text);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    errors.push(error);
    return undefined;
  }
}
