import { Client, credentials, Metadata, type ServiceError } from '@grpc/grpc-js';
import { grpcMethodPathOf, signGrpcCall, SIGNING_METADATA, TravelClient } from '@parasol/grpc';
import { ENDPOINTS } from '@parasol/core';
import type { LoadTarget, PhaseLength, PhaseResult } from './load-phase.js';
import { percentile } from './paired-stats.js';
import { QUOTE_BODY } from './bench-requests.js';
import { H2GrpcConnection, type CallOutcome } from './h2-grpc-connection.js';

const QUOTE_RPC = 'Quote';
/** Connections the calls are spread over: gRPC multiplexes calls on a connection, as HTTP/2 clients do. */
const MAX_CHANNELS = 8;
/** The deadline every call carries (grpc-timeout), as a client waiting at most 10 s would send. */
const DEADLINE_MS = 10_000;
const round2 = (n: number) => Math.round(n * 100) / 100;
const asIs = (bytes: Buffer): Buffer => bytes;

/** The address of a gRPC scenario's url, `grpc://host:port`. */
export const grpcAddressOf = (url: string): string => url.replace(/^grpc:\/\//, '');

/**
 * Which client loads a gRPC scenario: `h2`, node:http2 sending the signed call's bytes as they are
 * (h2-grpc-connection.ts, the default: no message encoding or metadata handling per call, as
 * autocannon sends REST's), or `grpc-js`, the library's client (about three times the server's CPU
 * per call on the load generator's core: on this two-core machine it cannot saturate the server,
 * which then spends more per call).
 */
export type GrpcLoadClient = 'h2' | 'grpc-js';

/** The bench quote's request message and its signing metadata, signed once for a phase (as the REST phase is). */
const signedQuote = (target: LoadTarget) => {
  const encoder = new TravelClient(grpcAddressOf(target.url));
  try {
    const bytes = Buffer.from(encoder.encodeRequest(QUOTE_RPC, JSON.parse(QUOTE_BODY)));
    const path = grpcMethodPathOf(ENDPOINTS.createQuote);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signing: [string, string][] = [
      [SIGNING_METADATA.keyId, target.credentials.keyId],
      [SIGNING_METADATA.timestamp, timestamp],
      [SIGNING_METADATA.signature, signGrpcCall(target.credentials.secret, path, bytes, timestamp)],
    ];
    return { bytes, path, signing };
  } finally {
    encoder.close();
  }
};

interface Tally {
  readonly latencies: number[];
  readonly statusCodes: Record<string, number>;
  refused: number;
  errors: number;
  timeouts: number;
}

const summary = (tally: Tally, connections: number, started: number): PhaseResult => {
  const duration = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(tally.latencies).sort();
  return {
    connections,
    seconds: round2(duration),
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / duration),
    latencyMs: {
      p50: round2(percentile(sorted, 50)),
      p90: round2(percentile(sorted, 90)),
      p99: round2(percentile(sorted, 99)),
      max: round2(sorted[sorted.length - 1] ?? Number.NaN),
    },
    non2xx: tally.refused,
    errors: tally.errors,
    timeouts: tally.timeouts,
    statusCodes: tally.statusCodes,
  };
};

/**
 * The gRPC twin of runLoadPhase: `connections` calls in flight at all times over at most 8 HTTP/2
 * connections, each sending the bench quote's request message (the same trip as QUOTE_BODY) back
 * to back for a number of seconds or of calls, signed once at the start of the phase as the REST
 * phase is. A call answered other than OK counts as a refusal (non2xx), which voids the run; the
 * answers are counted, not decoded, as autocannon does for REST.
 */
export const runGrpcLoadPhase = (target: LoadTarget, connections: number, length: PhaseLength, client: GrpcLoadClient = 'h2'): Promise<PhaseResult> =>
  client === 'h2' ? runH2Phase(target, connections, length) : runGrpcJsPhase(target, connections, length);

/** How long a phase lasts: seconds, or calls started (each loop takes the next one until none is left). */
const untilDone = (length: PhaseLength): (() => boolean) => {
  if (length.amount !== undefined) {
    let left = length.amount;
    return () => left-- > 0;
  }
  const endAt = performance.now() + (length.seconds ?? 1) * 1000;
  return () => performance.now() < endAt;
};

/**
 * The bench quote as one HTTP/2 request: its header fields (pseudo-headers first, the fields
 * grpc-js's client sends for the same call, the deadline included) and its gRPC message (5-byte
 * prefix, then the serialised request), signed for the 5-minute window from now.
 */
export const grpcQuoteCall = (target: LoadTarget): { host: string; port: number; headers: [string, string][]; message: Buffer } => {
  const address = grpcAddressOf(target.url);
  const { bytes, path, signing } = signedQuote(target);
  const [, host = '127.0.0.1', port = '0'] = /^\[?(.*?)\]?:(\d+)$/.exec(address) ?? [];
  const message = Buffer.alloc(5 + bytes.length);
  message.writeUInt32BE(bytes.length, 1);
  bytes.copy(message, 5);
  const headers: [string, string][] = [
    [':method', 'POST'],
    [':scheme', 'http'],
    [':path', path],
    [':authority', address],
    ...signing,
    ['grpc-accept-encoding', 'identity,deflate,gzip'],
    ['accept-encoding', 'identity'],
    ['grpc-timeout', `${DEADLINE_MS}m`],
    ['user-agent', 'parasol-bench'],
    ['content-type', 'application/grpc'],
    ['te', 'trailers'],
  ];
  return { host, port: Number(port), headers, message };
};

const runH2Phase = async (target: LoadTarget, connections: number, length: PhaseLength): Promise<PhaseResult> => {
  const { host, port, headers, message } = grpcQuoteCall(target);
  const channels = Array.from({ length: Math.min(MAX_CHANNELS, connections) }, () => new H2GrpcConnection(host, port, headers, message));
  try {
    await Promise.all(channels.map((c) => c.opened()));
    const tally: Tally = { latencies: [], statusCodes: {}, refused: 0, errors: 0, timeouts: 0 };
    const started = performance.now();
    const more = untilDone(length);
    const count = (outcome: CallOutcome, sent: number) => {
      const took = performance.now() - sent;
      if (outcome.error !== undefined) {
        tally.errors += 1;
        return;
      }
      const code = outcome.grpcStatus === undefined ? 'none' : String(outcome.grpcStatus);
      tally.statusCodes[code] = (tally.statusCodes[code] ?? 0) + 1;
      if (outcome.grpcStatus === 0 && outcome.httpStatus === 200) {
        if (took > DEADLINE_MS) tally.timeouts += 1;
        else tally.latencies.push(took);
      } else tally.refused += 1;
    };
    const loop = async (channel: H2GrpcConnection) => {
      while (more()) {
        const sent = performance.now();
        count(await channel.call(), sent);
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, i) => loop(channels[i % channels.length] as H2GrpcConnection)));
    return summary(tally, connections, started);
  } finally {
    for (const channel of channels) channel.close();
  }
};

const runGrpcJsPhase = async (target: LoadTarget, connections: number, length: PhaseLength): Promise<PhaseResult> => {
  const address = grpcAddressOf(target.url);
  // Separate subchannel pools: each client its own HTTP/2 connection, as a fleet of callers would have.
  const channels = Array.from({ length: Math.min(MAX_CHANNELS, connections) }, () => new Client(address, credentials.createInsecure(), { 'grpc.use_local_subchannel_pool': 1 }));
  try {
    const { bytes, path, signing } = signedQuote(target);
    const metadata = new Metadata();
    for (const [name, value] of signing) metadata.set(name, value);
    const tally: Tally = { latencies: [], statusCodes: {}, refused: 0, errors: 0, timeouts: 0 };
    const started = performance.now();
    const more = untilDone(length);
    const call = (client: Client) =>
      new Promise<number>((resolve) =>
        client.makeUnaryRequest<Buffer, Buffer>(path, asIs, asIs, bytes, metadata.clone(), { deadline: Date.now() + DEADLINE_MS }, (error: ServiceError | null) => resolve(error ? error.code : 0)),
      );
    const loop = async (client: Client) => {
      while (more()) {
        const sent = performance.now();
        try {
          const code = await call(client);
          tally.statusCodes[String(code)] = (tally.statusCodes[String(code)] ?? 0) + 1;
          if (code === 0) tally.latencies.push(performance.now() - sent);
          else tally.refused += 1;
        } catch {
          tally.errors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, i) => loop(channels[i % channels.length] as Client)));
    return summary(tally, connections, started);
  } finally {
    for (const channel of channels) channel.close();
  }
};

/** Why a gRPC phase was refused: one call with the same key, its status and body. */
export const explainGrpcRefusal = async (target: LoadTarget): Promise<string> => {
  const client = new TravelClient(grpcAddressOf(target.url));
  try {
    const answer = await client.signedCall(QUOTE_RPC, JSON.parse(QUOTE_BODY), target.credentials);
    return `a sample call now answers gRPC ${answer.grpcCode} (HTTP ${answer.status}): ${JSON.stringify(answer.body).slice(0, 500)}`;
  } catch (error) {
    return `a sample call fails: ${(error as Error).message}`;
  } finally {
    client.close();
  }
};
