import { inject, injectable } from 'inversify';
import type { Caller, Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { ENDPOINTS } from '../contract/endpoints.js';
import { CARD_DATA, type CardData } from '../ports/card-data.js';
import { COUNTRY_FACTS, FORMALITIES, type CountryFacts, type DestinationFormalities, type Formalities } from '../ports/country-facts.js';
import { fail, ok, type Failure, type Result } from '../shared/result.js';
import { analyseBilan } from './analyse-bilan.js';
import { permittedCardModes } from './card/card-modes.js';
import { resolveCard } from './card/resolve-card.js';
import type { ResolvedCard } from './card/resolved-card.js';
import { COACH_SETTINGS, ENGINE_VERSION, type CoachSettings } from './coach-settings.js';
import type { CoachRequest } from './coach-request.js';
import { MARKET_SETTINGS, marketOfResidence } from './market.js';
import { parseCoachRequest } from './parse-coach-request.js';
import { quoteUrlOf } from './quote-url.js';
import { withUnknownFields } from '../validation/unknown-field-warning.js';

/** Warning code when the destination formalities could not be read (spec: meta.warnings). */
const FORMALITIES_UNAVAILABLE = 'FORMALITIES_UNAVAILABLE';

/**
 * POST /api/v1/coach/bilan: the card's gaps for a trip, ranked sell arguments, the medical
 * recommendation and an attributed quote link. Same engine in sandbox and live; only the quote
 * URL differs. An unresolved card or missing formalities degrade with a warning; only a failing
 * card source fails the call (502 CARD_RESOLVE_FAILED).
 */
@injectable()
export class RunBilan implements Operation<CoachRequest, SuccessBody<'runBilan'>> {
  readonly endpoint = ENDPOINTS.runBilan;

  constructor(
    @inject(CARD_DATA) private readonly cards: CardData,
    @inject(COUNTRY_FACTS) private readonly facts: CountryFacts,
    @inject(FORMALITIES) private readonly formalities: Formalities,
    @inject(COACH_SETTINGS) private readonly settings: CoachSettings,
  ) {}

  parse(body: unknown): Result<CoachRequest> {
    return parseCoachRequest(body, this.facts);
  }

  /** Before any quota is taken: a card mode the key may not send costs nothing. */
  authorize(input: CoachRequest, caller: Caller): Failure | undefined {
    const permittedModes = permittedCardModes(caller.key);
    if (permittedModes.includes(input.card.mode)) return undefined;
    return { code: 'CARD_MODE_FORBIDDEN', detail: `This key may not send the card mode "${input.card.mode}".`, extra: { permittedModes } };
  }

  async run({ caller, input, unknownFields }: OperationRequest<CoachRequest>): Promise<Result<OperationSuccess<SuccessBody<'runBilan'>>>> {
    const marketName = input.market ?? marketOfResidence(input.residence);
    const market = MARKET_SETTINGS[marketName];

    let card: ResolvedCard;
    try {
      card = await resolveCard(input.card, { residence: input.residence, lang: market.lang }, this.cards);
    } catch {
      return fail('CARD_RESOLVE_FAILED', 'The card could not be resolved; try again.');
    }
    const formalities = await this.formalitiesOf(input);
    const analysis = analyseBilan({ residence: input.residence, destinations: input.destinations, trip: input.trip, market, card, formalities: formalities ?? [] }, this.facts);
    const warnings = [...(card.warning ? [card.warning] : []), ...(formalities ? [] : [FORMALITIES_UNAVAILABLE])];

    return ok({
      status: 200,
      body: {
        ok: true,
        card: analysis.card,
        bilan: analysis.bilan,
        destinations: analysis.destinations,
        offer: {
          quoteUrl: quoteUrlOf({
            caller,
            funnelBaseUrl: this.settings.funnelBaseUrl,
            residence: input.residence,
            destinations: input.destinations,
            lang: market.lang,
            ...(input.ref === undefined ? {} : { ref: input.ref }),
          }),
        },
        meta: withUnknownFields(
          {
            engineVersion: ENGINE_VERSION,
            market: marketName,
            lang: market.lang,
            passport: analysis.passport,
            warnings,
            dataVersions: { cards: this.cards.version, countries: this.facts.version },
          },
          unknownFields,
        ),
      },
    });
  }

  /** The destinations' formalities, or undefined when the source fails: the bilan runs without them. */
  private async formalitiesOf(input: CoachRequest): Promise<readonly DestinationFormalities[] | undefined> {
    try {
      return await this.formalities.forTrip(input.residence, input.destinations);
    } catch {
      return undefined;
    }
  }
}
