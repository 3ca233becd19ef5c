import protobuf from 'protobufjs';

/**
 * A JSON body straight to protobuf wire bytes, for the shapes JsonCodec carries: the same bytes,
 * bit for bit, as JsonCodec's generic path (toMessage, then protobufjs's Type.encode), without
 * building the intermediate message tree. Answers are what it is for: a quote answer is a few
 * hundred fields, most of them in the catalogue's frozen offer parts, and the generic path spent
 * several times JSON.stringify's time on it (docs/benchmarks.md, "gRPC").
 *
 * It never decides anything on its own: whatever it is not sure to write exactly as the generic
 * path would (a value of the wrong type, null where the proto has no Value, an unknown field, a
 * negative int32, a sparse array, depth beyond protobufjs's recursion limit...) makes it give up,
 * and the caller runs the generic path, which refuses with its CodecError or writes the bytes.
 *
 * Each message type's encoder is generated once (compile below), the way protobufjs generates
 * its own. Deeply frozen objects (every object in them frozen, plain, without accessors) cannot
 * change, so the bytes of a frozen message, map or map entry are kept, per field, while the object
 * lives: the catalogue's offer parts (insurer, highlights, documents, guarantee covers) are
 * encoded once.
 */

/** Thrown (never escapes this module's callers) when the generic path must decide. */
const GIVE_UP: unique symbol = Symbol('give up');

const LIMIT = protobuf.util.recursionLimit;

type Kind = 'double' | 'int32' | 'bool' | 'string' | 'message' | 'value' | 'list-value' | 'struct' | 'unsupported';

interface EncField {
  readonly json: string;
  /** The field's tag: (number << 3) | wire type. */
  readonly tag: number;
  readonly kind: Kind;
  readonly repeated: boolean;
  readonly map: boolean;
  /** A map's value kind (its key is a string). */
  readonly valueKind?: Kind;
  readonly message?: () => EncPlan;
  /** A frozen map's entries, tags included, with the depth they reach below the message. */
  readonly mapCache?: WeakMap<object, Cached>;
  /** One map entry (tag, key and a frozen value), by value object then key. */
  readonly entryCache?: WeakMap<object, Map<string, Cached>>;
}

interface EncPlan {
  /** Fields in field-number order, as protobufjs writes them. */
  readonly fields: readonly EncField[];
  /** A frozen message's bytes (without tag and length), with the depth they reach below it. */
  readonly cache: WeakMap<object, Cached>;
  /** A field this encoder leaves to the generic path (which may refuse the whole type): every such message is. */
  readonly unsupported: boolean;
  /** Its generated encoder, made on first use. */
  encode?: MessageEncoder;
}

interface Cached {
  readonly bytes: Buffer;
  readonly height: number;
}

const WELL_KNOWN: Readonly<Record<string, Kind>> = {
  '.google.protobuf.Value': 'value',
  '.google.protobuf.ListValue': 'list-value',
  '.google.protobuf.Struct': 'struct',
};
const SCALAR_KINDS: Readonly<Record<string, Kind>> = { double: 'double', int32: 'int32', bool: 'bool', string: 'string' };
const WIRE_TYPE: Readonly<Record<Kind, number>> = {
  double: 1,
  int32: 0,
  bool: 0,
  string: 2,
  message: 2,
  value: 2,
  'list-value': 2,
  struct: 2,
  unsupported: 2,
};

/** protoc's default JSON name (as json-codec.ts). */
const jsonNameOf = (protoName: string): string => protoName.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

const plans = new WeakMap<protobuf.Type, EncPlan>();

/** A nested message's plan, looked up once (plans may refer to each other, so lazily). */
const memoised = (plan: () => EncPlan): (() => EncPlan) => {
  let known: EncPlan | undefined;
  return () => (known ??= plan());
};

const kindOfField = (field: protobuf.Field): { kind: Kind; message?: () => EncPlan } => {
  field.resolve();
  const resolved = field.resolvedType;
  if (resolved !== null) {
    const wellKnown = WELL_KNOWN[resolved.fullName];
    if (wellKnown !== undefined) return { kind: wellKnown };
    if ('fieldsArray' in resolved) {
      const nested = resolved as protobuf.Type;
      return { kind: 'message', message: () => planOf(nested) };
    }
    return { kind: 'unsupported' };
  }
  return { kind: SCALAR_KINDS[field.type] ?? 'unsupported' };
};

const planOf = (type: protobuf.Type): EncPlan => {
  const known = plans.get(type);
  if (known !== undefined) return known;
  const sorted = [...type.fieldsArray].sort((a, b) => a.id - b.id);
  const fields = sorted.map((field): EncField => {
    const options = (field.options ?? {}) as Record<string, unknown>;
    const json = typeof options['json_name'] === 'string' ? options['json_name'] : jsonNameOf(field.name);
    const { kind, message } = kindOfField(field);
    if (field.map) {
      const keyType = (field as unknown as protobuf.MapField).keyType;
      // A map's value is a message or a string here; anything else goes the generic way.
      const valueKind: Kind = keyType !== 'string' ? 'unsupported' : kind === 'message' || kind === 'string' ? kind : 'unsupported';
      return {
        json,
        tag: (field.id << 3) | 2,
        kind,
        repeated: false,
        map: true,
        valueKind,
        ...(message ? { message: memoised(message) } : {}),
        mapCache: new WeakMap(),
        entryCache: new WeakMap(),
      };
    }
    // Packed repeated scalars (numbers, booleans) do not occur in these protos: left to the generic path.
    const effective: Kind = field.repeated && WIRE_TYPE[kind] !== 2 ? 'unsupported' : kind;
    return { json, tag: (field.id << 3) | WIRE_TYPE[effective], kind: effective, repeated: field.repeated, map: false, ...(message ? { message: memoised(message) } : {}) };
  });
  const unsupported = fields.some((f) => f.kind === 'unsupported' || (f.map && f.valueKind === 'unsupported'));
  const plan: EncPlan = { fields, cache: new WeakMap(), unsupported };
  plans.set(type, plan);
  return plan;
};

// ---------- the writer: one scratch buffer, reused (encoding is synchronous) ----------

const INITIAL = 16 * 1024;
const KEPT = 1024 * 1024;
let buf = Buffer.allocUnsafe(INITIAL);
let pos = 0;
/** The deepest protobufjs recursion level reached so far (its `q`), for the recursion limit. */
let deepest = 0;
let busy = false;

const grow = (needed: number): void => {
  const next = Buffer.allocUnsafe(Math.max(needed, buf.length * 2));
  buf.copy(next, 0, 0, pos);
  buf = next;
};
const ensure = (n: number): void => {
  if (pos + n > buf.length) grow(pos + n);
};

const varint = (value: number): void => {
  if (value < 128 && value >= 0 && pos < buf.length) {
    buf[pos++] = value;
    return;
  }
  ensure(5);
  let v = value >>> 0;
  while (v > 127) {
    buf[pos++] = (v & 127) | 128;
    v >>>= 7;
  }
  buf[pos++] = v;
};

const varintSize = (v: number): number => (v < 1 << 7 ? 1 : v < 1 << 14 ? 2 : v < 1 << 21 ? 3 : v < 1 << 28 ? 4 : 5);

/** Reserves one byte for a length; endLength writes it, moving the content when it needs more. */
const beginLength = (): number => {
  ensure(1);
  return pos++;
};
const endLength = (at: number): void => {
  const length = pos - at - 1;
  if (length < 128) {
    buf[at] = length;
    return;
  }
  const extra = varintSize(length) - 1;
  ensure(extra);
  buf.copyWithin(at + 1 + extra, at + 1, pos);
  pos += extra;
  let v = length;
  let p = at;
  while (v > 127) {
    buf[p++] = (v & 127) | 128;
    v >>>= 7;
  }
  buf[p] = v;
};

const double = (value: number): void => {
  ensure(8);
  buf.writeDoubleLE(value, pos);
  pos += 8;
};

/** Buffer's own UTF-8 write (what protobufjs's BufferWriter calls), without write()'s argument handling. */
const utf8Write = (Buffer.prototype as unknown as { utf8Write(text: string, offset: number, length: number): number }).utf8Write;

/** As protobufjs's BufferWriter: Buffer.byteLength as the length, its own UTF-8 writer below 40 characters. */
const string = (value: string): void => {
  const n = value.length;
  if (n < 40) {
    // Short ASCII (as many bytes as characters, so a one-byte length): written as it is read.
    ensure(n + 1);
    let i = 0;
    for (; i < n; i++) {
      const c = value.charCodeAt(i);
      if (c >= 128) break;
      buf[pos + 1 + i] = c;
    }
    if (i === n) {
      buf[pos] = n;
      pos += n + 1;
      return;
    }
  }
  const length = Buffer.byteLength(value, 'utf8');
  varint(length);
  ensure(length);
  if (n < 40) protobuf.util.utf8.write(value, buf, pos);
  else utf8Write.call(buf, value, pos, length);
  pos += length;
};

// ---------- values, as toMessage then protobufjs would write them ----------

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const reach = (q: number): void => {
  if (q > LIMIT) throw GIVE_UP;
  if (q > deepest) deepest = q;
};

const scalar = (kind: Kind, value: unknown): void => {
  switch (kind) {
    case 'string':
      if (typeof value !== 'string') throw GIVE_UP;
      string(value);
      return;
    case 'double':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw GIVE_UP;
      double(value);
      return;
    case 'bool':
      if (typeof value !== 'boolean') throw GIVE_UP;
      ensure(1);
      buf[pos++] = value ? 1 : 0;
      return;
    case 'int32':
      // A negative int32 is a ten-byte varint: rare enough to leave to protobufjs.
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 2 ** 31 - 1) throw GIVE_UP;
      varint(value);
      return;
    default:
      throw GIVE_UP;
  }
};

/** google.protobuf.Value at level q: null, number, string, bool, struct or list. */
const value = (v: unknown, q: number): void => {
  reach(q);
  if (v === null) {
    ensure(2);
    buf[pos++] = 0x08;
    buf[pos++] = 0;
    return;
  }
  switch (typeof v) {
    case 'number':
      if (!Number.isFinite(v)) throw GIVE_UP;
      ensure(1);
      buf[pos++] = 0x11;
      double(v);
      return;
    case 'string':
      ensure(1);
      buf[pos++] = 0x1a;
      string(v);
      return;
    case 'boolean':
      ensure(2);
      buf[pos++] = 0x20;
      buf[pos++] = v ? 1 : 0;
      return;
    case 'object': {
      ensure(1);
      buf[pos++] = Array.isArray(v) ? 0x32 : 0x2a;
      const at = beginLength();
      if (Array.isArray(v)) list(v, q + 1);
      else struct(v as Record<string, unknown>, q + 1);
      endLength(at);
      return;
    }
    default:
      throw GIVE_UP;
  }
};

/** google.protobuf.ListValue at level q. */
const list = (values: readonly unknown[], q: number): void => {
  reach(q);
  for (let i = 0; i < values.length; i++) {
    const item = values[i];
    if (item === undefined) throw GIVE_UP;
    ensure(1);
    buf[pos++] = 0x0a;
    const at = beginLength();
    value(item, q + 1);
    endLength(at);
  }
};

/** google.protobuf.Struct at level q: own enumerable keys (Object.entries), undefined left out. */
const struct = (object: Record<string, unknown>, q: number): void => {
  reach(q);
  const keys = Object.keys(object);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const v = object[key];
    if (v === undefined) continue;
    if (key === '__proto__') throw GIVE_UP;
    ensure(1);
    buf[pos++] = 0x0a;
    const entry = beginLength();
    ensure(1);
    buf[pos++] = 0x0a;
    string(key);
    ensure(1);
    buf[pos++] = 0x12;
    const at = beginLength();
    value(v, q + 1);
    endLength(at);
    endLength(entry);
  }
};

/** One non-repeated, non-map field's value (tag already written). */
const single = (field: EncField, v: unknown, q: number, refuse: boolean): void => {
  switch (field.kind) {
    case 'value': {
      const at = beginLength();
      value(v, q + 1);
      endLength(at);
      return;
    }
    case 'list-value': {
      if (!Array.isArray(v)) throw GIVE_UP;
      const at = beginLength();
      list(v, q + 1);
      endLength(at);
      return;
    }
    case 'struct': {
      if (!isPlainObject(v)) throw GIVE_UP;
      const at = beginLength();
      struct(v, q + 1);
      endLength(at);
      return;
    }
    case 'message': {
      const at = beginLength();
      message((field.message as () => EncPlan)(), v, q + 1, refuse);
      endLength(at);
      return;
    }
    default:
      scalar(field.kind, v);
  }
};

const mapField = (field: EncField, object: unknown, q: number, refuse: boolean): void => {
  if (!isPlainObject(object)) throw GIVE_UP;
  // The generic path copies the map with for-in and protobufjs writes Object.keys of the copy:
  // the same order only for a plain object.
  const proto: unknown = Object.getPrototypeOf(object);
  if (proto !== Object.prototype && proto !== null) throw GIVE_UP;
  const cacheable = refuse && Object.isFrozen(object);
  if (cacheable) {
    const hit = (field.mapCache as WeakMap<object, Cached>).get(object);
    if (hit !== undefined) return replay(hit, q);
  }
  const start = pos;
  const outer = deepest;
  deepest = q;
  const entries = field.entryCache as WeakMap<object, Map<string, Cached>>;
  for (const key in object) {
    const v = object[key];
    if (v === undefined) continue;
    if (v === null || key === '__proto__') throw GIVE_UP;
    // A frozen message value (a catalogue's guarantee cover) under the same key: the entry's bytes again.
    const frozenValue = refuse && field.valueKind === 'message' && typeof v === 'object' && Object.isFrozen(v);
    if (frozenValue) {
      const hit = entries.get(v as object)?.get(key);
      if (hit !== undefined) {
        replay(hit, q);
        continue;
      }
    }
    const entryStart = pos;
    const entryOuter = deepest;
    deepest = q;
    varint(field.tag);
    const entry = beginLength();
    ensure(1);
    buf[pos++] = 0x0a;
    string(key);
    ensure(1);
    buf[pos++] = 0x12;
    if (field.valueKind === 'message') {
      const at = beginLength();
      message((field.message as () => EncPlan)(), v, q + 1, refuse);
      endLength(at);
    } else scalar(field.valueKind as Kind, v);
    endLength(entry);
    if (frozenValue && deeplyFrozen(v as object)) {
      let byKey = entries.get(v as object);
      if (byKey === undefined) entries.set(v as object, (byKey = new Map()));
      byKey.set(key, { bytes: Buffer.from(buf.subarray(entryStart, pos)), height: deepest - q });
    }
    deepest = Math.max(entryOuter, deepest);
  }
  if (cacheable && deeplyFrozen(object)) (field.mapCache as WeakMap<object, Cached>).set(object, { bytes: Buffer.from(buf.subarray(start, pos)), height: deepest - q });
  deepest = Math.max(outer, deepest);
};

const repeatedField = (field: EncField, items: unknown, q: number, refuse: boolean): void => {
  if (!Array.isArray(items)) throw GIVE_UP;
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (item === undefined || (item === null && field.kind !== 'value')) throw GIVE_UP;
    varint(field.tag);
    single(field, item, q, refuse);
  }
};

/** Writes cached bytes kept at some level for use at level q. */
const replay = (hit: Cached, q: number): void => {
  reach(q + hit.height);
  ensure(hit.bytes.length);
  buf.set(hit.bytes, pos);
  pos += hit.bytes.length;
};

type MessageEncoder = (json: unknown, q: number, refuse: boolean) => void;

/** A message's fields at level q, in field-number order. */
const message = (plan: EncPlan, json: unknown, q: number, refuse: boolean): void => {
  (plan.encode ??= compile(plan))(json, q, refuse);
};

/** Where a message's bytes start, and the depth reached before it (its own is measured from q). */
const enter = (q: number): number => {
  const outer = deepest;
  deepest = q;
  return outer;
};
const leave = (plan: EncPlan, json: object, cacheable: boolean, start: number, q: number, outer: number): void => {
  if (cacheable && deeplyFrozen(json)) plan.cache.set(json, { bytes: Buffer.from(buf.subarray(start, pos)), height: deepest - q });
  deepest = Math.max(outer, deepest);
};
const here = (): number => pos;
const byte = (value: number): void => {
  ensure(1);
  buf[pos++] = value;
};

/**
 * One message type's encoder, generated once: the JSON's keys (for-in, as the generic path reads
 * them; undefined left out, unknown ones refused or dropped) sorted into locals by a switch on
 * the field names, then each present field written in field-number order by code for its kind.
 * The same steps as an interpreted loop over the fields, without a lookup and a dispatch per key.
 */
const compile = (plan: EncPlan): MessageEncoder => {
  const { fields } = plan;
  const local = (i: number) => `f${i}`;
  const cases = fields
    .map((field, i) => `case ${JSON.stringify(field.json)}: ${field.kind === 'value' ? '' : 'if (v === null) throw GIVE_UP; '}${local(i)} = v; break;`)
    .join('\n      ');
  const tag = (field: EncField) => (field.tag < 128 ? `byte(${field.tag});` : `varint(${field.tag});`);
  const writes = fields.map((field, i) => {
    const v = local(i);
    let body: string;
    if (field.kind === 'unsupported') body = 'throw GIVE_UP;';
    else if (field.map) body = `mapField(fields[${i}], ${v}, q, refuse);`;
    else if (field.repeated) body = `repeatedField(fields[${i}], ${v}, q, refuse);`;
    else if (field.kind === 'string') body = `if (typeof ${v} !== 'string') throw GIVE_UP; ${tag(field)} string(${v});`;
    else if (field.kind === 'double') body = `if (typeof ${v} !== 'number' || !Number.isFinite(${v})) throw GIVE_UP; ${tag(field)} double(${v});`;
    else if (field.kind === 'bool') body = `if (typeof ${v} !== 'boolean') throw GIVE_UP; ${tag(field)} byte(${v} ? 1 : 0);`;
    else if (field.kind === 'message') body = `${tag(field)} const at = beginLength(); message(fields[${i}].message(), ${v}, q + 1, refuse); endLength(at);`;
    else body = `${tag(field)} single(fields[${i}], ${v}, q, refuse);`;
    return `if (${v} !== undefined) { ${body} }`;
  });
  const source = `return function encode(json, q, refuse) {
    reach(q);
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw GIVE_UP;
    const cacheable = refuse && Object.isFrozen(json);
    if (cacheable) {
      const hit = plan.cache.get(json);
      if (hit !== undefined) return replay(hit, q);
    }
    ${fields.length > 0 ? `let ${fields.map((_, i) => local(i)).join(', ')};` : ''}
    for (const key in json) {
      const v = json[key];
      if (v === undefined) continue;
      switch (key) {
      ${cases}
      default: if (refuse) throw GIVE_UP;
      }
    }
    const start = here();
    const outer = enter(q);
    ${writes.join('\n    ')}
    leave(plan, json, cacheable, start, q, outer);
  };`;
  if (plan.unsupported) {
    return () => {
      throw GIVE_UP;
    };
  }
  const helpers = { GIVE_UP, plan, fields, reach, replay, here, enter, leave, byte, varint, string, double, beginLength, endLength, message, single, mapField, repeatedField };
  return new Function(...Object.keys(helpers), source)(...Object.values(helpers)) as MessageEncoder;
};

// ---------- frozen subtrees ----------

const settled = new WeakMap<object, boolean>();

/** Frozen all the way down, plain objects and arrays only, no accessor: its bytes can never change. */
const deeplyFrozen = (object: object): boolean => {
  const known = settled.get(object);
  if (known !== undefined) return known;
  let frozen = Object.isFrozen(object);
  if (frozen) {
    const proto: unknown = Object.getPrototypeOf(object);
    frozen = proto === Object.prototype || proto === Array.prototype || proto === null;
  }
  if (frozen) {
    for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(object))) {
      if (!('value' in descriptor)) {
        frozen = false;
        break;
      }
      const v: unknown = descriptor.value;
      if (typeof v === 'object' && v !== null && !deeplyFrozen(v)) {
        frozen = false;
        break;
      }
    }
  }
  // Frozen is for ever: a verdict on a frozen object stands (one not yet frozen is asked again).
  if (Object.isFrozen(object)) settled.set(object, frozen);
  return frozen;
};

/**
 * The wire bytes of `json` as a `type` message, or undefined when the generic path must decide
 * (it then refuses with its CodecError, or writes what this encoder left to it).
 */
export const encodeWire = (type: protobuf.Type, json: unknown, unknown: 'refuse' | 'drop'): Buffer | undefined => {
  if (busy) return undefined;
  busy = true;
  pos = 0;
  deepest = 0;
  try {
    message(planOf(type), json, 0, unknown === 'refuse');
    const out = Buffer.allocUnsafe(pos);
    out.set(buf.subarray(0, pos));
    return out;
  } catch {
    // GIVE_UP, or anything this encoder did not foresee: the generic path decides either way.
    return undefined;
  } finally {
    if (buf.length > KEPT) buf = Buffer.allocUnsafe(INITIAL);
    busy = false;
  }
};
