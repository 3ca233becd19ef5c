import { connect, constants, type ClientHttp2Session, type OutgoingHttpHeaders } from 'node:http2';

/** How a call ended: its gRPC status (from the trailers), or why there is none. */
export interface CallOutcome {
  /** grpc-status, when the answer had one. */
  readonly grpcStatus?: number;
  /** :status of the answer's headers. */
  readonly httpStatus?: number;
  /** Set when the stream was reset, the connection failed or the answer broke the protocol. */
  readonly error?: string;
}

/**
 * One HTTP/2 connection (node:http2) sending the same unary gRPC call again and again: the
 * bench's load client. The answer is counted, not decoded (its bytes are read and dropped), as
 * autocannon does for REST; a call ends with its trailers' grpc-status, or an error.
 */
export class H2GrpcConnection {
  private readonly session: ClientHttp2Session;
  private readonly headers: OutgoingHttpHeaders;

  /** `headers` as grpc-js sends them (pseudo-headers included; :scheme and :authority are the session's own). */
  constructor(
    host: string,
    port: number,
    headers: readonly (readonly [string, string])[],
    private readonly message: Buffer,
  ) {
    this.session = connect(`http://${host.includes(':') ? `[${host}]` : host}:${port}`, { settings: { initialWindowSize: 2 ** 31 - 1 } });
    // A failed connection fails its calls (their streams close with an error); nothing to do here.
    this.session.on('error', () => {});
    this.headers = Object.fromEntries(headers.filter(([name]) => name !== ':scheme' && name !== ':authority'));
  }

  /** Resolves once the connection is up (its SETTINGS exchanged), rejects if it cannot be. */
  opened(): Promise<void> {
    if (this.session.connecting === false) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.session.once('connect', () => resolve());
      this.session.once('error', reject);
    });
  }

  /** Sends the call once and resolves when its answer has ended, however it ended. */
  call(): Promise<CallOutcome> {
    return new Promise((resolve) => {
      let httpStatus: number | undefined;
      let grpcStatus: number | undefined;
      let error: string | undefined;
      const stream = this.session.request(this.headers);
      stream.on('response', (headers) => {
        httpStatus = Number(headers[constants.HTTP2_HEADER_STATUS]);
        // A trailers-only answer (a refusal) carries grpc-status in its one header block.
        if (headers['grpc-status'] !== undefined) grpcStatus = Number(headers['grpc-status']);
      });
      stream.on('trailers', (trailers) => {
        if (trailers['grpc-status'] !== undefined) grpcStatus = Number(trailers['grpc-status']);
      });
      stream.on('data', () => {});
      stream.on('error', (e: Error) => (error = e.message));
      stream.on('close', () => {
        if (error === undefined && stream.rstCode !== constants.NGHTTP2_NO_ERROR) error = `stream reset (${stream.rstCode})`;
        resolve(error !== undefined ? { error } : { ...(grpcStatus === undefined ? {} : { grpcStatus }), ...(httpStatus === undefined ? {} : { httpStatus }) });
      });
      stream.end(this.message);
    });
  }

  close(): void {
    this.session.close();
  }
}
