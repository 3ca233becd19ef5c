import { readFileSync } from 'node:fs';
import type { CheckoutFlows, Parasol } from '@parasol/core';
import { MIN_ADMIN_TOKEN_LENGTH, newAdminToken, startGrpcServer, type RunningGrpcServer } from '@parasol/grpc';
import { adminTokenFileBeside, adminTokenFromFile } from '../compose/admin-token-file.js';
import { processLogger } from '../compose/pino-logger.js';

/** The gRPC side of `parasol serve`, configured from the environment (README, Configuration). */
export const GRPC_ENV = {
  port: 'GRPC_PORT',
  adminToken: 'PARASOL_ADMIN_TOKEN',
  tlsCert: 'PARASOL_GRPC_TLS_CERT',
  tlsKey: 'PARASOL_GRPC_TLS_KEY',
} as const;

export const DEFAULT_GRPC_PORT = 50051;

/** A gRPC setting that cannot work: start-up stops, naming the variable. */
export class GrpcSettingsError extends Error {
  override readonly name = 'GrpcSettingsError';
}

export interface GrpcServing {
  readonly server: RunningGrpcServer;
  /** What the start-up banner says about gRPC (never the token). */
  readonly lines: readonly string[];
}

interface ServeGrpcOptions {
  readonly host: string;
  /** REST's --port: when it asks for a free port (0), gRPC takes a free one too unless GRPC_PORT says. */
  readonly restPort: string;
  readonly keyFile: string;
  readonly quiet: boolean;
  readonly shutdownGraceMs: number;
  readonly env?: NodeJS.ProcessEnv;
  /** Live checkout, when composed: Funnel.CancelSubscription (`parasol subscriptions cancel`). */
  readonly checkout?: Pick<CheckoutFlows, 'cancel'>;
}

/** GRPC_PORT, else 50051, else a free port when REST's --port is 0. */
export const grpcPortFrom = (env: NodeJS.ProcessEnv, restPort: string): number => {
  const text = env[GRPC_ENV.port] ?? (restPort === '0' ? '0' : String(DEFAULT_GRPC_PORT));
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port > 65_535) throw new GrpcSettingsError(`${GRPC_ENV.port} must be a port number from 0 to 65535, not "${text}"`);
  return port;
};

const tlsOf = (env: NodeJS.ProcessEnv): { cert: Buffer; key: Buffer } | undefined => {
  const certPath = env[GRPC_ENV.tlsCert];
  const keyPath = env[GRPC_ENV.tlsKey];
  if (certPath === undefined && keyPath === undefined) return undefined;
  if (certPath === undefined || keyPath === undefined) throw new GrpcSettingsError(`TLS needs both ${GRPC_ENV.tlsCert} and ${GRPC_ENV.tlsKey} (PEM files)`);
  const read = (path: string, name: string) => {
    try {
      return readFileSync(path);
    } catch (e) {
      throw new GrpcSettingsError(`${name}: cannot read ${path}: ${(e as Error).message}`);
    }
  };
  return { cert: read(certPath, GRPC_ENV.tlsCert), key: read(keyPath, GRPC_ENV.tlsKey) };
};

/**
 * Starts the gRPC server beside REST on the same Parasol: the public Travel service, the internal
 * services behind the admin token, health and reflection. The token is PARASOL_ADMIN_TOKEN, or
 * the one saved beside the sandbox key file (mode 0600), generated and saved by the first start
 * that finds none, so the CLI works at once and several instances from one folder share it; it is
 * never printed or logged.
 */
export async function serveGrpcBeside(parasol: Parasol, options: ServeGrpcOptions): Promise<GrpcServing> {
  const env = options.env ?? process.env;
  const port = grpcPortFrom(env, options.restPort);
  const tls = tlsOf(env);
  const configured = env[GRPC_ENV.adminToken];
  if (configured !== undefined && configured.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new GrpcSettingsError(`${GRPC_ENV.adminToken} must have at least ${MIN_ADMIN_TOKEN_LENGTH} characters`);
  }
  const saved = configured === undefined ? await adminTokenFromFile(newAdminToken(), MIN_ADMIN_TOKEN_LENGTH, adminTokenFileBeside(options.keyFile)) : undefined;
  const adminToken = configured ?? saved!.token;
  let server: RunningGrpcServer;
  try {
    server = await startGrpcServer({
      parasol,
      logger: processLogger,
      accessLog: !options.quiet,
      host: options.host,
      port,
      adminToken,
      shutdownGraceMs: options.shutdownGraceMs,
      ...(options.checkout ? { checkout: options.checkout } : {}),
      ...(tls ? { tls } : {}),
    });
  } catch (e) {
    throw new GrpcSettingsError(`gRPC cannot listen on ${options.host}:${port} (${GRPC_ENV.port}, or --port 0 for free ports): ${(e as Error).message}`);
  }
  return {
    server,
    lines: [
      `gRPC on ${server.address}${server.tls ? ' (TLS)' : ''}: parasol.travel.v1.Travel, internal Admin, Funnel and Ledger, health and reflection.`,
      saved === undefined
        ? `Admin token: ${GRPC_ENV.adminToken}.`
        : `Admin token ${saved.reused ? 'read from' : 'saved to'} ${saved.path} (the operations commands read it: npx parasol partners --help; ${GRPC_ENV.adminToken} sets one).`,
      `Try it: npx parasol request --grpc GET /api/v1/travel/meta${port === DEFAULT_GRPC_PORT ? '' : ` --grpc-url ${server.address}`}`,
    ],
  };
}
