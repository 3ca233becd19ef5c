import { accessApplicationStoreContract, consoleAuditLogContract, consoleSessionStoreContract, consoleUserStoreContract, invitationStoreContract } from '@parasol/port-contracts';
import { COLLECTIONS, MongoAccessApplicationStore, MongoConsoleAuditLog, MongoConsoleSessionStore, MongoConsoleUserStore, MongoInvitationStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The memory stores' contracts, unchanged, through the real driver over TCP.
describe('MongoDB partner console stores', () => {
  const mongo = useMongoHarness();
  const on = async (name: (typeof COLLECTIONS)[keyof typeof COLLECTIONS]) => (await mongo.freshDb([name])).collection(name);
  consoleUserStoreContract('MongoConsoleUserStore', async () => new MongoConsoleUserStore(await on(COLLECTIONS.consoleUsers)));
  consoleSessionStoreContract('MongoConsoleSessionStore', async () => new MongoConsoleSessionStore(await on(COLLECTIONS.consoleSessions)));
  accessApplicationStoreContract('MongoAccessApplicationStore', async () => new MongoAccessApplicationStore(await on(COLLECTIONS.accessApplications)));
  invitationStoreContract('MongoInvitationStore', async () => new MongoInvitationStore(await on(COLLECTIONS.invitations)));
  consoleAuditLogContract('MongoConsoleAuditLog', async () => new MongoConsoleAuditLog(await on(COLLECTIONS.consoleAudit)));
});
