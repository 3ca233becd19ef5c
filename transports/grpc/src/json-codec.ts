import type protobuf from 'protobufjs';
import { decodeWire } from './wire-decoder.js';
import { encodeWire } from './wire-encoder.js';

/**
 * Protobuf messages to and from their proto3 JSON form, for the shapes the Parasol protos use
 * (docs/grpc.md, "JSON mapping"): optional scalars (present exactly when set), repeated and map
 * fields (always printed, `[]` and `{}` when empty, as always_print_fields_with_no_presence
 * does), nested messages, and google.protobuf.Value / ListValue / Struct for what JSON Schema
 * leaves open or nullable. Field names are the proto3 JSON names (json_name, else lowerCamelCase).
 *
 * So a REST body turns into the answer message and back into the same JSON, and a received
 * request message into the JSON object REST would have parsed: the core sees one shape whatever
 * the transport. Each message type's plan is compiled once.
 */

export class CodecError extends Error {
  override readonly name = 'CodecError';
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

type Scalar = 'string' | 'bool' | 'double' | 'int32';
type WellKnown = 'value' | 'list-value' | 'struct';

interface FieldPlan {
  readonly json: string;
  readonly name: string;
  readonly repeated: boolean;
  readonly map: boolean;
  /** Proto3 `optional` or a message: printed only when set. */
  readonly presence: boolean;
  readonly scalar?: Scalar;
  readonly wellKnown?: WellKnown;
  readonly message?: () => Plan;
}

interface Plan {
  readonly type: protobuf.Type;
  readonly fields: readonly FieldPlan[];
  readonly byJson: ReadonlyMap<string, FieldPlan>;
}

const WELL_KNOWN: Readonly<Record<string, WellKnown>> = {
  '.google.protobuf.Value': 'value',
  '.google.protobuf.ListValue': 'list-value',
  '.google.protobuf.Struct': 'struct',
};
const SCALARS = new Set<string>(['string', 'bool', 'double', 'int32']);

/** protoc's default JSON name: `country_residence` is `countryResidence`. */
export const jsonNameOf = (protoName: string): string => protoName.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

const plans = new WeakMap<protobuf.Type, Plan>();

const planOf = (type: protobuf.Type): Plan => {
  const known = plans.get(type);
  if (known !== undefined) return known;
  const fields: FieldPlan[] = type.fieldsArray.map((field) => {
    field.resolve();
    const resolved = field.resolvedType;
    const fullName = resolved?.fullName ?? '';
    const options = (field.options ?? {}) as Record<string, unknown>;
    const wellKnown = WELL_KNOWN[fullName];
    const base = {
      json: typeof options['json_name'] === 'string' ? options['json_name'] : jsonNameOf(field.name),
      name: field.name,
      repeated: field.repeated,
      map: field.map,
      presence: options['proto3_optional'] === true || (resolved !== null && !field.repeated && !field.map),
    };
    if (wellKnown !== undefined) return { ...base, wellKnown };
    if (resolved !== null && 'fieldsArray' in resolved) {
      const nested = resolved as protobuf.Type;
      return { ...base, message: () => planOf(nested) };
    }
    // int64 would print as a JSON string, unlike the REST body's number: the protos use double.
    if (!SCALARS.has(field.type)) throw new Error(`${type.fullName}.${field.name}: type ${field.type} is not supported by the JSON codec`);
    return { ...base, scalar: field.type as Scalar };
  });
  const plan: Plan = { type, fields, byJson: new Map(fields.map((f) => [f.json, f])) };
  plans.set(type, plan);
  return plan;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

// ---------- JSON -> message ----------

const scalarIn = (scalar: Scalar, value: unknown, path: string): unknown => {
  switch (scalar) {
    case 'string':
      if (typeof value === 'string') return value;
      break;
    case 'bool':
      if (typeof value === 'boolean') return value;
      break;
    case 'double':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      break;
    case 'int32':
      if (typeof value === 'number' && Number.isInteger(value) && value >= -(2 ** 31) && value <= 2 ** 31 - 1) return value;
      break;
  }
  throw new CodecError(path, `${kindOf(value)} ${String(JSON.stringify(value)).slice(0, 40)} cannot be a ${scalar}`);
};

/** Any JSON value as google.protobuf.Value (field names as protobufjs's built-in descriptor has them). */
const valueIn = (value: unknown, path: string): object => {
  if (value === null) return { nullValue: 0 };
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new CodecError(path, 'a number that JSON cannot carry');
      return { numberValue: value };
    case 'string':
      return { stringValue: value };
    case 'boolean':
      return { boolValue: value };
    case 'object':
      return Array.isArray(value) ? { listValue: listIn(value, path) } : { structValue: structIn(value as Record<string, unknown>, path) };
    default:
      throw new CodecError(path, `${typeof value} is not a JSON value`);
  }
};
const listIn = (values: readonly unknown[], path: string): object => ({ values: values.map((v, i) => valueIn(v, `${path}[${i}]`)) });
/**
 * Sets an own property whatever its name: JSON.parse gives a body an own `__proto__` key, which a
 * plain assignment would turn into the object's prototype, dropping the field (REST keeps it).
 */
const setOwn = (object: Record<string, unknown>, key: string, value: unknown): void => {
  if (key === '__proto__') Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
};
const structIn = (object: Record<string, unknown>, path: string): object => {
  const fields: Record<string, object> = {};
  for (const [key, v] of Object.entries(object)) if (v !== undefined) setOwn(fields, key, valueIn(v, `${path}.${key}`));
  return { fields };
};

const oneIn = (field: FieldPlan, value: unknown, path: string, options: ToMessageOptions): unknown => {
  if (field.wellKnown === 'value') return valueIn(value, path);
  if (field.wellKnown === 'list-value') {
    if (!Array.isArray(value)) throw new CodecError(path, `${kindOf(value)} cannot be a list`);
    return listIn(value, path);
  }
  if (field.wellKnown === 'struct') {
    if (!isPlainObject(value)) throw new CodecError(path, `${kindOf(value)} cannot be an object`);
    return structIn(value, path);
  }
  if (field.message !== undefined) return messageIn(field.message(), value, path, options);
  return scalarIn(field.scalar as Scalar, value, path);
};

const messageIn = (plan: Plan, json: unknown, path: string, options: ToMessageOptions): Record<string, unknown> => {
  if (!isPlainObject(json)) throw new CodecError(path, `${kindOf(json)} cannot be a ${plan.type.name} message`);
  const message: Record<string, unknown> = {};
  for (const key in json) {
    const value = json[key];
    // JSON.stringify leaves undefined out: so does the message.
    if (value === undefined) continue;
    const field = plan.byJson.get(key);
    const at = path === '' ? key : `${path}.${key}`;
    if (field === undefined) {
      if (options.unknown === 'refuse') throw new CodecError(at, `${plan.type.fullName.slice(1)} has no such field`);
      continue;
    }
    if (value === null && field.wellKnown !== 'value') throw new CodecError(at, 'null: only a google.protobuf.Value field carries null');
    if (field.repeated) {
      if (!Array.isArray(value)) throw new CodecError(at, `${kindOf(value)} cannot be a repeated field`);
      message[field.name] = value.map((item, i) => {
        if (item === null && field.wellKnown !== 'value') throw new CodecError(`${at}[${i}]`, 'null cannot be an element');
        return oneIn(field, item, `${at}[${i}]`, options);
      });
    } else if (field.map) {
      if (!isPlainObject(value)) throw new CodecError(at, `${kindOf(value)} cannot be a map`);
      const entries: Record<string, unknown> = {};
      for (const k in value) {
        const v = value[k];
        if (v === undefined) continue;
        if (v === null && field.wellKnown !== 'value') throw new CodecError(`${at}.${k}`, 'null cannot be a map value');
        entries[k] = oneIn(field, v, `${at}.${k}`, options);
      }
      message[field.name] = entries;
    } else {
      message[field.name] = oneIn(field, value, at, options);
    }
  }
  return message;
};

// ---------- message -> JSON ----------

const has = (message: object, name: string): boolean => Object.prototype.hasOwnProperty.call(message, name) && (message as Record<string, unknown>)[name] != null;

const valueOut = (value: Record<string, unknown>): unknown => {
  if (has(value, 'nullValue')) return null;
  if (has(value, 'numberValue')) return value['numberValue'];
  if (has(value, 'stringValue')) return value['stringValue'];
  if (has(value, 'boolValue')) return value['boolValue'];
  if (has(value, 'structValue')) return structOut(value['structValue'] as Record<string, unknown>);
  if (has(value, 'listValue')) return listOut(value['listValue'] as Record<string, unknown>);
  // A Value with no kind set: proto3 JSON has no form for it; null is the nearest.
  return null;
};
const listOut = (list: Record<string, unknown>): unknown[] => ((list['values'] as Record<string, unknown>[] | undefined) ?? []).map(valueOut);
const structOut = (struct: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries((struct['fields'] as Record<string, Record<string, unknown>> | undefined) ?? {})) setOwn(out, key, valueOut(v));
  return out;
};

const oneOut = (field: FieldPlan, value: unknown): unknown => {
  if (field.wellKnown === 'value') return valueOut(value as Record<string, unknown>);
  if (field.wellKnown === 'list-value') return listOut(value as Record<string, unknown>);
  if (field.wellKnown === 'struct') return structOut(value as Record<string, unknown>);
  if (field.message !== undefined) return messageOut(field.message(), value as object);
  return value;
};

const messageOut = (plan: Plan, message: object): Record<string, unknown> => {
  const json: Record<string, unknown> = {};
  const m = message as Record<string, unknown>;
  for (const field of plan.fields) {
    const value = m[field.name];
    if (field.repeated) json[field.json] = ((value as unknown[] | undefined) ?? []).map((item) => oneOut(field, item));
    else if (field.map) {
      const entries: Record<string, unknown> = {};
      for (const [k, v] of Object.entries((value as Record<string, unknown> | undefined) ?? {})) entries[k] = oneOut(field, v);
      json[field.json] = entries;
    } else if (!field.presence) json[field.json] = oneOut(field, value);
    else if (has(message, field.name)) json[field.json] = oneOut(field, value);
  }
  return json;
};

/** One message type's codec. */
export class JsonCodec {
  private readonly plan: Plan;

  constructor(readonly type: protobuf.Type) {
    this.plan = planOf(type);
  }

  /** The message for a JSON object, as protobufjs encodes it; throws CodecError naming the first field it cannot carry. */
  toMessage(json: unknown, options: ToMessageOptions = { unknown: 'refuse' }): Record<string, unknown> {
    return messageIn(this.plan, json, '', options);
  }

  /**
   * The wire bytes of a JSON object (a Buffer). Written directly from the JSON (wire-encoder.ts),
   * byte for byte what toMessage then protobufjs's encode write; whatever that encoder is not
   * sure of takes that generic path, which throws the CodecError.
   */
  encode(json: unknown, options: ToMessageOptions = { unknown: 'refuse' }): Uint8Array {
    return encodeWire(this.type, json, options.unknown) ?? this.encodeGeneric(json, options);
  }

  /** toMessage, then protobufjs's Type.encode: the reference the direct encoder must equal. */
  encodeGeneric(json: unknown, options: ToMessageOptions = { unknown: 'refuse' }): Uint8Array {
    return this.type.encode(this.toMessage(json, options)).finish();
  }

  /**
   * The proto3 JSON form of wire bytes; throws protobufjs's error on bytes that are no such
   * message. Read directly (wire-decoder.ts) into the object decodeGeneric gives; whatever that
   * reader is not sure of takes the generic path.
   */
  decode(bytes: Uint8Array): Record<string, unknown> {
    return decodeWire(this.type, bytes) ?? this.decodeGeneric(bytes);
  }

  /** protobufjs's Type.decode, then the JSON conversion: the reference the direct reader must equal. */
  decodeGeneric(bytes: Uint8Array): Record<string, unknown> {
    return messageOut(this.plan, this.type.decode(bytes));
  }
}
