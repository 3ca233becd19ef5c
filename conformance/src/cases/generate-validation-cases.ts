import { ENDPOINT_LIST, httpStatusOf, wireCode } from '@parasol/core';
import { SCHEMAS, schemaIdOf, type SchemaName } from '@parasol/core/internal';
import type { Fixtures } from '../transport/fixtures.js';
import type { ConformanceCase, Expectation } from './conformance-case.js';
import { EXPECTED_OUTCOMES, type ExpectedOutcome } from './expected-codes.js';
import { violationsOf, type BodyViolation } from './schema-violations.js';
import { fillTemplates } from './templates.js';

/** A request body the suite derives cases from: its schema, endpoint, valid base and success. */
interface ValidatedBody {
  readonly schema: SchemaName;
  readonly method: 'POST';
  readonly path: string;
  /** Fixture body (conformance/fixtures/bodies.json) every violation starts from. */
  readonly base: string;
  /** The first success of the endpoint, for violations that must be accepted. */
  readonly success: { readonly status: number; readonly schema: SchemaName };
}

/** Fixture bodies by request schema: the valid body each schema's violations start from. */
const BASE_BODIES: Readonly<Record<string, string>> = {
  'quote-request': 'aQuoteRequest',
  'link-request': 'aLinkRequest',
  'coach-request': 'aBilanRequest',
  'postback-request': 'aConversionReport',
  'webhook-endpoint-request': 'aWebhookEndpointRequest',
};

const nameOf = (schemaId: string): SchemaName => /\/([^/]+)\.schema\.json$/.exec(schemaId)?.[1] as SchemaName;

/** Every endpoint of the core's table that takes a body (contract/endpoints.ts), with a base fixture. */
export const VALIDATED_BODIES: readonly ValidatedBody[] = ENDPOINT_LIST.flatMap((endpoint) => {
  if (endpoint.requestSchema === undefined || endpoint.method !== 'POST') return [];
  const schema = nameOf(endpoint.requestSchema);
  const base = BASE_BODIES[schema];
  const [first] = endpoint.successes;
  if (base === undefined || first === undefined) throw new Error(`conformance cases: no base fixture for ${schema} (generate-validation-cases.ts BASE_BODIES)`);
  return [{ schema, method: 'POST' as const, path: endpoint.path, base, success: { status: first.status, schema: nameOf(first.schema) } }];
});

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
    ? { status: body.success.status, responseSchema: body.success.schema }
    : { status: httpStatusOf(outcome), error: wireCode(outcome) };

const caseOf = (body: ValidatedBody, violation: BodyViolation, outcome: ExpectedOutcome): ConformanceCase => ({
  name: `${body.schema}: ${violation.key} (${violation.change}) → ${outcome === 'ACCEPTED' ? String(body.success.status) : wireCode(outcome)}`,
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
