import { errorMessage, UserError } from '../common/errors.ts';
import type { StatusBody } from './apiError.ts';
import { checkServerHint } from './responseLimits.ts';

/** A 2xx answer's JSON; anything else (an HTML page from a proxy, a cut body) is the server's fault, said so. */
export function parseAnswer<T>(req: { method: string; path: string }, text: string): T {
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new UserError(`${req.method} ${req.path}: the API server's answer is not JSON (${errorMessage(error)})`, {
      hint: checkServerHint(req.path),
      cause: error,
    });
  }
}

/** An error answer's Status, or its text as the message when it is not JSON. */
export function parseStatus(text: string): StatusBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as StatusBody) : undefined;
  } catch {
    return text.trim() === '' ? undefined : { message: text.trim().slice(0, 500) };
  }
}
