import { expect } from 'chai';
import { create, createFileRegistry, fromBinary, toBinary, type DescMessage } from '@bufbuild/protobuf';
import { file_google_protobuf_struct, FileDescriptorProtoSchema, FieldDescriptorProto_Label, FieldDescriptorProto_Type } from '@bufbuild/protobuf/wkt';
import { BodyMapper, MappingError, messageDescOf, TRAVEL_PACKAGE } from '../src/index.js';

const mapper = (message: string) => new BodyMapper(messageDescOf(`${TRAVEL_PACKAGE}.${message}`));
const roundTrip = (message: string, body: unknown) => mapper(message).decode(mapper(message).encode(body));

/** A message with the two fields a schema allowing any JSON would give: a Value and a Struct. */
const openMessage = (): DescMessage => {
  const proto = create(FileDescriptorProtoSchema, {
    name: 'test/open.proto',
    package: 'test',
    syntax: 'proto3',
    dependency: ['google/protobuf/struct.proto'],
    messageType: [
      {
        name: 'Open',
        field: [
          { name: 'anything', number: 1, label: FieldDescriptorProto_Label.OPTIONAL, type: FieldDescriptorProto_Type.MESSAGE, typeName: '.google.protobuf.Value', jsonName: 'anything' },
          { name: 'object', number: 2, label: FieldDescriptorProto_Label.OPTIONAL, type: FieldDescriptorProto_Type.MESSAGE, typeName: '.google.protobuf.Struct', jsonName: 'object' },
        ],
      },
    ],
  });
  const registry = createFileRegistry(proto, (name) => (name === 'google/protobuf/struct.proto' ? file_google_protobuf_struct : undefined));
  return registry.getMessage('test.Open') as DescMessage;
};

describe('grpc: REST bodies to typed messages and back (body-mapper.ts)', () => {
  it('carries ids and counts as int64, read back as JSON numbers', () => {
    const bytes = mapper('LinkRequest').encode({ sessionId: 'qs_1', offerId: 9001 });
    const message = fromBinary(messageDescOf(`${TRAVEL_PACKAGE}.LinkRequest`), bytes) as unknown as { offerId: bigint };
    expect(message.offerId).to.equal(9001n);
    expect(mapper('LinkRequest').decode(bytes)).to.deep.equal({ sessionId: 'qs_1', offerId: 9001 });
  });

  it('carries an amount as google.type.Decimal, its exact decimal text, read back as the same number', () => {
    const body = { ref: 'acme-web1', externalOrderId: 'P-1', amount: 0.1 + 0.2, currency: 'EUR', status: 'pending' };
    const bytes = mapper('PostbackRequest').encode(body);
    const message = fromBinary(messageDescOf(`${TRAVEL_PACKAGE}.PostbackRequest`), bytes) as unknown as { amount: { value: string } };
    expect(message.amount.value).to.equal('0.30000000000000004');
    expect(mapper('PostbackRequest').decode(bytes)).to.deep.include({ amount: 0.1 + 0.2 });
  });

  it('hands the core a decimal text that is no number as text, for the core to refuse as REST does', () => {
    const desc = messageDescOf(`${TRAVEL_PACKAGE}.PostbackRequest`);
    const bytes = toBinary(desc, create(desc, { amount: { value: 'lots' } } as never));
    expect(mapper('PostbackRequest').decode(bytes)).to.deep.equal({ amount: 'lots' });
  });

  it('reads REST null as the unset field, and an unset field REST always sends back as null', () => {
    expect(roundTrip('LinkResponse', { url: 'https://x', ref: null, offerId: null, replayed: false })).to.deep.include({ ref: null, offerId: null, replayed: false });
    // An optional field REST may leave out stays out.
    expect(roundTrip('Offer', { id: 1 })).to.not.have.property('iconUrl');
  });

  it('prints a required list empty, and leaves out an empty list REST leaves out', () => {
    const meta = mapper('QuoteResponse').decode(mapper('QuoteResponse').encode({ offers: [], meta: { warnings: [] } }));
    expect(meta['offers']).to.deep.equal([]);
    expect(meta['meta']).to.not.have.property('warnings');
    expect((roundTrip('QuoteResponse', { meta: { warnings: ['UNKNOWN_FIELD'] } })['meta'] as Record<string, unknown>)['warnings']).to.deep.equal(['UNKNOWN_FIELD']);
  });

  it('refuses what the message cannot carry, naming the field; drops unknown fields only when told', () => {
    expect(() => mapper('Traveller').encode({ age: '34' })).to.throw(MappingError, /^age: string "34" cannot be an int32/);
    expect(() => mapper('Traveller').encode({ age: 1.5 })).to.throw(MappingError, /age: number 1.5/);
    expect(() => mapper('LinkRequest').encode({ offerId: 2 ** 53 })).to.throw(MappingError, /offerId: .*int64/);
    expect(() => mapper('QuoteRequest').encode({ trip: { travellers: [{ age: 30 }, 'x'] } })).to.throw(MappingError, /trip\.travellers\[1\]/);
    expect(() => mapper('QuoteRequest').encode({ trip: { arrivalCountries: null } })).to.throw(MappingError, /trip\.arrivalCountries: null cannot be a list/);
    expect(() => mapper('Traveller').encode({ age: 3, name: 'Ann' })).to.throw(MappingError, /name: parasol.travel.v1.Traveller has no such field/);
    expect(mapper('Traveller').decode(mapper('Traveller').encode({ age: 3, name: 'Ann' }, { unknown: 'drop' }))).to.deep.equal({ age: 3 });
  });

  it('sends a map key named __proto__ as an entry, as REST does (the reading library drops it: a known limit)', () => {
    const vars = JSON.parse('{"__proto__": "x", "city": "Lyon"}') as Record<string, string>;
    const bytes = mapper('Argument').encode({ vars });
    expect(Buffer.from(bytes).includes('__proto__')).to.equal(true);
    expect(mapper('Argument').decode(bytes)['vars']).to.deep.include({ city: 'Lyon' });
  });

  it('carries any JSON in a google.protobuf.Value (null included) and an object in a Struct', () => {
    const open = new BodyMapper(openMessage());
    for (const anything of [null, 'text', 3.5, true, [1, 'two', null], { nested: { deep: [false] } }]) {
      expect(open.decode(open.encode({ anything })), JSON.stringify(anything)).to.deep.equal({ anything });
    }
    expect(open.decode(open.encode({ object: { a: 1, b: [null] } }))).to.deep.equal({ object: { a: 1, b: [null] } });
    expect(() => open.encode({ object: [1] })).to.throw(MappingError, /object: an array/);
  });

  it('encodes a deeply frozen part once, a quote (its offers through its wire view) to the bytes the library encodes, in another field order (the core shares such parts between answers)', () => {
    const deepFreeze = <T>(value: T): T => {
      if (typeof value === 'object' && value !== null) {
        Object.values(value).forEach(deepFreeze);
        Object.freeze(value);
      }
      return value;
    };
    const insurer = deepFreeze({ name: 'Chapka', logoUrl: null });
    const guarantees = deepFreeze({ medical: { state: 'value', value: 150000 }, luggage: { state: 'included' }, '7': { state: 'per_day', value: 12.5 } });
    const highlights = deepFreeze({ included: ['Médical'], excluded: [] });
    const offer = { id: 7, name: null, plan: 'Cap', insurer, price: { amount: 23.8, amountInCents: 2380, currency: 'EUR' }, guarantees, highlights, documents: deepFreeze({ cgvUrl: 'https://x.example/cgv.pdf' }), position: 1 };
    // The library's own encoding (@bufbuild/protobuf's, of the message the mapper gives it).
    const libraryBytes = (message: string, body: unknown) => Buffer.from(toBinary(messageDescOf(`${TRAVEL_PACKAGE}.${message}`), mapper(message).toMessage(body) as never));
    // Bytes in the library's field order: an offer's kept parts are written after its other fields.
    const inOrder = (message: string, bytes: Uint8Array) => {
      const desc = messageDescOf(`${TRAVEL_PACKAGE}.${message}`);
      return Buffer.from(toBinary(desc, fromBinary(desc, bytes)));
    };
    for (const [message, body] of [
      ['Offer', offer],
      ['QuoteResponse', { ok: true, offers: [offer, { ...offer, id: 8, position: 2 }], meta: { warnings: [] } }],
      // Parts not frozen (a copy) are encoded afresh, to the same bytes.
      ['QuoteResponse', { offers: [JSON.parse(JSON.stringify(offer)), { id: 9, guarantees: { b: { state: 'included' }, a: {} }, insurer: {} }] }],
    ] as const) {
      const first = Buffer.from(mapper(message).encode(body));
      const again = Buffer.from(mapper(message).encode(body));
      expect(first.length, message).to.equal(libraryBytes(message, body).length);
      expect(inOrder(message, first), message).to.deep.equal(libraryBytes(message, body));
      expect(again, message).to.deep.equal(first);
      expect(mapper(message).decode(first), message).to.deep.equal(mapper(message).decode(libraryBytes(message, JSON.parse(JSON.stringify(body)))));
    }
    // An empty frozen map writes nothing, as a fresh one; an empty message is still sent.
    const bare = { id: 7, guarantees: deepFreeze({}), insurer: deepFreeze({}) };
    expect(inOrder('QuoteResponse', mapper('QuoteResponse').encode({ offers: [bare] }))).to.deep.equal(libraryBytes('QuoteResponse', { offers: [{ id: 7, guarantees: {}, insurer: {} }] }));
    expect(Buffer.from(mapper('Offer').encode(bare))).to.deep.equal(libraryBytes('Offer', { id: 7, guarantees: {}, insurer: {} }));
    // What cannot be carried is refused, naming the field, frozen or not.
    expect(() => mapper('QuoteResponse').encode({ offers: [{ guarantees: deepFreeze({ medical: { state: 3 } }) }] })).to.throw(MappingError, /offers\[0\]\.guarantees\.medical\.state: number 3 cannot be a string/);
    expect(() => mapper('QuoteResponse').encode({ offers: [{ insurer: { name: 'A', rating: 5 } }] })).to.throw(MappingError, /offers\[0\]\.insurer\.rating/);
    expect(() => mapper('Offer').encode({ guarantees: { medical: null } })).to.throw(MappingError, /guarantees\.medical/);
  });

  it('gives a @bufbuild/protobuf message where one is asked for (an error detail, the clients), with the same content', () => {
    const body = { offers: [{ id: 7, plan: 'Cap', position: 1 }], unpricedCount: 2 };
    const desc = messageDescOf(`${TRAVEL_PACKAGE}.QuoteResponse`);
    const message = mapper('QuoteResponse').toMessage(body);
    expect(mapper('QuoteResponse').toBody(message)).to.deep.equal(mapper('QuoteResponse').decode(mapper('QuoteResponse').encode(body)));
    expect(mapper('QuoteResponse').decode(toBinary(desc, message as never))).to.deep.equal(mapper('QuoteResponse').toBody(message));
  });
});
