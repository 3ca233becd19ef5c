import { randomBytes } from 'node:crypto';
import { readBoundedBody } from '../read-bounded-body.js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FUNNEL_PROTOCOL } from '@parasol/core/internal';
import { parseFault, type FunnelFault } from './funnel-faults.js';
import { answerProtocolCall, moveStage, type QuoteBook, type SimAnswer, type SimulatedQuote } from './funnel-sim-protocol.js';

export interface FunnelSimulatorOptions {
  /** 0 (the default) = any free port. The simulator listens on 127.0.0.1 only. */
  readonly port?: number;
  /** The bearer token it accepts. Default: a random one, read back from `token`. */
  readonly token?: string;
  /** Fault for every protocol call that has none queued by `injectFault` (the CLI's --fault). */
  readonly fault?: FunnelFault;
}

/** One protocol call as received, for tests to check what the client sent. */
export interface ReceivedCall {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: string;
}

const HOST = '127.0.0.1';
const MAX_BODY_BYTES = 64 * 1024;
const QUOTE_PATH = new RegExp(`^${FUNNEL_PROTOCOL.quotesPath}([^/?#]*)$`);
const STAGE_PATH = /^\/sim\/quotes\/([^/?#]+)\/stage$/;
/** Calls kept for `calls()`: enough for any test, bounded for a long CLI run. */
const KEPT_CALLS = 1000;

/**
 * A loopback external funnel speaking the quote protocol (docs/funnel-protocol.md), for tests and
 * `parasol funnel-sim`. Quotes live in memory; faults are injected per call; stages are moved by
 * `setStage` or POST /sim/quotes/{quoteId}/stage, as a traveller would move them in the funnel.
 *
 * The /sim/ routes are the simulator's control panel, not part of the protocol: they take no
 * token, which is acceptable only because the simulator listens on loopback.
 */
export class FunnelSimulator {
  readonly token: string;
  readonly #defaultFault: FunnelFault | undefined;
  readonly #requestedPort: number;
  readonly #faults: FunnelFault[] = [];
  readonly #book: QuoteBook = { byQuoteId: new Map(), bySubscriptionId: new Map() };
  readonly #calls: ReceivedCall[] = [];
  readonly #timers = new Set<NodeJS.Timeout>();
  #server: Server | undefined;
  #port: number | undefined;
  #requests = 0;
  #connections = 0;

  constructor(options: FunnelSimulatorOptions = {}) {
    this.token = options.token ?? `sim_${randomBytes(18).toString('base64url')}`;
    this.#defaultFault = options.fault;
    this.#requestedPort = options.port ?? 0;
  }

  /** The API base to configure Parasol with (`apiBaseUrl`); only once started. */
  get url(): string {
    return `http://${HOST}:${this.port}`;
  }

  get port(): number {
    if (this.#port === undefined) throw new Error('the funnel simulator is not started');
    return this.#port;
  }

  async start(): Promise<this> {
    if (this.#server !== undefined) throw new Error('the funnel simulator is already started');
    const server = createServer((incoming, outgoing) => this.#handle(incoming, outgoing));
    server.on('connection', () => {
      this.#connections += 1;
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#requestedPort, HOST, () => resolve());
    });
    this.#server = server;
    this.#port = (server.address() as AddressInfo).port;
    return this;
  }

  /** Stops listening and drops every connection, hanging ones included. */
  async stop(): Promise<void> {
    const server = this.#server;
    if (server === undefined) return;
    this.#server = undefined;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  /** Spoils the next `times` protocol calls (in order of arrival) with `fault`; queued faults run before the default one. */
  injectFault(fault: FunnelFault, times = 1): void {
    for (let i = 0; i < times; i += 1) this.#faults.push(fault);
  }

  /** Moves a quote's stage (forward only). Throws on an unknown quote or a backward move: a test asked for the impossible. */
  setStage(quoteId: string, stage: SimulatedQuote['stage']): void {
    const refused = moveStage(this.#book, quoteId, stage);
    if (refused !== undefined) throw new Error(`cannot move quote ${quoteId} to ${stage}: ${refused}`);
  }

  quote(quoteId: string): SimulatedQuote | undefined {
    return this.#book.byQuoteId.get(quoteId);
  }

  quoteOf(subscriptionId: string): SimulatedQuote | undefined {
    const quoteId = this.#book.bySubscriptionId.get(subscriptionId);
    return quoteId === undefined ? undefined : this.#book.byQuoteId.get(quoteId);
  }

  quotes(): readonly SimulatedQuote[] {
    return [...this.#book.byQuoteId.values()];
  }

  /** Protocol calls received, oldest first (the last 1000). */
  calls(): readonly ReceivedCall[] {
    return [...this.#calls];
  }

  /** HTTP requests received, whatever their path or fate. */
  requestCount(): number {
    return this.#requests;
  }

  /** TCP connections accepted: fewer than requests when the client keeps connections alive. */
  connectionCount(): number {
    return this.#connections;
  }

  #handle(incoming: IncomingMessage, outgoing: ServerResponse): void {
    this.#requests += 1;
    const path = incoming.url ?? '/';
    readBody(incoming).then(
      (body) => {
        const quoteCall = QUOTE_PATH.exec(path);
        if (quoteCall !== null) return this.#protocolCall(incoming, outgoing, quoteCall[1] ?? '', body);
        if (path.startsWith('/sim/')) return sendJson(outgoing, this.#control(incoming.method ?? '', path, body));
        sendJson(outgoing, { status: 404, body: { error: 'NOT_FOUND' } });
      },
      () => sendJson(outgoing, { status: 413, body: { error: 'BODY_TOO_LARGE' } }),
    );
  }

  #protocolCall(incoming: IncomingMessage, outgoing: ServerResponse, id: string, body: string): void {
    this.#calls.push({ method: incoming.method ?? '', path: incoming.url ?? '', headers: flatHeaders(incoming), body });
    if (this.#calls.length > KEPT_CALLS) this.#calls.shift();
    const fault = this.#faults.shift() ?? this.#defaultFault;
    if (fault?.kind === 'refuse') return sendJson(outgoing, { status: fault.status, body: { error: 'SIMULATED_REFUSAL' } });
    const answer = answerProtocolCall({ method: incoming.method ?? '', id, headers: incoming.headers, body }, this.token, this.#book);
    switch (fault?.kind) {
      case undefined:
        return sendJson(outgoing, answer);
      case 'hang':
        return; // stop() drops the connection
      case 'slow': {
        const timer = setTimeout(() => {
          this.#timers.delete(timer);
          sendJson(outgoing, answer);
        }, fault.ms);
        this.#timers.add(timer);
        return;
      }
      case 'garbage':
        outgoing.writeHead(200, jsonHeaders()).end('{"quoteId": "q_');
        return;
      case 'invalid':
        return sendJson(outgoing, { status: 200, body: { quoteId: answer.body['quoteId'] ?? 'q_unknown', stage: 'lost' } });
      case 'reset': {
        const text = JSON.stringify(answer.body);
        outgoing.writeHead(200, { ...jsonHeaders(), 'content-length': String(Buffer.byteLength(text)) });
        // The headers promise the whole length; half of it reaches the wire, then the connection dies.
        outgoing.write(text.slice(0, Math.floor(text.length / 2)), () => outgoing.socket?.destroy());
        return;
      }
    }
  }

  /** POST /sim/quotes/{quoteId}/stage {"stage"}, POST /sim/faults {"fault", "times"}, GET /sim/quotes. */
  #control(method: string, path: string, text: string): SimAnswer {
    const stagePath = STAGE_PATH.exec(path);
    if (path === '/sim/quotes' && method === 'GET') return { status: 200, body: { quotes: this.quotes() } };
    if (stagePath === null && path !== '/sim/faults') return { status: 404, body: { error: 'NOT_FOUND' } };
    if (method !== 'POST') return { status: 405, body: { error: 'METHOD_NOT_ALLOWED' }, headers: { allow: 'POST' } };
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(text);
      body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return { status: 400, body: { error: 'INVALID_JSON' } };
    }
    if (stagePath !== null) {
      // Quote ids are URL-safe: the path segment is the id as is.
      const quoteId = stagePath[1] ?? '';
      const refused = moveStage(this.#book, quoteId, String(body['stage']));
      if (refused !== undefined) return { status: refused === 'QUOTE_NOT_FOUND' ? 404 : 400, body: { error: refused } };
      return { status: 200, body: { quoteId, stage: body['stage'] } };
    }
    const times = body['times'] ?? 1;
    if (!Number.isSafeInteger(times) || (times as number) < 1 || (times as number) > 1000) return { status: 400, body: { error: 'BAD_REQUEST', detail: 'times is 1 to 1000' } };
    try {
      this.injectFault(parseFault(String(body['fault'])), times as number);
    } catch (error) {
      return { status: 400, body: { error: 'BAD_REQUEST', detail: (error as Error).message } };
    }
    return { status: 200, body: { queued: this.#faults.length } };
  }
}

const jsonHeaders = () => ({ 'content-type': 'application/json', [FUNNEL_PROTOCOL.versionHeader]: FUNNEL_PROTOCOL.version });

const sendJson = (outgoing: ServerResponse, answer: SimAnswer): void => {
  outgoing.writeHead(answer.status, { ...jsonHeaders(), ...answer.headers }).end(JSON.stringify(answer.body));
};

const flatHeaders = (incoming: IncomingMessage): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]));

const readBody = (incoming: IncomingMessage): Promise<string> => readBoundedBody(incoming, MAX_BODY_BYTES);

