import { accessApplicationStoreContract, consoleAuditLogContract, consoleSessionStoreContract, consoleUserStoreContract, invitationStoreContract } from '@parasol/port-contracts';
import { MemoryAccessApplicationStore, MemoryConsoleAuditLog, MemoryConsoleSessionStore, MemoryConsoleUserStore, MemoryInvitationStore } from '../src/index.js';

// The partner console's stores of the embedded default.
consoleUserStoreContract('MemoryConsoleUserStore', () => new MemoryConsoleUserStore());
consoleSessionStoreContract('MemoryConsoleSessionStore', () => new MemoryConsoleSessionStore());
accessApplicationStoreContract('MemoryAccessApplicationStore', () => new MemoryAccessApplicationStore());
invitationStoreContract('MemoryInvitationStore', () => new MemoryInvitationStore());
consoleAuditLogContract('MemoryConsoleAuditLog', () => new MemoryConsoleAuditLog());
