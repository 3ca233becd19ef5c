import { fileURLToPath } from 'node:url';
import { createRegistry, toBinary, type DescFile, type DescMessage, type DescService } from '@bufbuild/protobuf';
import { FileDescriptorProtoSchema } from '@bufbuild/protobuf/wkt';
import type { PackageDefinition } from '@grpc/proto-loader';
import { file_google_rpc_error_details } from './gen/google/rpc/error_details_pb.js';
import { file_google_rpc_status } from './gen/google/rpc/status_pb.js';
import { file_grpc_health_v1_health } from './gen/grpc/health/v1/health_pb.js';
import { file_grpc_reflection_v1_reflection } from './gen/grpc/reflection/v1/reflection_pb.js';
import { file_grpc_reflection_v1alpha_reflection } from './gen/grpc/reflection/v1alpha/reflection_pb.js';
import { file_parasol_admin_v1_admin } from './gen/parasol/admin/v1/admin_pb.js';
import { file_parasol_funnel_v1_funnel } from './gen/parasol/funnel/v1/funnel_pb.js';
import { file_parasol_ledger_v1_ledger } from './gen/parasol/ledger/v1/ledger_pb.js';
import { file_parasol_travel_v1_travel } from './gen/parasol/travel/v1/travel_pb.js';

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

/**
 * The descriptors of every message and service of the protos, as protoc-gen-es generated them
 * into src/gen (with their dependencies: google.type.Decimal, google.protobuf.Any...).
 */
const PARASOL_FILES: readonly DescFile[] = [
  file_parasol_travel_v1_travel,
  file_parasol_admin_v1_admin,
  file_parasol_funnel_v1_funnel,
  file_parasol_ledger_v1_ledger,
  file_google_rpc_status,
  file_google_rpc_error_details,
];
export const PROTO_REGISTRY = createRegistry(...PARASOL_FILES);

/** The files and every file they import, each once, dependencies first. */
const withDependencies = (files: readonly DescFile[]): DescFile[] => {
  const ordered: DescFile[] = [];
  const visit = (file: DescFile) => {
    if (ordered.includes(file)) return;
    file.dependencies.forEach(visit);
    ordered.push(file);
  };
  files.forEach(visit);
  return ordered;
};

/**
 * The real FileDescriptorProtos of the protos (the generated code's own, as protoc made them):
 * the files' own names and imports, map entries, proto3_optional, so that reflection clients
 * (grpcurl, buf curl) resolve every type with no local .proto.
 */
export const parasolFileDescriptors = (): Buffer[] =>
  withDependencies([...PARASOL_FILES, file_grpc_health_v1_health, file_grpc_reflection_v1_reflection, file_grpc_reflection_v1alpha_reflection]).map((file) => Buffer.from(toBinary(FileDescriptorProtoSchema, file.proto)));

/** A message's descriptor by its full name; throws when the protos have none. */
export const messageDescOf = (typeName: string): DescMessage => {
  const desc = PROTO_REGISTRY.getMessage(typeName);
  if (desc === undefined) throw new Error(`the protos have no message ${typeName}`);
  return desc;
};

/** A service's descriptor by its full name; throws when the protos have none. */
export const serviceDescOf = (typeName: string): DescService => {
  const desc = PROTO_REGISTRY.getService(typeName);
  if (desc === undefined) throw new Error(`the protos have no service ${typeName}`);
  return desc;
};

/**
 * What the reflection service answers from: the real descriptors of the Parasol files and of
 * grpc.health.v1 and grpc.reflection (copied into protos/grpc as grpc publishes them), in the
 * PackageDefinition shape @grpc/reflection indexes (it reads only each entry's fileDescriptorProtos).
 */
export const reflectionDefinition = (): PackageDefinition => ({
  'parasol.files': { fileDescriptorProtos: parasolFileDescriptors() } as unknown as PackageDefinition[string],
});
