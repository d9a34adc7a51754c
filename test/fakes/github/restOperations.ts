import { isRecord } from '../../../src/common/isRecord.ts';

/*
 * The operations of GitHub's REST description, found by method and path the way GitHub routes
 * them: a literal segment wins over a parameter (`/issues/comments/{id}` before `/issues/{number}`).
 */

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** Where the parameter's schema is in the description, as a JSON pointer. */
  schemaPointer: string;
  /** The JSON type its text is read as: a query or path parameter arrives as text. */
  type: string;
}

export interface Operation {
  operationId: string;
  method: string;
  template: string;
  /** The operation object's JSON pointer in the description. */
  pointer: string;
  parameters: Parameter[];
  /** The request body's JSON schema pointer, when the operation takes a body. */
  body: { required: boolean; schemaPointer: string; mediaTypes: string[] } | undefined;
  /** Where GitHub documents the operation; its error answers link there. */
  documentationUrl: string;
}

export interface RouteMatch {
  operation: Operation;
  /** Path parameters by name, decoded. */
  pathParams: Record<string, string>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function pointer(...segments: string[]): string {
  return `#/${segments.map((segment) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/')}`;
}

/** The object a local `$ref` names, following chained references. */
export function resolveRef(doc: unknown, node: unknown): { value: unknown; pointer: string | undefined } {
  let value = node;
  let at: string | undefined;
  for (let hops = 0; isRecord(value) && typeof value['$ref'] === 'string' && hops < 20; hops++) {
    at = value['$ref'];
    value = at
      .slice(2)
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((parent, key) => (isRecord(parent) ? parent[key] : undefined), doc);
  }
  return { value, pointer: at };
}

interface Route {
  pattern: RegExp;
  names: string[];
  literals: number;
  operations: Map<string, Operation>;
}

export class OperationIndex {
  private readonly routes: Route[];
  private readonly doc: Record<string, unknown>;
  readonly size: number;

  constructor(doc: Record<string, unknown>) {
    this.doc = doc;
    const paths = isRecord(doc['paths']) ? doc['paths'] : {};
    this.routes = Object.entries(paths)
      .map(([template, item]) => this.route(template, item))
      .sort((a, b) => b.literals - a.literals);
    this.size = this.routes.reduce((sum, route) => sum + route.operations.size, 0);
  }

  /** The operation for a method and path; `undefined` operation when the path exists without that method. */
  find(method: string, path: string): RouteMatch | { operation: undefined; pathExists: boolean } {
    let pathExists = false;
    for (const route of this.routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      pathExists = true;
      const operation = route.operations.get(method.toLowerCase());
      if (!operation) continue;
      const pathParams = Object.fromEntries(route.names.map((name, i) => [name, safeDecode(match[i + 1] ?? '')]));
      return { operation, pathParams };
    }
    return { operation: undefined, pathExists };
  }

  private route(template: string, item: unknown): Route {
    const names: string[] = [];
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const literals = template.split('/').filter((segment) => segment !== '' && !segment.startsWith('{')).length;
    const operations = new Map<string, Operation>();
    if (isRecord(item)) {
      for (const method of METHODS) {
        const op = item[method];
        if (isRecord(op) && typeof op['operationId'] === 'string')
          operations.set(method, this.operation(template, method, item, op));
      }
    }
    return { pattern: new RegExp(`^${source}$`), names, literals, operations };
  }

  private operation(
    template: string,
    method: string,
    item: Record<string, unknown>,
    op: Record<string, unknown>,
  ): Operation {
    const at = pointer('paths', template, method);
    const shared = this.parameters(item['parameters'], pointer('paths', template, 'parameters'));
    const own = this.parameters(op['parameters'], `${at}/parameters`);
    const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
    const docs =
      isRecord(op['externalDocs']) && typeof op['externalDocs']['url'] === 'string'
        ? op['externalDocs']['url']
        : 'https://docs.github.com/rest';
    return {
      operationId: String(op['operationId']),
      method: method.toUpperCase(),
      template,
      pointer: at,
      parameters,
      body: this.body(op['requestBody'], `${at}/requestBody`),
      documentationUrl: docs,
    };
  }

  private parameters(list: unknown, at: string): Parameter[] {
    if (!Array.isArray(list)) return [];
    return list.flatMap((entry, i) => {
      const { value, pointer: ref } = resolveRef(this.doc, entry);
      if (!isRecord(value) || typeof value['name'] !== 'string') return [];
      const schemaPointer = `${ref ?? `${at}/${i}`}/schema`;
      const kind = value['in'] as Parameter['in'];
      return [
        {
          name: value['name'],
          in: kind,
          required: value['required'] === true,
          schemaPointer,
          type: jsonType(resolveRef(this.doc, value['schema']).value),
        },
      ];
    });
  }

  private body(requestBody: unknown, at: string): Operation['body'] {
    if (requestBody === undefined) return undefined;
    const { value, pointer: ref } = resolveRef(this.doc, requestBody);
    if (!isRecord(value) || !isRecord(value['content'])) return undefined;
    const mediaTypes = Object.keys(value['content']);
    const json = mediaTypes.find((type) => type.includes('json')) ?? mediaTypes[0] ?? 'application/json';
    return {
      required: value['required'] === true,
      schemaPointer: `${ref ?? at}/content/${pointer(json).slice(2)}/schema`,
      mediaTypes,
    };
  }
}

/** The JSON type a parameter's schema names; `string` when it names none. */
function jsonType(schema: unknown): string {
  if (!isRecord(schema)) return 'string';
  if (typeof schema['type'] === 'string') return schema['type'];
  const alternatives = schema['anyOf'] ?? schema['oneOf'];
  const first = Array.isArray(alternatives) ? alternatives.find((a) => isRecord(a) && a['type'] !== 'null') : undefined;
  return jsonType(first);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
