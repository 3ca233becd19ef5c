import fc from 'fast-check';
import { SCHEMAS, schemaIdOf, validateAgainst, type SchemaName } from '@parasol/core/internal';
import type { CaseStep, ConformanceCase } from './conformance-case.js';
import { VALIDATED_BODIES } from './generate-validation-cases.js';
import { SchemaArbitraries } from './schema-arbitrary.js';

/** How many valid requests each request schema yields, and the seed that makes them the same on every transport. */
export const SUCCESS_CASES_PER_SCHEMA = 12;
const SEED = 20261122;

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Known country codes for fields the schema leaves open (the Coach's destinations). */
const COUNTRIES = ['FR', 'ES', 'US', 'JP', 'TH', 'BR', 'DE', 'MA', 'CA', 'SG'];
const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'];

/**
 * What a schema-valid body still needs to be a call that succeeds, and nothing more: the facts
 * of this service a schema cannot know (a real session and offer, the partner's own ref, a fresh
 * order id, dates in order, a country that exists). Every other field stays as generated.
 */
interface Context {
  /** The key the case signs with. */
  readonly key: string;
  /** The success expected when it is not the endpoint's first one (a link's first mint is 201). */
  readonly status?: number;
  /** Steps run first (a quote whose session a link uses), given the generated body. */
  readonly before: (index: number, body: Body) => CaseStep[];
  /** What the call's answer is captured as, and steps run after it (a webhook endpoint deleted again). */
  readonly after?: { readonly capture: Readonly<Record<string, string>>; readonly steps: CaseStep[] };
  readonly refine: (body: Body, index: number) => Body;
}

const tripOf = (body: Body): Body | undefined => (isObject(body['trip']) ? body['trip'] : isObject(body['tripInfo']) ? body['tripInfo'] : undefined);

/** endDate on or after startDate (a rule across two fields, which the schema cannot state). */
const datesInOrder = (body: Body): Body => {
  const trip = tripOf(body);
  if (trip && typeof trip['startDate'] === 'string' && typeof trip['endDate'] === 'string' && trip['endDate'] < trip['startDate']) {
    [trip['startDate'], trip['endDate']] = [trip['endDate'], trip['startDate']];
  }
  return body;
};

const CONTEXTS: Readonly<Record<string, Context>> = {
  'quote-request': { key: 'ak_test_conf_all', before: () => [], refine: datesInOrder },
  'link-request': {
    key: 'ak_test_conf_all',
    status: 201,
    before: () => [
      {
        name: 'a quote opens the session',
        key: 'ak_test_conf_all',
        request: { method: 'POST', path: '/api/v1/travel/quotes', body: '{{aQuoteRequest}}' },
        expect: { status: 200 },
        capture: { session: '/body/sessionId', offer: '/body/offers/0/id' },
      },
    ],
    refine: (body, index) => {
      const refined: Body = { ...datesInOrder(body), sessionId: '{{session}}' };
      if ('offerId' in refined) refined['offerId'] = '{{offer}}';
      if ('linkCode' in refined) refined['linkCode'] = index % 2 === 0 ? 'main' : 'social1';
      return refined;
    },
  },
  'coach-request': {
    // A live key may send every card mode (sandbox keys cannot name a catalogue card).
    key: 'ak_live_conf_partner',
    before: () => [],
    refine: (body, index) => {
      const refined: Body = { ...body, destinations: [COUNTRIES[index % COUNTRIES.length], COUNTRIES[(index * 7 + 3) % COUNTRIES.length]] };
      if (typeof refined['residence'] === 'string') refined['residence'] = COUNTRIES[(index * 3 + 1) % COUNTRIES.length];
      return refined;
    },
  },
  'postback-request': {
    key: 'ak_test_conf_all',
    // A subscriptionId must name a subscription minted through the ref: a quote and a link make one
    // (another key of the partner's, so the postback key's daily writes are not spent).
    before: (_index, body): CaseStep[] =>
      'subscriptionId' in body
        ? [
            {
              name: 'a quote opens a session',
              key: 'ak_test_conf_nocoach',
              request: { method: 'POST', path: '/api/v1/travel/quotes', body: '{{aQuoteRequest}}' },
              expect: { status: 200 },
              capture: { session: '/body/sessionId', offer: '/body/offers/0/id' },
            },
            {
              name: 'its link, through conf-main, names the subscription',
              key: 'ak_test_conf_nocoach',
              request: { method: 'POST', path: '/api/v1/travel/links', body: { sessionId: '{{session}}', trip: '{{aTrip}}', offerId: '{{offer}}' } },
              expect: { status: 201 },
              capture: { subscription: '/body/subscriptionId' },
            },
          ]
        : [],
    refine: (body, index) => ({
      ...body,
      ref: 'conf-main',
      externalOrderId: `generated-${index}`,
      currency: CURRENCIES[index % CURRENCIES.length],
      ...('subscriptionId' in body ? { subscriptionId: '{{subscription}}' } : {}),
    }),
  },
  'webhook-endpoint-request': {
    key: 'ak_test_conf_all',
    before: () => [],
    // A real URL (the schema only says a string), and "*" alone when it was drawn beside other types.
    refine: (body, index) => ({
      ...body,
      url: `https://hooks.conformance.example/generated-${index}`,
      ...(Array.isArray(body['events']) && body['events'].includes('*') ? { events: ['*'] } : {}),
    }),
    // Deleted again, so the partner's endpoints stay below the limit of 16 whatever runs next.
    after: {
      capture: { hook: '/body/id' },
      steps: [{ name: 'deleted again', key: 'ak_test_conf_all', request: { method: 'DELETE', path: '/api/v1/webhooks/endpoints/{{hook}}' }, expect: { status: 200 } }],
    },
  },
};

/**
 * Valid requests derived from each request schema (fast-check arbitraries built from the schema
 * itself, schema-arbitrary.ts), refined only where the service's state is needed, each expecting
 * the endpoint's success status and an answer its response schema accepts. Seeded, so every
 * transport runs the very same calls.
 */
export function generateSuccessCases(): ConformanceCase[] {
  const arbitraries = new SchemaArbitraries(SCHEMAS);
  return VALIDATED_BODIES.flatMap((endpoint) => {
    const context = CONTEXTS[endpoint.schema];
    if (context === undefined) throw new Error(`conformance: no success context for ${endpoint.schema} (generate-success-cases.ts)`);
    const valid = arbitraries.of(schemaIdOf(endpoint.schema)).filter((body) => validateAgainst(schemaIdOf(endpoint.schema), body).valid);
    const bodies = fc.sample(valid, { seed: SEED, numRuns: SUCCESS_CASES_PER_SCHEMA }) as Body[];
    return bodies.map((body, index): ConformanceCase => {
      const refined = context.refine(structuredClone(body), index);
      return {
        name: `${endpoint.schema}: valid request ${index + 1} of ${bodies.length} → ${context.status ?? endpoint.success.status}`,
        source: `generated from ${schemaIdOf(endpoint.schema as SchemaName)} (seed ${SEED})`,
        steps: [
          ...context.before(index, body),
          {
            key: context.key,
            request: { method: endpoint.method, path: endpoint.path, body: refined },
            expect: { status: context.status ?? endpoint.success.status, responseSchema: endpoint.success.schema },
            ...(context.after === undefined ? {} : { capture: context.after.capture }),
          },
          ...(context.after?.steps ?? []),
        ],
      };
    });
  });
}
