import type { Failure } from '../shared/result.js';

/** A JSON object: not null, not an array. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Valid JSON that is not an object (INVALID_JSON is the transport's, decided before parsing). */
export const BODY_NOT_AN_OBJECT: Failure = { code: 'BAD_REQUEST', detail: 'the body must be a JSON object' };
