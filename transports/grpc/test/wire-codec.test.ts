import { expect } from 'chai';
import fc from 'fast-check';
import protobuf from 'protobufjs';
import { JsonCodec, protoRoot, type ToMessageOptions } from '../src/index.js';
import { startHarness } from './grpc-harness.js';
import { decodeWire } from '../src/wire-decoder.js';
import { encodeWire } from '../src/wire-encoder.js';
import { aTripBody } from '@parasol/core/test-support';

/**
 * JsonCodec.encode writes the wire bytes straight from the JSON (wire-encoder.ts); encodeGeneric
 * is the reference (toMessage, then protobufjs). For any input, both must write the same bytes or
 * both refuse with the same error.
 */
const outcome = (f: () => Uint8Array): { bytes: string } | { error: string } => {
  try {
    return { bytes: Buffer.from(f()).toString('hex') };
  } catch (e) {
    return { error: `${(e as Error).name}: ${(e as Error).message}` };
  }
};
const sameAsGeneric = (codec: JsonCodec, json: unknown, options?: ToMessageOptions) => {
  const direct = outcome(() => codec.encode(json, options));
  expect(direct).to.deep.equal(outcome(() => codec.encodeGeneric(json, options)));
  return direct;
};

const messageTypes = (): protobuf.Type[] => {
  const types: protobuf.Type[] = [];
  const walk = (ns: protobuf.NamespaceBase) => {
    for (const nested of ns.nestedArray) {
      if (nested instanceof protobuf.Type) types.push(nested);
      if (nested instanceof protobuf.Namespace || nested instanceof protobuf.Type) walk(nested);
    }
  };
  walk(protoRoot().lookup('parasol') as protobuf.Namespace);
  walk(protoRoot().lookup('google.rpc') as protobuf.Namespace);
  return types;
};

const jsonName = (field: protobuf.Field) => field.name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const odd = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(-1),
  fc.constant(2 ** 31),
  fc.constant(1.5),
  fc.constant(Number.NaN),
  fc.constant('\ud800 lone'),
  fc.constant([undefined]),
  fc.jsonValue({ maxDepth: 2 }),
);
const text = fc.oneof(fc.string({ maxLength: 50 }), fc.string({ unit: 'grapheme', maxLength: 60 }), fc.constant('x'.repeat(200)));

/** JSON for a message type: mostly what the proto carries, sometimes what it does not (wrong types, nulls, unknown keys). */
const jsonOf = (type: protobuf.Type, depth: number): fc.Arbitrary<unknown> => {
  const valueOf = (field: protobuf.Field): fc.Arbitrary<unknown> => {
    field.resolve();
    const resolved = field.resolvedType;
    const name = resolved?.fullName ?? field.type;
    if (name === '.google.protobuf.Value') return fc.jsonValue({ maxDepth: 3 });
    if (name === '.google.protobuf.ListValue') return fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 });
    if (name === '.google.protobuf.Struct') return fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
    if (resolved instanceof protobuf.Type) return depth > 3 ? fc.constant({}) : jsonOf(resolved, depth + 1);
    if (field.type === 'string') return text;
    if (field.type === 'bool') return fc.boolean();
    if (field.type === 'int32') return fc.integer({ min: 0, max: 2 ** 31 - 1 });
    return fc.double({ noNaN: true, noDefaultInfinity: true });
  };
  const entries = type.fieldsArray.map((field) => {
    const one = valueOf(field);
    const shaped = field.map ? fc.dictionary(fc.string({ maxLength: 6 }), one, { maxKeys: 4 }) : field.repeated ? fc.array(one, { maxLength: 3 }) : one;
    return [jsonName(field), fc.option(fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: odd }), { nil: undefined, freq: 3 })] as const;
  });
  return fc
    .tuple(fc.record(Object.fromEntries(entries)), fc.option(fc.string({ maxLength: 8 }), { freq: 8 }))
    .map(([record, extra]) => {
      const json: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(record)) if (v !== undefined || Math.random() < 0.1) json[k] = v;
      if (extra !== null) json[extra] = 1;
      return json;
    });
};

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
};

describe('grpc: answers written straight to wire bytes', () => {
  it('writes what toMessage then protobufjs write, or refuses as they do, for every message type (refused and dropped unknown fields)', () => {
    for (const type of messageTypes()) {
      const codec = new JsonCodec(type);
      fc.assert(
        fc.property(jsonOf(type, 0), fc.boolean(), fc.constantFrom<'refuse' | 'drop'>('refuse', 'drop'), (json, frozen, unknown) => {
          const input = frozen ? deepFreeze(json) : json;
          const first = sameAsGeneric(codec, input, { unknown });
          // Encoded again (a frozen tree's bytes now come from the cache): the same.
          expect(sameAsGeneric(codec, input, { unknown })).to.deep.equal(first);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('writes a real quote answer exactly as the generic path, the catalogue parts (frozen) from its cache on the next quotes', async () => {
    const harness = await startHarness();
    try {
      const codec = new JsonCodec(protoRoot().lookupType('parasol.travel.v1.QuoteResponse'));
      const client = harness.parasol.client(harness.key);
      const trip = aTripBody({ arrivalCountries: ['ES', 'IT'], currency: 'EUR' });
      for (const body of [{ trip }, { trip: { ...trip, currency: 'USD', tripPrice: 2500 } }, { trip }]) {
        const answer = await client.quote(JSON.stringify(body));
        expect(answer.status).to.equal(200);
        expect((answer.body as { offers: unknown[] }).offers).to.have.length.greaterThan(0);
        expect(sameAsGeneric(codec, answer.body)).to.have.property('bytes');
        expect(encodeWire(codec.type, answer.body, 'refuse'), 'written directly, not by the generic path').to.be.instanceOf(Buffer);
        expect(codec.decode(codec.encode(answer.body))).to.deep.equal(JSON.parse(JSON.stringify(answer.body)));
      }
    } finally {
      await harness.close();
    }
  });

  it('never serves stale bytes: an object that is not frozen is read afresh, a frozen one whose parts are not is not cached', () => {
    const codec = new JsonCodec(protoRoot().lookupType('parasol.travel.v1.Offer.Insurer'));
    const insurer = { name: 'A', logoUrl: null as string | null };
    const before = Buffer.from(codec.encode(insurer)).toString('hex');
    insurer.name = 'B';
    expect(Buffer.from(codec.encode(insurer)).toString('hex')).to.not.equal(before);
    const offerCodec = new JsonCodec(protoRoot().lookupType('parasol.travel.v1.Offer'));
    const inner = { included: ['a'], excluded: [] as string[] };
    const offer = Object.freeze({ id: 1, highlights: inner });
    sameAsGeneric(offerCodec, offer);
    inner.included.push('b');
    sameAsGeneric(offerCodec, offer);
  });

  it('refuses, as protobufjs does, a value nested deeper than its recursion limit, also a cached frozen part reused deeper down', () => {
    const coach = new JsonCodec(protoRoot().lookupType('parasol.travel.v1.CoachRequest'));
    let deep: unknown = 1;
    for (let i = 0; i < 60; i++) deep = [deep];
    expect(sameAsGeneric(coach, { destinations: [deep] })).to.have.property('error');
    // An insurer whose name nests 49 lists: within the limit alone and in an offer, beyond it in a quote answer.
    let name: unknown = 'x';
    for (let i = 0; i < 49; i++) name = [name];
    const insurer = deepFreeze({ name, logoUrl: null });
    const codec = (message: string) => new JsonCodec(protoRoot().lookupType(`parasol.travel.v1.${message}`));
    expect(sameAsGeneric(codec('Offer.Insurer'), insurer)).to.have.property('bytes');
    expect(sameAsGeneric(codec('Offer'), { insurer })).to.have.property('bytes');
    expect(sameAsGeneric(codec('QuoteResponse'), { offers: [{ insurer }] })).to.have.property('error');
  });
});

describe('grpc: requests read straight from wire bytes', () => {
  const readOutcome = (f: () => unknown): { json: string; keys: string } | { error: string } => {
    try {
      const json = f();
      // Key order too: the JSON form lists fields as the generic path does.
      return { json: JSON.stringify(json), keys: JSON.stringify(json, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : v)) };
    } catch (e) {
      return { error: `${(e as Error).name}: ${(e as Error).message}` };
    }
  };
  const sameReading = (codec: JsonCodec, bytes: Buffer): void => {
    expect(readOutcome(() => codec.decode(bytes))).to.deep.equal(readOutcome(() => codec.decodeGeneric(bytes)));
  };

  it('reads what protobufjs then the JSON conversion read, or fails as they do, for every message type, valid bytes and mangled', () => {
    for (const type of messageTypes()) {
      const codec = new JsonCodec(type);
      const validBytes = jsonOf(type, 0).map((json) => {
        try {
          return Buffer.from(codec.encodeGeneric(json, { unknown: 'drop' }));
        } catch {
          return Buffer.alloc(0);
        }
      });
      const mangled = fc.tuple(validBytes, fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('flip', 'cut', 'append', 'twice')).map(([bytes, at, byte, how]) => {
        const i = bytes.length === 0 ? 0 : at % bytes.length;
        if (how === 'flip' && bytes.length > 0) return Buffer.concat([bytes.subarray(0, i), Buffer.from([byte]), bytes.subarray(i + 1)]);
        if (how === 'cut') return bytes.subarray(0, i);
        if (how === 'twice') return Buffer.concat([bytes, bytes]);
        return Buffer.concat([bytes, Buffer.from([byte, at & 0xff, (at >> 8) & 0xff])]);
      });
      fc.assert(
        fc.property(fc.oneof(validBytes, mangled, fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b))), (bytes) => sameReading(codec, bytes)),
        { numRuns: 80 },
      );
    }
  });

  it('reads the bench quote request and a Coach request with every kind of JSON value as the generic path does', () => {
    const quote = new JsonCodec(protoRoot().lookupType('parasol.travel.v1.QuoteRequest'));
    const trip = aTripBody({ arrivalCountries: ['ES', 'IT'], travellers: [{ age: 34 }, { age: 36 }], currency: 'EUR' });
    const bytes = Buffer.from(quote.encode({ trip, language: 'fr', tripInfo: { a: [1, 'x', null, true, { b: {} }] } }));
    sameReading(quote, bytes);
    expect(decodeWire(quote.type, bytes), 'read directly, not by the generic path').to.deep.equal(quote.decodeGeneric(bytes));
    expect(quote.decode(bytes)).to.deep.equal({ trip: { ...trip, arrivalCountries: ['ES', 'IT'] }, tripInfo: { a: [1, 'x', null, true, { b: {} }] }, language: 'fr' });
    const coach = new JsonCodec(protoRoot().lookupType('parasol.travel.v1.CoachRequest'));
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 4 }), (destinations) => sameReading(coach, Buffer.from(coach.encode({ destinations })))),
      { numRuns: 200 },
    );
  });
});
