import type { Context } from 'koa';
import type { ConsoleSessionRecord, ConsoleUserRecord } from '@parasol/core';
import { sendPage } from '../../http/page-headers.js';
import { readForm } from '../../http/read-form.js';
import { fromThisSite } from '../../http/same-origin.js';
import type { ConsoleKit } from '../console-kit.js';
import { languageOf, LANGUAGE_COOKIE, type ConsoleLanguage } from '../i18n/console-language.js';
import { sameToken } from '../security/console-sessions.js';
import { consolePage, type Viewer } from '../views/console-shell.js';
import { messageBody } from '../views/account-views.js';
import { cookiesOf, setCookie } from './cookies.js';
import type { Html } from '../../html/html.js';

/** What the console knows of a request once `prepare` ran. */
export interface ConsoleRequest {
  readonly language: ConsoleLanguage;
  /** The session cookie's token (never stored), with its session and user when it opens one. */
  readonly token?: string;
  readonly session?: ConsoleSessionRecord;
  readonly user?: ConsoleUserRecord;
  /** The token every form of this page carries: the session's, or the visitor's cookie's. */
  readonly csrf: string;
  /** A POST's fields, its CSRF token checked. */
  readonly form: Readonly<Record<string, string>>;
  readonly address: string;
}

export const consoleRequest = (ctx: Context): ConsoleRequest => ctx.state.console as ConsoleRequest;

const ANON_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Reads the language, the session and its user, and for a POST the form, refusing (403) a form
 * whose CSRF token is not this session's (or, signed out, this visitor's cookie's: double
 * submit) or that another site sent. Returns false when it answered.
 */
export async function prepare(ctx: Context, kit: ConsoleKit): Promise<boolean> {
  const cookies = cookiesOf(ctx);
  const { language, chosen } = languageOf(ctx, cookies[LANGUAGE_COOKIE]);
  if (chosen) setCookie(ctx, LANGUAGE_COOKIE, chosen, { secure: kit.secure, maxAgeSeconds: 365 * 86_400 });
  const token = cookies[kit.cookies.session];
  const session = await kit.sessions.read(token);
  const user = session ? await kit.options.stores.users.get(session.userId) : undefined;
  let csrf: string;
  if (session && user) {
    csrf = session.csrfToken;
  } else {
    const anon = cookies[kit.cookies.csrf];
    csrf = anon && ANON_TOKEN.test(anon) ? anon : Buffer.from(kit.options.random.bytes(32)).toString('base64url');
    if (csrf !== anon) setCookie(ctx, kit.cookies.csrf, csrf, { secure: kit.secure });
  }
  let form: Readonly<Record<string, string>> = {};
  if (ctx.method === 'POST') {
    const posted = await readForm(ctx);
    if (!posted || !fromThisSite(ctx) || !sameToken(posted._csrf, csrf)) {
      const request: ConsoleRequest = { language, csrf, form: {}, address: ctx.ip, ...(session && user ? { token, session, user } : {}) };
      ctx.state.console = request;
      answer(ctx, 403, language.say('error.notFound.title'), messageBody(language.say('errors.title'), language.say('error.csrf'), [{ href: ctx.path, label: language.say('nav.label') }]));
      return false;
    }
    form = posted;
  }
  ctx.state.console = { language, csrf, form, address: ctx.ip, ...(session && user ? { token, session, user } : {}) } satisfies ConsoleRequest;
  return true;
}

/** The viewer of the page: the user's kind and accounts for the navigation, when fully signed in. */
export const viewerOf = (request: ConsoleRequest, partnerCode?: string): Viewer | undefined => {
  const { user, session } = request;
  if (!user || !session || (user.totpSecret !== undefined && session.secondFactorAt === undefined)) return undefined;
  return { csrf: request.csrf, kind: user.kind, partnerCodes: user.memberships.map((m) => m.partnerCode), ...(partnerCode ? { partnerCode } : {}) };
};

/** Sends a console page (the funnel's headers: CSP 'self', no-store, no framing, no referrer). */
export const answer = (ctx: Context, status: number, title: string, body: Html, partnerCode?: string): void => {
  const request = consoleRequest(ctx);
  const viewer = viewerOf(request, partnerCode);
  // After a form, the page's own URL is the form's action, which has no GET: its language link and
  // current navigation item name the page the form belongs to instead.
  const path = ctx.method === 'GET' ? ctx.path : (pageOfAction(ctx.path) ?? '/console');
  sendPage(ctx, status, consolePage({ language: request.language, title, body, path, ...(viewer ? { viewer } : {}) }));
};

/** The page a form's action belongs to: /console/p/acme/keys/ak_…/rotate → /console/p/acme/keys. */
const pageOfAction = (path: string): string | undefined =>
  /^\/console\/p\/[A-Za-z0-9]+\/(keys|live|links|members|webhooks)\b/.exec(path)?.[0] ?? /^\/console\/(ops\/partners|ops\/payouts|ops|security|sign-in|sign-up)\b/.exec(path)?.[0];

/** 404: nothing here, or nothing of this user's (the same page, so ids and codes cannot be probed). */
export const notFound = (ctx: Context): void => {
  const { language } = consoleRequest(ctx);
  answer(ctx, 404, language.say('error.notFound.title'), messageBody(language.say('error.notFound.title'), language.say('error.notFound')));
};

/** 303 to a console page (after a form, or to sign in). */
export const seeOther = (ctx: Context, path: string): void => {
  ctx.status = 303;
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(path);
};
