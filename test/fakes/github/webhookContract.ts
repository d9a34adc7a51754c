import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { isRecord } from '../../../src/common/isRecord.ts';
import { describeErrors, openApi31Validator, readPackageJson } from './jsonSchemas.ts';

/*
 * The event payloads GitHub gives a workflow, held to GitHub's webhooks description (npm
 * @octokit/openapi-webhooks): one schema per event and action, e.g. `webhook-pull-request-opened`.
 */

const DESCRIPTION = '@octokit/openapi-webhooks/generated/api.github.com.json';
const NAME = 'webhooks';

/** Events a workflow gets whose payload is another event's (a `pull_request_target` run gets the pull request's). */
const SAME_PAYLOAD: Record<string, string> = { pull_request_target: 'pull_request' };

/**
 * `schedule` is not a webhook, so the description has no schema for it: GitHub documents its
 * payload as the cron expression that fired, to which it has added the repository (and the
 * organization and enterprise it belongs to) since 2022.
 */
const SCHEDULE = {
  type: 'object',
  properties: {
    schedule: { type: 'string', pattern: '^\\S+( \\S+){4}$' },
    repository: { $ref: `${NAME}#/components/schemas/repository-webhooks` },
    organization: { $ref: `${NAME}#/components/schemas/organization-simple-webhooks` },
    enterprise: { $ref: `${NAME}#/components/schemas/enterprise-webhooks` },
  },
  required: ['schedule'],
  additionalProperties: false,
};

interface WebhookContract {
  problem(eventName: string, payload: unknown): string | undefined;
}

let loading: Promise<WebhookContract> | undefined;

function loadWebhookContract(): Promise<WebhookContract> {
  loading ??= (async () => {
    const doc = await readPackageJson(DESCRIPTION);
    if (!isRecord(doc) || !isRecord(doc['components']) || !isRecord(doc['components']['schemas']))
      throw new Error(`${DESCRIPTION} is not an OpenAPI description`);
    const ajv = openApi31Validator();
    ajv.addSchema(doc, NAME);
    return contract(ajv, new Set(Object.keys(doc['components']['schemas'])));
  })();
  return loading;
}

function contract(ajv: Ajv2020, schemaNames: Set<string>): WebhookContract {
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: object): ValidateFunction => {
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
    return validate;
  };
  return {
    problem(eventName, payload) {
      const event = SAME_PAYLOAD[eventName] ?? eventName;
      let validate: ValidateFunction;
      let name: string;
      if (event === 'schedule') {
        name = 'schedule';
        validate = validator(name, SCHEDULE);
      } else {
        const base = `webhook-${event.replaceAll('_', '-')}`;
        const action =
          isRecord(payload) && typeof payload['action'] === 'string'
            ? payload['action'].replaceAll('_', '-')
            : undefined;
        const found = [action ? `${base}-${action}` : undefined, base].find(
          (candidate) => candidate !== undefined && schemaNames.has(candidate),
        );
        if (!found)
          return `GitHub's webhooks description has no ${eventName} event${action ? ` with action ${action}` : ''}`;
        name = found;
        validate = validator(name, { $ref: `${NAME}#/components/schemas/${name}` });
      }
      return validate(payload)
        ? undefined
        : `the ${eventName} payload is not GitHub's (${name}): ${describeErrors(validate.errors, 'payload')}`;
    },
  };
}

/** Why GitHub could never send this payload for this event; undefined when it could. */
export async function eventPayloadProblem(eventName: string, payload: unknown): Promise<string | undefined> {
  return (await loadWebhookContract()).problem(eventName, payload);
}

/** Throws when GitHub could never send this payload for this event: what tests give the action must be real. */
export async function assertGitHubEventPayload(eventName: string, payload: unknown): Promise<void> {
  const problem = await eventPayloadProblem(eventName, payload);
  if (problem) throw new Error(problem);
}
