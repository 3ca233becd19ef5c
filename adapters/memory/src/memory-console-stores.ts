import type { ConsoleStores } from '@parasol/core';
import { MemoryAccessApplicationStore } from './memory-access-application-store.js';
import { MemoryConsoleAuditLog } from './memory-console-audit-log.js';
import { MemoryConsoleSessionStore } from './memory-console-session-store.js';
import { MemoryConsoleUserStore } from './memory-console-user-store.js';
import { MemoryInvitationStore } from './memory-invitation-store.js';

/** The partner console's stores of the embedded default. */
export const memoryConsoleStores = (): ConsoleStores => ({
  users: new MemoryConsoleUserStore(),
  sessions: new MemoryConsoleSessionStore(),
  applications: new MemoryAccessApplicationStore(),
  invitations: new MemoryInvitationStore(),
  audit: new MemoryConsoleAuditLog(),
});
