import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isRecord } from '../../../src/common/isRecord.ts';

/*
 * JSON-schema validators for GitHub's published descriptions: the REST description is OpenAPI 3.0
 * (its own schema dialect, close to draft-07), the webhooks description OpenAPI 3.1 (JSON Schema
 * 2020-12). Each description is registered whole under a name, so a schema anywhere in it is
 * compiled by pointer (`api.github.com#/components/schemas/issue`) and its `$ref`s resolve inside it.
 */

const OPTIONS: Options = {
  // The descriptions carry annotations Ajv does not know (example, discriminator, x-github, readOnly).
  strict: false,
  allErrors: true,
  validateSchema: false,
};

/** An Ajv for OpenAPI 3.0 schemas, with the formats GitHub's descriptions use. */
export function openApi30Validator(): Ajv {
  return withFormats(new Ajv(OPTIONS));
}

/** An Ajv for OpenAPI 3.1 (JSON Schema 2020-12) schemas. */
export function openApi31Validator(): Ajv2020 {
  return withFormats(new Ajv2020(OPTIONS));
}

function withFormats<T extends Ajv | Ajv2020>(ajv: T): T {
  addFormats.default(ajv);
  // Formats GitHub names that JSON Schema does not define: annotations, as OpenAPI allows.
  for (const name of ['repo.nwo', 'timestamp']) ajv.addFormat(name, true);
  return ajv;
}

/** Reads and parses a JSON file shipped by an npm package, e.g. `@octokit/openapi/generated/api.github.com.json`. */
export async function readPackageJson(specifier: string): Promise<unknown> {
  const path = createRequire(import.meta.url).resolve(specifier);
  return JSON.parse(await readFile(path, 'utf8')) as unknown;
}

/**
 * Rewrites OpenAPI 3.0's `nullable: true` in place as JSON Schema says it: null is allowed besides
 * whatever else the schema allows. GitHub's description also puts `nullable` beside `allOf` and
 * beside an `enum` without null, meaning null there too; Ajv's own `nullable` refuses the first and
 * keeps null out of the second.
 */
export function nullableAsJsonSchema(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableAsJsonSchema(item);
    return;
  }
  if (!isRecord(node)) return;
  for (const value of Object.values(node)) nullableAsJsonSchema(value);
  if (node['nullable'] !== true) return;
  const { nullable: _, ...rest } = node;
  for (const key of Object.keys(node)) delete node[key];
  node['anyOf'] = [rest, { type: 'null' }];
}

/** Ajv's errors as short lines: `body/user/login must be string`. */
export function describeErrors(errors: ErrorObject[] | null | undefined, subject: string, limit = 6): string {
  const lines = (errors ?? []).map(
    (error) => `${subject}${error.instancePath} ${error.message ?? 'is invalid'}${detail(error)}`,
  );
  const unique = [...new Set(lines)];
  return unique.length > limit
    ? [...unique.slice(0, limit), `… and ${unique.length - limit} more`].join('; ')
    : unique.join('; ');
}

function detail(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (typeof params['additionalProperty'] === 'string') return ` (${params['additionalProperty']})`;
  if (Array.isArray(params['allowedValues'])) return ` (${params['allowedValues'].map(String).join(', ')})`;
  return '';
}
