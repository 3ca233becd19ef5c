import { expect } from 'chai';
import { join } from 'node:path';
import protobuf from 'protobufjs';
import { PROTO_REGISTRY, PROTOS_DIR } from '../src/proto-files.js';
import { staticCodecOf } from '../src/static-codecs.js';
import { WIRE_VIEWS } from '../src/wire-views.js';

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

  it('gives each view its message\'s fields, numbers and wire types, a pre-encoded message field as bytes', () => {
    const root = parsed();
    for (const [typeName, { view, preEncoded }] of Object.entries(WIRE_VIEWS)) {
      const message = root.lookupType(typeName);
      const wire = root.lookupType(view);
      expect(staticCodecOf(view), view).to.not.equal(undefined);
      expect(wire.fieldsArray.map((f) => [f.name, f.id, f.repeated, f.optional, f.map])).to.deep.equal(message.fieldsArray.map((f) => [f.name, f.id, f.repeated, f.optional, f.map]));
      for (const field of message.fieldsArray) {
        const json = PROTO_REGISTRY.getMessage(typeName)?.fields.find((f) => f.number === field.id)?.jsonName ?? '';
        if (preEncoded.includes(json)) {
          expect(field.resolvedType, `${typeName}.${field.name} is a message`).to.be.instanceOf(protobuf.Type);
          expect(wire.fields[field.name]?.type, `${view}.${field.name}`).to.equal('bytes');
        } else {
          expect(wire.fields[field.name]?.resolvedType?.fullName ?? wire.fields[field.name]?.type, `${view}.${field.name}`).to.equal(field.resolvedType?.fullName ?? field.type);
        }
      }
    }
  });
});
