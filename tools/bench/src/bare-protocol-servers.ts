import { createServer, type Server } from 'node:http';
import { connect, createServer as createH2Server, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { Metadata, Server as GrpcServer } from '@grpc/grpc-js';
import { endAfterReads } from '@parasol/rest';

/**
 * The floors of the two protocols on this machine (information, no target): node's own HTTP/1.1
 * and HTTP/2 servers answering ready bytes, with no framework, no parsing and no encoding. What
 * the REST and gRPC transports cost above these is theirs; the floors themselves are node's.
 * Above node:http2, grpc-js answering ready bytes: the library's own share of the gRPC transport.
 */

/**
 * node:http answering every request `body` (the REST answer's JSON text) once the request is read,
 * its bytes flushed after the loop turn's reads as the REST transport flushes them (end-after-reads):
 * node's HTTP/2 sends a session's frames the same way of itself, so both floors write as their
 * transports do, and what the transports cost above them is their code, not how they write.
 */
export const createBareHttpServer = (body: Buffer): Server =>
  createServer((request, response) => {
    request.on('data', () => {});
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      endAfterReads(response, () => response.end(body));
    });
  });

/**
 * node:http2 answering every stream as a unary gRPC call: headers, `message` (the 5-byte prefix
 * and the encoded answer, as the gRPC transport sends it), then grpc-status 0 in the trailers.
 */
export const createBareH2Server = (message: Buffer): Http2Server => {
  const server = createH2Server();
  server.on('stream', (stream) => {
    stream.on('data', () => {});
    stream.on('end', () => {
      stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
      stream.once('wantTrailers', () => stream.sendTrailers({ 'grpc-status': '0', 'grpc-message': '' }));
      stream.end(message);
    });
  });
  return server;
};

/**
 * grpc-js answering every call of `path` with `answer` (the serialised answer, no prefix) and
 * `trailers` as the gRPC transport sends them, from a handler that does nothing else: the floor of
 * a grpc-js server, what the library costs above node:http2 before a service does any work.
 */
export const createBareGrpcJsServer = (path: string, answer: Buffer, trailers: Readonly<Record<string, string>>): GrpcServer => {
  const server = new GrpcServer({ 'grpc.enable_channelz': 0 });
  const asIs = (bytes: Buffer): Buffer => bytes;
  const method = { path, requestStream: false, responseStream: false, requestSerialize: asIs, requestDeserialize: asIs, responseSerialize: asIs, responseDeserialize: asIs };
  server.addService({ call: method }, {
    call: ((_call: unknown, callback: (error: null, value: Buffer, trailer: Metadata) => void) => {
      const metadata = new Metadata();
      for (const [name, value] of Object.entries(trailers)) metadata.set(name, value);
      callback(null, answer, metadata);
    }) as never,
  });
  return server;
};

/** What a gRPC server answers one call with, read off the wire: the message (prefix included) and the trailers a service set. */
export interface CapturedGrpcAnswer {
  readonly message: Buffer;
  /** The trailers but grpc-status and grpc-message, which the library writes itself. */
  readonly trailers: Readonly<Record<string, string>>;
}

/**
 * The gRPC message a server answers one call with (prefix included) and its trailers, read off the
 * wire with node's HTTP/2 client: what the bare servers then send to every call.
 */
export const captureGrpcAnswer = (address: string, headers: readonly (readonly [string, string])[], message: Buffer): Promise<CapturedGrpcAnswer> =>
  new Promise((resolve, reject) => {
    const session = connect(`http://${address}`);
    session.once('error', reject);
    const fields: Record<string, string> = {};
    for (const [name, value] of headers) if (name !== ':scheme' && name !== ':authority') fields[name] = value;
    const stream = session.request(fields);
    const chunks: Buffer[] = [];
    let status: string | undefined;
    const set: Record<string, string> = {};
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('trailers', (trailers) => {
      status = String(trailers['grpc-status']);
      for (const [name, value] of Object.entries(trailers)) if (name !== 'grpc-status' && name !== 'grpc-message' && typeof value === 'string') set[name] = value;
    });
    stream.once('error', reject);
    stream.on('close', () => {
      session.close();
      if (status === '0') resolve({ message: Buffer.concat(chunks), trailers: set });
      else reject(new Error(`the gRPC server answered the bench quote with grpc-status ${String(status)}`));
    });
    stream.end(message);
  });

/** The port a listening server was given. */
export const portOf = (server: Server | Http2Server): number => (server.address() as AddressInfo).port;
