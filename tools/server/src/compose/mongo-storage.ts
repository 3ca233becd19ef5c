import type { ComposedStores } from './create-embedded-parasol.js';
import { hkdfSync } from 'node:crypto';
import type { ConsoleStores, WebhookDeliveryStore } from '@parasol/core';
import type { MongoStoreOptions } from '@parasol/adapter-mongo';
import type { Readiness } from '@parasol/rest';
import { composedStoresOf } from './composed-mongo-stores.js';

/** The variable (and `parasol serve --mongo-url`) that selects MongoDB storage. */
export const MONGO_URL_ENV = 'PARASOL_MONGO_URL';

/** Start-up refusal with a message for the operator (no credential in it). */
export class StorageSetupError extends Error {
  override readonly name = 'StorageSetupError';
}

export interface MongoStorage {
  readonly stores: ComposedStores;
  /** The webhook delivery log on the same database, shared by every instance's dispatcher. */
  readonly webhookDeliveries: WebhookDeliveryStore;
  /** The partner console's stores, on the same database. */
  readonly consoleStores: ConsoleStores;
  /** Shared by every instance with the same master key (see sessionSecretFrom). */
  readonly sessionSecret: Uint8Array;
  readonly readiness: Readiness;
  /** For the start-up line: the database and hosts, never a password. */
  readonly description: string;
  close(): Promise<void>;
}

/**
 * The qs_ session secret of a deployment: derived from the master key (HKDF-SHA256, its own
 * label), so every instance that can unseal the keys also accepts the sessions any other one
 * issued, with no secret stored in the database and no further variable. The master key itself
 * never keys a MAC: the derivation separates the two uses.
 */
export const sessionSecretFrom = (masterKey: Uint8Array): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', masterKey, new Uint8Array(0), 'parasol/session-tokens/v1', 32));

/** A connection string with its password (and user) replaced, for logs and messages. */
export const redactedUrl = (url: string): string => url.replace(/^(mongodb(?:\+srv)?:\/\/)[^@/]*@/, '$1***@');

/**
 * MongoDB storage for `parasol serve`: every store on the database the connection string names
 * (created indexes included), a readiness check that pings it, and the session secret derived
 * from the master key. The master key is required: keys are stored sealed under it, so without
 * the same key on every instance (and across restarts) no stored key could be verified.
 */
export async function openMongoStorage(url: string, masterKey: Uint8Array | undefined, options: MongoStoreOptions = {}): Promise<MongoStorage> {
  if (masterKey === undefined) {
    throw new StorageSetupError(
      `--mongo-url (${MONGO_URL_ENV}) needs PARASOL_MASTER_KEY: stored key secrets are sealed under it, so every instance and every restart must use the same one. Make one with: openssl rand -base64 32 (or npx parasol admin master-key).`,
    );
  }
  // The driver is loaded only when MongoDB is asked for: memory storage (npm start's default)
  // would otherwise pay a tenth of its start-up to load a driver it never uses.
  const { connectMongoStores } = await import('@parasol/adapter-mongo');
  let connected;
  try {
    connected = await connectMongoStores(url, options);
  } catch (e) {
    const { name, message } = e as Error;
    throw new StorageSetupError(`cannot use MongoDB at ${redactedUrl(url)}: ${name}: ${redactedUrl(message)}`, { cause: e });
  }
  return {
    stores: composedStoresOf(connected),
    webhookDeliveries: connected.webhookDeliveries,
    consoleStores: connected.console,
    sessionSecret: sessionSecretFrom(masterKey),
    readiness: async () => ({ storage: await connected.ping() }),
    description: `MongoDB storage, database ${connected.db.databaseName}`,
    close: () => connected.close(),
  };
}
