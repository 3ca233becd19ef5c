import { expect } from 'chai';
import { join } from 'node:path';
import protobuf from 'protobufjs';
import { PROTO_REGISTRY, PROTOS_DIR } from '../src/proto-files.js';
import { staticCodecOf } from '../src/static-codecs.js';
import { mapEntryViewOf, WIRE_VIEWS } from '../src/wire-views.js';

const WIRE_VIEWS_DIR = new URL('../wire-views/', import.meta.url).pathname;

/** The protos and wire views read by protobufjs's own parser: each field's number, type and rule as declared. */
const parsed = (): protobuf.Root => {
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => (target.startsWith('parasol/travel/v1/wire') ? join(WIRE_VIEWS_DIR, target) : join(PROTOS_DIR, target));
  root.loadSync('parasol/travel/v1/wire_views.proto', { keepCase: true });
  root.resolveAll();
  return root;
};

describe('grpc: the protobufjs static code and the wire views (static-codecs.ts, wire-views.ts)', () => {
  it('has an encoder and a decoder for every Parasol message, with the field names the mapper sets', () => {
    let fields = 0;
    for (const desc of PROTO_REGISTRY) {
      if (desc.kind !== 'message' || !desc.typeName.startsWith('parasol.')) continue;
      const codec = staticCodecOf(desc.typeName) as unknown as { prototype: object } | undefined;
      expect(codec, desc.typeName).to.not.equal(undefined);
      // A field the generated code names otherwise would be dropped without a word: none is.
      for (const field of desc.fields) expect(field.localName in codec!.prototype, `${desc.typeName}.${field.name}`).to.equal(true);
      fields += desc.fields.length;
    }
    expect(fields).to.be.greaterThan(300);
  });

  it('gives each view its message\'s fields, numbers and wire types: a field given encoded as bytes, a message with a view as that view', () => {
    const root = parsed();
    const viewOf = (type: protobuf.Type | null | undefined) => (type ? WIRE_VIEWS[type.fullName.slice(1)]?.view : undefined);
    for (const [typeName, { view, asBytes }] of Object.entries(WIRE_VIEWS)) {
      const message = root.lookupType(typeName);
      const wire = root.lookupType(view);
      expect(staticCodecOf(view), view).to.not.equal(undefined);
      expect(wire.fieldsArray.map((f) => [f.name, f.id])).to.deep.equal(message.fieldsArray.map((f) => [f.name, f.id]));
      for (const field of message.fieldsArray) {
        const json = PROTO_REGISTRY.getMessage(typeName)?.fields.find((f) => f.number === field.id)?.jsonName ?? '';
        const seen = wire.fields[field.name]!;
        const where = `${view}.${field.name}`;
        if (asBytes.includes(json) && field.map) {
          // A map as its entries, each the view's entry message {key = 1, value = 2} encoded.
          expect([seen.type, seen.repeated], where).to.deep.equal(['bytes', true]);
          const entry = root.lookupType(mapEntryViewOf(view, field.name));
          expect(staticCodecOf(mapEntryViewOf(view, field.name)), entry.fullName).to.not.equal(undefined);
          expect(entry.fieldsArray.map((f) => [f.name, f.id, f.repeated, f.resolvedType?.fullName ?? f.type]), entry.fullName).to.deep.equal([
            ['key', 1, false, (field as protobuf.MapField).keyType],
            ['value', 2, false, field.resolvedType?.fullName ?? field.type],
          ]);
        } else if (asBytes.includes(json)) {
          expect(field.resolvedType, `${typeName}.${field.name} is a message`).to.be.instanceOf(protobuf.Type);
          expect([seen.type, seen.repeated, seen.map], where).to.deep.equal(['bytes', field.repeated, false]);
        } else {
          expect([seen.repeated, seen.optional, seen.map], where).to.deep.equal([field.repeated, field.optional, field.map]);
          const expected = viewOf(field.resolvedType as protobuf.Type) ?? (field.resolvedType?.fullName ?? field.type).replace(/^\./, '');
          expect((seen.resolvedType?.fullName ?? seen.type).replace(/^\./, ''), where).to.equal(expected);
        }
      }
    }
  });

  it('gives a view to every message holding a message with a view (its public encoder would read bytes as a message)', () => {
    const holders = new Set<string>();
    for (const desc of PROTO_REGISTRY) {
      if (desc.kind !== 'message') continue;
      for (const field of desc.fields) if (field.message !== undefined && WIRE_VIEWS[field.message.typeName] !== undefined) holders.add(desc.typeName);
    }
    expect([...holders]).to.include('parasol.travel.v1.QuoteResponse');
    for (const holder of holders) expect(WIRE_VIEWS[holder], holder).to.not.equal(undefined);
  });
});
