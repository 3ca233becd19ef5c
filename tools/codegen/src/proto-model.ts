/**
 * The JSON Schemas of the public API (core/src/schemas) read as protobuf messages: the model
 * generate-protos.ts prints as a .proto file. One rule per JSON shape, each field with the proto
 * type a generated client reads naturally (docs/grpc.md, "Types"):
 *
 * | schema                                   | proto                                              |
 * |------------------------------------------|----------------------------------------------------|
 * | string, enum of strings, const string    | optional string (enum values listed in a comment)  |
 * | boolean, const true                      | optional bool                                      |
 * | integer bounded inside int32             | optional int32                                     |
 * | other integer                            | optional int64                                     |
 * | number (every one is an amount of money) | google.type.Decimal (the decimal as text)          |
 * | one type or null                         | that type with presence: unset is null             |
 * | object with properties                   | message (nested when inline, top-level by $ref)    |
 * | object with additionalProperties only    | map<string, T>                                     |
 * | oneOf of objects                         | one message with every variant's fields            |
 * | array                                    | repeated T                                         |
 * | several types, or no type at all         | google.protobuf.Value (the schema allows any JSON) |
 *
 * Every scalar is `optional` (explicit presence), so a field the body leaves out stays out and a
 * 0, "" or false that it sends stays in; the proto cannot tell null from unset, and needs not:
 * in Parasol's answers a null and an absent optional say the same. A property declared without a
 * type takes the type a conditional branch gives it (tripInfo is a Trip, stateResidence a state
 * code): gRPC carries only the form the operation reads. Array items the schema leaves untyped
 * because the operation skips what it cannot read take the type of what it reads (NARROWED).
 *
 * What the proto cannot say of the REST form, each field remembers (nullable, required) for
 * the JSON shape table generate-protos.ts writes beside the generated code.
 */

import { messageNameOfSchema } from '@parasol/grpc';

type Json = Record<string, unknown>;

export interface SchemaSource {
  readonly id: string;
  readonly document: Json;
}

export type ProtoType =
  | { readonly kind: 'scalar'; readonly proto: 'string' | 'bool' | 'int32' | 'int64' }
  | { readonly kind: 'decimal' }
  | { readonly kind: 'value' }
  | { readonly kind: 'message'; readonly message: MessageModel }
  | { readonly kind: 'repeated'; readonly of: ProtoType }
  | { readonly kind: 'map'; readonly of: ProtoType };

export interface FieldModel {
  /** The JSON key, exactly as the REST body spells it. */
  readonly jsonName: string;
  readonly type: ProtoType;
  readonly comment: string;
  /** The schema allows null: REST's null is the unset field. */
  readonly nullable: boolean;
  /** The schema requires it: REST always sends it (a required nullable one as null when unset). */
  readonly required: boolean;
}

export interface MessageModel {
  readonly name: string;
  /** Enclosing message of a nested one (an inline object). */
  readonly parent?: MessageModel;
  readonly comment: string;
  readonly fields: FieldModel[];
  readonly nested: MessageModel[];
}

export const INT32_MIN = -(2 ** 31);
export const INT32_MAX = 2 ** 31 - 1;

const pascal = (word: string): string =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** The message name of an array's items: `countries` holds Country, `banks` Bank. */
const singular = (word: string): string => (word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : `${word}Item`);

const isObject = (node: unknown): node is Json => typeof node === 'object' && node !== null && !Array.isArray(node);

/** Keys that say what a value is; a schema with none of them admits any JSON value. */
const TYPE_KEYWORDS = ['type', 'enum', 'const', '$ref', 'properties', 'items', 'oneOf', 'anyOf', 'additionalProperties'];
const hasTypeInfo = (schema: Json): boolean => TYPE_KEYWORDS.some((k) => k in schema && !(k === 'additionalProperties' && typeof schema[k] === 'boolean'));

/**
 * Array items the schema leaves untyped because the operation skips what it cannot read: over
 * gRPC they have the type of what it reads. Keyed by message name and property.
 */
const NARROWED: Readonly<Record<string, Json>> = {
  // "Entries that are not 2-letter codes … are ignored": a destination is a country code.
  'CoachRequest.destinations': { type: 'string' },
};

const describe = (schema: Json): string => {
  const parts: string[] = [];
  if (typeof schema['description'] === 'string') parts.push(schema['description']);
  if (Array.isArray(schema['enum'])) parts.push(`One of: ${schema['enum'].map((v) => JSON.stringify(v)).join(', ')}.`);
  if ('const' in schema) parts.push(`Always ${JSON.stringify(schema['const'])}.`);
  if (schema['format'] === 'date-time' || schema['format'] === 'date') parts.push(`Format: ${String(schema['format'])} (text).`);
  return parts.join(' ');
};

/**
 * Builds message models from schemas. Named messages (a schema file, or an object under $defs)
 * are made once and shared; inline objects become nested messages of the object holding them.
 */
export class ProtoModelBuilder {
  private readonly byId: Map<string, SchemaSource>;
  /** `${fileId}#${pointer}` -> its top-level message. */
  private readonly named = new Map<string, MessageModel>();
  readonly topLevel: MessageModel[] = [];

  constructor(sources: readonly SchemaSource[]) {
    this.byId = new Map(sources.map((s) => [s.id, s]));
  }

  /** The top-level message of a whole schema file, named after the file (quote-response: QuoteResponse). */
  messageOfSchema(id: string): MessageModel {
    const source = this.source(id);
    return this.namedMessage(`${id}#`, messageNameOfSchema(id), source.document, id);
  }

  /** A top-level message made of the given fields (a GET's query parameters). */
  messageOfFields(name: string, comment: string, properties: readonly { name: string; schema: Json; description: string }[], baseId: string): MessageModel {
    const message: MessageModel = { name, comment, fields: [], nested: [] };
    this.claim(message);
    for (const property of properties) {
      message.fields.push({
        jsonName: property.name,
        type: this.typeOf({ ...property.schema }, baseId, message, property.name, true),
        comment: property.description,
        nullable: false,
        required: false,
      });
    }
    return message;
  }

  private source(id: string): SchemaSource {
    const source = this.byId.get(id);
    if (source === undefined) throw new Error(`no schema in core/src/schemas has $id ${id}`);
    return source;
  }

  private claim(message: MessageModel): void {
    if (this.topLevel.some((m) => m.name === message.name)) throw new Error(`two top-level messages would be named ${message.name}`);
    this.topLevel.push(message);
  }

  private namedMessage(key: string, name: string, schema: Json, baseId: string): MessageModel {
    const known = this.named.get(key);
    if (known !== undefined) return known;
    const message: MessageModel = { name, comment: describe(schema), fields: [], nested: [] };
    this.named.set(key, message);
    this.claim(message);
    this.fillFields(message, schema, baseId);
    return message;
  }

  /** Follows a $ref to its schema, its file's $id, and the name a message made of it takes. */
  private deref(ref: string, baseId: string): { schema: Json; baseId: string; key: string; name: string } {
    const target = new URL(ref, baseId);
    const pointer = decodeURIComponent(target.hash.slice(1));
    target.hash = '';
    const source = this.source(target.href);
    let node: unknown = source.document;
    for (const segment of pointer.split('/').filter(Boolean)) node = isObject(node) ? node[segment] : undefined;
    if (!isObject(node)) throw new Error(`$ref ${ref} from ${baseId} points at nothing`);
    const defName = /^\/\$defs\/([^/]+)$/.exec(pointer)?.[1];
    const name = pointer === '' ? messageNameOfSchema(source.id) : defName === undefined ? '' : pascal(defName);
    if (name === '' && pointer !== '' && defName === undefined) throw new Error(`$ref ${ref}: only whole schemas and $defs entries can be referenced`);
    return { schema: node, baseId: source.id, key: `${source.id}#${pointer}`, name };
  }

  /** The properties of an object schema, with the types its conditional branches give untyped ones. */
  private propertiesOf(schema: Json): { name: string; schema: Json; required: boolean }[] {
    const branches: Json[] = [];
    const collect = (node: unknown) => {
      if (!isObject(node)) return;
      for (const key of ['then', 'else']) if (isObject(node[key])) branches.push(node[key] as Json);
      for (const item of Array.isArray(node['allOf']) ? node['allOf'] : []) {
        if (isObject(item)) {
          branches.push(item);
          collect(item);
        }
      }
    };
    collect(schema);
    const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
    const base = isObject(schema['properties']) ? schema['properties'] : {};
    const names = [...Object.keys(base)];
    for (const branch of branches) {
      for (const name of Object.keys(isObject(branch['properties']) ? branch['properties'] : {})) if (!names.includes(name)) names.push(name);
    }
    return names.map((name) => {
      // A property declared without a type takes the type a conditional branch gives it
      // (tripInfo when trip is absent, partnerFeeAmount under 3.2, stateResidence for a US
      // resident): the form the operation reads, the only one worth a typed field.
      const own = isObject(base[name]) ? (base[name] as Json) : undefined;
      const branchTyped = branches.map((b) => (isObject(b['properties']) ? (b['properties'] as Json)[name] : undefined)).find((s): s is Json => isObject(s) && hasTypeInfo(s));
      const typed = own !== undefined && hasTypeInfo(own) ? own : branchTyped === undefined ? (own ?? {}) : { ...branchTyped, ...(typeof own?.['description'] === 'string' ? { description: own['description'] } : {}) };
      return { name, schema: typed, required: required.has(name) };
    });
  }

  private fillFields(message: MessageModel, schema: Json, baseId: string): void {
    const variants = Array.isArray(schema['oneOf']) ? (schema['oneOf'] as unknown[]).filter(isObject) : [];
    const sources = variants.length > 0 ? variants : [schema];
    const seen = new Map<string, FieldModel>();
    for (const variant of sources) {
      for (const property of this.propertiesOf(variant)) {
        const type = this.typeOf(property.schema, baseId, message, property.name, property.required);
        const before = seen.get(property.name);
        if (before !== undefined) {
          if (JSON.stringify(shape(before.type)) !== JSON.stringify(shape(type))) throw new Error(`${message.name}.${property.name}: oneOf variants give it different types`);
          continue;
        }
        const inPlace = this.inPlace(property.schema, baseId);
        const field = { jsonName: property.name, type, comment: describe(inPlace), nullable: isNullable(inPlace), required: property.required };
        seen.set(property.name, field);
        message.fields.push(field);
      }
    }
  }

  /** A $ref to a $defs entry used in place (an enum, a string rule) read as that entry, for its comment. */
  private inPlace(schema: Json, baseId: string): Json {
    if (typeof schema['$ref'] !== 'string') return schema;
    const target = this.deref(schema['$ref'], baseId);
    return isMessageSchema(target.schema) ? schema : { ...target.schema, ...(typeof schema['description'] === 'string' ? { description: schema['description'] } : {}) };
  }

  private nestedMessage(parent: MessageModel, name: string, schema: Json, baseId: string): MessageModel {
    if (parent.nested.some((m) => m.name === name)) throw new Error(`${parent.name} would hold two nested messages named ${name}`);
    const message: MessageModel = { name, parent, comment: describe(schema), fields: [], nested: [] };
    parent.nested.push(message);
    this.fillFields(message, schema, baseId);
    return message;
  }

  /** The proto type of one property (or array item) of `holder`. */
  typeOf(schema: Json, baseId: string, holder: MessageModel, propertyName: string, required: boolean): ProtoType {
    if (typeof schema['$ref'] === 'string') {
      const target = this.deref(schema['$ref'], baseId);
      if (isMessageSchema(target.schema)) return { kind: 'message', message: this.namedMessage(target.key, target.name, target.schema, target.baseId) };
      // A $defs entry that is no object (an enum, a map, a string rule) is used in place.
      return this.typeOf({ ...target.schema, ...(typeof schema['description'] === 'string' ? { description: schema['description'] } : {}) }, target.baseId, holder, propertyName, required);
    }
    const types = Array.isArray(schema['type']) ? (schema['type'] as string[]) : typeof schema['type'] === 'string' ? [schema['type']] : [];
    const enumValues = Array.isArray(schema['enum']) ? (schema['enum'] as unknown[]) : undefined;
    if (isNullable(schema)) {
      // One type or null: that type, whose presence says null (unset) from a value.
      const nonNull = types.filter((t) => t !== 'null');
      const withoutNull: Json = { ...schema, ...(nonNull.length === 0 ? {} : { type: nonNull.length === 1 ? nonNull[0] : nonNull }) };
      if (nonNull.length === 0) delete withoutNull['type'];
      if (enumValues !== undefined) withoutNull['enum'] = enumValues.filter((v) => v !== null);
      return this.typeOf(withoutNull, baseId, holder, propertyName, required);
    }
    if (types.length > 1 || !hasTypeInfo(schema)) return { kind: 'value' };

    if (isMessageSchema(schema)) return { kind: 'message', message: this.nestedMessage(holder, pascal(propertyName), schema, baseId) };
    const type = types[0] ?? (enumValues !== undefined ? typeof enumValues[0] : 'const' in schema ? typeof schema['const'] : undefined);
    switch (type) {
      case 'string':
        return { kind: 'scalar', proto: 'string' };
      case 'boolean':
        return { kind: 'scalar', proto: 'bool' };
      case 'number':
        // Every number of the schemas is an amount of money in major units: a decimal, exact as text.
        return { kind: 'decimal' };
      case 'integer': {
        const min = typeof schema['minimum'] === 'number' ? schema['minimum'] : -Infinity;
        const max = typeof schema['maximum'] === 'number' ? schema['maximum'] : Infinity;
        return { kind: 'scalar', proto: min >= INT32_MIN && max <= INT32_MAX ? 'int32' : 'int64' };
      }
      case 'array': {
        const declared = isObject(schema['items']) ? (schema['items'] as Json) : {};
        const items = hasTypeInfo(declared) ? declared : { ...declared, ...(NARROWED[`${holder.name}.${propertyName}`] ?? {}) };
        const of = isMessageSchema(items) && typeof items['$ref'] !== 'string'
          ? ({ kind: 'message', message: this.nestedMessage(holder, pascal(singular(propertyName)), items, baseId) } as const)
          : this.typeOf(items, baseId, holder, singular(propertyName), true);
        if (of.kind === 'repeated' || of.kind === 'map') throw new Error(`${holder.name}.${propertyName}: arrays of arrays or maps have no proto form here`);
        return { kind: 'repeated', of };
      }
      case 'object': {
        const values = schema['additionalProperties'];
        if (!isObject(values)) return { kind: 'value' };
        const of = this.typeOf(values, baseId, holder, `${propertyName}Entry`, true);
        if (of.kind === 'repeated' || of.kind === 'map') throw new Error(`${holder.name}.${propertyName}: maps of arrays or maps have no proto form here`);
        return { kind: 'map', of };
      }
      default:
        throw new Error(`${holder.name}.${propertyName}: no proto type for ${JSON.stringify(schema).slice(0, 200)}`);
    }
  }
}

/** A schema that allows null (type or enum), a $ref not followed. */
const isNullable = (schema: Json): boolean =>
  (Array.isArray(schema['type']) && (schema['type'] as unknown[]).includes('null')) || (Array.isArray(schema['enum']) && (schema['enum'] as unknown[]).includes(null));

/** An object with named fields (or a oneOf of such objects) becomes a message; a pure map does not. */
const isMessageSchema = (schema: Json): boolean => {
  if (Array.isArray(schema['oneOf'])) return (schema['oneOf'] as unknown[]).every((v) => isObject(v) && isMessageSchema(v));
  return (schema['type'] === 'object' || isObject(schema['properties'])) && isObject(schema['properties']);
};

/** A type without its message identity, to compare two variants' fields. */
const shape = (type: ProtoType): unknown =>
  type.kind === 'message' ? { kind: 'message', name: type.message.name } : type.kind === 'repeated' || type.kind === 'map' ? { kind: type.kind, of: shape(type.of) } : type;
