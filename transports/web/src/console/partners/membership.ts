import type { ConsoleMembership, ConsoleUserRecord } from '@parasol/core';

/**
 * The one check every partner page and action makes: the user's membership of the account the
 * URL names. Not a member (whether or not the account exists) is "not found", so guessing codes
 * or ids tells nothing. Operators manage accounts through /console/ops, not as members.
 */
export const membershipOf = (user: ConsoleUserRecord, partnerCode: string): ConsoleMembership | undefined =>
  user.kind === 'partner' ? user.memberships.find((m) => m.partnerCode === partnerCode) : undefined;
