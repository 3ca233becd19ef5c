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
