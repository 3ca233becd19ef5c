import { Client, credentials, Metadata, type ServiceError } from '@grpc/grpc-js';
import { grpcMethodPathOf, signGrpcCall, SIGNING_METADATA, TravelClient } from '@parasol/grpc';
import { ENDPOINTS } from '@parasol/core';
import { percentile, type LoadTarget, type PhaseResult } from './load-phase.js';
import { QUOTE_BODY } from './bench-request.js';

const QUOTE_RPC = 'Quote';
/** Channels the calls are spread over: gRPC multiplexes calls on a connection, as HTTP/2 clients do. */
const MAX_CHANNELS = 8;
const round2 = (n: number) => Math.round(n * 100) / 100;
const asIs = (bytes: Buffer): Buffer => bytes;

/** The address of a gRPC scenario's url, `grpc://host:port`. */
export const grpcAddressOf = (url: string): string => url.replace(/^grpc:\/\//, '');

/**
 * The gRPC twin of runLoadPhase: `connections` calls in flight at all times, each sending the
 * bench quote's request message (the same trip as QUOTE_BODY) back to back for `seconds`, signed
 * once at the start of the phase as the REST phase is. A call answered other than OK counts as
 * a refusal (non2xx), which voids the run.
 */
export const runGrpcLoadPhase = async (target: LoadTarget, connections: number, seconds: number): Promise<PhaseResult> => {
  const address = grpcAddressOf(target.url);
  // Separate subchannel pools: each client its own HTTP/2 connection, as a fleet of callers would have.
  const channels = Array.from({ length: Math.min(MAX_CHANNELS, connections) }, () => new Client(address, credentials.createInsecure(), { 'grpc.use_local_subchannel_pool': 1 }));
  const encoder = new TravelClient(address);
  try {
    const bytes = Buffer.from(encoder.encodeRequest(QUOTE_RPC, JSON.parse(QUOTE_BODY)));
    const path = grpcMethodPathOf(ENDPOINTS.createQuote);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const metadata = new Metadata();
    metadata.set(SIGNING_METADATA.keyId, target.credentials.keyId);
    metadata.set(SIGNING_METADATA.timestamp, timestamp);
    metadata.set(SIGNING_METADATA.signature, signGrpcCall(target.credentials.secret, path, bytes, timestamp));
    const latencies: number[] = [];
    const statusCodes: Record<string, number> = {};
    let refused = 0;
    let errors = 0;
    const started = performance.now();
    const endAt = started + seconds * 1000;
    // The answer is not decoded: the load generator only counts, as autocannon does for REST.
    const call = (client: Client) =>
      new Promise<number>((resolve) =>
        client.makeUnaryRequest<Buffer, Buffer>(path, asIs, asIs, bytes, metadata.clone(), { deadline: Date.now() + 10_000 }, (error: ServiceError | null) => resolve(error ? error.code : 0)),
      );
    const loop = async (client: Client) => {
      while (performance.now() < endAt) {
        const sent = performance.now();
        try {
          const code = await call(client);
          statusCodes[String(code)] = (statusCodes[String(code)] ?? 0) + 1;
          if (code === 0) latencies.push(performance.now() - sent);
          else refused += 1;
        } catch {
          errors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, i) => loop(channels[i % channels.length] as Client)));
    const duration = (performance.now() - started) / 1000;
    const sorted = Float64Array.from(latencies).sort();
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
      non2xx: refused,
      errors,
      timeouts: 0,
      statusCodes,
    };
  } finally {
    encoder.close();
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
