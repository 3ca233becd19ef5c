import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENDPOINT_LIST, type Endpoint } from '@parasol/core';
import { API_VERSION } from '@parasol/core/internal';
import { requestMessageOf, responseMessageOf, rpcNameOf, TRAVEL_PACKAGE } from '@parasol/grpc';
import { ProtoModelBuilder, type FieldModel, type MessageModel, type ProtoType } from './proto-model.js';
import { readSchemaFiles } from './schema-components.js';

/**
 * transports/grpc/protos/parasol/travel/v1/travel.proto: the public operations over gRPC, built
 * from the JSON Schemas in core/src/schemas (the single source of truth) and the endpoint table,
 * as docs/openapi.json is. Run this file to rewrite it; tools/codegen/test checks the committed
 * copy never drifts.
 *
 * Field numbers are the wire contract: once given, a field keeps its number forever, whatever
 * order the schema lists properties in. field-numbers.json beside the proto remembers them; a new
 * property gets the next free number and a removed one leaves its number `reserved`.
 */

type Json = Record<string, unknown>;
/** Message full name -> JSON key -> field number. */
export type FieldNumbers = Record<string, Record<string, number>>;

const PROTO_ROOT = fileURLToPath(new URL('../../../transports/grpc/protos/', import.meta.url));
export const TRAVEL_PROTO_FILE = `${PROTO_ROOT}parasol/travel/v1/travel.proto`;
export const FIELD_NUMBERS_FILE = `${PROTO_ROOT}parasol/travel/v1/field-numbers.json`;
/** What REST's JSON form says that the proto cannot: read by the gRPC transport's mappers. */
export const REST_SHAPE_FILE = fileURLToPath(new URL('../../../transports/grpc/src/travel-rest-shape.ts', import.meta.url));

const ERROR_SCHEMA_ID = 'https://parasol.dev/schemas/error.schema.json';
const WIDTH = 100;

/** `countryResidence` is the proto field `country_residence`, whose proto3 JSON name is `countryResidence` again. */
export const snakeOf = (jsonName: string): string => jsonName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/[^a-z0-9_]/g, '_');
/** protoc's default JSON name of a field. */
export const defaultJsonNameOf = (protoName: string): string => protoName.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

const comment = (text: string, indent: string): string[] => {
  if (text.trim() === '') return [];
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if (line !== '' && indent.length + 3 + line.length + 1 + word.length > WIDTH) {
      lines.push(`${indent}// ${line}`);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(`${indent}// ${line}`);
  return lines;
};

const fullNameOf = (message: MessageModel): string => (message.parent ? `${fullNameOf(message.parent)}.${message.name}` : `${TRAVEL_PACKAGE}.${message.name}`);

/** How `scope` names `target`: short when nothing nearer shadows it, fully qualified otherwise. */
const referenceOf = (target: MessageModel, scope: MessageModel): string => {
  if (target.parent === scope) return target.name;
  for (let s: MessageModel | undefined = scope; s !== undefined; s = s.parent) {
    if (s.nested.some((m) => m.name === target.name && m !== target) || (s.name === target.name && s !== target)) return `.${fullNameOf(target)}`;
  }
  return target.name;
};

const typeName = (type: ProtoType, scope: MessageModel): string => {
  switch (type.kind) {
    case 'scalar':
      return type.proto;
    case 'value':
      return 'google.protobuf.Value';
    case 'decimal':
      return 'google.type.Decimal';
    case 'message':
      return referenceOf(type.message, scope);
    case 'repeated':
    case 'map':
      return typeName(type.of, scope);
  }
};

const fieldLine = (field: FieldModel, number: number, scope: MessageModel): string => {
  const name = snakeOf(field.jsonName);
  const jsonOption = defaultJsonNameOf(name) === field.jsonName ? '' : ` [json_name = "${field.jsonName}"]`;
  const type = field.type;
  const declaration =
    type.kind === 'scalar'
      ? `optional ${type.proto}`
      : type.kind === 'repeated'
        ? `repeated ${typeName(type.of, scope)}`
        : type.kind === 'map'
          ? `map<string, ${typeName(type.of, scope)}>`
          : typeName(type, scope);
  return `${declaration} ${name} = ${number}${jsonOption};`;
};

/** Notes on what a field's proto type means for REST's JSON form, appended to its comment. */
const mappingNote = (field: FieldModel): string => {
  const notes: string[] = [];
  if (field.type.kind === 'decimal') notes.push('A decimal in major units, as text ("49.9"); REST sends it as a JSON number.');
  if (field.type.kind === 'value') notes.push('Any JSON value the schema allows (google.protobuf.Value).');
  if (field.nullable) notes.push('Unset is REST\'s null.');
  if (!field.required && (field.type.kind === 'repeated' || field.type.kind === 'map')) notes.push('Empty is REST\'s absent.');
  return notes.length === 0 ? '' : ` ${notes.join(' ')}`;
};

/**
 * Gives every field its number: the remembered one, or the next free number of its message.
 * Returns the numbers and, per message, the remembered fields no longer there (to reserve).
 */
const numberFields = (messages: readonly MessageModel[], remembered: FieldNumbers) => {
  const numbers: FieldNumbers = {};
  const visit = (message: MessageModel) => {
    const full = fullNameOf(message);
    const known = { ...(remembered[full] ?? {}) };
    let next = Math.max(0, ...Object.values(known)) + 1;
    for (const field of message.fields) {
      if (known[field.jsonName] === undefined) known[field.jsonName] = next++;
    }
    numbers[full] = known;
    message.nested.forEach(visit);
  };
  messages.forEach(visit);
  return numbers;
};

const renderMessage = (message: MessageModel, numbers: FieldNumbers, indent: string): string[] => {
  const full = fullNameOf(message);
  const known = numbers[full] ?? {};
  const lines = [...comment(message.comment, indent), `${indent}message ${message.name} {`];
  const inner = `${indent}  `;
  const present = new Set(message.fields.map((f) => f.jsonName));
  const gone = Object.entries(known).filter(([json]) => !present.has(json));
  for (const [json, number] of gone) lines.push(`${inner}reserved ${number};`, `${inner}reserved "${snakeOf(json)}";`);
  for (const field of message.fields) {
    lines.push(...comment(`${field.comment}${mappingNote(field)}`, inner), `${inner}${fieldLine(field, known[field.jsonName] as number, message)}`);
  }
  for (const nested of message.nested) lines.push('', ...renderMessage(nested, numbers, inner));
  lines.push(`${indent}}`);
  return lines;
};

/** A GET's query parameters as the fields of its request message. */
const queryMessage = (builder: ProtoModelBuilder, endpoint: Endpoint): MessageModel =>
  builder.messageOfFields(
    requestMessageOf(endpoint),
    `Query of ${endpoint.method} ${endpoint.path}: each field is the query parameter of the same name (absent = not sent).`,
    (endpoint.queryParameters ?? []).map((p) => ({ name: String(p['name']), schema: (p['schema'] ?? {}) as Json, description: String(p['description'] ?? '') })),
    ERROR_SCHEMA_ID,
  );

const rpcComment = (endpoint: Endpoint): string =>
  `${endpoint.summary}. REST: ${endpoint.method} ${endpoint.path}. ${endpoint.scope === null ? 'Any valid key.' : `Scope: ${endpoint.scope}.`} ${endpoint.description}`;

const HEADER = `// Parasol API ${API_VERSION} (docs/versioning.md: what may change within a major version).
//
// Generated by tools/codegen/src/generate-protos.ts from core/src/schemas and the endpoint table
// (core/src/contract/endpoints.ts). Do not edit: change a schema, then run
//   node --conditions=parasol-source --import ./tools/server/register.mjs tools/codegen/src/generate-protos.ts
//
// Each field has the proto type of its schema (docs/grpc.md, "Types"): integers are int32 or int64,
// amounts google.type.Decimal (exact decimal text), every scalar \`optional\`, and a field REST
// may send as null is unset instead. Enumerations are strings, their values listed in comments, as
// in JSON: a new value is no breaking change. google.protobuf.Value only where a schema allows any
// JSON.
//
// Signing: the three metadata entries x-svc-key-id, x-svc-timestamp, x-svc-signature, where the
// signature is v2= hex HMAC-SHA256 of \`\${ts}.POST.\${methodPath}.\${requestBytes}\`, methodPath the
// gRPC path (/parasol.travel.v1.Travel/Quote) and requestBytes the serialised request message.
// Refusals carry google.rpc.Status details: an ErrorInfo (reason = the error code, domain
// parasol.dev) and the Error message below, equal to the REST error body.`;

export interface GeneratedProtos {
  readonly travelProto: string;
  readonly fieldNumbers: FieldNumbers;
  readonly restShape: string;
}

const typesOf = (messages: readonly MessageModel[]): ProtoType[] =>
  messages.flatMap((m) => [...m.fields.map((f) => f.type), ...typesOf(m.nested)]).flatMap((t) => (t.kind === 'repeated' || t.kind === 'map' ? [t, t.of] : [t]));

/** The imports the messages use, and only those (protoc warns of an unused one). */
const importsOf = (messages: readonly MessageModel[]): string[] => {
  const kinds = new Set(typesOf(messages).map((t) => t.kind));
  return [...(kinds.has('value') ? ['import "google/protobuf/struct.proto";'] : []), ...(kinds.has('decimal') ? ['import "google/type/decimal.proto";'] : [])];
};

/**
 * travel-rest-shape.ts: per message, the REST form's rules the proto cannot hold: the required
 * fields REST sends as null when the message leaves them unset, and the lists and maps REST
 * leaves out when the message has them empty.
 */
const restShapeOf = (messages: readonly MessageModel[]): string => {
  const nullWhenUnset: Record<string, string[]> = {};
  const omittedWhenEmpty: Record<string, string[]> = {};
  const visit = (message: MessageModel) => {
    const full = fullNameOf(message);
    const nulls = message.fields.filter((f) => f.nullable && f.required).map((f) => f.jsonName);
    const omitted = message.fields.filter((f) => !f.required && (f.type.kind === 'repeated' || f.type.kind === 'map')).map((f) => f.jsonName);
    if (nulls.length > 0) nullWhenUnset[full] = nulls;
    if (omitted.length > 0) omittedWhenEmpty[full] = omitted;
    message.nested.forEach(visit);
  };
  messages.forEach(visit);
  const table = (name: string, doc: string, entries: Record<string, string[]>) => [
    `/** ${doc} */`,
    `export const ${name}: Readonly<Record<string, readonly string[]>> = {`,
    ...Object.entries(entries).map(([message, fields]) => `  '${message}': [${fields.map((f) => `'${f}'`).join(', ')}],`),
    '};',
  ];
  return [
    '// Generated by tools/codegen/src/generate-protos.ts with travel.proto, from the same schemas. Do not edit.',
    '',
    ...table('NULL_WHEN_UNSET', 'JSON names of the fields REST always sends, as null when the message leaves them unset.', nullWhenUnset),
    '',
    ...table('OMITTED_WHEN_EMPTY', 'JSON names of the lists and maps REST leaves out rather than send empty.', omittedWhenEmpty),
    '',
  ].join('\n');
};

/** The travel proto and its field numbers, numbering new fields after the remembered ones. */
export const buildProtos = (remembered: FieldNumbers = readFieldNumbers(), endpoints: readonly Endpoint[] = ENDPOINT_LIST): GeneratedProtos => {
  const files = readSchemaFiles();
  const builder = new ProtoModelBuilder(files.map((f) => ({ id: f.id, document: f.document })));
  for (const endpoint of endpoints) {
    if (endpoint.requestSchema === undefined) queryMessage(builder, endpoint);
    else builder.messageOfSchema(endpoint.requestSchema);
    for (const success of endpoint.successes) builder.messageOfSchema(success.schema);
  }
  builder.messageOfSchema(ERROR_SCHEMA_ID);
  const messages = [...builder.topLevel].sort((a, b) => a.name.localeCompare(b.name));
  const numbers = numberFields(messages, remembered);
  // Names the service uses must be messages of the file.
  for (const endpoint of endpoints) {
    for (const name of [requestMessageOf(endpoint), responseMessageOf(endpoint)]) {
      if (!messages.some((m) => m.name === name)) throw new Error(`${endpoint.id}: no message ${name}`);
    }
  }
  const service = [
    ...comment('The public operations, one RPC per endpoint of the REST API, with the same keys, scopes, quotas, error codes and answers.', ''),
    'service Travel {',
    ...endpoints.flatMap((endpoint, i) => [
      ...(i === 0 ? [] : ['']),
      ...comment(rpcComment(endpoint), '  '),
      // docs/versioning.md: a deprecated endpoint's RPC says so to every generated client.
      endpoint.deprecated === undefined
        ? `  rpc ${rpcNameOf(endpoint)}(${requestMessageOf(endpoint)}) returns (${responseMessageOf(endpoint)});`
        : `  rpc ${rpcNameOf(endpoint)}(${requestMessageOf(endpoint)}) returns (${responseMessageOf(endpoint)}) {\n    option deprecated = true;\n  }`,
    ]),
    '}',
  ];
  const text = [
    HEADER,
    '',
    'syntax = "proto3";',
    '',
    `package ${TRAVEL_PACKAGE};`,
    '',
    ...importsOf(messages),
    '',
    ...service,
    ...messages.flatMap((m) => ['', ...renderMessage(m, numbers, '')]),
    '',
  ].join('\n');
  return { travelProto: text, fieldNumbers: numbers, restShape: restShapeOf(messages) };
};

export const readFieldNumbers = (file = FIELD_NUMBERS_FILE): FieldNumbers => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FieldNumbers;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw e;
  }
};

export const writeProtos = (): void => {
  const { travelProto, fieldNumbers, restShape } = buildProtos();
  writeFileSync(TRAVEL_PROTO_FILE, travelProto);
  writeFileSync(REST_SHAPE_FILE, restShape);
  writeFileSync(FIELD_NUMBERS_FILE, `${JSON.stringify(fieldNumbers, null, 2)}\n`);
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeProtos();
  console.log(`wrote ${TRAVEL_PROTO_FILE}, ${FIELD_NUMBERS_FILE} and ${REST_SHAPE_FILE}`);
}
