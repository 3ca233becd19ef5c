import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type protobuf from 'protobufjs';
import { ENDPOINT_LIST } from '@parasol/core';
import { JsonCodec, protoRoot, requestMessageOf, responseMessageOf, rpcNameOf, TRAVEL_PACKAGE, TRAVEL_SERVICE } from '@parasol/grpc';
import { buildProtos, FIELD_NUMBERS_FILE, readFieldNumbers, TRAVEL_PROTO_FILE, type FieldNumbers } from '../src/generate-protos.js';
import { readSchemaFiles } from '../src/schema-components.js';

type Json = Record<string, unknown>;

const REGENERATE = 'regenerate: node --conditions=parasol-source --import ./tools/server/register.mjs tools/codegen/src/generate-protos.ts';
const generated = buildProtos();
const root = protoRoot();
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
      // The unconditional declaration decides: an untyped one admits anything (tripInfo, partnerFeeAmount).
      if (!found.has(name)) found.set(name, sub as Json);
    }
    for (const key of ['then', 'else']) visit(node[key]);
    for (const list of ['allOf', 'oneOf']) for (const item of Array.isArray(node[list]) ? node[list] : []) visit(item);
  };
  visit(schema);
  return found;
};

const jsonNameOfField = (field: protobuf.Field): string =>
  String((field.options as Json | undefined)?.['json_name'] ?? field.name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()));

/**
 * Walks a schema and a message type side by side: the same JSON names, and for each property a
 * field whose proto type can carry every value the schema allows. Written apart from the
 * generator, so a generator bug shows up here rather than being trusted.
 */
const disagreements = (schema: Json, base: string, type: protobuf.Type, path: string, seen = new Set<string>()): string[] => {
  const key = `${base}#${type.fullName}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const properties = propertiesOf(schema);
  const fields = new Map(type.fieldsArray.map((f) => [jsonNameOfField(f), f]));
  const problems: string[] = [];
  for (const name of properties.keys()) if (!fields.has(name)) problems.push(`${path}.${name}: in the schema, not in ${type.fullName}`);
  for (const name of fields.keys()) if (!properties.has(name)) problems.push(`${path}.${name}: in ${type.fullName}, not in the schema`);
  for (const [name, raw] of properties) {
    const field = fields.get(name);
    if (field === undefined) continue;
    field.resolve();
    const { schema: property, base: propertyBase } = follow(raw, base);
    const types = ([] as unknown[]).concat(property['type'] ?? []);
    const nullable = types.includes('null') || (Array.isArray(property['enum']) && property['enum'].includes(null));
    const at = `${path}.${name}`;
    const resolved = field.resolvedType?.fullName;
    if (nullable || !typed(property)) {
      if (resolved !== '.google.protobuf.Value') problems.push(`${at}: may be null or anything, so must be a google.protobuf.Value, is ${field.type}`);
      continue;
    }
    const type0 =
      types[0] ??
      (property['enum'] ? typeof (property['enum'] as unknown[])[0] : property['const'] !== undefined ? typeof property['const'] : isObject(property['properties']) || Array.isArray(property['oneOf']) ? 'object' : undefined);
    if (type0 === 'array') {
      const items = follow(isObject(property['items']) ? property['items'] : {}, propertyBase);
      if (resolved === '.google.protobuf.ListValue') continue;
      if (!field.repeated) problems.push(`${at}: an array, but not a repeated field`);
      else if (field.resolvedType && 'fieldsArray' in field.resolvedType && resolved !== '.google.protobuf.Value') {
        problems.push(...disagreements(items.schema, items.base, field.resolvedType as protobuf.Type, `${at}[]`, seen));
      }
      continue;
    }
    if (type0 === 'object') {
      if (isObject(property['additionalProperties']) && !isObject(property['properties'])) {
        if (!field.map) problems.push(`${at}: a map in the schema, not in the proto`);
        const values = follow(property['additionalProperties'], propertyBase);
        if (field.resolvedType && 'fieldsArray' in field.resolvedType) problems.push(...disagreements(values.schema, values.base, field.resolvedType as protobuf.Type, `${at}{}`, seen));
        continue;
      }
      if (!field.resolvedType || !('fieldsArray' in field.resolvedType)) problems.push(`${at}: an object, but ${field.type}`);
      else problems.push(...disagreements(property, propertyBase, field.resolvedType as protobuf.Type, at, seen));
      continue;
    }
    const expected: Record<string, string[]> = { string: ['string'], boolean: ['bool'], number: ['double'], integer: ['int32', 'double'] };
    if (!(expected[String(type0)] ?? []).includes(field.type)) problems.push(`${at}: ${String(type0)} in the schema, ${field.type} in the proto`);
    if (type0 === 'integer' && field.type === 'int32' && !(typeof property['maximum'] === 'number' && property['maximum'] <= 2 ** 31 - 1 && typeof property['minimum'] === 'number')) {
      problems.push(`${at}: an integer the schema does not bound inside int32 is an int32`);
    }
    if (!(field.options as Json | undefined)?.['proto3_optional']) problems.push(`${at}: a scalar without explicit presence`);
  }
  return problems;
};

describe('generate-protos', () => {
  it(`travel.proto is exactly what buildProtos() produces (${REGENERATE})`, () => {
    expect(readFileSync(TRAVEL_PROTO_FILE, 'utf8')).to.equal(generated.travelProto);
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
    expect(travelProto).to.match(/optional double position = 1;/);
    expect(fieldNumbers[offer]?.['legacyField']).to.equal(highest + 1);
    // A property the lock does not know yet takes the next free number.
    delete remembered[offer]?.['iconUrl'];
    expect(buildProtos(remembered).fieldNumbers[offer]?.['iconUrl']).to.equal(highest + 2);
  });

  it('has one RPC per endpoint of the table, with the endpoint\'s request and answer messages', () => {
    const service = root.lookupService(TRAVEL_SERVICE);
    expect(Object.keys(service.methods).sort()).to.deep.equal(ENDPOINT_LIST.map(rpcNameOf).sort());
    for (const endpoint of ENDPOINT_LIST) {
      const method = service.methods[rpcNameOf(endpoint)] as protobuf.Method;
      expect(method.requestType, endpoint.id).to.equal(requestMessageOf(endpoint));
      expect(method.responseType, endpoint.id).to.equal(responseMessageOf(endpoint));
    }
  });

  it('agrees with the request and answer schemas field for field, JSON name and type', () => {
    const problems: string[] = [];
    for (const endpoint of ENDPOINT_LIST) {
      const roots = [...(endpoint.requestSchema ? [endpoint.requestSchema] : []), ...endpoint.successes.map((s) => s.schema)];
      for (const id of new Set(roots)) {
        const type = root.lookupType(`${TRAVEL_PACKAGE}.${id === endpoint.requestSchema ? requestMessageOf(endpoint) : responseMessageOf(endpoint)}`);
        problems.push(...disagreements(schemas.get(id) as Json, id, type, id.split('/').pop() as string));
      }
    }
    problems.push(...disagreements(schemas.get('https://parasol.dev/schemas/error.schema.json') as Json, 'https://parasol.dev/schemas/error.schema.json', root.lookupType(`${TRAVEL_PACKAGE}.Error`), 'error'));
    expect(problems).to.deep.equal([]);
  });

  it('carries a GET\'s query parameters as its request message\'s fields', () => {
    for (const endpoint of ENDPOINT_LIST.filter((e) => e.requestSchema === undefined)) {
      const type = root.lookupType(`${TRAVEL_PACKAGE}.${requestMessageOf(endpoint)}`);
      expect(type.fieldsArray.map(jsonNameOfField), endpoint.id).to.deep.equal((endpoint.queryParameters ?? []).map((p) => p['name']));
    }
  });

  it('carries the documented example requests unchanged (docs/examples)', () => {
    for (const [file, message] of [['quote-request.json', 'QuoteRequest'], ['bilan-request.json', 'CoachRequest']] as const) {
      const body = JSON.parse(readFileSync(new URL(`../../../docs/examples/${file}`, import.meta.url), 'utf8')) as unknown;
      const codec = new JsonCodec(root.lookupType(`${TRAVEL_PACKAGE}.${message}`));
      expect(codec.decode(codec.encode(body)), file).to.deep.equal(body);
    }
  });
});
