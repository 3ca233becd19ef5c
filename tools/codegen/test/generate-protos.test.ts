import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { ENDPOINT_LIST } from '@parasol/core';
import { BodyMapper, messageDescOf, requestMessageOf, responseMessageOf, rpcNameOf, serviceDescOf, TRAVEL_PACKAGE, TRAVEL_SERVICE } from '@parasol/grpc';
import { buildProtos, FIELD_NUMBERS_FILE, readFieldNumbers, REST_SHAPE_FILE, TRAVEL_PROTO_FILE, type FieldNumbers } from '../src/generate-protos.js';
import { readSchemaFiles } from '../src/schema-components.js';

type Json = Record<string, unknown>;

const REGENERATE = 'regenerate: node --conditions=parasol-source --import ./tools/server/register.mjs tools/codegen/src/generate-protos.ts';
const generated = buildProtos();
const schemas = new Map(readSchemaFiles().map((f) => [f.id, f.document]));
const isObject = (node: unknown): node is Json => typeof node === 'object' && node !== null && !Array.isArray(node);
/** Whether a schema says anything about the type of its values (a description or examples do not). */
const typed = (schema: Json): boolean => ['type', 'enum', 'const', '$ref', 'properties', 'items', 'oneOf', 'additionalProperties'].some((k) => k in schema);

/** A schema with its $ref followed (relative refs against `base`), and the file it came from. */
const follow = (schema: Json, base: string): { schema: Json; base: string } => {
  if (typeof schema['$ref'] !== 'string') return { schema, base };
  const url = new URL(schema['$ref'], base);
  const pointer = decodeURIComponent(url.hash.slice(1));
  url.hash = '';
  let node: unknown = schemas.get(url.href);
  for (const segment of pointer.split('/').filter(Boolean)) node = isObject(node) ? node[segment] : undefined;
  if (!isObject(node)) throw new Error(`unresolved ${String(schema['$ref'])}`);
  return follow(node, url.href);
};

/** Every property an object schema can hold: its own, its conditional branches', its oneOf variants'. */
const propertiesOf = (schema: Json): Map<string, Json> => {
  const found = new Map<string, Json>();
  const visit = (node: unknown) => {
    if (!isObject(node)) return;
    for (const [name, sub] of Object.entries(isObject(node['properties']) ? node['properties'] : {})) {
      // A typed declaration wins over an untyped one (tripInfo is a Trip where it is read).
      const before = found.get(name);
      if (before === undefined || (!typed(before) && isObject(sub) && typed(sub))) found.set(name, sub as Json);
    }
    for (const key of ['then', 'else']) visit(node[key]);
    for (const list of ['allOf', 'oneOf']) for (const item of Array.isArray(node[list]) ? node[list] : []) visit(item);
  };
  visit(schema);
  return found;
};

/** Array items the schema leaves untyped and the generator narrows (proto-model.ts, NARROWED). */
const NARROWED_ITEMS: Readonly<Record<string, Json>> = { 'coach-request.schema.json.destinations': { type: 'string' } };

const messageOfField = (field: DescField): DescMessage | undefined =>
  field.fieldKind === 'message' || (field.fieldKind === 'list' && field.listKind === 'message') || (field.fieldKind === 'map' && field.mapKind === 'message') ? field.message : undefined;

/** Whether a field (or its elements) can carry every non-null value the scalar schema allows. */
const scalarProblem = (property: Json, field: DescField, at: string): string | undefined => {
  const types = ([] as unknown[]).concat(property['type'] ?? []).filter((t) => t !== 'null');
  const type0 = types[0] ?? (property['enum'] ? typeof (property['enum'] as unknown[]).find((v) => v !== null) : property['const'] !== undefined ? typeof property['const'] : undefined);
  const message = messageOfField(field);
  if (type0 === 'number') return message?.typeName === 'google.type.Decimal' ? undefined : `${at}: a number (an amount), not a google.type.Decimal`;
  const scalar = field.scalar;
  if (type0 === 'string') return scalar === ScalarType.STRING ? undefined : `${at}: a string in the schema, not in the proto`;
  if (type0 === 'boolean') return scalar === ScalarType.BOOL ? undefined : `${at}: a boolean in the schema, not in the proto`;
  if (type0 === 'integer') {
    const bounded = typeof property['minimum'] === 'number' && property['minimum'] >= -(2 ** 31) && typeof property['maximum'] === 'number' && property['maximum'] <= 2 ** 31 - 1;
    if (scalar === ScalarType.INT64) return undefined;
    return scalar === ScalarType.INT32 && bounded ? undefined : `${at}: an integer the proto cannot carry (int32 needs schema bounds inside it)`;
  }
  return `${at}: no scalar rule for ${JSON.stringify(property).slice(0, 80)}`;
};

/**
 * Walks a schema and a message type side by side: the same JSON names, and for each property a
 * field whose proto type can carry every value the schema allows (null as the unset field).
 * Written apart from the generator, so a generator bug shows up here rather than being trusted.
 */
const disagreements = (schema: Json, base: string, type: DescMessage, path: string, seen = new Set<string>()): string[] => {
  const key = `${base}#${type.typeName}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const properties = propertiesOf(schema);
  const fields = new Map(type.fields.map((f) => [f.jsonName, f]));
  const problems: string[] = [];
  for (const name of properties.keys()) if (!fields.has(name)) problems.push(`${path}.${name}: in the schema, not in ${type.typeName}`);
  for (const name of fields.keys()) if (!properties.has(name)) problems.push(`${path}.${name}: in ${type.typeName}, not in the schema`);
  for (const [name, raw] of properties) {
    const field = fields.get(name);
    if (field === undefined) continue;
    const { schema: property, base: propertyBase } = follow(raw, base);
    const types = ([] as unknown[]).concat(property['type'] ?? []).filter((t) => t !== 'null');
    const at = `${path}.${name}`;
    if (types.length > 1 || !typed(property)) {
      if (messageOfField(field)?.typeName !== 'google.protobuf.Value') problems.push(`${at}: may be anything, so must be a google.protobuf.Value`);
      continue;
    }
    const isMessage = isObject(property['properties']) || Array.isArray(property['oneOf']);
    const type0 = types[0] ?? (isMessage ? 'object' : undefined);
    if (type0 === 'array') {
      const declared = isObject(property['items']) ? property['items'] : {};
      const items = follow(typed(declared) ? declared : (NARROWED_ITEMS[at] ?? declared), propertyBase);
      if (field.fieldKind !== 'list') problems.push(`${at}: an array, but not a repeated field`);
      else if (field.listKind === 'message' && field.message.typeName !== 'google.type.Decimal') problems.push(...disagreements(items.schema, items.base, field.message, `${at}[]`, seen));
      else problems.push(...[scalarProblem(items.schema, field, `${at}[]`)].filter((p): p is string => p !== undefined));
      continue;
    }
    if (type0 === 'object') {
      if (isObject(property['additionalProperties']) && !isObject(property['properties'])) {
        if (field.fieldKind !== 'map') problems.push(`${at}: a map in the schema, not in the proto`);
        const values = follow(property['additionalProperties'], propertyBase);
        const message = messageOfField(field);
        if (message !== undefined) problems.push(...disagreements(values.schema, values.base, message, `${at}{}`, seen));
        else problems.push(...[scalarProblem(values.schema, field, `${at}{}`)].filter((p): p is string => p !== undefined));
        continue;
      }
      if (field.fieldKind !== 'message') problems.push(`${at}: an object, but a ${field.fieldKind}`);
      else problems.push(...disagreements(property, propertyBase, field.message, at, seen));
      continue;
    }
    const problem = scalarProblem(property, field, at);
    if (problem !== undefined) problems.push(problem);
    if (field.fieldKind === 'scalar' && field.presence !== 1 /* EXPLICIT */) problems.push(`${at}: a scalar without explicit presence`);
  }
  return problems;
};

describe('generate-protos', () => {
  it(`travel.proto is exactly what buildProtos() produces (${REGENERATE})`, () => {
    expect(readFileSync(TRAVEL_PROTO_FILE, 'utf8')).to.equal(generated.travelProto);
  });

  it(`travel-rest-shape.ts is exactly what buildProtos() produces (${REGENERATE})`, () => {
    expect(readFileSync(REST_SHAPE_FILE, 'utf8')).to.equal(generated.restShape);
  });

  it('gives no field a new number: field-numbers.json already holds every one (a new schema property needs a regeneration)', () => {
    expect(generated.fieldNumbers).to.deep.equal(readFieldNumbers(FIELD_NUMBERS_FILE));
  });

  it('keeps every field number across schema changes: a removed property leaves its number reserved, a new one takes the next free number', () => {
    const remembered: FieldNumbers = JSON.parse(JSON.stringify(generated.fieldNumbers)) as FieldNumbers;
    const offer = `${TRAVEL_PACKAGE}.Offer`;
    const highest = Math.max(...Object.values(remembered[offer] ?? {}));
    // As if the schema had lost `legacyField` (number highest + 1) and `position` came first in it.
    remembered[offer] = { legacyField: highest + 1, position: 1, ...Object.fromEntries(Object.entries(remembered[offer] ?? {}).filter(([k]) => k !== 'position')) };
    const { travelProto, fieldNumbers } = buildProtos(remembered);
    expect(travelProto).to.contain(`reserved ${highest + 1};`).and.contain('reserved "legacy_field";');
    expect(travelProto).to.match(/optional int64 position = 1;/);
    expect(fieldNumbers[offer]?.['legacyField']).to.equal(highest + 1);
    // A property the lock does not know yet takes the next free number.
    delete remembered[offer]?.['iconUrl'];
    expect(buildProtos(remembered).fieldNumbers[offer]?.['iconUrl']).to.equal(highest + 2);
  });

  it('has one RPC per endpoint of the table, with the endpoint\'s request and answer messages', () => {
    const service = serviceDescOf(TRAVEL_SERVICE);
    expect(service.methods.map((m) => m.name).sort()).to.deep.equal(ENDPOINT_LIST.map(rpcNameOf).sort());
    for (const endpoint of ENDPOINT_LIST) {
      const method = service.methods.find((m) => m.name === rpcNameOf(endpoint));
      expect(method?.input.name, endpoint.id).to.equal(requestMessageOf(endpoint));
      expect(method?.output.name, endpoint.id).to.equal(responseMessageOf(endpoint));
    }
  });

  it('agrees with the request and answer schemas field for field, JSON name and type', () => {
    const problems: string[] = [];
    for (const endpoint of ENDPOINT_LIST) {
      const roots = [...(endpoint.requestSchema ? [endpoint.requestSchema] : []), ...endpoint.successes.map((s) => s.schema)];
      for (const id of new Set(roots)) {
        const type = messageDescOf(`${TRAVEL_PACKAGE}.${id === endpoint.requestSchema ? requestMessageOf(endpoint) : responseMessageOf(endpoint)}`);
        problems.push(...disagreements(schemas.get(id) as Json, id, type, id.split('/').pop() as string));
      }
    }
    problems.push(...disagreements(schemas.get('https://parasol.dev/schemas/error.schema.json') as Json, 'https://parasol.dev/schemas/error.schema.json', messageDescOf(`${TRAVEL_PACKAGE}.Error`), 'error'));
    expect(problems).to.deep.equal([]);
  });

  it('carries a GET\'s query parameters as its request message\'s fields', () => {
    for (const endpoint of ENDPOINT_LIST.filter((e) => e.requestSchema === undefined)) {
      const type = messageDescOf(`${TRAVEL_PACKAGE}.${requestMessageOf(endpoint)}`);
      expect(type.fields.map((f) => f.jsonName), endpoint.id).to.deep.equal((endpoint.queryParameters ?? []).map((p) => p['name']));
    }
  });

  it('carries the documented example requests unchanged (docs/examples)', () => {
    for (const [file, message] of [['quote-request.json', 'QuoteRequest'], ['bilan-request.json', 'CoachRequest']] as const) {
      const body = JSON.parse(readFileSync(new URL(`../../../docs/examples/${file}`, import.meta.url), 'utf8')) as unknown;
      const codec = new BodyMapper(messageDescOf(`${TRAVEL_PACKAGE}.${message}`));
      expect(codec.decode(codec.encode(body)), file).to.deep.equal(body);
    }
  });
});

describe('a deprecated endpoint in the protos (docs/versioning.md)', () => {
  it('has its RPC marked deprecated, and no other RPC is', () => {
    const endpoints = ENDPOINT_LIST.map((e) => (e.id === 'getMeta' ? { ...e, deprecated: { since: '2026-12-01', sunset: '2027-06-01' } } : e));
    const text = buildProtos(readFieldNumbers(), endpoints).travelProto;
    expect(text).to.contain('  rpc Meta(MetaRequest) returns (MetaResponse) {\n    option deprecated = true;\n  }');
    expect(text.match(/option deprecated = true/g)).to.have.length(1);
    expect(generated.travelProto).not.to.contain('option deprecated');
  });
});
