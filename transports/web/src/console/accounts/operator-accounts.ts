import type { ConsoleUserRecord, ConsoleUserStore, Random } from '@parasol/core';
import { newId, normalEmail } from '../console-ids.js';
import { PASSWORD_RULES, type PasswordHasher } from '../security/password-hasher.js';

/**
 * An operator's console account (`parasol operators create`): verified from the start (the
 * person running the command vouches for the address), no partner membership. Undefined when
 * the email or password does not fit, or the email has an account already.
 */
export async function createOperatorAccount(
  users: ConsoleUserStore,
  hasher: PasswordHasher,
  spec: { readonly email: string; readonly password: string },
  now: number,
  random: Random,
): Promise<ConsoleUserRecord | undefined> {
  const email = normalEmail(spec.email);
  if (!email || spec.password.length < PASSWORD_RULES.minLength || spec.password.length > PASSWORD_RULES.maxLength) return undefined;
  const record: ConsoleUserRecord = { userId: newId(random, 'usr'), email, kind: 'operator', passwordHash: await hasher.hash(spec.password), emailVerifiedAt: now, memberships: [], createdAt: now, version: 1 };
  return (await users.create(record)) ? record : undefined;
}
