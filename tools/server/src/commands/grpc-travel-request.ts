import { readFile } from 'node:fs/promises';
import { ENDPOINT_LIST } from '@parasol/core';
import { rpcNameOf, TravelClient } from '@parasol/grpc';
import { requestText, signingKeyOf } from './signing-key.js';

/** The gRPC status names, for printing an answer's status the way grpcurl does. */
const STATUS_NAMES = ['OK', 'CANCELLED', 'UNKNOWN', 'INVALID_ARGUMENT', 'DEADLINE_EXCEEDED', 'NOT_FOUND', 'ALREADY_EXISTS', 'PERMISSION_DENIED', 'RESOURCE_EXHAUSTED', 'FAILED_PRECONDITION', 'ABORTED', 'OUT_OF_RANGE', 'UNIMPLEMENTED', 'INTERNAL', 'UNAVAILABLE', 'DATA_LOSS', 'UNAUTHENTICATED'];

interface GrpcRequestValues {
  readonly data?: string | undefined;
  readonly 'key-id'?: string | undefined;
  readonly secret?: string | undefined;
  readonly 'key-file'?: string | undefined;
  readonly 'grpc-url'?: string | undefined;
  readonly ca?: string | undefined;
}

/**
 * The RPC and request message of `parasol request --grpc`: an RPC name (`Quote`) with --data, or
 * a REST call (`GET /api/v1/coach/cards?country=FR`) turned into its RPC, a GET's query string
 * becoming the message's fields (a number where the field is numeric).
 */
const callOf = (positionals: readonly string[], data: unknown, client: TravelClient): { rpc: string; message: Record<string, unknown> } | string => {
  const [first, target] = positionals;
  if (first === undefined) return 'name the call: an RPC (Quote) or METHOD PATH';
  if (target === undefined) {
    const endpoint = ENDPOINT_LIST.find((e) => rpcNameOf(e) === first);
    if (endpoint === undefined) return `no RPC ${first}: one of ${ENDPOINT_LIST.map(rpcNameOf).join(', ')}`;
    return { rpc: first, message: (data ?? {}) as Record<string, unknown> };
  }
  const url = new URL(target, 'http://parasol.invalid');
  const endpoint = ENDPOINT_LIST.find((e) => e.method === first.toUpperCase() && e.path === url.pathname);
  if (endpoint === undefined) return `no endpoint ${first.toUpperCase()} ${url.pathname}`;
  const rpc = rpcNameOf(endpoint);
  if (endpoint.requestSchema !== undefined) return { rpc, message: (data ?? {}) as Record<string, unknown> };
  const { request } = client.codecsOf(rpc);
  const message: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    message[name] = request.valueKindOf(name) === 'number' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return { rpc, message };
};

/** `parasol request --grpc …`: signs one public gRPC call as a partner's server would, sends it, prints status, trailers and the answer as JSON. */
export async function runGrpcRequest(positionals: readonly string[], values: GrpcRequestValues): Promise<number> {
  const key = await signingKeyOf(values);
  if (key === undefined) return 2;
  const { keyId, secret } = key;
  const text = await requestText(values.data);
  const address = (values['grpc-url'] ?? `127.0.0.1:${process.env.GRPC_PORT ?? '50051'}`).replace(/^grpcs?:\/\//, '');
  const client = new TravelClient(address, values.ca === undefined ? false : { ca: await readFile(values.ca) });
  try {
    const call = callOf(positionals, text === undefined ? undefined : JSON.parse(text), client);
    if (typeof call === 'string') {
      process.stderr.write(`parasol request --grpc: ${call}\n`);
      return 2;
    }
    const answer = await client.signedCall(call.rpc, call.message, { keyId, secret });
    process.stdout.write(`gRPC ${STATUS_NAMES[answer.grpcCode] ?? answer.grpcCode} (HTTP ${answer.status}) /parasol.travel.v1.Travel/${call.rpc}\n`);
    for (const [name, value] of Object.entries(answer.trailers)) process.stdout.write(`${name}: ${value}\n`);
    process.stdout.write(`\n${JSON.stringify(answer.body, null, 2)}\n`);
    return answer.grpcCode === 0 ? 0 : 1;
  } finally {
    client.close();
  }
}
