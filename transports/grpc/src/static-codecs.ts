import type { Reader, Writer } from 'protobufjs/minimal.js';
import { google, parasol } from '../pbjs/parasol.js';

/**
 * The wire codec of the Parasol messages: the encode and decode functions protobufjs's `pbjs -t
 * static-module` generated from the committed protos into transports/grpc/pbjs (`npm run generate
 * -w @parasol/grpc`; generated-code.test.ts fails when they differ). A generated encoder writes a
 * message's fields straight from a plain object, where @bufbuild/protobuf's reflective writer walks
 * each message's descriptor (decisions 0167 has the figures). The mapper (body-mapper.ts) builds
 * the plain objects: camelCase fields as protobufjs names them, int64 as a number, a
 * google.type.Decimal as `{ value }`.
 */
export interface StaticCodec {
  encode(message: object, writer?: Writer): Writer;
  decode(reader: Reader | Uint8Array): Record<string, unknown>;
}

const ROOTS: Record<string, unknown> = { parasol, google };

/** The generated codec of a message by its full name; undefined for a type pbjs was not given (grpc.*, google.rpc.*). */
export const staticCodecOf = (typeName: string): StaticCodec | undefined => {
  let at: unknown = ROOTS;
  for (const part of typeName.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  const codec = at as Partial<StaticCodec> | undefined;
  return typeof codec?.encode === 'function' && typeof codec.decode === 'function' ? (codec as StaticCodec) : undefined;
};
