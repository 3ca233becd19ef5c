import type { AccessApplicationStore } from './access-application-store.js';
import type { ConsoleAuditLog } from './console-audit-log.js';
import type { ConsoleSessionStore } from './console-session-store.js';
import type { ConsoleUserStore } from './console-user-store.js';
import type { InvitationStore } from './invitation-store.js';

/** The partner console's storage, composed beside (never inside) the API's stores. */
export interface ConsoleStores {
  readonly users: ConsoleUserStore;
  readonly sessions: ConsoleSessionStore;
  readonly applications: AccessApplicationStore;
  readonly invitations: InvitationStore;
  readonly audit: ConsoleAuditLog;
}
