import { SCHEMAS, httpStatusOf, schemaIdOf, wireCode, type SchemaName } from '@parasol/core';
import type { Fixtures } from '../transport/fixtures.js';
import type { ConformanceCase, Expectation } from './conformance-case.js';
import { EXPECTED_OUTCOMES, type ExpectedOutcome } from './expected-codes.js';
import { violationsOf, type BodyViolation } from './schema-violations.js';
import { fillTemplates } from './templates.js';

/** A request body the suite derives cases from: its schema, endpoint, valid base and success schema. */
interface ValidatedBody {
  readonly schema: SchemaName;
  readonly method: 'POST';
  readonly path: string;
  /** Fixture body (conformance/fixtures/bodies.json) every violation starts from. */
  readonly base: string;
  /** Schema of the 200 answer, for violations that must be accepted. */
  readonly success?: SchemaName;
}

export const VALIDATED_BODIES: readonly ValidatedBody[] = [
  { schema: 'quote-request', method: 'POST', path: '/api/v1/travel/quotes', base: 'aQuoteRequest', success: 'quote-response' },
  { schema: 'link-request', method: 'POST', path: '/api/v1/travel/links', base: 'aLinkRequest' },
  { schema: 'coach-request', method: 'POST', path: '/api/v1/coach/bilan', base: 'aBilanRequest', success: 'coach-response' },
];

/** The key every generated case signs with: all scopes, a partner, a quota the suite cannot spend. */
export const VALIDATION_KEY = 'ak_test_conf_all';

export interface GeneratedCases {
  readonly cases: readonly ConformanceCase[];
  /** `schema: key` of violations the expected-outcome table does not answer. */
  readonly unmapped: readonly string[];
  /** `schema: key` of table entries no violation produces any more. */
  readonly unused: readonly string[];
}

const expectationOf = (outcome: ExpectedOutcome, body: ValidatedBody): Expectation =>
  outcome === 'ACCEPTED'
    ? { status: 200, ...(body.success ? { responseSchema: body.success } : {}) }
    : { status: httpStatusOf(outcome), error: wireCode(outcome) };

const caseOf = (body: ValidatedBody, violation: BodyViolation, outcome: ExpectedOutcome): ConformanceCase => ({
  name: `${body.schema}: ${violation.key} (${violation.change}) → ${outcome === 'ACCEPTED' ? '200' : wireCode(outcome)}`,
  source: `generated from ${schemaIdOf(body.schema)}`,
  steps: [
    {
      key: VALIDATION_KEY,
      // Sent as JSON text even when the violating body is itself a string.
      request: { method: body.method, path: body.path, body: JSON.stringify(violation.body) },
      expect: expectationOf(outcome, body),
    },
  ],
});

/**
 * One case per single-keyword violation of each request schema (schema-violations.ts), expecting
 * the outcome EXPECTED_OUTCOMES gives it. Generated for every body whatever is registered; the
 * runner drops the cases of endpoints a build does not have.
 */
export function generateValidationCases(fixtures: Fixtures): GeneratedCases {
  const cases: ConformanceCase[] = [];
  const unmapped: string[] = [];
  const unused: string[] = [];
  for (const body of VALIDATED_BODIES) {
    const schema = SCHEMAS.find((s) => s.$id === schemaIdOf(body.schema));
    if (schema === undefined) throw new Error(`conformance cases: no schema ${body.schema}`);
    const table = EXPECTED_OUTCOMES[body.schema] ?? {};
    const violations = violationsOf(schema, fillTemplates(`{{${body.base}}}`, fixtures.bodies), SCHEMAS);
    for (const violation of violations) {
      const outcome = table[violation.key];
      if (outcome === undefined) unmapped.push(`${body.schema}: ${violation.key}`);
      else cases.push(caseOf(body, violation, outcome));
    }
    const generated = new Set(violations.map((v) => v.key));
    unused.push(...Object.keys(table).filter((key) => !generated.has(key)).map((key) => `${body.schema}: ${key}`));
  }
  return { cases, unmapped, unused };
}
