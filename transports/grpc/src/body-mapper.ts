import { create, fromBinary, fromJson, ScalarType, toBinary, toJson, type DescField, type DescMessage, type JsonValue, type Message } from '@bufbuild/protobuf';
import { ValueSchema } from '@bufbuild/protobuf/wkt';
import { AnswerWriter } from './answer-writer.js';
import { isDeepFrozen } from './frozen-parts.js';
import { staticCodecOf, type StaticCodec } from './static-codecs.js';
import { NULL_WHEN_UNSET, OMITTED_WHEN_EMPTY } from './travel-rest-shape.js';
import { WIRE_VIEWS } from './wire-views.js';

/**
 * REST's JSON bodies to protobuf messages and back: the small mapping between the core's answer
 * and request bodies (JSON shaped as the Api types of core/src/api/generated-types.ts) and the
 * messages the libraries encode. The wire is the generated code's: protobufjs's static code for
 * the Parasol messages (static-codecs.ts), fed plain objects; @bufbuild/protobuf's messages where
 * a message object is asked for (toMessage, toBody: an error detail packed into google.rpc.Status,
 * the clients) or pbjs generated none. This file does only what REST's form and the proto
 * disagree on:
 *
 * - an int64 is a JS number in a body (a bigint in a @bufbuild/protobuf message, a number or a
 *   Long in protobufjs's);
 * - an amount is a JSON number in a body and a google.type.Decimal (its decimal text) in a message;
 * - REST's null is the unset field; a field REST always sends (NULL_WHEN_UNSET, generated from the
 *   schemas with the proto) reads back as null when unset;
 * - a list or map REST leaves out rather than send empty (OMITTED_WHEN_EMPTY) reads back absent
 *   when empty; any other is always printed, `[]` or `{}`;
 * - field names are the JSON names (json_name, else lowerCamelCase), as proto3 JSON has them;
 * - where a schema allows any JSON, a google.protobuf.Value (null included) or Struct carries it as is.
 *
 * Each message type's plan is built once, from its @bufbuild/protobuf descriptor (the generated
 * code of protoc-gen-es, which also serves reflection). A field whose value is frozen all the way
 * down (the catalogue's offer parts the core shares between answers: an offer's insurer,
 * guarantees, documents) is mapped once while the value lives, and its plain object handed to the
 * encoder again; in a message encoded through a wire view (wire-views.ts), an item of a
 * pre-encoded field is encoded by its generated encoder without its frozen parts, followed by
 * their encoding, made once by the same encoder while they live. REST reuses their JSON text the
 * same way (core/src/api/frozen-json.ts).
 */

export class MappingError extends Error {
  override readonly name = 'MappingError';
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path || '(message)'}: ${reason}`);
  }

  /** The same error seen from an enclosing value at `prefix` (a field name, or a list item's `name[i]`). */
  under(prefix: string): MappingError {
    if (prefix === '') return this;
    return new MappingError(this.path === '' ? prefix : this.path.startsWith('[') ? `${prefix}${this.path}` : `${prefix}.${this.path}`, this.reason);
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

/**
 * What a mapping builds: a @bufbuild/protobuf message ('message') or the plain object protobufjs's
 * static code encodes ('plain').
 */
type Target = 'message' | 'plain';
type In = (value: unknown, path: string, options: ToMessageOptions, target: Target) => unknown;
type Out = (value: unknown) => unknown;

interface FieldPlan {
  readonly json: string;
  readonly local: string;
  /** The field's plain mapping, kept per deeply frozen value; undefined for a value not frozen. */
  readonly kept: (value: unknown, path: string) => unknown;
  /**
   * The generated encoder's bytes of a message holding only this field, kept per deeply frozen
   * value; undefined for a value not frozen, or a message pbjs generated no code for.
   */
  readonly keptBytes: (value: unknown, path: string) => Uint8Array | undefined;
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

/** An int64 as read: a bigint (@bufbuild/protobuf), a number or a Long (protobufjs, as long.js is installed). */
const int64Out: Out = (v) => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : (v as { toNumber(): number }).toNumber());

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
        in: (v, path, _options, target) =>
          typeof v === 'number' && Number.isSafeInteger(v) ? (target === 'plain' ? v : BigInt(v)) : cannot(path, v, 'an int64 (a whole number JSON carries exactly)'),
        // Beyond 2^53 it reads as the nearest number: REST could not have sent it either.
        out: int64Out,
      };
    default:
      throw new Error(`${where}: scalar type ${ScalarType[scalar]} has no REST mapping here`);
  }
};

/** An amount: a JSON number in a body, its shortest exact decimal text in a google.type.Decimal. */
const decimalMapping = (desc: DescMessage): { in: In; out: Out } => ({
  in: (v, path, _options, target) =>
    typeof v === 'number' && Number.isFinite(v) ? (target === 'plain' ? { value: String(v) } : create(desc, { value: String(v) } as never)) : cannot(path, v, 'a decimal amount'),
  // Text that is no number (a request's) goes to the core as text, which refuses it as REST would.
  out: (v) => {
    const text = (v as { value: string }).value;
    const number = Number(text);
    return text.trim() !== '' && Number.isFinite(number) ? number : text;
  },
});

/** Any JSON value, as google.protobuf.Value (the library's own proto3 JSON mapping of it); a message with one has no static codec. */
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
  in: (v, path) => (isPlainObject(v) ? valueMapping.out(valueMapping.in(v, path, { unknown: 'refuse' }, 'message')) : cannot(path, v, 'an object')),
  out: (v) => v,
};

const plans = new WeakMap<DescMessage, Plan>();

/**
 * A field's plain mapping per frozen value (the plain object, list or map the encoder is handed),
 * made once while the value lives; the encoder only reads it.
 */
const keptMappingOf = (mapping: () => In, shape: FieldPlan['shape'], carriesNull: boolean): FieldPlan['kept'] => {
  const kept = new WeakMap<object, unknown>();
  return (value, path) => {
    if (!isDeepFrozen(value)) return undefined;
    let plain = kept.get(value);
    if (plain === undefined) {
      plain = fieldIn(mapping(), shape, carriesNull, value, path, { unknown: 'refuse' }, 'plain');
      kept.set(value, plain);
    }
    return plain;
  };
};

const keptBytesOf = (parent: DescMessage, local: string, kept: FieldPlan['kept']): FieldPlan['keptBytes'] => {
  const bytes = new WeakMap<object, Uint8Array>();
  let codec: StaticCodec | null | undefined;
  return (value, path) => {
    if (typeof value !== 'object' || value === null) return undefined;
    // Kept bytes mean a frozen value: one lookup for a part seen before.
    const known = bytes.get(value);
    if (known !== undefined) return known;
    codec ??= staticCodecOf(parent.typeName) ?? null;
    if (codec === null) return undefined;
    const plain = kept(value, path);
    if (plain === undefined) return undefined;
    const encoded = codec.encode({ [local]: plain }).finish();
    bytes.set(value, encoded);
    return encoded;
  };
};

/**
 * An item of a wire view's `bytes` field: its message's generated encoding of every field but the
 * frozen ones, then the kept encoding of each frozen one (the same message, merged when read),
 * left queued in an AnswerWriter that the enclosing message's writer takes over as the field's
 * value (answer-writer.ts): the item is never copied into a buffer of its own.
 */
const preEncodedMapping = (message: DescMessage, normal: In): In => {
  let codec: StaticCodec | undefined;
  return (v, path, options, target) => {
    if (target !== 'plain') return normal(v, path, options, target);
    codec ??= staticCodecOf(message.typeName);
    if (codec === undefined) throw new Error(`${message.typeName} has no generated encoder for a wire view`);
    const parts: Uint8Array[] = [];
    const writer = codec.encode(messageIn(planOf(message), v, path, options, target, parts), new AnswerWriter()) as AnswerWriter;
    for (const part of parts) writer.fields(part);
    return writer;
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
    return { in: (v, path, options, target) => messageIn(planOf(message), v, path, options, target), out: (v) => messageOut(planOf(message), v as Message) };
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
  const preEncoded = WIRE_VIEWS[desc.typeName]?.preEncoded ?? [];
  for (const field of desc.fields) {
    const mapping = elementMapping(field);
    const shape = field.fieldKind === 'list' ? 'list' : field.fieldKind === 'map' ? 'map' : 'single';
    const carriesNull = field.message?.typeName === VALUE;
    const viaBytes = preEncoded.includes(field.jsonName) && field.message !== undefined;
    // A pre-encoded field's items are bytes, which no plain mapping kept elsewhere may stand for.
    const kept: FieldPlan['kept'] = viaBytes ? () => undefined : keptMappingOf(() => mapping.in, shape, carriesNull);
    const planned: FieldPlan = {
      json: field.jsonName,
      local: field.localName,
      kept,
      keptBytes: keptBytesOf(desc, field.localName, kept),
      shape,
      in: viaBytes && field.message !== undefined ? preEncodedMapping(field.message, mapping.in) : mapping.in,
      out: mapping.out,
      nullWhenUnset: nulls.includes(field.jsonName),
      omittedWhenEmpty: omitted.includes(field.jsonName),
      carriesNull,
    };
    fields.push(planned);
    byJson.set(planned.json, planned);
  }
  return plan;
};

// ---------- body -> message ----------

/**
 * A field's value as the target holds it: a list's items, a map's entries, or the one value mapped.
 * Paths are written only when a mapping fails (a path per value mapped would be a string per field
 * per call): an item is mapped at '' and its error put under `at[i]` or `at.key` (MappingError.under).
 */
const fieldIn = (mapping: In, shape: FieldPlan['shape'], carriesNull: boolean, value: unknown, at: string, options: ToMessageOptions, target: Target): unknown => {
  if (shape === 'list') {
    if (!Array.isArray(value)) cannot(at, value, 'a repeated field');
    const items = value as unknown[];
    const out = new Array<unknown>(items.length);
    let i = 0;
    try {
      for (; i < items.length; i++) out[i] = items[i] === null && !carriesNull ? cannot('', null, 'an element') : mapping(items[i], '', options, target);
    } catch (e) {
      throw e instanceof MappingError ? e.under(`${at}[${i}]`) : e;
    }
    return out;
  }
  if (shape === 'map') {
    if (!isPlainObject(value)) cannot(at, value, 'a map');
    const entries: Record<string, unknown> = {};
    let key = '';
    try {
      for (key in value as Record<string, unknown>) {
        const v = (value as Record<string, unknown>)[key];
        if (v === undefined) continue;
        if (v === null && !carriesNull) cannot('', v, 'a map value');
        setOwn(entries, key, mapping(v, '', options, target));
      }
    } catch (e) {
      throw e instanceof MappingError ? e.under(`${at}.${key}`) : e;
    }
    return entries;
  }
  return mapping(value, at, options, target);
};

/**
 * The message (or plain object) of a JSON object, at `path` (its field name in the enclosing
 * message, for errors). Given `parts` (a plain object only), a frozen field is left out and its
 * kept encoding added to parts instead.
 */
const messageIn = (plan: Plan, json: unknown, path: string, options: ToMessageOptions, target: Target, parts?: Uint8Array[]): Message => {
  if (!isPlainObject(json)) return cannot(path, json, `a ${plan.desc.name} message`);
  const message = (target === 'plain' ? {} : create(plan.desc)) as unknown as Record<string, unknown>;
  try {
    for (const key in json) {
      const value = json[key];
      // JSON.stringify leaves undefined out, and REST's null is the unset field: neither is set.
      if (value === undefined) continue;
      const field = plan.byJson.get(key);
      if (field === undefined) {
        if (options.unknown === 'refuse') throw new MappingError(key, `${plan.desc.typeName} has no such field`);
        continue;
      }
      if (value === null && !field.carriesNull) {
        if (field.shape !== 'single') throw new MappingError(key, 'null cannot be a list or a map');
        continue;
      }
      // A frozen part of an answer (mapped with unknown keys refused) is mapped, or encoded, once while it lives.
      if (target === 'plain' && options.unknown === 'refuse') {
        if (parts !== undefined) {
          const bytes = field.keptBytes(value, key);
          if (bytes !== undefined) {
            if (bytes.length > 0) parts.push(bytes);
            continue;
          }
        }
        const kept = field.kept(value, key);
        if (kept !== undefined) {
          message[field.local] = kept;
          continue;
        }
      }
      message[field.local] = fieldIn(field.in, field.shape, field.carriesNull, value, key, options, target);
    }
  } catch (e) {
    throw e instanceof MappingError ? e.under(path) : e;
  }
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
      // Unset: undefined in a @bufbuild/protobuf message, null (the prototype's) in protobufjs's.
    } else if (value !== undefined && value !== null) body[field.json] = field.out(value);
    else if (field.nullWhenUnset) body[field.json] = null;
  }
  return body;
};

/** One message type's mapping, with the library's encoding on either side. */
export class BodyMapper<Desc extends DescMessage = DescMessage> {
  private readonly plan: Plan;
  /** protobufjs's generated encode (of the message's wire view, if it has one) and decode, when pbjs generated them. */
  private readonly encoder: StaticCodec | undefined;
  private readonly decoder: StaticCodec | undefined;

  constructor(readonly desc: Desc) {
    this.plan = planOf(desc);
    this.decoder = staticCodecOf(desc.typeName);
    const view = WIRE_VIEWS[desc.typeName]?.view;
    this.encoder = view === undefined ? this.decoder : staticCodecOf(view);
  }

  /** The @bufbuild/protobuf message of a JSON body; throws MappingError naming the first field it cannot carry. */
  toMessage(json: unknown, options: ToMessageOptions = { unknown: 'refuse' }): Message {
    return messageIn(this.plan, json, '', options, 'message');
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
    if (this.encoder === undefined) return toBinary(this.desc, this.toMessage(json, options) as never);
    return this.encoder.encode(messageIn(this.plan, json, '', options, 'plain'), new AnswerWriter()).finish();
  }

  /** The REST JSON form of wire bytes; throws the library's error on bytes that are no such message. */
  decode(bytes: Uint8Array): Record<string, unknown> {
    return messageOut(this.plan, (this.decoder === undefined ? fromBinary(this.desc, bytes) : this.decoder.decode(bytes)) as unknown as Message);
  }
}
