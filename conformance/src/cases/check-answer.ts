import { isDeepStrictEqual } from 'node:util';
import { SCHEMAS, schemaIdOf, validateAgainst, type SchemaName } from '@parasol/core/internal';
import type { ConformanceResponse } from '../transport/transport.js';
import type { Expectation } from './conformance-case.js';
import { lookup } from './json-pointer.js';

const show = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The names validateAgainst knows, derived from the registered `$id`s (…/quote-response.schema.json). */
export const RESPONSE_SCHEMA_NAMES: ReadonlySet<string> = new Set(
  SCHEMAS.map((schema) => /\/([^/]+)\.schema\.json$/.exec(String(schema.$id))?.[1]).filter((name): name is string => name !== undefined),
);

/** Where `actual` fails to contain `expected` (objects: listed properties; arrays: same length, item by item). */
function subsetMismatches(expected: unknown, actual: unknown, at: string): string[] {
  if (isRecord(expected)) {
    if (!isRecord(actual)) return [`${at || '/'} should be an object, is ${show(actual)}`];
    return Object.entries(expected).flatMap(([k, v]) =>
      Object.hasOwn(actual, k) ? subsetMismatches(v, actual[k], `${at}/${k}`) : [`${at}/${k} is missing (expected ${show(v)})`],
    );
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [`${at} should be an array of ${expected.length}, is ${show(actual)}`];
    return expected.flatMap((item, i) => subsetMismatches(item, actual[i], `${at}/${i}`));
  }
  return isDeepStrictEqual(expected, actual) ? [] : [`${at} should be ${show(expected)}, is ${show(actual)}`];
}

/** The answer as pointers see it; `rateLimit` and `retryAfter` only when carried. */
export const pointerView = (answer: ConformanceResponse) => ({
  status: answer.status,
  body: answer.body,
  ...(answer.rateLimit === undefined ? {} : { rateLimit: answer.rateLimit }),
  ...(answer.retryAfter === undefined ? {} : { retryAfter: answer.retryAfter }),
});

/**
 * Statuses given before a key is authenticated (routing, the HTTP edge, authentication itself):
 * nothing is known of the caller's quota, so no readings rather than zeros that read as spent.
 */
const REFUSED_BEFORE_AUTHENTICATION: ReadonlySet<string> = new Set([
  'NOT_FOUND', 'METHOD_NOT_ALLOWED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED', 'V1_SCHEME_RETIRED', 'STALE_TIMESTAMP', 'INVALID_SIGNATURE',
]);

/**
 * What is wrong with `answer` given `expect`; [] when it conforms. Beyond the expectation, every
 * answer about an authenticated key must carry the four rate-limit readings (spec, Limits rule 3)
 * and one refused before authentication none, a Retry-After exactly when it is a 429, and a
 * refusal's body must match error.schema.json.
 */
export function answerMismatches(expect: Expectation, answer: ConformanceResponse): string[] {
  const problems: string[] = [];
  const view = pointerView(answer);
  const at = (pointer: string) => lookup(view, pointer);

  if (answer.status !== expect.status) problems.push(`status should be ${expect.status}, is ${answer.status} (body ${show(answer.body)})`);
  const code = isRecord(answer.body) ? answer.body['error'] : undefined;
  if (typeof code === 'string' && REFUSED_BEFORE_AUTHENTICATION.has(code)) {
    if (answer.rateLimit !== undefined) problems.push(`a ${answer.status} is refused before the key is authenticated, yet carries rate-limit readings`);
  } else if (answer.rateLimit === undefined) {
    problems.push('the four rate-limit readings (X-RateLimit-Limit, -Remaining, -Reset, -Burst-Remaining) are not all there');
  }
  if ((answer.status === 429) !== (answer.retryAfter !== undefined)) {
    problems.push(answer.status === 429 ? 'a 429 carries no Retry-After' : `Retry-After sent on a ${answer.status}`);
  }
  if (answer.status >= 400) {
    const check = validateAgainst(schemaIdOf('error'), answer.body);
    if (!check.valid) problems.push(`refusal body does not match error.schema.json: ${show(check.violations)}`);
  }
  if (expect.error !== undefined) {
    if (code !== expect.error) problems.push(`error should be ${expect.error}, is ${show(code)}`);
  }
  if (expect.responseSchema !== undefined) {
    const check = validateAgainst(schemaIdOf(expect.responseSchema as SchemaName), answer.body);
    if (!check.valid) problems.push(`body does not match ${expect.responseSchema}.schema.json: ${show(check.violations.slice(0, 5))}`);
  }
  if (expect.bodySubset !== undefined) problems.push(...subsetMismatches(expect.bodySubset, answer.body, '/body'));
  for (const [pointer, value] of Object.entries(expect.values ?? {})) {
    const found = at(pointer);
    if (!found.found) problems.push(`${pointer} is absent (expected ${show(value)})`);
    else if (!isDeepStrictEqual(found.value, value)) problems.push(`${pointer} should be ${show(value)}, is ${show(found.value)}`);
  }
  for (const [pointer, value] of Object.entries(expect.notValues ?? {})) {
    const found = at(pointer);
    if (found.found && isDeepStrictEqual(found.value, value)) problems.push(`${pointer} should not be ${show(value)}`);
  }
  for (const pointer of expect.present ?? []) if (!at(pointer).found) problems.push(`${pointer} should be present`);
  for (const pointer of expect.absent ?? []) {
    const found = at(pointer);
    if (found.found) problems.push(`${pointer} should be absent, is ${show(found.value)}`);
  }
  for (const [pointer, { min, max }] of Object.entries(expect.ranges ?? {})) {
    const found = at(pointer);
    const value = found.found ? found.value : undefined;
    if (typeof value !== 'number' || (min !== undefined && value < min) || (max !== undefined && value > max)) {
      problems.push(`${pointer} should be a number in [${min ?? '-∞'}, ${max ?? '∞'}], is ${show(value)}`);
    }
  }
  for (const { array, by, strictly } of expect.ordered ?? []) problems.push(...orderMismatches(at(array), array, by, strictly ?? false));
  return problems;
}

function orderMismatches(found: ReturnType<typeof lookup>, array: string, by: string, strictly: boolean): string[] {
  if (!found.found || !Array.isArray(found.value)) return [`${array} should be an array`];
  const keys = found.value.map((item) => lookup(item, by));
  if (keys.some((k) => !k.found || typeof k.value !== 'number')) return [`every item of ${array} should have a number at ${by}`];
  const numbers = keys.map((k) => (k.found ? (k.value as number) : NaN));
  const outOfOrder = numbers.findIndex((n, i) => i > 0 && (strictly ? n <= numbers[i - 1]! : n < numbers[i - 1]!));
  return outOfOrder === -1 ? [] : [`${array} should be ${strictly ? 'strictly ' : ''}ordered by ${by}: ${show(numbers)}`];
}
