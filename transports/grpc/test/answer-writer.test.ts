import { expect } from 'chai';
import fc from 'fast-check';
import protobuf from 'protobufjs/minimal.js';
import { AnswerWriter } from '../src/answer-writer.js';
import { staticCodecOf } from '../src/static-codecs.js';

/** Strings of every kind: ASCII (short, at the limit, long), any UTF-16 (lone surrogates included), and the edges. */
const aText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'aZ09 -_.:/\u0000\u007f'), maxLength: 80 }),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', 'a'.repeat(64), 'a'.repeat(65), `${'a'.repeat(63)}é`, 'Zürich…', '\u{1F600}', '\ud800'),
);

const plainBytes = (write: (writer: protobuf.Writer) => void): Buffer => {
  const writer = protobuf.Writer.create();
  write(writer);
  return Buffer.from(writer.finish());
};
const answerBytes = (write: (writer: protobuf.Writer) => void): Buffer => {
  const writer = new AnswerWriter();
  write(writer);
  return Buffer.from(writer.finish());
};

describe('grpc: the answer writer (answer-writer.ts)', () => {
  it("writes every string to the library's own writer's bytes", () => {
    fc.assert(
      fc.property(fc.array(aText, { maxLength: 6 }), (texts) => {
        const write = (writer: protobuf.Writer) => texts.forEach((text, i) => writer.uint32(((i + 1) << 3) | 2).string(text));
        expect(answerBytes(write)).to.deep.equal(plainBytes(write));
      }),
      { numRuns: 500 },
    );
  });

  it("splices another writer's writes as a bytes field, and appends encoded fields as they are, to the library's bytes", () => {
    fc.assert(
      fc.property(fc.array(aText, { maxLength: 4 }), fc.array(aText, { maxLength: 4 }), fc.uint8Array({ maxLength: 40 }), (outer, inner, kept) => {
        const innerFields = (writer: protobuf.Writer) => inner.forEach((text, i) => writer.uint32(((i + 1) << 3) | 2).string(text));
        const plain = plainBytes((writer) => {
          writer.uint32(8).int64(7);
          innerFields(writer.uint32(18).fork());
          writer.bytes(kept).ldelim();
          outer.forEach((text) => writer.uint32(26).string(text));
        });
        const spliced = answerBytes((writer) => {
          const embedded = new AnswerWriter();
          innerFields(embedded);
          embedded.fields(protobuf.Writer.create().bytes(kept).finish());
          writer.uint32(8).int64(7).uint32(18);
          (writer as AnswerWriter).bytes(embedded);
          outer.forEach((text) => writer.uint32(26).string(text));
        });
        expect(spliced).to.deep.equal(plain);
      }),
      { numRuns: 300 },
    );
    // A writer's writes are taken over once: a second time would write them twice over.
    const embedded = new AnswerWriter().uint32(8).int64(1) as AnswerWriter;
    const outer = new AnswerWriter();
    outer.uint32(10);
    outer.bytes(embedded);
    expect(() => outer.bytes(embedded)).to.throw(/written once/);
    // Bytes that are no writer are the library's own bytes field.
    expect(answerBytes((writer) => writer.uint32(10).bytes(Buffer.from('abc')))).to.deep.equal(plainBytes((writer) => writer.uint32(10).bytes(Buffer.from('abc'))));
  });

  it("encodes a message through the generated encoder to the library writer's bytes, nested messages included", () => {
    const codec = staticCodecOf('parasol.travel.v1.NormalisedTrip')!;
    fc.assert(
      fc.property(aText, aText, fc.array(aText, { maxLength: 4 }), fc.integer({ min: 0, max: 120 }), (intent, currency, countries, age) => {
        const trip = { intent, currency, arrivalCountries: countries, travellers: [{ age }], isAnnual: true };
        expect(Buffer.from(codec.encode(trip, new AnswerWriter()).finish())).to.deep.equal(Buffer.from(codec.encode(trip).finish()));
      }),
      { numRuns: 300 },
    );
  });
});
