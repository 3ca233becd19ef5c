import { createServer, type Server } from 'node:http';
import { connect, createServer as createH2Server, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';

/**
 * The floors of the two protocols on this machine (information, no target): node's own HTTP/1.1
 * and HTTP/2 servers answering ready bytes, with no framework, no parsing and no encoding. What
 * the REST and gRPC transports cost above these is theirs; the floors themselves are node's.
 */

/** node:http answering every request `body` (the REST answer's JSON text) once the request is read. */
export const createBareHttpServer = (body: Buffer): Server =>
  createServer((request, response) => {
    request.on('data', () => {});
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      response.end(body);
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
 * The gRPC message a server answers one call with (prefix included), read off the wire with
 * node's HTTP/2 client: the answer bytes the bare HTTP/2 server then sends to every call.
 */
export const captureGrpcAnswer = (address: string, headers: readonly (readonly [string, string])[], message: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const session = connect(`http://${address}`);
    session.once('error', reject);
    const fields: Record<string, string> = {};
    for (const [name, value] of headers) if (name !== ':scheme' && name !== ':authority') fields[name] = value;
    const stream = session.request(fields);
    const chunks: Buffer[] = [];
    let status: string | undefined;
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('trailers', (trailers) => {
      status = String(trailers['grpc-status']);
    });
    stream.once('error', reject);
    stream.on('close', () => {
      session.close();
      if (status === '0') resolve(Buffer.concat(chunks));
      else reject(new Error(`the gRPC server answered the bench quote with grpc-status ${String(status)}`));
    });
    stream.end(message);
  });

/** The port a listening server was given. */
export const portOf = (server: Server | Http2Server): number => (server.address() as AddressInfo).port;
