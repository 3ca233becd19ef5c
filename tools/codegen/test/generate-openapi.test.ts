import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import ajv2020 from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { ENDPOINT_LIST, ERROR_CATALOGUE, type ErrorCode } from '@parasol/core';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { buildOpenApi, OPENAPI_FILE } from '../src/generate-openapi.js';
import { aTripBody } from '@parasol/core/test-support';

type Json = Record<string, unknown>;

const document = buildOpenApi();

const resolve = (pointer: string): unknown =>
  pointer
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, segment) => (typeof node === 'object' && node !== null ? (node as Json)[segment] : undefined), document);

const refsIn = (node: unknown): string[] => {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsIn(value)));
};

const operation = (path: string, method: string): Json => (document['paths'] as Record<string, Record<string, Json>>)[path]?.[method] as Json;
const responsesOf = (path: string, method: string) => operation(path, method)['responses'] as Record<string, Json>;

describe('generate-openapi', () => {
  it('docs/openapi.json is exactly what buildOpenApi() produces (regenerate: node --conditions=parasol-source --import ./tools/server/register.mjs tools/codegen/src/generate-openapi.ts)', () => {
    expect(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'))).to.deep.equal(document);
  });

  it('is an OpenAPI 3.1 document whose every $ref points inside it', () => {
    expect(document['openapi']).to.equal('3.1.0');
    const refs = refsIn(document);
    expect(refs.length).to.be.greaterThan(50);
    for (const ref of refs) {
      expect(ref, ref).to.match(/^#\//);
      expect(resolve(ref), ref).to.be.an('object');
    }
  });

  it('has the six endpoints with the statuses of the spec', () => {
    const statuses = (path: string, method: string) => Object.keys(responsesOf(path, method));
    expect(statuses('/api/v1/travel/meta', 'get')).to.include.members(['200', '401', '403']);
    expect(statuses('/api/v1/travel/quotes', 'post')).to.include.members(['200', '400', '401', '403', '429', '502', '504']);
    expect(statuses('/api/v1/travel/links', 'post')).to.include.members(['200', '201', '400', '401', '403', '404', '429']);
    expect(statuses('/api/v1/coach/bilan', 'post')).to.include.members(['200', '400', '401', '403', '429', '502']);
    expect(statuses('/api/v1/coach/cards', 'get')).to.include.members(['200', '400', '401', '403']);
    expect(statuses('/api/postback/conversion', 'post')).to.include.members(['200', '400', '401']);
  });

  it('answers every refusal with the Error schema, listing only codes of that status', () => {
    const wireCodes = new Map<string, number[]>();
    for (const [code, { http }] of Object.entries(ERROR_CATALOGUE)) {
      const wire = code === 'PRICING_TIMEOUT' ? 'PRICING_UNAVAILABLE' : code;
      wireCodes.set(wire, [...(wireCodes.get(wire) ?? []), http]);
    }
    for (const [path, methods] of Object.entries(document['paths'] as Record<string, Record<string, Json>>)) {
      for (const method of Object.keys(methods)) {
        for (const [status, response] of Object.entries(responsesOf(path, method))) {
          // 2xx answers carry their own schemas; a 304 (endpoints with an entity tag) has no body.
          if (status.startsWith('2') || status === '304') continue;
          const content = response['content'] as Record<string, { schema: Json }>;
          expect(content['application/json']?.schema, `${method} ${path} ${status}`).to.deep.equal({ $ref: '#/components/schemas/Error' });
          if (status === 'default') continue;
          const listed = [...String(response['description']).matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1] as string);
          expect(listed, `${method} ${path} ${status}`).to.not.be.empty;
          for (const code of listed) expect(wireCodes.get(code), `${code} under ${status}`).to.include(Number(status));
        }
      }
    }
  });

  it('lists every validation code of /quotes under its 400', () => {
    const description = String(responsesOf('/api/v1/travel/quotes', 'post')['400']?.['description']);
    for (const code of ['BAD_TRIP', 'BAD_DATES', 'BAD_TRAVELLER', 'CANCELLATION_NEEDS_TRIP_PRICE'] satisfies ErrorCode[]) expect(description).to.contain(`\`${code}\``);
  });

  it('signs every call with the three x-svc- headers', () => {
    const schemes = (document['components'] as Json)['securitySchemes'] as Record<string, Json>;
    expect(Object.values(schemes).map((scheme) => scheme['name'])).to.deep.equal(['x-svc-key-id', 'x-svc-timestamp', 'x-svc-signature']);
    expect(document['security']).to.deep.equal([{ keyId: [], timestamp: [], signature: [] }]);
  });

  it('carries the API schemas, referenced by the endpoints, and only those', () => {
    const schemas = Object.keys((document['components'] as Json)['schemas'] as Json);
    expect(schemas).to.include.members(['Trip', 'Traveller', 'QuoteRequest', 'QuoteResponse', 'Offer', 'NormalisedTrip', 'CoachRequest', 'CoachResponse', 'CardsResponse', 'Error']);
    expect(schemas).to.not.include('Bootstrap');
  });

  it('keeps the schemas working: the document validates request bodies as core does', () => {
    const ajv = new ajv2020.default({ strict: false, allowUnionTypes: true });
    ajvFormats.default(ajv);
    ajv.addSchema(document, 'openapi');
    const quoteRequest = ajv.getSchema('openapi#/components/schemas/QuoteRequest');
    const trip = aTripBody({ countryResidence: 'US', stateResidence: 'NY', arrivalCountries: ['FR'] });
    expect(quoteRequest?.({ trip })).to.equal(true);
    expect(quoteRequest?.({ tripInfo: trip })).to.equal(true);
    expect(quoteRequest?.({ trip: { ...trip, stateResidence: 'PR' } })).to.equal(false);
    expect(quoteRequest?.({ trip: { ...trip, travellers: [{ age: 121 }] } })).to.equal(false);
  });

  it('passes Redocly\'s recommended lint with no error (warnings are conditional schema keywords it cannot follow)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(buildOpenApi()), absoluteRef: '/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(errors).to.deep.equal([]);
    const warnings = problems.filter((p) => p.severity === 'warn').map((p) => p.ruleId);
    expect([...new Set(warnings)], 'only the if/then required-property warnings').to.deep.equal(warnings.length === 0 ? [] : ['no-required-schema-properties-undefined']);
  });

  it('gives every operation its error codes by status as data (x-error-codes) and documents X-Request-Id on every answer', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { 'x-error-codes': Record<string, string[]>; responses: Record<string, { headers?: Record<string, unknown> }> }>> };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(Object.keys(operation['x-error-codes']), `${method} ${path}`).to.include('401');
        for (const codes of Object.values(operation['x-error-codes'])) expect(codes.length).to.be.above(0);
        for (const [status, response] of Object.entries(operation.responses)) {
          if (status !== 'default') expect(response.headers, `${method} ${path} ${status}`).to.have.property('X-Request-Id');
        }
      }
    }
    expect(doc.paths['/api/v1/travel/links']?.['post']?.['x-error-codes']['404']).to.deep.equal(['LINK_NOT_FOUND']);
  });
});

describe('a deprecated endpoint in OpenAPI (docs/versioning.md)', () => {
  it('is marked deprecated with its sunset, and no other operation is', () => {
    const endpoints = ENDPOINT_LIST.map((e) => (e.id === 'getMeta' ? { ...e, deprecated: { since: '2026-12-01', sunset: '2027-06-01' } } : e));
    const paths = buildOpenApi(endpoints)['paths'] as Record<string, Record<string, Json>>;
    expect(paths['/api/v1/travel/meta']?.['get']).to.include({ deprecated: true, 'x-sunset': '2027-06-01' });
    const marked = Object.entries(paths).flatMap(([path, ops]) => Object.values(ops).filter((op) => 'deprecated' in op).map(() => path));
    expect(marked).to.deep.equal(['/api/v1/travel/meta']);
    expect(Object.values(document['paths'] as Record<string, Record<string, Json>>).flatMap((ops) => Object.values(ops)).filter((op) => 'deprecated' in op)).to.deep.equal([]);
  });
});
