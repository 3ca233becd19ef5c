import { create, fromBinary, fromJson, ScalarType, toBinary, toJson, type DescField, type DescMessage, type JsonValue, type Message } from '@bufbuild/protobuf';
import { BinaryReader, type WireType } from '@bufbuild/protobuf/wire';
import { ValueSchema } from '@bufbuild/protobuf/wkt';
import { isDeepFrozen } from './frozen-parts.js';
import { NULL_WHEN_UNSET, OMITTED_WHEN_EMPTY } from './travel-rest-shape.js';
// Configures the library's UTF-8 writer for every message this transport encodes.
import './utf8-writer.js';

/**
 * REST's JSON bodies to protobuf messages and back: the small mapping between the core's answer
 * and request bodies (JSON shaped as the Api types of core/src/api/generated-types.ts) and the
 * messages @bufbuild/protobuf encodes. The library does the wire; this file does only what REST's
 * form and the proto disagree on:
 *
 * - an int64 is a JS number in a body (a bigint in a message);
 * - an amount is a JSON number in a body and a google.type.Decimal (its decimal text) in a message;
 * - REST's null is the unset field; a field REST always sends (NULL_WHEN_UNSET, generated from the
 *   schemas with the proto) reads back as null when unset;
 * - a list or map REST leaves out rather than send empty (OMITTED_WHEN_EMPTY) reads back absent
 *   when empty; any other is always printed, `[]` or `{}`;
 * - field names are the JSON names (json_name, else lowerCamelCase), as proto3 JSON has them;
 * - where a schema allows any JSON, a google.protobuf.Value (null included) or Struct carries it as is.
 *
 * Each message type's plan is built once, from its descriptor. A field whose value is frozen all
 * the way down (the catalogue's offer parts the core shares between answers: an offer's insurer,
 * guarantees, documents) is encoded once while the value lives, by the library, and its bytes go
 * into the message as they are, as unknown fields (which the library writes raw): REST reuses
 * their JSON text the same way (core/src/api/frozen-json.ts).
 */

export class MappingError extends Error {
  override readonly name = 'MappingError';
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path || '(message)'}: ${message}`);
  }
}

export interface ToMessageOptions {
  /**
   * What a JSON key without a field does: 'refuse' (an answer the proto cannot carry is a bug) or
   * 'drop' (a request's unknown fields, which the core ignores anyway).
   */
  readonly unknown: 'refuse' | 'drop';
}

const DECIMAL = 'google.type.Decimal';
const VALUE = 'google.protobuf.Value';
const STRUCT = 'google.protobuf.Struct';
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

type In = (value: unknown, path: string, options: ToMessageOptions) => unknown;
type Out = (value: unknown) => unknown;

interface FieldPlan {
  readonly json: string;
  readonly local: string;
  /** The field's encoding, kept per deeply frozen value (null: it writes nothing); undefined for a value not frozen. */
  readonly kept: (value: unknown) => EncodedField | null | undefined;
  readonly shape: 'single' | 'list' | 'map';
  readonly in: In;
  readonly out: Out;
  readonly nullWhenUnset: boolean;
  readonly omittedWhenEmpty: boolean;
  /** A google.protobuf.Value: null is a value here, not the unset field. */
  readonly carriesNull: boolean;
}

interface Plan {
  readonly desc: DescMessage;
  readonly fields: readonly FieldPlan[];
  readonly byJson: ReadonlyMap<string, FieldPlan>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);
const cannot = (path: string, value: unknown, what: string): never => {
  throw new MappingError(path, `${kindOf(value)} ${String(JSON.stringify(value)).slice(0, 40)} cannot be ${what}`);
};

/**
 * Sets an own property whatever its name: JSON.parse gives a body an own `__proto__` key, which a
 * plain assignment would turn into the object's prototype, dropping the entry (REST keeps it).
 */
const setOwn = (object: Record<string, unknown>, key: string, value: unknown): void => {
  if (key === '__proto__') Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
};

/** A scalar's mapping both ways; types the Parasol protos do not use are refused when the plan is made. */
const scalarMapping = (scalar: ScalarType, where: string): { in: In; out: Out } => {
  switch (scalar) {
    case ScalarType.STRING:
      return { in: (v, path) => (typeof v === 'string' ? v : cannot(path, v, 'a string')), out: (v) => v };
    case ScalarType.BOOL:
      return { in: (v, path) => (typeof v === 'boolean' ? v : cannot(path, v, 'a bool')), out: (v) => v };
    case ScalarType.INT32:
      return {
        in: (v, path) => (typeof v === 'number' && Number.isInteger(v) && v >= INT32_MIN && v <= INT32_MAX ? v : cannot(path, v, 'an int32')),
        out: (v) => v,
      };
    case ScalarType.INT64:
      return {
        in: (v, path) => (typeof v === 'number' && Number.isSafeInteger(v) ? BigInt(v) : cannot(path, v, 'an int64 (a whole number JSON carries exactly)')),
        // A bigint beyond 2^53 reads as the nearest number: REST could not have sent it either.
        out: (v) => Number(v as bigint),
      };
    default:
      throw new Error(`${where}: scalar type ${ScalarType[scalar]} has no REST mapping here`);
  }
};

/** An amount: a JSON number in a body, its shortest exact decimal text in a google.type.Decimal. */
const decimalMapping = (desc: DescMessage): { in: In; out: Out } => ({
  in: (v, path) => (typeof v === 'number' && Number.isFinite(v) ? create(desc, { value: String(v) } as never) : cannot(path, v, 'a decimal amount')),
  // Text that is no number (a request's) goes to the core as text, which refuses it as REST would.
  out: (v) => {
    const text = (v as { value: string }).value;
    const number = Number(text);
    return text.trim() !== '' && Number.isFinite(number) ? number : text;
  },
});

/** Any JSON value, as google.protobuf.Value (the library's own proto3 JSON mapping of it). */
const valueMapping: { in: In; out: Out } = {
  in: (v, path) => {
    try {
      return fromJson(ValueSchema, v as JsonValue);
    } catch (e) {
      throw new MappingError(path, (e as Error).message);
    }
  },
  out: (v) => toJson(ValueSchema, v as never),
};

/** A JSON object: the library holds a Struct field as the plain object itself. */
const structMapping: { in: In; out: Out } = {
  in: (v, path) => (isPlainObject(v) ? valueMapping.out(valueMapping.in(v, path, { unknown: 'refuse' })) : cannot(path, v, 'an object')),
  out: (v) => v,
};

const plans = new WeakMap<DescMessage, Plan>();

/** A field's encoding as the library keeps an unknown field: a number, a wire type, the bytes after the tag. */
interface EncodedField {
  readonly no: number;
  readonly wireType: WireType;
  readonly data: Uint8Array;
}

/**
 * A field's encoding per frozen value: the library encodes a message holding only that field. The
 * whole of it is kept as one unknown field (the first occurrence's tag, then every byte after it):
 * the library writes the tag, then the data as it is, so a list's items or a map's entries, each a
 * field occurrence of its own, go out whole in one write instead of one each. null: nothing to
 * write (an empty list or map).
 */
const keptEncodingOf = (parent: DescMessage, json: string): FieldPlan['kept'] => {
  const kept = new WeakMap<object, EncodedField | null>();
  return (value) => {
    if (!isDeepFrozen(value)) return undefined;
    let field = kept.get(value);
    if (field === undefined) {
      const bytes = toBinary(parent, messageIn(planOf(parent), { [json]: value }, '', { unknown: 'refuse' }, false) as never);
      if (bytes.length === 0) field = null;
      else {
        const reader = new BinaryReader(bytes);
        const [no, wireType] = reader.tag();
        field = { no, wireType, data: bytes.subarray(reader.pos) };
      }
      kept.set(value, field);
    }
    return field;
  };
};

const elementMapping = (field: DescField): { in: In; out: Out } => {
  const where = `${field.parent.typeName}.${field.name}`;
  const message = field.fieldKind === 'message' || (field.fieldKind === 'list' && field.listKind === 'message') || (field.fieldKind === 'map' && field.mapKind === 'message') ? field.message : undefined;
  if (message !== undefined) {
    if (message.typeName === DECIMAL) return decimalMapping(message);
    if (message.typeName === VALUE) return valueMapping;
    if (message.typeName === STRUCT) return structMapping;
    if (message.typeName.startsWith('google.protobuf.')) throw new Error(`${where}: ${message.typeName} has no REST mapping here`);
    return { in: (v, path, options) => messageIn(planOf(message), v, path, options), out: (v) => messageOut(planOf(message), v as Message) };
  }
  if (field.scalar === undefined) throw new Error(`${where}: enums have no REST mapping here (the protos carry enumerations as strings)`);
  return scalarMapping(field.scalar, where);
};

const planOf = (desc: DescMessage): Plan => {
  const known = plans.get(desc);
  if (known !== undefined) return known;
  const fields: FieldPlan[] = [];
  const byJson = new Map<string, FieldPlan>();
  const plan: Plan = { desc, fields, byJson };
  // Registered before its fields are planned: a message may hold itself.
  plans.set(desc, plan);
  const nulls = NULL_WHEN_UNSET[desc.typeName] ?? [];
  const omitted = OMITTED_WHEN_EMPTY[desc.typeName] ?? [];
  for (const field of desc.fields) {
    const mapping = elementMapping(field);
    const planned: FieldPlan = {
      json: field.jsonName,
      local: field.localName,
      kept: keptEncodingOf(desc, field.jsonName),
      shape: field.fieldKind === 'list' ? 'list' : field.fieldKind === 'map' ? 'map' : 'single',
      in: mapping.in,
      out: mapping.out,
      nullWhenUnset: nulls.includes(field.jsonName),
      omittedWhenEmpty: omitted.includes(field.jsonName),
      carriesNull: field.message?.typeName === VALUE,
    };
    fields.push(planned);
    byJson.set(planned.json, planned);
  }
  return plan;
};

// ---------- body -> message ----------

/** The message of a JSON object; `keep` false encodes frozen values afresh (what keptEncodingOf keeps). */
const messageIn = (plan: Plan, json: unknown, path: string, options: ToMessageOptions, keep = true): Message => {
  if (!isPlainObject(json)) return cannot(path, json, `a ${plan.desc.name} message`);
  const message = create(plan.desc) as unknown as Record<string, unknown>;
  let unknown: EncodedField[] | undefined;
  for (const key in json) {
    const value = json[key];
    // JSON.stringify leaves undefined out, and REST's null is the unset field: neither is set.
    if (value === undefined) continue;
    const field = plan.byJson.get(key);
    const at = path === '' ? key : `${path}.${key}`;
    if (field === undefined) {
      if (options.unknown === 'refuse') throw new MappingError(at, `${plan.desc.typeName} has no such field`);
      continue;
    }
    if (value === null && !field.carriesNull) {
      if (field.shape !== 'single') throw new MappingError(at, 'null cannot be a list or a map');
      continue;
    }
    const encoded = keep ? field.kept(value) : undefined;
    if (encoded !== undefined) {
      if (encoded !== null) (unknown ??= []).push(encoded);
      continue;
    }
    if (field.shape === 'list') {
      if (!Array.isArray(value)) cannot(at, value, 'a repeated field');
      message[field.local] = (value as unknown[]).map((item, i) => (item === null && !field.carriesNull ? cannot(`${at}[${i}]`, item, 'an element') : field.in(item, `${at}[${i}]`, options)));
    } else if (field.shape === 'map') {
      if (!isPlainObject(value)) cannot(at, value, 'a map');
      const entries: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (v === undefined) continue;
        if (v === null && !field.carriesNull) cannot(`${at}.${k}`, v, 'a map value');
        setOwn(entries, k, field.in(v, `${at}.${k}`, options));
      }
      message[field.local] = entries;
    } else {
      message[field.local] = field.in(value, at, options);
    }
  }
  if (unknown !== undefined) message['$unknown'] = unknown;
  return message as unknown as Message;
};

// ---------- message -> body ----------

const messageOut = (plan: Plan, message: Message): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  const m = message as unknown as Record<string, unknown>;
  for (const field of plan.fields) {
    const value = m[field.local];
    if (field.shape === 'list') {
      const items = value as unknown[];
      if (items.length > 0 || !field.omittedWhenEmpty) body[field.json] = items.map(field.out);
    } else if (field.shape === 'map') {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length > 0 || !field.omittedWhenEmpty) {
        const out: Record<string, unknown> = {};
        for (const [k, v] of entries) setOwn(out, k, field.out(v));
        body[field.json] = out;
      }
    } else if (value !== undefined) body[field.json] = field.out(value);
    else if (field.nullWhenUnset) body[field.json] = null;
  }
  return body;
};

/** One message type's mapping, with the library's encoding on either side. */
export class BodyMapper<Desc extends DescMessage = DescMessage> {
  private readonly plan: Plan;

  constructor(readonly desc: Desc) {
    this.plan = planOf(desc);
  }

  /** The message of a JSON body; throws MappingError naming the first field it cannot carry. */
  toMessage(json: unknown, options: ToMessageOptions = { unknown: 'refuse' }): Message {
    return messageIn(this.plan, json, '', options);
  }

  /**
   * What a JSON key holds in this message, for reading a query string into it: 'text', a whole
   * 'number', 'other' (a message, list, map, bool), or undefined when no field has that name.
   */
  valueKindOf(jsonName: string): 'text' | 'number' | 'other' | undefined {
    const field = this.desc.fields.find((f) => f.jsonName === jsonName);
    if (field === undefined) return undefined;
    if (field.fieldKind !== 'scalar') return 'other';
    if (field.scalar === ScalarType.STRING) return 'text';
    return field.scalar === ScalarType.INT32 || field.scalar === ScalarType.INT64 ? 'number' : 'other';
  }

  /** The REST JSON form of a message. */
  toBody(message: Message): Record<string, unknown> {
    return messageOut(this.plan, message);
  }

  /** The wire bytes of a JSON body. */
  encode(json: unknown, options: ToMessageOptions = { unknown: 'refuse' }): Uint8Array {
    return toBinary(this.desc, this.toMessage(json, options) as never);
  }

  /** The REST JSON form of wire bytes; throws the library's error on bytes that are no such message. */
  decode(bytes: Uint8Array): Record<string, unknown> {
    return this.toBody(fromBinary(this.desc, bytes));
  }
}
