import { inject, injectable, optional } from 'inversify';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { ENDPOINTS } from '../contract/endpoints.js';
import type { QuoteRequest } from '../contract/requests.js';
import { createConverter } from '../money/index.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { FX_RATES, type FxRates } from '../ports/fx-rates.js';
import { PRICING_SOURCE, type PricingSource } from '../ports/offer-catalogue.js';
import { API_VERSION } from '../reference/limits.js';
import { SessionTokens } from '../sessions/session-tokens.js';
import { ok, type Result } from '../shared/result.js';
import { isoTime } from '../shared/iso-time.js';
import type { Language } from '../reference/languages.js';
import { parseQuoteRequest } from '../validation/index.js';
import { partnerFeeOf, type PartnerFee } from './partner-fee.js';
import { DEFAULT_PRICING_SETTINGS, PRICING_SETTINGS, type PricingSettings } from './pricing-settings.js';
import type { QuoteResponse } from './quote-response.js';
import { quoteOffers } from './quote-offers.js';
import type { Mutable } from '../shared/mutable.js';
import { withUnknownFields } from '../validation/unknown-field-warning.js';

/**
 * meta.notice of a sandbox answer whose catalogue brings no notice of its own: the spec wants one
 * on every sandbox answer, whichever sandbox source is bound.
 */
export const DEFAULT_SANDBOX_NOTICE =
  'Sandbox data: sample prices from a fictional insurer. Never show them to a real traveller, and send no real personal data.';

/**
 * POST /api/v1/travel/quotes: prices one trip against the caller's catalogue (the key's mode
 * picks sandbox or live) and opens a quoting session. Read-only: nothing is stored.
 */
@injectable()
export class PriceTrip implements Operation<QuoteRequest, SuccessBody<'createQuote'>> {
  readonly endpoint = ENDPOINTS.createQuote;
  private readonly settings: PricingSettings;

  constructor(
    @inject(PRICING_SOURCE.sandbox) private readonly sandbox: PricingSource,
    @inject(PRICING_SOURCE.live) private readonly live: PricingSource,
    @inject(FX_RATES) private readonly fx: FxRates,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SessionTokens) private readonly sessions: SessionTokens,
    @inject(PRICING_SETTINGS) @optional() settings?: PricingSettings,
  ) {
    this.settings = settings ?? DEFAULT_PRICING_SETTINGS;
  }

  parse(body: unknown): Result<QuoteRequest> {
    return parseQuoteRequest(body);
  }

  async run({ caller, input, deadline, requestId, unknownFields }: OperationRequest<QuoteRequest>): Promise<Result<OperationSuccess<SuccessBody<'createQuote'>>>> {
    const { trip, language } = input;
    // Uplift applies in sandbox too, so a partner sees in test the prices their travellers will see.
    const fee = partnerFeeOf(caller.partner, this.settings.baseHandlingFeeBps);
    const quoted = await quoteOffers(trip, {
      source: this.sourceFor(caller),
      // createConverter memoises per rate set, so this is a lookup on every call but the first.
      converter: createConverter(await this.fx.current()),
      fee,
      // The quote's own deadline, or sooner when the caller stops waiting sooner (a gRPC deadline).
      deadlineMs: deadline === undefined ? this.settings.deadlineMs : Math.max(0, Math.min(this.settings.deadlineMs, deadline - this.clock.now())),
      requestId,
      language,
    });
    if (!quoted.ok) return quoted;

    const { offers, unpricedCount, redirectOnlyCount, nearMissCount, days, notice } = quoted.value;
    const body: QuoteResponse = {
      ok: true,
      mode: caller.mode,
      sessionId: this.sessions.continueOrStart(input.sessionId, caller.key.keyId),
      offers,
      unpricedCount,
      redirectOnlyCount,
      nearMissCount,
      trip,
      quote: {
        mode: caller.mode,
        days,
        travellers: trip.travellers.length,
        expiresAt: isoTime(this.clock.now() + this.settings.quoteTtlSeconds * 1000),
      },
      meta: withUnknownFields(quoteMeta(language, quoted.value.language, caller.mode === 'sandbox' ? (notice ?? DEFAULT_SANDBOX_NOTICE) : undefined, fee), unknownFields),
    };
    return ok({ status: 200, body });
  }

  private sourceFor(caller: Caller): PricingSource {
    return caller.mode === 'sandbox' ? this.sandbox : this.live;
  }
}

/** The answer's meta: the language asked and the one the offers' texts are in, the notice on sandbox answers, the fee when the caller charges an uplift, in this order. */
const quoteMeta = (language: Language, servedLanguage: Language, notice: string | undefined, fee: PartnerFee | undefined): QuoteResponse['meta'] => {
  const meta: Mutable<QuoteResponse['meta']> = { apiVersion: API_VERSION, language, servedLanguage };
  if (notice !== undefined) meta.notice = notice;
  if (fee !== undefined) meta.partnerFee = fee;
  return meta;
};
