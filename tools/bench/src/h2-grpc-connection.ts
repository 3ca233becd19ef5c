import { connect, type Socket } from 'node:net';
import { fixedHeaderBlocks, HpackDecoder } from './hpack.js';

/**
 * One HTTP/2 connection (cleartext, prior knowledge) sending unary gRPC calls of one fixed request,
 * for the benchmark's load generator: what autocannon is to the REST scenarios, a client whose own
 * cost per call is small next to the server's. grpc-js's client costs several times the server's
 * work per call on the load generator's core, which then cannot keep the server busy: a server
 * that idles between calls spends more CPU per call (a wake-up, a read and a write per call
 * instead of per batch), so the REST and gRPC figures would not be measured alike.
 *
 * It speaks HTTP/2 as a client library does: the connection preface and SETTINGS, request headers
 * indexed in the server's HPACK table after the first call, frames of the calls started in one
 * tick written together, flow-control windows honoured both ways, PING answered. Every answer's
 * header blocks are decoded (HPACK, Huffman included): a call counts as answered OK only with
 * HTTP status 200 and grpc-status 0 in its trailers.
 */

const FRAME = { DATA: 0, HEADERS: 1, RST_STREAM: 3, SETTINGS: 4, PING: 6, GOAWAY: 7, WINDOW_UPDATE: 8, CONTINUATION: 9 } as const;
const FLAG = { END_STREAM: 1, ACK: 1, END_HEADERS: 4, PADDED: 8, PRIORITY: 32 } as const;
const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1');
const MAX_WINDOW = 2 ** 31 - 1;
const DEFAULT_WINDOW = 65_535;
/** Replenish the connection's receive window once this much was received. */
const WINDOW_REFILL = 1 << 24;

/** How a call ended: its gRPC status (from the trailers), or why there is none. */
export interface CallOutcome {
  /** grpc-status, when the answer had one. */
  readonly grpcStatus?: number;
  /** :status of the answer's headers. */
  readonly httpStatus?: number;
  /** Set when the stream was reset, the connection failed or the answer broke the protocol. */
  readonly error?: string;
}

interface PendingCall {
  readonly resolve: (outcome: CallOutcome) => void;
  grpcStatus?: number;
  httpStatus?: number;
  /** A header block arriving in HEADERS then CONTINUATION frames. */
  fragments?: Buffer[];
  endsWithBlock?: boolean;
}

const frameHeader = (length: number, type: number, flags: number, stream: number): Buffer => {
  const header = Buffer.allocUnsafe(9);
  header.writeUIntBE(length, 0, 3);
  header[3] = type;
  header[4] = flags;
  header.writeUInt32BE(stream, 5);
  return header;
};

export class H2GrpcConnection {
  private readonly socket: Socket;
  private readonly decoder = new HpackDecoder();
  private readonly calls = new Map<number, PendingCall>();
  private readonly blocks: { first: Buffer; repeat: Buffer };
  private readonly message: Buffer;
  private nextStream = 1;
  private firstSent = false;
  private pending: Buffer[] = [];
  private flushScheduled = false;
  private received: Buffer = Buffer.alloc(0);
  private receivedUnacknowledged = 0;
  /** What we may still send: the connection's window and each new stream's (the server's SETTINGS). */
  private sendWindow = DEFAULT_WINDOW;
  private streamWindow = DEFAULT_WINDOW;
  /** Calls waiting for the connection's send window. */
  private readonly blocked: (() => void)[] = [];
  private failure: string | undefined;
  private readonly ready: Promise<void>;

  /**
   * @param headers the request's header fields, pseudo-headers first, identical for every call
   * @param message the gRPC message as sent (5-byte prefix, then the serialised request)
   */
  constructor(host: string, port: number, headers: readonly (readonly [string, string])[], message: Buffer) {
    this.blocks = fixedHeaderBlocks(headers);
    this.message = message;
    this.socket = connect({ host, port, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (error) => this.fail(`connection error: ${error.message}`));
    this.socket.on('close', () => this.fail('connection closed'));
    // Push off, the largest stream window, then the connection window raised to match.
    const settings = Buffer.alloc(12);
    settings.writeUInt16BE(0x2, 0);
    settings.writeUInt32BE(0, 2);
    settings.writeUInt16BE(0x4, 6);
    settings.writeUInt32BE(MAX_WINDOW, 8);
    const increment = Buffer.allocUnsafe(4);
    increment.writeUInt32BE(MAX_WINDOW - DEFAULT_WINDOW, 0);
    this.socket.write(Buffer.concat([PREFACE, frameHeader(12, FRAME.SETTINGS, 0, 0), settings, frameHeader(4, FRAME.WINDOW_UPDATE, 0, 0), increment]));
  }

  /** Resolves once connected; rejects when the connection cannot be made. */
  opened(): Promise<void> {
    return this.ready;
  }

  /** Sends one call; resolves with how it ended (never rejects). */
  call(): Promise<CallOutcome> {
    if (this.failure !== undefined) return Promise.resolve({ error: this.failure });
    return new Promise((resolve) => {
      const send = () => {
        if (this.failure !== undefined) return resolve({ error: this.failure });
        const stream = this.nextStream;
        this.nextStream += 2;
        this.calls.set(stream, { resolve });
        const block = this.firstSent ? this.blocks.repeat : this.blocks.first;
        this.firstSent = true;
        this.sendWindow -= this.message.length;
        this.queue(frameHeader(block.length, FRAME.HEADERS, FLAG.END_HEADERS, stream), block, frameHeader(this.message.length, FRAME.DATA, FLAG.END_STREAM, stream), this.message);
      };
      // A message larger than a stream's window would need a second DATA frame: not this client's case.
      if (this.message.length > this.streamWindow) return resolve({ error: 'the request message exceeds the server stream window' });
      if (this.sendWindow >= this.message.length && this.blocked.length === 0) send();
      else this.blocked.push(send);
    });
  }

  close(): void {
    this.failure ??= 'closed by the client';
    this.socket.destroy();
  }

  /** Calls not yet answered. */
  get inFlight(): number {
    return this.calls.size;
  }

  private queue(...parts: Buffer[]): void {
    this.pending.push(...parts);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // Frames of the calls started in the same tick leave together, as an HTTP/2 library batches them.
    setImmediate(() => {
      this.flushScheduled = false;
      const out = this.pending;
      this.pending = [];
      if (this.failure === undefined) this.socket.write(out.length === 1 ? (out[0] as Buffer) : Buffer.concat(out));
    });
  }

  private fail(reason: string): void {
    this.failure ??= reason;
    for (const call of this.calls.values()) call.resolve({ error: this.failure });
    this.calls.clear();
    for (const send of this.blocked.splice(0)) send();
  }

  private onData(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    let at = 0;
    try {
      while (this.received.length - at >= 9) {
        const length = this.received.readUIntBE(at, 3);
        if (this.received.length - at < 9 + length) break;
        const type = this.received[at + 3] as number;
        const flags = this.received[at + 4] as number;
        const stream = this.received.readUInt32BE(at + 5) & 0x7fffffff;
        this.onFrame(type, flags, stream, this.received.subarray(at + 9, at + 9 + length));
        at += 9 + length;
      }
    } catch (error) {
      this.fail(`protocol error: ${(error as Error).message}`);
      this.socket.destroy();
      return;
    }
    this.received = at === this.received.length ? Buffer.alloc(0) : this.received.subarray(at);
  }

  private onFrame(type: number, flags: number, stream: number, payload: Buffer): void {
    switch (type) {
      case FRAME.DATA: {
        this.receivedUnacknowledged += payload.length;
        if (this.receivedUnacknowledged >= WINDOW_REFILL) {
          const increment = Buffer.allocUnsafe(4);
          increment.writeUInt32BE(this.receivedUnacknowledged, 0);
          this.receivedUnacknowledged = 0;
          this.queue(frameHeader(4, FRAME.WINDOW_UPDATE, 0, 0), increment);
        }
        // The answer's message is counted, not decoded, as autocannon does for REST bodies.
        if (flags & FLAG.END_STREAM) this.finish(stream);
        return;
      }
      case FRAME.HEADERS: {
        const call = this.calls.get(stream);
        if (call === undefined) throw new Error(`HEADERS for unknown stream ${stream}`);
        let start = 0;
        let end = payload.length;
        if (flags & FLAG.PADDED) {
          start += 1;
          end -= payload[0] as number;
        }
        if (flags & FLAG.PRIORITY) start += 5;
        call.fragments = [payload.subarray(start, end)];
        call.endsWithBlock = (flags & FLAG.END_STREAM) !== 0;
        if (flags & FLAG.END_HEADERS) this.headerBlock(stream, call);
        return;
      }
      case FRAME.CONTINUATION: {
        const call = this.calls.get(stream);
        if (call?.fragments === undefined) throw new Error(`CONTINUATION without HEADERS on stream ${stream}`);
        call.fragments.push(payload);
        if (flags & FLAG.END_HEADERS) this.headerBlock(stream, call);
        return;
      }
      case FRAME.RST_STREAM: {
        const call = this.calls.get(stream);
        this.calls.delete(stream);
        call?.resolve({ error: `stream reset (HTTP/2 error ${payload.readUInt32BE(0)})` });
        return;
      }
      case FRAME.SETTINGS: {
        if (flags & FLAG.ACK) return;
        for (let i = 0; i + 6 <= payload.length; i += 6) {
          // SETTINGS_INITIAL_WINDOW_SIZE: the window of every stream this side opens.
          if (payload.readUInt16BE(i) === 0x4) this.streamWindow = payload.readUInt32BE(i + 2);
        }
        this.queue(frameHeader(0, FRAME.SETTINGS, FLAG.ACK, 0));
        return;
      }
      case FRAME.PING: {
        if (!(flags & FLAG.ACK)) this.queue(frameHeader(8, FRAME.PING, FLAG.ACK, 0), Buffer.from(payload));
        return;
      }
      case FRAME.GOAWAY: {
        this.fail(`GOAWAY (HTTP/2 error ${payload.readUInt32BE(4)})`);
        return;
      }
      case FRAME.WINDOW_UPDATE: {
        if (stream !== 0) return;
        this.sendWindow += payload.readUInt32BE(0) & 0x7fffffff;
        while (this.blocked.length > 0 && this.sendWindow >= this.message.length) (this.blocked.shift() as () => void)();
        return;
      }
      default:
      // PRIORITY and unknown frame types are ignored, as HTTP/2 requires.
    }
  }

  private headerBlock(stream: number, call: PendingCall): void {
    const fragments = call.fragments as Buffer[];
    call.fragments = undefined;
    // Every block goes through the decoder, in order: the HPACK table is the connection's.
    for (const [name, value] of this.decoder.decode(fragments.length === 1 ? (fragments[0] as Buffer) : Buffer.concat(fragments))) {
      if (name === ':status') call.httpStatus = Number(value);
      else if (name === 'grpc-status') call.grpcStatus = Number(value);
    }
    if (call.endsWithBlock) this.finish(stream);
  }

  private finish(stream: number): void {
    const call = this.calls.get(stream);
    if (call === undefined) return;
    this.calls.delete(stream);
    call.resolve({
      ...(call.grpcStatus === undefined ? {} : { grpcStatus: call.grpcStatus }),
      ...(call.httpStatus === undefined ? {} : { httpStatus: call.httpStatus }),
    });
  }
}
