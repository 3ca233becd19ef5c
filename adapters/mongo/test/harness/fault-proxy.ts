import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the driver and a MongoDB server (in-process or real), for the fault tests.
 * It can make the database disappear (connections cut, port refusing), hang (connections
 * accepted, nothing ever passes: a black hole) and reset a connection in the middle of a chosen
 * command, either before the server sees it or after the server applied it but before its answer
 * gets back: the lost acknowledgement that a store must not turn into a duplicate or a lost write.
 *
 * It reads just enough of the wire protocol (each message's length and, for OP_MSG, the command
 * name that is the body's first field) to count commands and pick the one to cut.
 */
type Mode = 'forward' | 'blackhole';
export type CutPoint = 'request' | 'reply';

interface Pair {
  readonly client: Socket;
  upstream?: Socket;
  /** Set when the next answer from the server must not reach the client. */
  cutOnReply: boolean;
  pending: Buffer;
}

interface CutRule {
  readonly command: string;
  readonly collection: string | undefined;
  readonly at: CutPoint;
  /** Matching commands still to let through before cutting. */
  skip: number;
  remaining: number;
}

export interface CutOptions {
  /** How many matching commands to cut (default 1). */
  readonly times?: number;
  /** Only commands on this collection (the command field's value: `{insert: "sales", ...}`). */
  readonly collection?: string;
  /** Matching commands to let through first (default 0). */
  readonly skip?: number;
}

/** What a message carries, as far as the proxy needs to know. */
export interface WireCommand {
  readonly name: string;
  /** The command field's value when it is a string: the collection of insert, find, update... */
  readonly collection?: string;
}

const OP_MSG = 2013;

const BSON_STRING = 0x02;

/** The command an OP_MSG carries: the name of its body's first field, and its value when a string. */
export function commandOf(message: Buffer): WireCommand | undefined {
  if (message.length < 27 || message.readInt32LE(12) !== OP_MSG || message[20] !== 0) return undefined;
  const type = message[25]; // header 16, flags 4, section kind 1, document length 4
  const nameStart = 26;
  const nameEnd = message.indexOf(0, nameStart);
  if (nameEnd <= nameStart) return undefined;
  const name = message.toString('utf8', nameStart, nameEnd);
  if (type !== BSON_STRING || nameEnd + 5 > message.length) return { name };
  const length = message.readInt32LE(nameEnd + 1); // includes the string's trailing NUL
  return { name, collection: message.toString('utf8', nameEnd + 5, nameEnd + 4 + length) };
}

export class FaultProxy {
  private server: Server | undefined;
  private mode: Mode = 'forward';
  private readonly pairs = new Set<Pair>();
  private readonly rules: CutRule[] = [];
  /** Commands forwarded to the server, by name: what the stores cost in round trips. */
  readonly commands = new Map<string, number>();
  /** Connections cut by a rule so far. */
  cuts = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
    public port: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<FaultProxy> {
    const proxy = new FaultProxy(targetHost, targetPort, 0);
    await proxy.listen();
    return proxy;
  }

  /** The database is gone: every connection cut, new ones refused, until `up`. */
  async down(): Promise<void> {
    this.cutAll();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The database is back on the same address. */
  async up(): Promise<void> {
    this.mode = 'forward';
    if (!this.server) await this.listen();
  }

  /** The database hangs: connections are accepted and kept, nothing passes either way. */
  blackhole(): void {
    this.mode = 'blackhole';
  }

  /** The hang ends: the connections it held are dropped (their clients gave up on them), new ones forward. */
  heal(): void {
    this.mode = 'forward';
    this.cutAll();
  }

  /**
   * Resets the connection carrying the next `times` commands named `command` (insert, update,
   * findAndModify, delete, find...): at 'request' the server never sees the command; at 'reply'
   * it runs it and its answer is lost.
   */
  cutOn(command: string, at: CutPoint, options: CutOptions = {}): void {
    this.rules.push({ command, at, collection: options.collection, skip: options.skip ?? 0, remaining: options.times ?? 1 });
  }

  /** Rules not used up yet (a test checks its cut really happened). */
  get pendingCuts(): number {
    return this.rules.reduce((sum, r) => sum + r.remaining, 0);
  }

  countOf(command: string): number {
    return this.commands.get(command) ?? 0;
  }

  async close(): Promise<void> {
    await this.down();
  }

  private async listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  private accept(client: Socket): void {
    const pair: Pair = { client, cutOnReply: false, pending: Buffer.alloc(0) };
    this.pairs.add(pair);
    client.on('error', () => this.cut(pair));
    client.on('close', () => this.cut(pair));
    client.on('data', (chunk: Buffer) => this.fromClient(pair, chunk));
    if (this.mode === 'blackhole') return; // accepted, and never connected further
    const upstream = connect(this.targetPort, this.targetHost);
    pair.upstream = upstream;
    upstream.on('error', () => this.cut(pair));
    upstream.on('close', () => this.cut(pair));
    upstream.on('data', (chunk: Buffer) => {
      if (this.mode === 'blackhole') return;
      if (pair.cutOnReply) return this.cut(pair, true);
      client.write(chunk);
    });
  }

  private fromClient(pair: Pair, chunk: Buffer): void {
    if (this.mode === 'blackhole' || !pair.upstream) return;
    pair.pending = Buffer.concat([pair.pending, chunk]);
    while (pair.pending.length >= 4) {
      const length = pair.pending.readInt32LE(0);
      if (pair.pending.length < length) return;
      const message = pair.pending.subarray(0, length);
      pair.pending = pair.pending.subarray(length);
      const command = commandOf(message);
      const rule = command === undefined ? undefined : this.rules.find((r) => r.remaining > 0 && r.command === command.name && (r.collection === undefined || r.collection === command.collection));
      if (rule && rule.skip > 0) rule.skip -= 1;
      else if (rule) {
        rule.remaining -= 1;
        this.cuts += 1;
        if (rule.at === 'request') return this.cut(pair, true);
        pair.cutOnReply = true;
      }
      if (command !== undefined) this.commands.set(command.name, this.countOf(command.name) + 1);
      pair.upstream.write(message);
    }
  }

  private cut(pair: Pair, reset = false): void {
    if (!this.pairs.delete(pair)) return;
    if (reset && !pair.client.destroyed) pair.client.resetAndDestroy();
    else pair.client.destroy();
    pair.upstream?.destroy();
  }

  private cutAll(): void {
    for (const pair of [...this.pairs]) this.cut(pair, true);
  }
}
