import type { MethodDefinition, ServiceDefinition } from '@grpc/grpc-js';

const asIs = (bytes: Buffer): Buffer => bytes;

/**
 * A unary method whose handler sees the request bytes exactly as received and returns bytes: the
 * signature covers the received serialisation, never a re-encoding, and each service decodes with
 * its own codec.
 */
export const rawUnaryMethod = (path: string, originalName: string): MethodDefinition<Buffer, Buffer> => ({
  path,
  requestStream: false,
  responseStream: false,
  requestSerialize: asIs,
  requestDeserialize: asIs,
  responseSerialize: asIs,
  responseDeserialize: asIs,
  originalName,
});

/** Every RPC of a service as raw unary methods, keyed by RPC name. */
export const rawServiceDefinition = (serviceFullName: string, rpcNames: readonly string[]): ServiceDefinition =>
  Object.fromEntries(rpcNames.map((name) => [name, rawUnaryMethod(`/${serviceFullName}/${name}`, name.charAt(0).toLowerCase() + name.slice(1))]));
