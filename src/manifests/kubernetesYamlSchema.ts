import * as yaml from 'js-yaml';

/*
 * kubectl and the API server read YAML with sigs.k8s.io/yaml, which resolves plain scalars with go-yaml v2
 * (YAML 1.1 rules) and then converts to JSON. A manifest must mean the same here as under kubectl, so this
 * schema resolves scalars the way go-yaml v2 does:
 * - `yes`/`no`/`on`/`off`/`y`/`n` are booleans (js-yaml's YAML 1.1 bool and null tags match go-yaml's lists);
 * - `0644` is octal (420), the classic `defaultMode: 0644`; `0o644`, `0x1F`, `0b101` and `1_000` are numbers;
 * - `12:30` stays a string (js-yaml's YAML 1.1 int tag would read it as base-60: 750);
 * - timestamps such as `2024-01-01` stay strings (go-yaml v2 hands them to JSON as the text written);
 * - `<<` merge keys work, as they do under kubectl.
 * `.inf` and `.nan` resolve to numbers JSON cannot carry; validation reports them, as kubectl does.
 */

const INTEGER = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/;
const FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const NON_FINITE: ReadonlyMap<string, number> = new Map([
  ...['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF'].map((s): [string, number] => [s, Infinity]),
  ...['-.inf', '-.Inf', '-.INF'].map((s): [string, number] => [s, -Infinity]),
  ...['.nan', '.NaN', '.NAN'].map((s): [string, number] => [s, NaN]),
]);
const NUMBER_FIRST_CHARS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '-', '+'];

/** go-yaml v2 ignores underscores in numbers that start with a digit or a sign, not in `.5`-style floats. */
function numberText(source: string): string {
  return source.startsWith('.') ? source : source.replaceAll('_', '');
}

function parseInteger(source: string): number | undefined {
  const match = INTEGER.exec(numberText(source));
  if (!match) return undefined;
  const sign = match[1] === '-' ? -1 : 1;
  const digits = match[2]!;
  const prefix = digits.slice(0, 2).toLowerCase();
  if (prefix === '0x') return sign * parseInt(digits.slice(2), 16);
  if (prefix === '0o') return sign * parseInt(digits.slice(2), 8);
  if (prefix === '0b') return sign * parseInt(digits.slice(2), 2);
  if (digits.length > 1 && digits.startsWith('0')) return sign * parseInt(digits, 8);
  return sign * Number(digits);
}

function parseFloatText(source: string): number | undefined {
  const nonFinite = NON_FINITE.get(source);
  if (nonFinite !== undefined) return nonFinite;
  const text = numberText(source);
  if (!FLOAT.test(text)) return undefined;
  const value = Number(text);
  // go-yaml v2 keeps an out-of-range float such as `1e400` as a string.
  return Number.isFinite(value) ? value : undefined;
}

const intTag = yaml.defineScalarTag('tag:yaml.org,2002:int', {
  implicit: true,
  implicitFirstChars: NUMBER_FIRST_CHARS,
  resolve: (source) => parseInteger(source) ?? yaml.NOT_RESOLVED,
  identify: (data) => Number.isInteger(data),
});

const floatTag = yaml.defineScalarTag('tag:yaml.org,2002:float', {
  implicit: true,
  implicitFirstChars: [...NUMBER_FIRST_CHARS, '.'],
  // An explicit `!!float 1` is the number 1, as in go-yaml.
  resolve: (source, isExplicit) =>
    parseFloatText(source) ?? (isExplicit ? parseInteger(source) : undefined) ?? yaml.NOT_RESOLVED,
  identify: (data) => typeof data === 'number',
});

export const KUBERNETES_YAML_SCHEMA = new yaml.Schema([
  yaml.strTag,
  yaml.seqTag,
  yaml.mapTag,
  yaml.nullYaml11Tag,
  yaml.boolYaml11Tag,
  intTag,
  floatTag,
  yaml.mergeTag,
]);
