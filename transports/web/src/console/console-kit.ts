import { AuditTrail } from './accounts/audit-trail.js';
import { ConsoleAccounts } from './accounts/console-accounts.js';
import { Invitations } from './accounts/invitations.js';
import type { ConsoleOptions } from './console-options.js';
import { cookieNames, isLoopbackUrl, type CookieNames } from './http/cookies.js';
import { OperatorDesk } from './ops/operator-desk.js';
import { LiveAccess } from './partners/live-access.js';
import { PartnerKeys } from './partners/partner-keys.js';
import { PartnerLinks } from './partners/partner-links.js';
import { ConsoleSessions } from './security/console-sessions.js';
import { Argon2Hasher } from './security/password-hasher.js';

/** The console's parts, built once from its options: what every route works with. */
export interface ConsoleKit {
  readonly options: ConsoleOptions;
  readonly secure: boolean;
  readonly cookies: CookieNames;
  readonly accounts: ConsoleAccounts;
  readonly sessions: ConsoleSessions;
  readonly invitations: Invitations;
  readonly keys: PartnerKeys;
  readonly links: PartnerLinks;
  readonly live: LiveAccess;
  readonly desk: OperatorDesk;
  readonly audit: AuditTrail;
}

export const consoleKit = (options: ConsoleOptions): ConsoleKit => {
  const secure = options.secureCookies ?? !isLoopbackUrl(options.publicUrl);
  const audit = new AuditTrail(options.stores.audit, options.clock, options.random);
  const invitations = new Invitations(options, audit);
  return {
    options,
    secure,
    cookies: cookieNames(secure),
    accounts: new ConsoleAccounts(options, options.hasher ?? new Argon2Hasher(), audit, invitations),
    sessions: new ConsoleSessions(options.stores.sessions, options.clock, options.random),
    invitations,
    keys: new PartnerKeys(options, audit),
    links: new PartnerLinks(options, audit),
    live: new LiveAccess(options, audit),
    desk: new OperatorDesk(options, audit),
    audit,
  };
};
