import type { Db } from 'mongodb';
import type { ConsoleStores } from '@parasol/core';
import { COLLECTIONS } from './collections.js';
import { MongoAccessApplicationStore } from './mongo-access-application-store.js';
import { MongoConsoleAuditLog } from './mongo-console-audit-log.js';
import { MongoConsoleSessionStore } from './mongo-console-session-store.js';
import { MongoConsoleUserStore } from './mongo-console-user-store.js';
import { MongoInvitationStore } from './mongo-invitation-store.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

/** The partner console's stores on the deployment's database. */
export const mongoConsoleStoresOn = (db: Db, settings: StoreSettings = DEFAULT_STORE_SETTINGS): ConsoleStores => ({
  users: new MongoConsoleUserStore(db.collection(COLLECTIONS.consoleUsers), settings),
  sessions: new MongoConsoleSessionStore(db.collection(COLLECTIONS.consoleSessions), settings),
  applications: new MongoAccessApplicationStore(db.collection(COLLECTIONS.accessApplications), settings),
  invitations: new MongoInvitationStore(db.collection(COLLECTIONS.invitations), settings),
  audit: new MongoConsoleAuditLog(db.collection(COLLECTIONS.consoleAudit), settings),
});
