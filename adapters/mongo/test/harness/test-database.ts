import type { AddressInfo } from 'node:net';
import { MongoClient, type MongoClientOptions } from 'mongodb';
import { clientOptionsFor } from '../../src/index.js';

/**
 * The MongoDB the tests run against: a real mongod when MONGODB_URI is set (a replica set, for
 * the documented checks: docs/deployment.md, "Running the test suite on a replica set"), else the
 * in-process MongoDB-wire server "CongoDB" of @push.rocks/smartmongo, started here on 127.0.0.1
 * and a free port, so no external service is needed. Either way the stores speak to it through
 * the real driver over TCP. CongoDB does not enforce secondary unique indexes, refuses string
 * `_id`s and reports a standalone server (so the driver never retries a write): the adapter is
 * written not to depend on any of that
 * (docs/decisions/0105-mongodb-one-document-per-record-under-a-derived-id.md).
 */
export interface TestDatabase {
  /** True for a real mongod (MONGODB_URI), false for the in-process server. */
  readonly real: boolean;
  /** Where the server listens (the first host of MONGODB_URI), for a fault proxy to forward to. */
  readonly host: string;
  readonly port: number;
  /** The connection string of database `db` on this server. */
  uri(db: string): string;
  /**
   * The connection string of `db` through a proxy listening on 127.0.0.1:`port`: a direct
   * connection, since the members a replica set advertises would lead the driver around it.
   */
  uriVia(port: number, db: string): string;
  /** Stops the in-process server (connections cut, port closed); its data stays for `restart`. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The driver options tests connect with: the adapter's defaults, with failures noticed quickly. */
export const TEST_CLIENT_OPTIONS: MongoClientOptions = {
  serverSelectionTimeoutMS: 1000,
  connectTimeoutMS: 1000,
  socketTimeoutMS: 1500,
  heartbeatFrequencyMS: 500,
  wtimeoutMS: 1500,
};

/** What the in-process server needs (the notes: a direct connection, polled monitoring, or the driver clears its pool every second). */
const CONGO_OPTIONS = 'directConnection=true&serverMonitoringMode=poll';

interface CongoServerLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly server: { address(): AddressInfo | string | null } | null;
  readonly options: { port: number };
}

export async function startTestDatabase(): Promise<TestDatabase> {
  const uri = process.env.MONGODB_URI;
  if (uri) return realDatabase(uri);
  // Loaded only here, so a run against a real mongod does not load the test server at all.
  const { CongoServer } = (await import('@push.rocks/smartmongo/dist_ts/congodb/index.js')) as unknown as {
    CongoServer: new (options: { host: string; port: number }) => CongoServerLike;
  };
  const server = new CongoServer({ host: '127.0.0.1', port: 0 });
  await server.start();
  const { port } = server.server!.address() as AddressInfo;
  // Restarts reuse the port the first start was given, so clients and proxies find it again.
  server.options.port = port;
  let running = true;
  return {
    real: false,
    host: '127.0.0.1',
    port,
    uri: (db) => `mongodb://127.0.0.1:${port}/${db}?${CONGO_OPTIONS}`,
    uriVia: (proxyPort, db) => `mongodb://127.0.0.1:${proxyPort}/${db}?${CONGO_OPTIONS}`,
    stop: async () => {
      running = false;
      await server.stop();
    },
    restart: async () => {
      if (!running) await server.start();
      running = true;
    },
    close: async () => {
      if (running) await server.stop();
      running = false;
    },
  };
}

function realDatabase(uri: string): TestDatabase {
  const [base = uri, query = ''] = uri.split('?');
  const origin = /^(mongodb(?:\+srv)?:\/\/[^/]+)/.exec(base)?.[1] ?? base;
  const userinfo = /^mongodb(?:\+srv)?:\/\/([^@/]*@)/.exec(origin)?.[1] ?? '';
  const [host = '127.0.0.1', port = '27017'] = origin.replace(/^mongodb(?:\+srv)?:\/\/([^@/]*@)?/, '').split(',')[0]!.split(':');
  const params = new URLSearchParams(query);
  params.delete('replicaSet');
  params.set('directConnection', 'true');
  const refuse = () => Promise.reject(new Error('a real mongod (MONGODB_URI) is not stopped by the tests: use the fault proxy'));
  return {
    real: true,
    host,
    port: Number(port),
    uri: (db) => `${origin}/${db}${query ? `?${query}` : ''}`,
    uriVia: (proxyPort, db) => `mongodb://${userinfo}127.0.0.1:${proxyPort}/${db}?${params.toString()}`,
    stop: refuse,
    restart: refuse,
    close: async () => {},
  };
}

let databases = 0;
/** A database name no other test of this process uses: every store factory call starts empty. */
export const freshDatabaseName = (): string => `parasol_test_${process.pid}_${Date.now().toString(36)}_${databases++}`;

/** A client connected the way the adapter connects, for tests that build stores by hand. */
export async function testClient(database: TestDatabase, options: MongoClientOptions = {}): Promise<MongoClient> {
  const url = database.uri('');
  const client = new MongoClient(url, clientOptionsFor(url, { ...TEST_CLIENT_OPTIONS, ...options }));
  await client.connect();
  return client;
}

/** Drops every database a test created (on a real mongod the suite must leave nothing behind). */
export async function dropTestDatabases(client: MongoClient): Promise<void> {
  const { databases: all } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  for (const { name } of all) if (name.startsWith(`parasol_test_${process.pid}_`)) await client.db(name).dropDatabase();
}

