import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';
import { loadSync, type PackageDefinition } from '@grpc/proto-loader';

/** transports/grpc/protos: the committed .proto files (travel.proto is generated, the rest written by hand). */
export const PROTOS_DIR = fileURLToPath(new URL('../protos/', import.meta.url));

/** Every file this server serves, relative to PROTOS_DIR. */
export const PARASOL_PROTO_FILES = [
  'parasol/travel/v1/travel.proto',
  'parasol/admin/v1/admin.proto',
  'parasol/funnel/v1/funnel.proto',
  'parasol/ledger/v1/ledger.proto',
  'google/rpc/status.proto',
  'google/rpc/error_details.proto',
] as const;

const require = createRequire(import.meta.url);
/** grpc.health.v1 and grpc.reflection.v1/v1alpha as their packages ship them, for reflection to list. */
const HEALTH_PROTO_DIR = join(dirname(require.resolve('grpc-health-check/package.json')), 'proto');
const REFLECTION_PROTO_DIR = join(dirname(require.resolve('@grpc/reflection/package.json')), 'build', 'proto');
const STANDARD_PROTO_FILES = ['health/v1/health.proto', 'grpc/reflection/v1/reflection.proto', 'grpc/reflection/v1alpha/reflection.proto'];

let root: protobuf.Root | undefined;

/**
 * The parsed protos, field names as written (snake_case): what the codecs read and write.
 * google/protobuf/* come with protobufjs; everything else from PROTOS_DIR.
 */
export const protoRoot = (): protobuf.Root => {
  if (root !== undefined) return root;
  const loaded = new protobuf.Root();
  loaded.resolvePath = (_origin, target) => (target.startsWith('google/protobuf/') ? target : join(PROTOS_DIR, target));
  loaded.loadSync([...PARASOL_PROTO_FILES], { keepCase: true });
  loaded.resolveAll();
  root = loaded;
  return loaded;
};

/**
 * The same files plus health and reflection, as @grpc/proto-loader describes them: what the
 * reflection service answers from, so grpcurl-style tools list and call every service.
 */
export const reflectionDefinition = (): PackageDefinition =>
  loadSync([...PARASOL_PROTO_FILES, ...STANDARD_PROTO_FILES], { includeDirs: [PROTOS_DIR, HEALTH_PROTO_DIR, REFLECTION_PROTO_DIR], keepCase: true });
