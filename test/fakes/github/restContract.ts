import type { Ajv, ValidateFunction } from 'ajv';
import { isRecord } from '../../../src/common/isRecord.ts';
import { describeErrors, nullableAsJsonSchema, openApi30Validator, readPackageJson } from './jsonSchemas.ts';
import { type Operation, OperationIndex, type Parameter, pointer, resolveRef } from './restOperations.ts';

/*
 * GitHub's REST contract, from its published OpenAPI description (npm @octokit/openapi, the
 * api.github.com description): which requests GitHub accepts, and how its answers are shaped.
 */

export interface RestRequest {
  method: string;
  /** Path and query, as sent. */
  url: URL;
  contentType: string | undefined;
  /** The parsed JSON body; undefined when none was sent. */
  body: unknown;
}

export interface Answer {
  status: number;
  body: unknown;
}

export type RequestVerdict =
  | { valid: true; operation: Operation; pathParams: Record<string, string> }
  /** What GitHub would answer instead, and why. */
  | { valid: false; operationId: string | undefined; problem: string; answer: Answer };

export interface RestContract {
  /** How many operations the description has. */
  readonly operationCount: number;
  /** What loading the description took in this process. */
  readonly loaded: LoadFigures;
  checkRequest(request: RestRequest): RequestVerdict;
  /** Why GitHub would never answer this operation so; undefined when it could. */
  answerProblem(operation: Operation | undefined, answer: Answer): string | undefined;
}

const DESCRIPTION = '@octokit/openapi/generated/api.github.com.json';
const NAME = 'api.github.com';
const FALLBACK_ERROR = pointer('components', 'schemas', 'basic-error');

export interface LoadFigures {
  milliseconds: number;
  heapBytes: number;
}

let loading: Promise<RestContract> | undefined;

/** The contract, loaded once per process on first use: the description is 13 MB of JSON. */
export function loadRestContract(): Promise<RestContract> {
  loading ??= load();
  return loading;
}

async function load(): Promise<RestContract> {
  const started = performance.now();
  const heap = process.memoryUsage().heapUsed;
  const doc = await readPackageJson(DESCRIPTION);
  if (!isRecord(doc)) throw new Error(`${DESCRIPTION} is not an OpenAPI description`);
  nullableAsJsonSchema(doc);
  const ajv = openApi30Validator();
  ajv.addSchema(doc, NAME);
  return new Contract(doc, ajv, {
    milliseconds: performance.now() - started,
    heapBytes: process.memoryUsage().heapUsed - heap,
  });
}

class Contract implements RestContract {
  private readonly index: OperationIndex;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly doc: Record<string, unknown>;
  private readonly ajv: Ajv;
  readonly loaded: LoadFigures;

  constructor(doc: Record<string, unknown>, ajv: Ajv, loaded: LoadFigures) {
    this.doc = doc;
    this.ajv = ajv;
    this.loaded = loaded;
    this.index = new OperationIndex(doc);
  }

  get operationCount(): number {
    return this.index.size;
  }

  checkRequest(request: RestRequest): RequestVerdict {
    const { method, url } = request;
    const found = this.index.find(method, url.pathname);
    if (!found.operation) {
      const problem = found.pathExists
        ? `GitHub has no ${method} on ${url.pathname}`
        : `GitHub has no route ${url.pathname}`;
      return { valid: false, operationId: undefined, problem, answer: notFound() };
    }
    const { operation, pathParams } = found;
    const invalid = (problem: string, status: number): RequestVerdict => ({
      valid: false,
      operationId: operation.operationId,
      problem,
      answer:
        status === 404
          ? notFound()
          : {
              status,
              body: {
                message: `Invalid request.\n\n${problem}`,
                documentation_url: operation.documentationUrl,
                status: String(status),
              },
            },
    });
    // GitHub answers a malformed path parameter (an issue number that is not a number) as a route it does not have.
    const pathProblem = this.parameterProblem(operation, 'path', (name) =>
      name in pathParams ? [pathParams[name] ?? ''] : [],
    );
    if (pathProblem) return invalid(pathProblem, 404);
    const queryProblem = this.parameterProblem(operation, 'query', (name) => url.searchParams.getAll(name), [
      ...url.searchParams.keys(),
    ]);
    if (queryProblem) return invalid(queryProblem, 422);
    const bodyProblem = this.bodyProblem(operation, request);
    if (bodyProblem) return invalid(bodyProblem, 422);
    return { valid: true, operation, pathParams };
  }

  answerProblem(operation: Operation | undefined, answer: Answer): string | undefined {
    const schema = operation
      ? this.responseSchema(operation, answer.status)
      : answer.status >= 400
        ? FALLBACK_ERROR
        : undefined;
    const what = operation
      ? `${operation.operationId} answered ${answer.status}`
      : `an unknown route answered ${answer.status}`;
    if (schema === undefined) return `${what}, a status GitHub's description does not give it`;
    if (schema === null) return answer.body === undefined ? undefined : `${what} with a body, where GitHub sends none`;
    const validate = this.validator(schema);
    return validate(answer.body) ? undefined : `${what} unlike GitHub: ${describeErrors(validate.errors, 'body')}`;
  }

  /** The response schema's pointer; null for a response without content; undefined for a status the operation never answers. */
  private responseSchema(operation: Operation, status: number): string | null | undefined {
    const responses = resolveRef(this.doc, this.at(`${operation.pointer}/responses`)).value;
    if (!isRecord(responses)) return undefined;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    // The description lists the errors an operation is known for, not every one (401, 403 and 5xx answers of any route): those have GitHub's basic error shape.
    if (key === undefined) return status >= 400 ? FALLBACK_ERROR : undefined;
    const { value, pointer: ref } = resolveRef(this.doc, responses[key]);
    const content = isRecord(value) ? value['content'] : undefined;
    if (!isRecord(content)) return null;
    const json = Object.keys(content).find((type) => type.includes('json'));
    if (json === undefined) return null;
    return `${ref ?? `${operation.pointer}/responses/${pointer(key).slice(2)}`}/content/${pointer(json).slice(2)}/schema`;
  }

  private parameterProblem(
    operation: Operation,
    where: Parameter['in'],
    values: (name: string) => string[],
    sent: string[] = [],
  ): string | undefined {
    const declared = operation.parameters.filter((p) => p.in === where);
    const unknown = sent.filter((name) => !declared.some((p) => p.name === name));
    if (unknown.length > 0)
      return `${operation.operationId} takes no ${where} parameter ${[...new Set(unknown)].join(', ')}`;
    const data: Record<string, unknown> = {};
    const properties: Record<string, unknown> = {};
    for (const parameter of declared) {
      properties[parameter.name] = { $ref: `${NAME}${parameter.schemaPointer}` };
      const texts = values(parameter.name);
      if (texts.length > 0)
        data[parameter.name] =
          parameter.type === 'array' ? texts.flatMap((t) => t.split(',')) : asType(texts[0] ?? '', parameter.type);
    }
    const required = declared.filter((p) => p.required).map((p) => p.name);
    const validate = this.validator(`${operation.operationId}:${where}`, { type: 'object', properties, required });
    return validate(data) ? undefined : `${operation.operationId}: ${describeErrors(validate.errors, where)}`;
  }

  private bodyProblem(operation: Operation, request: RestRequest): string | undefined {
    const { body } = operation;
    if (!body) return request.body === undefined ? undefined : `${operation.operationId} takes no request body`;
    if (request.body === undefined) return body.required ? `${operation.operationId} needs a request body` : undefined;
    const type = request.contentType?.split(';')[0]?.trim();
    if (type && !body.mediaTypes.includes(type))
      return `${operation.operationId} takes ${body.mediaTypes.join(' or ')}, not ${type}`;
    const validate = this.validator(body.schemaPointer);
    return validate(request.body) ? undefined : `${operation.operationId}: ${describeErrors(validate.errors, 'body')}`;
  }

  /** A compiled validator, by the schema's pointer in the description or by a key for a schema made here. */
  private validator(key: string, schema: object = { $ref: `${NAME}${key}` }): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  private at(jsonPointer: string): unknown {
    return resolveRef(this.doc, { $ref: jsonPointer }).value;
  }
}

/** A query or path parameter's text as the JSON value its schema describes, so `per_page=100` is the integer 100. */
function asType(text: string, type: string): unknown {
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function notFound(): Answer {
  return {
    status: 404,
    body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' },
  };
}
