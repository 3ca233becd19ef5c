import type { Result } from '../shared/result.js';

/** A JSON object: not null, not an array. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NO_FIELDS: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * Runs a body parser on the body's fields. Valid JSON that is not an object (null, 42, "text",
 * [], true) carries none of them, so it is judged exactly as `{}`: the refusal is the spec's code
 * for the first missing required field by the documented precedence (BAD_TRIP for /quotes and
 * /links, BAD_RESIDENCE for the bilan, BAD_REF for the postback), never a code of
 * its own, which the spec does not have. The detail says the body was no object first.
 * (INVALID_JSON, for a body that is no JSON at all, is the transport's, decided before parsing.)
 */
export const parseFields = <T>(body: unknown, parse: (fields: Readonly<Record<string, unknown>>) => Result<T>): Result<T> => {
  if (isJsonObject(body)) return parse(body);
  const result = parse(NO_FIELDS);
  if (result.ok) return result;
  const { failure } = result;
  return { ok: false, failure: { ...failure, detail: `the body must be a JSON object; ${failure.detail ?? 'it has none of the required fields'}` } };
};
