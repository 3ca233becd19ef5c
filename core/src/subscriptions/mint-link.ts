import { inject, injectable, optional } from 'inversify';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import type { LinkRequest } from '../contract/requests.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { PRICING_SOURCE, type PricingSource } from '../ports/offer-catalogue.js';
import { QUOTE_FUNNEL, type QuoteFunnel } from '../ports/quote-funnel.js';
import { RANDOM, type Random } from '../ports/random.js';
import { StorageUnavailableError } from '../ports/storage-unavailable.js';
import { SUBSCRIPTION_STORE, type SubscriptionRecord, type SubscriptionStore } from '../ports/subscription-store.js';
import { API_VERSION } from '../reference/limits.js';
import { SessionTokens } from '../sessions/session-tokens.js';
import { fail, ok, type Failure, type Result } from '../shared/result.js';
import { isoTime } from '../shared/iso-time.js';
import type { Mutable } from '../shared/mutable.js';
import { parseLinkRequest } from '../validation/index.js';
import { attributionOf, type Attribution } from './attribution.js';
import { decideLink, statusOf, type LinkDecision } from './link-transition.js';
import { DEFAULT_LINK_SETTINGS, LINK_SETTINGS, type LinkSettings } from './link-settings.js';
import { tripFingerprint } from './trip-fingerprint.js';
import { withUnknownFields } from '../validation/unknown-field-warning.js';

export const SANDBOX_LINK_NOTICE =
  'Sandbox link: it opens a prefilled sandbox funnel that credits nothing. Never hand it to a real traveller.';

/**
 * POST /api/v1/travel/links: turns a quoting session and the clicked offer into the session's
 * tracked subscription, following the spec's table (subscriptions/link-transition.ts). The
 * attribution is stored on the subscription, never in the url. Every store write is one
 * single-document create-if-absent or compare-and-set, so concurrent calls on one session end in
 * one subscription, on any number of instances.
 */
@injectable()
export class MintLink implements Operation<LinkRequest, SuccessBody<'createLink'>> {
  readonly endpoint = ENDPOINTS.createLink;
  private readonly settings: LinkSettings;

  constructor(
    @inject(SUBSCRIPTION_STORE) private readonly store: SubscriptionStore,
    @inject(QUOTE_FUNNEL) private readonly funnel: QuoteFunnel,
    @inject(SessionTokens) private readonly sessions: SessionTokens,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RANDOM) private readonly random: Random,
    @inject(LINK_SETTINGS) @optional() settings?: LinkSettings,
    // With pricing composed, an offerId must name an offer of the caller's catalogue.
    @inject(PRICING_SOURCE.sandbox) @optional() private readonly sandbox?: PricingSource,
    @inject(PRICING_SOURCE.live) @optional() private readonly live?: PricingSource,
  ) {
    this.settings = settings ?? DEFAULT_LINK_SETTINGS;
  }

  parse(body: unknown): Result<LinkRequest> {
    return parseLinkRequest(body);
  }

  /**
   * The checks that need the key, in the documented precedence (docs/validation.md): a session
   * this key was not issued (BAD_SESSION_ID), then an offer its catalogue lacks (BAD_OFFER_ID),
   * then a linkCode that is not one of its partner's live tracked links (404 LINK_NOT_FOUND).
   */
  async authorize(input: LinkRequest, caller: Caller): Promise<Failure | undefined> {
    if (!this.sessions.verify(input.sessionId, caller.key.keyId)) {
      return { code: 'BAD_SESSION_ID', detail: 'sessionId was not issued to this key by POST /api/v1/travel/quotes, or is truncated: send the sessionId of your latest quote.' };
    }
    if (input.offerId !== undefined && !(await this.offerExists(input.offerId, caller))) {
      return { code: 'BAD_OFFER_ID', detail: `offerId ${input.offerId} is not an offer of the ${caller.mode} catalogue: send the id of an offer from the /quotes response.` };
    }
    const attribution = attributionOf(caller, input.linkCode);
    return attribution.ok ? undefined : attribution.failure;
  }

  async run({ caller, input, unknownFields }: OperationRequest<LinkRequest>): Promise<Result<OperationSuccess<SuccessBody<'createLink'>>>> {
    const fingerprint = tripFingerprint(input.trip);
    for (let attempt = 0; attempt <= this.settings.maxRaceRetries; attempt++) {
      const decision = decideLink(await this.store.current(input.sessionId), fingerprint);
      const written = await this.apply(decision, caller, input, fingerprint);
      if (!written.ok) return written;
      // Another call on this session won the race: read again and decide again (usually a replay).
      if (written.value === undefined) continue;
      return ok({ ...statusOf(decision), body: this.answer(decision, written.value, caller, input, unknownFields) });
    }
    throw new StorageUnavailableError(`POST /links: session changed by ${this.settings.maxRaceRetries + 1} concurrent calls in a row`);
  }

  /** The subscription after the decision, or undefined when a concurrent call got there first. */
  private async apply(decision: LinkDecision, caller: Caller, input: LinkRequest, fingerprint: string): Promise<Result<SubscriptionRecord | undefined>> {
    if (decision.kind === 'replay') return ok(decision.current);
    const now = this.clock.now();
    const expiresAt = now + this.settings.linkTtlSeconds * 1000;
    if (decision.kind === 'update') {
      const next: SubscriptionRecord = {
        ...decision.current,
        trip: input.trip,
        tripFingerprint: fingerprint,
        language: input.language,
        offerId: input.offerId ?? null,
        updatedAt: now,
        expiresAt,
        version: decision.current.version + 1,
      };
      const upstream = caller.mode === 'sandbox' ? ok(next) : await this.toFunnel(next);
      if (!upstream.ok) return upstream;
      return ok((await this.store.replace(upstream.value, decision.current.version)) ? upstream.value : undefined);
    }
    // mint or rollover: the session's next generation, attributed as its first call was.
    const previous = decision.kind === 'rollover' ? decision.current : undefined;
    const attribution = previous ? carriedAttribution(previous) : attributionOf(caller, input.linkCode);
    if (!attribution.ok) return attribution;
    const created: Mutable<SubscriptionRecord> = {
      subscriptionId: `sub_${Buffer.from(this.random.bytes(16)).toString('base64url')}`,
      sessionId: input.sessionId,
      generation: previous ? previous.generation + 1 : 0,
      keyId: caller.key.keyId,
      mode: caller.mode,
      ref: attribution.value.ref,
      linkCode: attribution.value.linkCode,
      trip: input.trip,
      tripFingerprint: fingerprint,
      language: input.language,
      offerId: input.offerId ?? null,
      stage: 'quoting',
      createdAt: now,
      updatedAt: now,
      expiresAt,
      version: 1,
    };
    if (attribution.value.partnerCode !== undefined) created.partnerCode = attribution.value.partnerCode;
    const upstream = caller.mode === 'sandbox' ? ok(created) : await this.toFunnel(created);
    if (!upstream.ok) return upstream;
    return ok((await this.store.create(upstream.value)) ? upstream.value : undefined);
  }

  /**
   * Live: creates or updates the quoting-stage quote upstream before anything is stored, so a
   * refusal (502 QUOTE_CREATE_FAILED) or a timeout (504 QUOTE_CREATE_UNAVAILABLE) leaves nothing
   * behind and the session free to try again. Sandbox creates no upstream quote (spec), so a
   * sandbox call does not come here (nor pay for an await that has nothing to wait for).
   */
  private async toFunnel(record: SubscriptionRecord): Promise<Result<SubscriptionRecord>> {
    const outcome = await this.funnel.upsertQuote({
      subscriptionId: record.subscriptionId,
      ref: record.ref,
      trip: record.trip,
      language: record.language,
      offerId: record.offerId,
    });
    if (outcome.ok) return ok(withUpstreamQuote(record, outcome.value.upstreamQuoteId));
    return outcome.reason === 'timeout'
      ? fail('QUOTE_CREATE_UNAVAILABLE', `The subscription funnel did not answer in time; nothing was created. Retry the same call. (${outcome.detail})`)
      : fail('QUOTE_CREATE_FAILED', `The subscription funnel refused to create the quote; nothing was created. (${outcome.detail})`);
  }

  private answer(decision: LinkDecision, subscription: SubscriptionRecord, caller: Caller, input: LinkRequest, unknownFields: readonly string[] | undefined): SuccessBody<'createLink'> {
    const offerId = input.offerId ?? null;
    return {
      ok: true,
      mode: caller.mode,
      subscriptionId: subscription.subscriptionId,
      url: this.funnel.travellerUrl(subscription.subscriptionId, { language: input.language, offerId, sandbox: caller.mode === 'sandbox' }),
      ref: subscription.ref,
      offerId,
      // Spec: replayed on every 200 (the session already held its subscription); updated tells an in-place update apart.
      replayed: decision.kind === 'replay' || decision.kind === 'update',
      updated: decision.kind === 'update',
      expiresAt: isoTime(subscription.expiresAt),
      meta: withUnknownFields(
        caller.mode === 'sandbox'
          ? { apiVersion: API_VERSION, language: input.language, notice: SANDBOX_LINK_NOTICE }
          : { apiVersion: API_VERSION, language: input.language },
        unknownFields,
      ),
    };
  }

  private async offerExists(offerId: number, caller: Caller): Promise<boolean> {
    const source = caller.mode === 'sandbox' ? this.sandbox : this.live;
    if (source === undefined) return true;
    return (await source.catalogue.current()).offers.some((offer) => offer.id === offerId);
  }
}

/** The record with the upstream funnel's quote id. */
const withUpstreamQuote = (record: SubscriptionRecord, upstreamQuoteId: string): SubscriptionRecord => ({ ...record, upstreamQuoteId });

/** A rollover keeps the session's attribution: it was fixed by the session's first call. */
const carriedAttribution = (previous: SubscriptionRecord): Result<Attribution> =>
  ok({ ref: previous.ref, linkCode: previous.linkCode, partnerCode: previous.partnerCode });
