import { closestNames } from './didYouMean.ts';
import { UserError } from '../common/errors.ts';
import { type PositionedNode, parsePositioned, YamlShapeError } from './positionedYaml.ts';

/**
 * One step of a path into an object: a JSON pointer's token (a key, or an index into a list), or a
 * list item by its key fields (`containers[web]`, managed fields' `k:{"name":"web"}`), by its whole
 * value in a set (`v:"a"`), or by its index (`[0]`, `i:0`).
 */
export type PathStep = string | { item: Record<string, unknown> } | { value: unknown } | { index: number };
export type FieldPath = readonly PathStep[];

/**
 * One rule of the `ignore-differences` input, in Argo CD's words (its `ignoreDifferences`): the
 * objects it is for, and the fields of theirs whose differences are ignored, by JSON pointer
 * (RFC 6901) or by the field manager that owns them. Such a field is left out of what is applied,
 * so its live value stands, and out of every comparison.
 */
export interface IgnoreRule {
  /** The API group, '' for the core group; `*` for any. */
  group: string;
  /** `*` for any. */
  kind: string;
  name: string | undefined;
  namespace: string | undefined;
  /** Each pointer as its decoded tokens: `/metadata/annotations/a~1b` is `['metadata', 'annotations', 'a/b']`. */
  jsonPointers: string[][];
  /** Paths as the preview's changed paths write them: `spec.template.spec.containers[web].image`. */
  fieldPaths: FieldPath[];
  /** Every field these managers own in the live object (an HPA's scale writes, a controller's annotations). */
  managedFieldsManagers: string[];
  /** Where the rule is written, as the reports name it: `ignore-differences rule 2`. */
  where: string;
}

const RULE_KEYS = [
  'group',
  'kind',
  'name',
  'namespace',
  'jsonPointers',
  'fieldPaths',
  'managedFieldsManagers',
] as const;
const FIELD_MANAGER_PATTERN = /^[\x21-\x7e]{1,128}$/;
const WORD = /^[A-Za-z0-9*][-A-Za-z0-9.*]*$/;
const EXAMPLE =
  'e.g. "- group: apps, kind: Deployment, jsonPointers: [/spec/replicas]" as a YAML list, one mapping per rule';

/**
 * The fields no rule may ignore: what names the object, and the part-of label that makes it a member
 * (left out of an apply, the object would leave the set). Pointers above them (`/metadata`) too.
 */
export const PROTECTED_POINTERS: readonly string[][] = [
  ['apiVersion'],
  ['kind'],
  ['metadata', 'name'],
  ['metadata', 'namespace'],
  ['metadata', 'labels', 'applyset.kubernetes.io/part-of'],
];

/**
 * The rules of an `ignore-differences` value (a YAML list; empty text for none). Each problem is
 * pushed to `errors`, naming `input` and the rule; `fieldManager` is this run's, which no rule may
 * name: every field the run applies would be ignored.
 */
export function parseIgnoreDifferences(
  text: string,
  input: string,
  fieldManager: string,
  errors: UserError[],
): IgnoreRule[] {
  if (text.trim() === '') return [];
  let root: PositionedNode | undefined;
  try {
    root = parsePositioned(text);
  } catch (error) {
    if (!(error instanceof YamlShapeError)) throw error;
    errors.push(new UserError(`${input} (line ${error.line}): ${error.message}`, { hint: EXAMPLE }));
    return [];
  }
  if (root === undefined) return [];
  if (root.kind !== 'sequence') {
    errors.push(new UserError(`${input} must be a YAML list of rules`, { hint: EXAMPLE }));
    return [];
  }
  const lines = text.trim().includes('\n');
  return root.items.flatMap((node, index) => {
    const where = `${input} rule ${index + 1}`;
    const at = lines ? `${where} (line ${node.line})` : where;
    const rule = readRule(node, where, at, fieldManager, errors);
    return rule ? [rule] : [];
  });
}

function readRule(
  node: PositionedNode,
  where: string,
  at: string,
  fieldManager: string,
  errors: UserError[],
): IgnoreRule | undefined {
  const problem = (message: string, hint?: string) =>
    errors.push(new UserError(`${at}: ${message}`, hint ? { hint } : {}));
  if (node.kind !== 'mapping') {
    problem(
      'a rule is a mapping of group, kind, name, namespace, jsonPointers, fieldPaths and managedFieldsManagers',
      EXAMPLE,
    );
    return undefined;
  }
  const before = errors.length;
  for (const key of node.entries.keys()) {
    if ((RULE_KEYS as readonly string[]).includes(key)) continue;
    if (key === 'jqPathExpressions')
      problem(
        'jqPathExpressions are not supported',
        'name the fields with jsonPointers (/spec/replicas) or by who owns them (managedFieldsManagers)',
      );
    else
      problem(
        `unknown key "${key}"`,
        closestNames(key, RULE_KEYS).length > 0
          ? `did you mean ${closestNames(key, RULE_KEYS)[0]}?`
          : `a rule has ${RULE_KEYS.join(', ')}`,
      );
  }
  const word = (key: string): string | undefined => {
    const value = node.entries.get(key)?.value;
    if (value === undefined) return undefined;
    // The core group is the empty one: `group: ""`.
    if (value.kind === 'scalar' && (WORD.test(value.value.trim()) || (key === 'group' && value.value.trim() === '')))
      return value.value.trim();
    problem(`${key} must be a single word, not ${value.kind === 'scalar' ? `"${value.value}"` : `a ${value.kind}`}`);
    return undefined;
  };
  const list = (key: string): string[] => {
    const value = node.entries.get(key)?.value;
    if (value === undefined) return [];
    const items = value.kind === 'sequence' ? value.items : [value];
    const texts = items.flatMap((item) =>
      item.kind === 'scalar' && item.value.trim() !== '' ? [item.value.trim()] : [],
    );
    if (texts.length !== items.length) problem(`${key} must be a list of texts`);
    return texts;
  };
  const kind = word('kind');
  if (!node.entries.has('kind'))
    problem('has no kind', 'name the kind as the manifests write it (Deployment), or * for every kind');
  const jsonPointers = list('jsonPointers').flatMap((pointer) => {
    const tokens = parsePointer(pointer);
    if (typeof tokens === 'string') problem(`jsonPointers "${pointer}" ${tokens}`);
    else if (PROTECTED_POINTERS.some((kept) => isPrefix(tokens, kept)))
      problem(
        `jsonPointers "${pointer}" would ignore what names the object or makes it a member of the set (its name, namespace, kind or the applyset.kubernetes.io/part-of label)`,
        'point at a field below it, e.g. /metadata/annotations/example.com~1build',
      );
    else return [tokens];
    return [];
  });
  const fieldPaths = list('fieldPaths').flatMap((text) => {
    const path = parseFieldPath(text);
    if (typeof path === 'string')
      problem(
        `fieldPaths "${text}" ${path}`,
        'write it as the preview\'s changed paths do: spec.replicas, metadata.annotations["example.com/team"], spec.template.spec.containers[web].image',
      );
    else if (PROTECTED_POINTERS.some((kept) => isPrefix(path, kept)))
      problem(
        `fieldPaths "${text}" would ignore what names the object or makes it a member of the set (its name, namespace, kind or the applyset.kubernetes.io/part-of label)`,
      );
    else return [path];
    return [];
  });
  const managedFieldsManagers = list('managedFieldsManagers').filter((manager) => {
    if (!FIELD_MANAGER_PATTERN.test(manager))
      problem(
        `managedFieldsManagers "${manager}" is not a field manager's name`,
        'copy it from metadata.managedFields[].manager of the live object',
      );
    else if (manager === fieldManager)
      problem(
        `managedFieldsManagers names this run's own field manager ${manager}`,
        'it owns every field the manifests set, which would then never be applied',
      );
    else return true;
    return false;
  });
  if (
    errors.length === before &&
    jsonPointers.length === 0 &&
    fieldPaths.length === 0 &&
    managedFieldsManagers.length === 0
  ) {
    problem(
      'ignores nothing',
      'give jsonPointers (/spec/replicas), fieldPaths (spec.replicas) or managedFieldsManagers (the manager whose fields to leave alone)',
    );
  }
  if (errors.length > before || kind === undefined) return undefined;
  return {
    group: word('group') ?? '',
    kind,
    name: word('name'),
    namespace: word('namespace'),
    jsonPointers,
    fieldPaths,
    managedFieldsManagers,
    where,
  };
}

/** A JSON pointer's decoded tokens, or what is wrong with it. The whole object (`''` or `/`) is no field. */
export function parsePointer(pointer: string): string[] | string {
  if (!pointer.startsWith('/')) return 'must start with /';
  const tokens = pointer.slice(1).split('/');
  if (tokens.some((token) => /~[^01]|~$/.test(token))) return 'escapes ~ and / only as ~0 and ~1';
  if (tokens.some((token) => token === '')) return 'has an empty step';
  return tokens.map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** A key written bare after a dot, as the preview's changed paths write one. */
const PLAIN_KEY = /^[A-Za-z0-9_-]+/;

/**
 * A path in the notation of the preview's changed paths, or what is wrong with it: keys after dots
 * or as JSON strings in brackets (`metadata.annotations["example.com/team"]`), a list item by its name
 * (`containers[web]`), by another key field (`ports[containerPort=80]`) or by its index (`args[0]`).
 */
export function parseFieldPath(text: string): FieldPath | string {
  const path: PathStep[] = [];
  let rest = text;
  while (rest !== '') {
    if (path.length > 0 && rest.startsWith('.')) rest = rest.slice(1);
    else if (path.length > 0 && !rest.startsWith('[')) return `has "${rest[0]}" where a . or [ goes`;
    const key = rest.startsWith('[') ? undefined : PLAIN_KEY.exec(rest)?.[0];
    if (key !== undefined) {
      path.push(key);
      rest = rest.slice(key.length);
      continue;
    }
    const quoted = /^\["((?:[^"\\]|\\.)*)"\]/.exec(rest);
    const bracket = quoted ? undefined : /^\[([^\]]+)\]/.exec(rest);
    if (quoted) {
      const text = jsonString(quoted[1]!);
      if (text === undefined) return `has a key that is not a JSON string: ${quoted[0]}`;
      path.push(text);
    } else if (bracket && /^\d+$/.test(bracket[1]!)) path.push({ index: Number(bracket[1]) });
    else if (bracket?.[1]!.includes('=')) {
      const [field = '', value = ''] = bracket[1]!.split(/=(.*)/);
      if (field === '') return `names no key field in ${bracket[0]}`;
      path.push({ item: { [field]: /^-?\d+$/.test(value) ? Number(value) : value } });
    } else if (bracket) path.push({ item: { name: bracket[1] } });
    else return 'is not a path such as spec.template.spec.containers[web].image';
    rest = rest.slice((quoted ?? bracket)![0].length);
  }
  return path.length === 0 ? 'is empty' : path;
}

/** The text of a JSON string's content (between its quotes); undefined when its escapes are not JSON's. */
function jsonString(content: string): string | undefined {
  try {
    return JSON.parse(`"${content}"`) as string;
  } catch {
    // The caller refuses the field path for undefined, naming the key: the error reaches the user so.
    return undefined;
  }
}

/** Whether `path` is `of` or above it. */
function isPrefix(path: FieldPath, of: readonly string[]): boolean {
  return path.length <= of.length && path.every((token, i) => token === of[i]);
}

/** The rules for one object, in the order given. */
export function rulesFor(
  rules: readonly IgnoreRule[],
  ref: { group: string; kind: string; namespace: string; name: string },
): IgnoreRule[] {
  return rules.filter(
    (rule) =>
      (rule.group === '*' || rule.group === ref.group) &&
      (rule.kind === '*' || rule.kind === ref.kind) &&
      (rule.name === undefined || rule.name === ref.name) &&
      (rule.namespace === undefined || rule.namespace === ref.namespace),
  );
}

/**
 * A warning for each rule that is for no object of the set, as a rule that does nothing is likely a
 * mistake: with the group of a same-kind object when there is one (`kind: Deployment` without
 * `group: apps` is for the core group, where there is none).
 */
export function unmatchedRules(
  rules: readonly IgnoreRule[],
  refs: readonly { group: string; kind: string; namespace: string; name: string }[],
): string[] {
  return rules
    .filter((rule) => !refs.some((ref) => rulesFor([rule], ref).length > 0))
    .map((rule) => {
      const sameKind = refs.find((ref) => ref.kind === rule.kind && ref.group !== rule.group);
      const meant = sameKind
        ? `; its ${rule.kind} objects are in group ${sameKind.group || '"" (the core group)'}: did you mean group: ${sameKind.group || '""'}?`
        : '';
      return `${rule.where} is for no object of the set (kind ${rule.kind} in ${rule.group === '' ? 'the core group' : `group ${rule.group}`}${rule.name === undefined ? '' : `, name ${rule.name}`}${rule.namespace === undefined ? '' : `, namespace ${rule.namespace}`})${meant}`;
    });
}

/** The rules as text for a digest: two sets of rules that ignore the same fields read the same. */
export function describeRules(rules: readonly IgnoreRule[]): string[] {
  return rules.map((rule) =>
    JSON.stringify([
      rule.group,
      rule.kind,
      rule.name ?? null,
      rule.namespace ?? null,
      rule.jsonPointers,
      rule.fieldPaths,
      rule.managedFieldsManagers,
    ]),
  );
}
