import { isDeepStrictEqual } from 'node:util';
import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  GraphQLError,
  buildClientSchema,
  execute,
  parse,
  validate,
} from 'graphql';
import { isRecord } from '../../../src/common/isRecord.ts';
import type { Answer } from './restContract.ts';

/*
 * GitHub's GraphQL contract, from its published schema (npm @octokit/graphql-schema): which queries
 * GitHub accepts, and how the data of its answers is shaped.
 */

export type GraphqlVerdict =
  | { valid: true; document: DocumentNode; variables: Record<string, unknown> | undefined }
  /** GitHub answers an invalid query with 200 and the errors, not with data. */
  | { valid: false; problem: string; answer: Answer };

export interface GraphqlContract {
  checkRequest(body: unknown): GraphqlVerdict;
  /** Why GitHub would never answer this query so; undefined when it could. */
  answerProblem(
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    answer: Answer,
  ): string | undefined;
  /**
   * Runs a checked query on the stand-in's data: `root` holds the query type's fields (a function is
   * called with the field's arguments), objects of an interface or union name their `__typename`.
   * A selected field that the data does not hold is answered null and listed in `missing`: the
   * stand-in does not know it, and an answer without it is not GitHub's.
   */
  run(
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    root: Record<string, unknown>,
  ): { result: ExecutionResult; missing: string[] };
}

let loading: Promise<GraphqlContract> | undefined;

/** The contract, loaded once per process on first use. */
export function loadGraphqlContract(): Promise<GraphqlContract> {
  loading ??= import('@octokit/graphql-schema').then(({ schema }) =>
    contract(buildClientSchema(schema.json as Parameters<typeof buildClientSchema>[0])),
  );
  return loading;
}

function contract(schema: GraphQLSchema): GraphqlContract {
  return {
    checkRequest(body) {
      const query = isRecord(body) ? body['query'] : undefined;
      const variables = isRecord(body) && isRecord(body['variables']) ? body['variables'] : undefined;
      if (typeof query !== 'string')
        return refused('the request has no query', [
          new GraphQLError('A query attribute must be specified and must be a string.'),
        ]);
      let document: DocumentNode;
      try {
        document = parse(query);
      } catch (error) {
        return refused(`the query does not parse: ${String(error)}`, [
          error instanceof GraphQLError ? error : new GraphQLError(String(error)),
        ]);
      }
      const errors = validate(schema, document);
      if (errors.length > 0)
        return refused(`GitHub's schema refuses the query: ${errors.map((e) => e.message).join('; ')}`, errors);
      return { valid: true, document, variables };
    },

    answerProblem(document, variables, answer) {
      if (answer.status !== 200) return undefined;
      const body = answer.body;
      if (!isRecord(body) || Object.keys(body).some((key) => !['data', 'errors', 'extensions'].includes(key)))
        return 'the answer is not a GraphQL response (data, errors, extensions)';
      if (body['errors'] !== undefined) {
        const wellFormed =
          Array.isArray(body['errors']) &&
          body['errors'].length > 0 &&
          body['errors'].every((e) => isRecord(e) && typeof e['message'] === 'string');
        return wellFormed ? undefined : 'the answer has errors that are not a list of {message}';
      }
      // Executing the query on the answer's own data gives it back unchanged only when the data has
      // the schema's shape: every selected field and no other, non-null ones set, scalars and enums
      // of their type, __typename the object's type.
      const reshaped = execute({ schema, document, rootValue: body['data'], variableValues: variables });
      if (reshaped instanceof Promise) return 'the query needs asynchronous execution, which a data check cannot do';
      if (reshaped.errors?.length)
        return `the answer's data breaks the schema: ${reshaped.errors.map((e) => `${e.path?.join('.') ?? ''}: ${e.message}`).join('; ')}`;
      const difference = firstDifference(body['data'], reshaped.data, 'data');
      return difference ? `the answer's data breaks the schema at ${difference}` : undefined;
    },

    run(document, variables, root) {
      const missing: string[] = [];
      const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, _context, info) => {
        if (!isRecord(source) || !(info.fieldName in source)) {
          missing.push(`${info.parentType.name}.${info.fieldName}`);
          return null;
        }
        const value = source[info.fieldName];
        return typeof value === 'function' ? (value as (args: unknown) => unknown)(args) : value;
      };
      const result = execute({ schema, document, rootValue: root, variableValues: variables, fieldResolver });
      if (result instanceof Promise) throw new Error('the stand-in answers GraphQL synchronously');
      return { result, missing };
    },
  };
}

function refused(problem: string, errors: readonly GraphQLError[]): GraphqlVerdict {
  return { valid: false, problem, answer: { status: 200, body: { errors: errors.map((error) => error.toJSON()) } } };
}

/** Where two JSON values first differ: `data.viewer.__typename: "Bot" where the schema gives "User"`. */
function firstDifference(sent: unknown, shaped: unknown, path: string): string | undefined {
  if (isRecord(sent) && isRecord(shaped)) {
    for (const key of new Set([...Object.keys(sent), ...Object.keys(shaped)])) {
      if (!(key in shaped)) return `${path}.${key}: a field the query did not select`;
      const found = firstDifference(sent[key], shaped[key], `${path}.${key}`);
      if (found) return found;
    }
    return undefined;
  }
  if (Array.isArray(sent) && Array.isArray(shaped)) {
    for (let i = 0; i < Math.max(sent.length, shaped.length); i++) {
      const found = firstDifference(sent[i], shaped[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  return isDeepStrictEqual(sent, shaped)
    ? undefined
    : `${path}: ${JSON.stringify(sent)} where the schema gives ${JSON.stringify(shaped)}`;
}
