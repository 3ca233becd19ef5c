import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Failure, TravellerFlows } from '@parasol/core';
import { sendPage } from '../http/page-headers.js';
import { readForm } from '../http/read-form.js';
import { fromThisSite } from '../http/same-origin.js';
import { pageLanguage, say, type MessageKey, type PageLanguage } from '../i18n/languages.js';
import { messagePage } from '../funnel/funnel-pages.js';
import { fieldOfCode, quoteBodyOf, tripFieldsOf } from './trip-form.js';
import { frameMessagePage, quoteFormPage, quoteResultsPage, type FrameState } from './widget-pages.js';
import { readWidgetSetup } from './widget-setup.js';

const FRAME = { framable: true } as const;

/** The message of a refused ref, in the frame (the widget cannot quote without one). */
const refMessage = (failure: Failure): MessageKey => (failure.code === 'BAD_REF' ? 'widget.setup.badRef' : 'widget.setup.unknownRef');

/** A refusal with a status of its own: the limits (429, with Retry-After) and pricing outages (502/504). */
const outage = (ctx: Context, failure: Failure, language: PageLanguage, render: (title: MessageKey, text: string) => string): boolean => {
  if (failure.code === 'RATE_LIMITED') {
    const seconds = Number(failure.extra?.retryAfterSeconds ?? 60);
    ctx.set('Retry-After', String(seconds));
    sendPage(ctx, 429, render('limited.title', say(language, 'limited.text', { seconds })), FRAME);
    return true;
  }
  if (failure.code === 'PRICING_TIMEOUT' || failure.code === 'PRICING_UNAVAILABLE' || failure.code === 'QUOTE_CREATE_FAILED' || failure.code === 'QUOTE_CREATE_UNAVAILABLE') {
    sendPage(ctx, failure.code === 'PRICING_TIMEOUT' || failure.code === 'QUOTE_CREATE_UNAVAILABLE' ? 504 : 502, render('pricing.title', say(language, 'pricing.text')), FRAME);
    return true;
  }
  return false;
};

/**
 * The widget's frame (docs/funnel-pages.md, Widget): GET /widget/frame renders the quote form for
 * the script tag's attributes, POST /widget/quote prices through the widget's use case and lists
 * the offers, POST /widget/choose mints the subscription and sends the new tab to the funnel.
 * Every refusal is a readable page inside the frame, never a broken one.
 */
export function mountWidget(router: Router, flows: TravellerFlows): void {
  const { widget } = flows;

  router.get('/widget/frame', async (ctx) => {
    const setup = readWidgetSetup(ctx.query);
    const { language } = setup;
    if (setup.ref === undefined) return sendPage(ctx, 400, frameMessagePage(language, 'widget.title', say(language, 'widget.setup.missingRef')), FRAME);
    const account = await widget.resolve.run(setup.ref);
    if (!account.ok) return sendPage(ctx, account.failure.code === 'BAD_REF' ? 400 : 404, frameMessagePage(language, 'widget.title', say(language, refMessage(account.failure))), FRAME);
    const query = Object.fromEntries(Object.entries(ctx.query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    const session = typeof query.session === 'string' ? query.session : undefined;
    const state: FrameState = { ref: setup.ref, language, sandbox: account.value.mode === 'sandbox', ...(session ? { session } : {}) };
    // Intent and residence as read and checked by the setup (an invalid one falls back to its default, never shown as chosen).
    const values = { ...tripFieldsOf(query, { intent: setup.intent }), intent: setup.intent, residence: setup.residence ?? '' };
    return sendPage(ctx, 200, quoteFormPage(state, values, [], setup.ignored), FRAME);
  });

  router.post('/widget/quote', async (ctx) => {
    const fields = (await readForm(ctx)) ?? {};
    const setup = readWidgetSetup(fields);
    const { language } = setup;
    const ref = setup.ref ?? '';
    const values = tripFieldsOf(fields, { intent: setup.intent });
    const state: FrameState = { ref, language, sandbox: true, ...(fields.session ? { session: fields.session } : {}) };
    const built = quoteBodyOf(values, language.code);
    const body = 'body' in built ? { ...built.body, ...(fields.session ? { sessionId: fields.session } : {}) } : { trip: null };
    const quoted = await widget.quote.run({ ref, client: ctx.ip, body });
    if (quoted.ok) {
      const next: FrameState = { ...state, session: quoted.value.quote.sessionId, sandbox: quoted.value.account.mode === 'sandbox' };
      return sendPage(ctx, 200, quoteResultsPage(next, values, quoted.value.quote), FRAME);
    }
    const { failure } = quoted;
    if (outage(ctx, failure, language, (title, text) => frameMessagePage(language, title, text))) return;
    if (failure.code === 'BAD_REF' || failure.code === 'REF_NOT_FOUND') return sendPage(ctx, 404, frameMessagePage(language, 'widget.title', say(language, refMessage(failure))), FRAME);
    // The form's own checks first (a country not picked), else the field the core's refusal names.
    const errors = 'errors' in built ? built.errors : [fieldOfCode(failure.code)];
    const account = await widget.resolve.run(ref);
    return sendPage(ctx, 400, quoteFormPage({ ...state, sandbox: !account.ok || account.value.mode === 'sandbox' }, values, errors), FRAME);
  });

  router.post('/widget/choose', async (ctx) => {
    const fields = await readForm(ctx);
    const language = pageLanguage(fields?.lang);
    const failed = (status: number) => sendPage(ctx, status, messagePage(language, 'widget.title', say(language, 'widget.choiceFailed')));
    if (fields === undefined || !fromThisSite(ctx)) return failed(403);
    let trip: unknown;
    try {
      trip = JSON.parse(fields.trip ?? '');
    } catch {
      return failed(400);
    }
    const body = { sessionId: fields.session, trip, language: language.code, offerId: Number(fields.offer) };
    const linked = await widget.link.run({ ref: fields.ref ?? '', client: ctx.ip, body });
    if (linked.ok) {
      ctx.status = 303;
      ctx.set('Cache-Control', 'no-store');
      return ctx.redirect(linked.value.url);
    }
    if (outage(ctx, linked.failure, language, (title, text) => messagePage(language, title, text))) return;
    return failed(400);
  });
}
