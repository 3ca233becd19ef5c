import { Server, ServerCredentials } from '@grpc/grpc-js';
import { HealthImplementation, type ServingStatusMap } from 'grpc-health-check';
import { silentLogger, type Logger, type Parasol } from '@parasol/core';
import { LIMITS } from '@parasol/core/internal';
import { internalServices, type InternalServicesOptions } from './internal/internal-services.js';
import { addLazyReflection } from './lazy-reflection.js';
import { reflectionDefinition } from './proto-files.js';
import { TRAVEL_SERVICE } from './public-rpcs.js';
import { travelService } from './travel-service.js';

export interface GrpcServerOptions {
  readonly parasol: Parasol;
  readonly logger?: Logger;
  /** One info line per public call, as REST's access log. */
  readonly accessLog?: boolean;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** PEM certificate chain and private key: TLS when given, plaintext (loopback use) otherwise. */
  readonly tls?: { readonly cert: Buffer; readonly key: Buffer };
  /**
   * The bearer token of the internal services (Admin, Funnel, Ledger). Without one they are not
   * served at all: an internal service is never reachable with a partner key.
   */
  readonly adminToken?: string;
  /** Live checkout, for Funnel.CancelSubscription; absent, that call is refused (no live checkout here). */
  readonly checkout?: InternalServicesOptions['checkout'];
  /** On close, how long calls under way may take before they are cut (default 10000, as REST). */
  readonly shutdownGraceMs?: number;
  /** Largest request message of a public call (default: REST's body limit). */
  readonly maxMessageBytes?: number;
}

export interface RunningGrpcServer {
  /** host:port, what a client dials. */
  readonly address: string;
  readonly port: number;
  /** Whether the server speaks TLS. */
  readonly tls: boolean;
  /** Services served, fully qualified (health and reflection included). */
  readonly services: readonly string[];
  /**
   * Health turns NOT_SERVING, new calls are refused, calls under way finish within the grace,
   * then what remains is cut; resolves once the server is down. Calling it again is harmless.
   */
  close(): Promise<void>;
}

const HEALTH_SERVICE = 'grpc.health.v1.Health';
const REFLECTION_SERVICES = ['grpc.reflection.v1.ServerReflection', 'grpc.reflection.v1alpha.ServerReflection'];

/**
 * The gRPC server: the public Travel service, the internal services when an admin token is
 * configured, standard health checking (grpc.health.v1.Health, every service and '' SERVING) and
 * server reflection v1 and v1alpha, so grpcurl-style tools can list and call everything.
 */
export async function startGrpcServer(options: GrpcServerOptions): Promise<RunningGrpcServer> {
  const logger = options.logger ?? silentLogger;
  const limit = options.maxMessageBytes ?? LIMITS.maxBodyBytes;
  // grpc-js refuses anything far above the limit by itself; up to there the transport answers the
  // catalogue's PAYLOAD_TOO_LARGE with its details, as REST does.
  // Channelz is off: nothing serves it, and it costs every call counters, timestamps and a tracker
  // object. (Its one use here was forceShutdown, which in grpc-js 1.14 cuts only the sessions its
  // channelz handler recorded: close() cuts through drain() instead.)
  const server = new Server({ 'grpc.max_receive_message_length': limit * 4, 'grpc.enable_channelz': 0 });

  const travel = travelService({ parasol: options.parasol, logger, accessLog: options.accessLog === true, maxMessageBytes: limit });
  server.addService(travel.definition, travel.implementation);
  const served = [TRAVEL_SERVICE];
  if (options.adminToken !== undefined) {
    for (const service of internalServices({ parasol: options.parasol, adminToken: options.adminToken, logger, ...(options.checkout ? { checkout: options.checkout } : {}) })) {
      server.addService(service.definition, service.implementation);
      served.push(service.name);
    }
  }
  const status: ServingStatusMap = Object.fromEntries(['', ...served].map((name) => [name, 'SERVING' as const]));
  const health = new HealthImplementation(status);
  health.addToServer(server);
  // Indexed on the first reflection call, not at start-up (lazy-reflection.ts says why).
  addLazyReflection(server, reflectionDefinition, [...served, HEALTH_SERVICE, ...REFLECTION_SERVICES]);

  const host = options.host ?? '127.0.0.1';
  const credentials = options.tls ? ServerCredentials.createSsl(null, [{ cert_chain: options.tls.cert, private_key: options.tls.key }], false) : ServerCredentials.createInsecure();
  const target = host.includes(':') ? `[${host}]:${options.port ?? 0}` : `${host}:${options.port ?? 0}`;
  const port = await new Promise<number>((resolve, reject) => server.bindAsync(target, credentials, (error, bound) => (error ? reject(error) : resolve(bound))));

  const address = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  const graceMs = options.shutdownGraceMs ?? 10_000;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      for (const name of Object.keys(status)) health.setStatus(name, 'NOT_SERVING');
      // drain() sends every connection GOAWAY now and cancels those still open after the grace
      // (it knows them with channelz off, forceShutdown does not); tryShutdown() stops listening
      // and calls back once the last connection is gone. drain() must come first: it forgets a
      // connection that is already closing.
      server.drain(address, graceMs);
      const cut = setTimeout(() => {
        logger.warn('grpc calls cut at shutdown', { graceMs });
        server.forceShutdown();
      }, graceMs);
      server.tryShutdown(() => {
        clearTimeout(cut);
        resolve();
      });
    });
    return closing;
  };
  return {
    address,
    port,
    tls: options.tls !== undefined,
    services: [...served, HEALTH_SERVICE, ...REFLECTION_SERVICES],
    close,
  };
}
