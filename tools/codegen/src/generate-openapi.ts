import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENDPOINT_LIST, ERROR_CATALOGUE, PIPELINE_REFUSALS, TRANSPORT_REFUSALS, wireCode, type Endpoint, type ErrorCode } from '@parasol/core';
import { API_VERSION } from '@parasol/core/internal';
import { readSchemaFiles, schemaComponents, type SchemaFile } from './schema-components.js';

/**
 * docs/openapi.json: the machine-readable description of the API, built from the JSON Schemas
 * in core/src/schemas (the single source of truth) and the core's endpoint table (core/src/contract/endpoints.ts).
 * Run this file to rewrite it; tools/codegen/test checks the committed copy never drifts.
 */

type Json = Record<string, unknown>;

export const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

const ERROR_SCHEMA_ID = 'https://parasol.dev/schemas/error.schema.json';
const SIGNING = ['x-svc-key-id', 'x-svc-timestamp', 'x-svc-signature'] as const;

const RATE_LIMIT_HEADERS: Json = {
  'X-RateLimit-Limit': { description: 'Daily limit of the bucket this endpoint draws on.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Calls left in that daily bucket.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the daily bucket rolls (next UTC midnight).', schema: { type: 'integer' } },
  'X-RateLimit-Burst-Remaining': { description: 'Calls left in the current minute, all endpoints together.', schema: { type: 'integer' } },
};

const headerRefs = (names: readonly string[]): Json => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const componentRef = (components: Record<string, Json>, files: readonly SchemaFile[], id: string): Json => {
  const file = files.find((f) => f.id === id);
  if (file === undefined || !(file.component in components)) throw new Error(`schema ${id} is not among the components`);
  return { $ref: `#/components/schemas/${file.component}` };
};

/** The refusals of one endpoint: its own, then those every endpoint can give. */
const refusalsOf = (operation: Endpoint): Map<number, ErrorCode[]> => {
  const merged = new Map<number, ErrorCode[]>();
  const add = (table: Readonly<Record<number, readonly ErrorCode[]>>) => {
    for (const [status, codes] of Object.entries(table)) {
      const list = merged.get(Number(status)) ?? [];
      merged.set(Number(status), [...list, ...codes.filter((code) => !list.includes(code))]);
    }
  };
  add(operation.refusals);
  add(PIPELINE_REFUSALS);
  if (operation.bucket !== null) add({ 429: ['QUOTA_EXCEEDED'] });
  return new Map([...merged].sort(([a], [b]) => a - b));
};

const codeList = (codes: readonly ErrorCode[]): string =>
  codes.map((code) => `- \`${wireCode(code)}\`: ${ERROR_CATALOGUE[code].cause}`).join('\n');

const refusalResponse = (status: number, codes: readonly ErrorCode[], errorRef: Json): Json => {
  const misplaced = codes.filter((code) => ERROR_CATALOGUE[code].http !== status);
  if (misplaced.length > 0) throw new Error(`codes listed under ${status} answer another status: ${misplaced.join(', ')}`);
  return {
    description: `Refused; \`error\` is one of:\n${codeList(codes)}`,
    headers: headerRefs(status === 429 ? [...Object.keys(RATE_LIMIT_HEADERS), 'Retry-After', 'X-Request-Id'] : [...Object.keys(RATE_LIMIT_HEADERS), 'X-Request-Id']),
    content: { 'application/json': { schema: errorRef, example: { error: wireCode(codes[0] as ErrorCode) } } },
  };
};

const operationObject = (operation: Endpoint, schemaRef: (id: string) => Json): Json => {
  const errorRef = schemaRef(ERROR_SCHEMA_ID);
  const responses: Json = {};
  for (const success of operation.successes) {
    responses[String(success.status)] = {
      description: success.description,
      headers: headerRefs([...Object.keys(RATE_LIMIT_HEADERS), 'X-Request-Id']),
      content: { 'application/json': { schema: schemaRef(success.schema) } },
    };
  }
  for (const [status, codes] of refusalsOf(operation)) responses[String(status)] = refusalResponse(status, codes, errorRef);
  responses['default'] = {
    description: `Refused by the transport, whatever the endpoint:\n${codeList(TRANSPORT_REFUSALS)}`,
    content: { 'application/json': { schema: errorRef } },
  };
  return {
    operationId: operation.id,
    // The codes this operation can answer, by HTTP status, as data a client generator can read.
    'x-error-codes': Object.fromEntries([...refusalsOf(operation)].map(([status, codes]) => [String(status), codes.map(wireCode)])),
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    ...(operation.queryParameters === undefined ? {} : { parameters: operation.queryParameters }),
    ...(operation.requestSchema === undefined
      ? {}
      : { requestBody: { required: true, content: { 'application/json': { schema: schemaRef(operation.requestSchema) } } } }),
    responses,
  };
};

const SECURITY_SCHEMES: Json = {
  keyId: {
    type: 'apiKey',
    in: 'header',
    name: SIGNING[0],
    description: 'Key id: prefix ak_test_ (sandbox) or ak_live_ (live). The key, not the address, picks the environment.',
  },
  timestamp: {
    type: 'apiKey',
    in: 'header',
    name: SIGNING[1],
    description: 'Current time in unix seconds; refused (401 STALE_TIMESTAMP) more than 5 minutes off the server clock.',
  },
  signature: {
    type: 'apiKey',
    in: 'header',
    name: SIGNING[2],
    description:
      '`v2=` followed by the hex HMAC-SHA256, keyed with the signing secret, of `${timestamp}.${METHOD}.${pathname}.${rawBody}`: METHOD upper-case, pathname without the query string, rawBody the exact bytes sent (empty for GET, so the message ends on the final dot). The retired v1 scheme is refused with 401 V1_SCHEME_RETIRED. The secret stays server-side: never sign in a browser.',
  },
};

/** The OpenAPI 3.1 document of the API. */
export const buildOpenApi = (): Json => {
  const files = readSchemaFiles();
  const roots = [ERROR_SCHEMA_ID, ...ENDPOINT_LIST.flatMap((op) => [...(op.requestSchema === undefined ? [] : [op.requestSchema]), ...op.successes.map((s) => s.schema)])];
  const components = schemaComponents(files, roots);
  const schemaRef = (id: string) => componentRef(components, files, id);
  const paths: Json = {};
  for (const operation of ENDPOINT_LIST) {
    paths[operation.path] = { ...(paths[operation.path] as Json | undefined), [operation.method.toLowerCase()]: operationObject(operation, schemaRef) };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Parasol travel insurance API',
      version: API_VERSION,
      description:
        'Prices trips against a multi-insurer travel insurance catalogue, turns a quoting session into a tracked subscription link, records signed conversion postbacks, and coaches on bank-card cover gaps. Server-to-server only: no CORS, and the signing secret never reaches a browser. The environment (sandbox or live) is decided by the key; one address serves both, with the same response shapes.',
      license: { name: 'Proprietary: usable under a Parasol partner agreement', identifier: 'LicenseRef-Parasol-Partner-Agreement' },
    },
    servers: [{ url: '{baseUrl}', variables: { baseUrl: { default: 'http://localhost:8080', description: 'Where the service runs.' } } }],
    tags: [
      { name: 'travel', description: 'Pricing, reference data and tracked links.' },
      { name: 'coach', description: 'Card-gap coach and card catalogue.' },
      { name: 'postback', description: 'Inbound conversion postback.' },
      { name: 'webhooks', description: 'Webhook endpoints: where Parasol delivers signed events (Standard Webhooks), managed by any key of the partner in its mode.' },
    ],
    security: [{ keyId: [], timestamp: [], signature: [] }],
    paths,
    components: {
      schemas: components,
      securitySchemes: SECURITY_SCHEMES,
      headers: {
        ...RATE_LIMIT_HEADERS,
        'X-Request-Id': { description: 'Identifies the call in our logs; also in every refusal body as `requestId`.', schema: { type: 'string' } },
        'Retry-After': { description: 'Seconds to wait: the next UTC day for QUOTA_EXCEEDED, the next minute for RATE_LIMITED.', schema: { type: 'integer' } },
      },
    },
  };
};

export const writeOpenApi = (file = OPENAPI_FILE): void => {
  writeFileSync(file, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeOpenApi();
  console.log(`wrote ${OPENAPI_FILE}`);
}
