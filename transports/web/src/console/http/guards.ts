import type { Context } from 'koa';
import type { ConsoleMembership, ConsoleSessionRecord, ConsoleUserRecord } from '@parasol/core';
import { membershipOf } from '../partners/membership.js';
import { consoleRequest, notFound, seeOther } from './console-request.js';

export interface SignedIn {
  readonly user: ConsoleUserRecord;
  readonly session: ConsoleSessionRecord;
  readonly token: string;
}

/** The fully signed-in user (password, and the second factor when it is on), or a redirect to sign in. */
export const signedIn = (ctx: Context): SignedIn | undefined => {
  const { user, session, token } = consoleRequest(ctx);
  if (!user || !session || !token) {
    seeOther(ctx, '/console/sign-in');
    return undefined;
  }
  if (user.totpSecret !== undefined && session.secondFactorAt === undefined) {
    seeOther(ctx, '/console/two-factor');
    return undefined;
  }
  return { user, session, token };
};

/** A member of the account the path names, or 404 (not signed in: sign in first). */
export const member = (ctx: Context): (SignedIn & { readonly membership: ConsoleMembership; readonly code: string }) | undefined => {
  const who = signedIn(ctx);
  if (!who) return undefined;
  const code = String(ctx.params.code ?? '');
  const membership = membershipOf(who.user, code);
  if (!membership) {
    notFound(ctx);
    return undefined;
  }
  return { ...who, membership, code };
};

/** An operator, or 404: the operators' pages do not exist for anyone else. */
export const operator = (ctx: Context): SignedIn | undefined => {
  const who = signedIn(ctx);
  if (!who) return undefined;
  if (who.user.kind !== 'operator') {
    notFound(ctx);
    return undefined;
  }
  return who;
};
