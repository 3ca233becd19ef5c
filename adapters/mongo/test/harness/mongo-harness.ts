import type { Db, MongoClient } from 'mongodb';
import { ensureIndexes, type CollectionName } from '../../src/index.js';
import { dropTestDatabases, freshDatabaseName, startTestDatabase, testClient, type TestDatabase } from './test-database.js';

export interface MongoHarness {
  readonly database: TestDatabase;
  readonly client: MongoClient;
  /** An empty database of its own with the indexes of `collections` created, as start-up creates them. */
  freshDb(collections: readonly CollectionName[]): Promise<Db>;
}

/**
 * Starts the test database and a client before the tests of the enclosing `describe`, and
 * closes both after them (databases dropped first on a real mongod, which outlives the run).
 * Call it inside a `describe`: hooks at a file's top level would run around every test file.
 */
export function useMongoHarness(): MongoHarness {
  let database: TestDatabase | undefined;
  let client: MongoClient | undefined;
  before(async () => {
    database = await startTestDatabase();
    client = await testClient(database);
  });
  after(async () => {
    if (client && database?.real) await dropTestDatabases(client);
    await client?.close();
    await database?.close();
  });
  return {
    get database() {
      if (!database) throw new Error('the test database starts in a before hook: use it inside a test');
      return database;
    },
    get client() {
      if (!client) throw new Error('the test database starts in a before hook: use it inside a test');
      return client;
    },
    async freshDb(collections) {
      const db = this.client.db(freshDatabaseName());
      await ensureIndexes(db, collections);
      return db;
    },
  };
}
