import { linksModule, pricingModule, type Answer, type Credentials, type DailyQuota, type Parasol, type PricingSource, type QuoteFunnel, type SubscriptionStage, type SubscriptionStore } from '@parasol/core';
import { type NewKey } from '@parasol/core/internal';
import { ManualClock, MemoryCheckoutStore, MemoryCounterStore, MemoryIdempotencyStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore, MemoryWebhookEndpointStore, MemorySubscriptionStore } from '@parasol/adapter-memory';
import { sandboxPricingSource } from '@parasol/adapter-sandbox';
import { aTripBody } from '@parasol/core/test-support';
import { createEmbeddedParasol } from '../../src/index.js';

/** 2026-03-10T12:00:00Z: mid-day, so no test run reaches the next UTC midnight (daily quotas reset there). */
export const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
/** DEFAULT_LINK_SETTINGS.linkTtlSeconds: a link opens for 30 days after its latest write. */
export const LINK_TTL_MS = 30 * 24 * 3_600_000;
export const PARTNER = 'acmetravel';
export const LINKS = { default: 'default', active: 'blogsummer', archived: 'oldpromo', foreign: 'globexonly' } as const;
const SCOPES = ['quotes', 'quotes.link', 'coach'] as const;

/**
 * The embedded composition (memory stores, MemorySubscriptionStore, the embedded funnel, the links
 * module) on a manual clock. Live pricing is the sandbox catalogue too: the embedded default rates
 * live trips over HTTP at insurers that are not running here, and these tests are about links,
 * which only need a live key's quote to open a session and its offers to exist.
 *
 * The partner acmetravel has a default link, a second active one and an archived one; globex has
 * a link acmetravel's keys must not be able to credit. A test may swap the funnel or the
 * subscription store for one it watches, give live keys a catalogue of their own, or compose no
 * pricing at all (`live: null`: then no /quotes, and sessions are issued with `sessionSecret`).
 */
export async function aLinksFacade(
  options: { readonly funnel?: QuoteFunnel; readonly subscriptions?: SubscriptionStore; readonly live?: PricingSource | null; readonly sessionSecret?: Uint8Array } = {},
) {
  const clock = new ManualClock(NOON);
  const parasol: Parasol = createEmbeddedParasol({
    clock,
    publicUrl: 'https://parasol.example',
    ...(options.funnel ? { funnel: () => options.funnel! } : {}),
    stores: {
      keys: new MemoryKeyStore(),
      partners: new MemoryPartnerStore(),
      counters: new MemoryCounterStore(),
      subscriptions: options.subscriptions ?? new MemorySubscriptionStore(),
      sales: new MemorySaleStore(),
      webhookEndpoints: new MemoryWebhookEndpointStore(),
      checkouts: new MemoryCheckoutStore(),
      idempotency: new MemoryIdempotencyStore(),
    },
    ...(options.sessionSecret ? { sessionSecret: options.sessionSecret } : {}),
    modules: options.live === null ? [linksModule()] : [pricingModule({ sandbox: sandboxPricingSource(), live: options.live ?? sandboxPricingSource() }), linksModule()],
  });
  const must = <T>(result: { ok: true; value: T } | { ok: false; failure: { detail?: string } }): T => {
    if (!result.ok) throw new Error(`test set-up refused: ${result.failure.detail}`);
    return result.value;
  };
  must(
    await parasol.admin.partners.register({
      code: PARTNER,
      baseRateBps: 1000,
      links: [
        { code: LINKS.default, archived: false, default: true },
        { code: LINKS.active, archived: false, default: false },
        { code: LINKS.archived, archived: true, default: false },
      ],
    }),
  );
  must(await parasol.admin.partners.register({ code: 'globex', baseRateBps: 1000, links: [{ code: LINKS.foreign, archived: false, default: true }] }));

  /** A key of acmetravel unless `partnerCode: undefined` is given; a burst high enough never to refuse a test's calls. */
  const aKey = async (spec: Partial<NewKey> & { mode: NewKey['mode'] }, quota?: DailyQuota): Promise<Credentials> =>
    must(await parasol.admin.keys.create({ scopes: [...SCOPES], partnerCode: PARTNER, burstPerMinute: 10_000, ...(quota ? { quota } : {}), ...spec }));

  const subscriptions = parasol.admin.subscriptions;
  if (subscriptions === undefined) throw new Error('the embedded composition has no subscription store');
  const advance = async (subscriptionId: string, stage: SubscriptionStage) => must(await subscriptions.advance(subscriptionId, stage));

  return { parasol, clock, aKey, subscriptions, advance };
}

export type LinksFacade = Awaited<ReturnType<typeof aLinksFacade>>;

export interface LinkBody {
  readonly subscriptionId: string;
  readonly url: string;
  readonly ref: string | null;
  readonly offerId: number | null;
  readonly replayed: boolean;
  readonly updated: boolean;
  readonly mode: 'sandbox' | 'live';
  readonly expiresAt: string;
  readonly meta: { readonly language: string; readonly notice?: string };
}

export const linkBodyOf = (answer: Answer): LinkBody => answer.body as LinkBody;
export const errorOf = (answer: Answer): string => String((answer.body as { error?: unknown }).error);

/** Opens a quoting session with `key` (POST /quotes) and returns its sessionId and offer ids. */
export async function aSession(facade: LinksFacade, key: Credentials, trip: Record<string, unknown> = aTripBody()) {
  const answer = await facade.parasol.client(key).quote({ trip });
  if (answer.status !== 200) throw new Error(`quote refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  const body = answer.body as { sessionId: string; offers: { id: number }[] };
  return { sessionId: body.sessionId, offerIds: body.offers.map((o) => o.id) };
}
