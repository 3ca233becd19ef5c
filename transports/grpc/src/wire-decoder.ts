import protobuf from 'protobufjs';

/**
 * Wire bytes straight to the proto3 JSON form JsonCodec.decode gives (protobufjs's Type.decode,
 * then the JSON conversion), without the intermediate message objects: a request's decoding on
 * every call. The same object, key for key and in the same key order.
 *
 * Like wire-encoder.ts it decides nothing: bytes it is not sure to read exactly as protobufjs
 * would (a wire type other than the field's, a field given twice, an unknown field, a varint
 * longer than five bytes or out of range, truncation, a map field, a Value with two kinds, nesting
 * deeper than a few levels, a type with a scalar without presence...) make it give up, and the
 * caller runs the generic path, which answers with its object or throws its error.
 */

const GIVE_UP: unique symbol = Symbol('give up');
/** Deeper than this, protobufjs's own limits and errors decide. */
const MAX_DEPTH = 32;

type Kind = 'double' | 'int32' | 'bool' | 'string' | 'message' | 'value' | 'list-value' | 'struct' | 'unsupported';

interface DecField {
  readonly json: string;
  readonly kind: Kind;
  readonly repeated: boolean;
  /** Its index in the plan (declaration order: the JSON form's key order). */
  readonly index: number;
  /** The wire type its values come with. */
  readonly wire: number;
  readonly message?: () => DecPlan;
}

interface DecPlan {
  /** Declaration order, as the JSON form lists them. */
  readonly fields: readonly DecField[];
  /** Field number to field (a sparse array: field numbers are small). */
  readonly byNumber: readonly (DecField | undefined)[];
  /** A field this decoder does not read (a map, an unsupported type, a scalar without presence). */
  readonly unsupported: boolean;
}

const WELL_KNOWN: Readonly<Record<string, Kind>> = {
  '.google.protobuf.Value': 'value',
  '.google.protobuf.ListValue': 'list-value',
  '.google.protobuf.Struct': 'struct',
};
const SCALAR_KINDS: Readonly<Record<string, Kind>> = { double: 'double', int32: 'int32', bool: 'bool', string: 'string' };
const WIRE_TYPE: Readonly<Record<Kind, number>> = { double: 1, int32: 0, bool: 0, string: 2, message: 2, value: 2, 'list-value': 2, struct: 2, unsupported: -1 };

const jsonNameOf = (protoName: string): string => protoName.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

const plans = new WeakMap<protobuf.Type, DecPlan>();

const planOf = (type: protobuf.Type): DecPlan => {
  const known = plans.get(type);
  if (known !== undefined) return known;
  let unsupported = false;
  const fields = type.fieldsArray.map((field, index): DecField => {
    field.resolve();
    const options = (field.options ?? {}) as Record<string, unknown>;
    const json = typeof options['json_name'] === 'string' ? options['json_name'] : jsonNameOf(field.name);
    const resolved = field.resolvedType;
    let kind: Kind;
    let message: (() => DecPlan) | undefined;
    if (resolved !== null) {
      kind = WELL_KNOWN[resolved.fullName] ?? ('fieldsArray' in resolved ? 'message' : 'unsupported');
      if (kind === 'message') {
        let nested: DecPlan | undefined;
        message = () => (nested ??= planOf(resolved as protobuf.Type));
      }
    } else kind = SCALAR_KINDS[field.type] ?? 'unsupported';
    const presence = options['proto3_optional'] === true || (resolved !== null && !field.repeated && !field.map);
    // Repeated numbers would be packed; a scalar without presence prints its default: both left to the generic path.
    if (field.map || kind === 'unsupported' || (field.repeated && WIRE_TYPE[kind] !== 2) || (!field.repeated && !presence)) unsupported = true;
    return { json, kind, repeated: field.repeated, index, wire: WIRE_TYPE[kind], ...(message ? { message } : {}) };
  });
  const byNumber: (DecField | undefined)[] = [];
  type.fieldsArray.forEach((f, i) => {
    // A huge field number would make a huge array: such a type is left to the generic path.
    if (f.id > 10_000) unsupported = true;
    else byNumber[f.id] = fields[i];
  });
  const plan: DecPlan = { fields, byNumber, unsupported };
  plans.set(type, plan);
  return plan;
};

// ---------- reading ----------

const EMPTY = Buffer.alloc(0);
let buf: Buffer = EMPTY;
let pos = 0;
/** Buffer's own UTF-8 slice (what protobufjs's BufferReader calls), without toString's argument handling. */
const utf8Slice = (Buffer.prototype as unknown as { utf8Slice(start: number, end: number): string }).utf8Slice;

/** A varint of at most five bytes whose value fits 32 bits unsigned; anything else is the generic path's. */
const varint = (end: number): number => {
  if (pos < end && (buf[pos] as number) < 128) return buf[pos++] as number;
  let value = 0;
  for (let shift = 0; shift < 35; shift += 7) {
    if (pos >= end) throw GIVE_UP;
    const byte = buf[pos++] as number;
    value += (byte & 127) * 2 ** shift;
    if (byte < 128) {
      if (value > 0xffffffff) throw GIVE_UP;
      return value;
    }
  }
  throw GIVE_UP;
};

const lengthOf = (end: number): number => {
  const length = varint(end);
  if (pos + length > end) throw GIVE_UP;
  return length;
};

const scalar = (kind: Kind, end: number): unknown => {
  switch (kind) {
    case 'string': {
      const length = lengthOf(end);
      const text = utf8Slice.call(buf, pos, pos + length);
      pos += length;
      return text;
    }
    case 'double': {
      if (pos + 8 > end) throw GIVE_UP;
      const value = buf.readDoubleLE(pos);
      pos += 8;
      return value;
    }
    case 'int32': {
      const value = varint(end);
      // protobufjs reads an int32 as `uint32 | 0`: past 2^31 it turns negative, left to it.
      if (value > 0x7fffffff) throw GIVE_UP;
      return value;
    }
    case 'bool':
      return varint(end) !== 0;
    default:
      throw GIVE_UP;
  }
};

/** google.protobuf.Value in [pos, end): the JSON value it carries (no kind is null, as the generic path reads it). */
const value = (end: number, depth: number): unknown => {
  if (depth > MAX_DEPTH) throw GIVE_UP;
  let result: unknown = null;
  let kinds = 0;
  while (pos < end) {
    const tag = varint(end);
    kinds += 1;
    if (kinds > 1) throw GIVE_UP;
    switch (tag) {
      case 0x08:
        varint(end);
        result = null;
        break;
      case 0x11:
        result = scalar('double', end);
        break;
      case 0x1a:
        result = scalar('string', end);
        break;
      case 0x20:
        result = varint(end) !== 0;
        break;
      case 0x2a: {
        const length = lengthOf(end);
        result = struct(pos + length, depth + 1);
        break;
      }
      case 0x32: {
        const length = lengthOf(end);
        result = list(pos + length, depth + 1);
        break;
      }
      default:
        throw GIVE_UP;
    }
  }
  if (pos !== end) throw GIVE_UP;
  return result;
};

const list = (end: number, depth: number): unknown[] => {
  if (depth > MAX_DEPTH) throw GIVE_UP;
  const out: unknown[] = [];
  while (pos < end) {
    if (varint(end) !== 0x0a) throw GIVE_UP;
    const length = lengthOf(end);
    out.push(value(pos + length, depth + 1));
  }
  return out;
};

const struct = (end: number, depth: number): Record<string, unknown> => {
  if (depth > MAX_DEPTH) throw GIVE_UP;
  const out: Record<string, unknown> = {};
  while (pos < end) {
    if (varint(end) !== 0x0a) throw GIVE_UP;
    const entryLength = lengthOf(end);
    const entryEnd = pos + entryLength;
    // An entry is its key (1) then its value (2), each once: anything else goes the generic way.
    if (varint(entryEnd) !== 0x0a) throw GIVE_UP;
    const key = scalar('string', entryEnd) as string;
    if (varint(entryEnd) !== 0x12) throw GIVE_UP;
    const length = lengthOf(entryEnd);
    const v = value(pos + length, depth + 1);
    if (pos !== entryEnd || key === '__proto__' || Object.prototype.hasOwnProperty.call(out, key)) throw GIVE_UP;
    out[key] = v;
  }
  return out;
};

const message = (plan: DecPlan, end: number, depth: number): Record<string, unknown> => {
  if (plan.unsupported || depth > MAX_DEPTH) throw GIVE_UP;
  const slots: unknown[] = new Array(plan.fields.length);
  while (pos < end) {
    const tag = varint(end);
    const field = plan.byNumber[tag >>> 3];
    if (field === undefined || (tag & 7) !== field.wire) throw GIVE_UP;
    let v: unknown;
    if (field.kind === 'message' || field.kind === 'value' || field.kind === 'list-value' || field.kind === 'struct') {
      const length = lengthOf(end);
      const stop = pos + length;
      v =
        field.kind === 'message'
          ? message((field.message as () => DecPlan)(), stop, depth + 1)
          : field.kind === 'value'
            ? value(stop, depth + 1)
            : field.kind === 'list-value'
              ? list(stop, depth + 1)
              : struct(stop, depth + 1);
      if (pos !== stop) throw GIVE_UP;
    } else v = scalar(field.kind, end);
    if (field.repeated) {
      const items = slots[field.index] as unknown[] | undefined;
      if (items === undefined) slots[field.index] = [v];
      else items.push(v);
    } else {
      if (slots[field.index] !== undefined) throw GIVE_UP;
      slots[field.index] = v;
    }
  }
  if (pos !== end) throw GIVE_UP;
  const json: Record<string, unknown> = {};
  for (const field of plan.fields) {
    const v = slots[field.index];
    if (field.repeated) json[field.json] = v ?? [];
    else if (v !== undefined) json[field.json] = v;
  }
  return json;
};

/**
 * The proto3 JSON form of `bytes` as a `type` message, or undefined when the generic path must
 * read them (it then answers, or throws protobufjs's error). Only Buffers: protobufjs reads a plain
 * Uint8Array's strings with its own UTF-8 decoder.
 */
export const decodeWire = (type: protobuf.Type, bytes: Uint8Array): Record<string, unknown> | undefined => {
  if (!Buffer.isBuffer(bytes)) return undefined;
  buf = bytes;
  pos = 0;
  try {
    return message(planOf(type), bytes.length, 0);
  } catch {
    return undefined;
  } finally {
    buf = EMPTY;
  }
};
