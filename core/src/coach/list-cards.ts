import { inject, injectable } from 'inversify';
import type { Operation, OperationRequest, OperationSuccess } from '../api/operation.js';
import { ENDPOINTS } from '../api/endpoints.js';
import { CARD_DATA, TIER_ORDER, type Bank, type CardData, type CatalogueCard, type GenericProfile } from '../ports/card-data.js';
import { fail, ok, type Result } from '../shared/result.js';
import { permittedCardModes } from './card/card-modes.js';
import { cardName } from './card/card-name.js';
import { genericRegionOf } from './card/generic-region.js';
import { landOnCard } from './card/resolve-by-bank-tier.js';
import { mostBasicFirst } from './card/most-basic-first.js';
import type { CardsQuery } from './coach-request.js';
import { marketOfResidence, type CoachLang } from './market.js';
import { parseCardsQuery } from './parse-cards-query.js';

interface CountryCatalogue {
  readonly code: string;
  readonly banks: readonly Bank[];
  readonly cards: readonly CatalogueCard[];
}

/**
 * GET /api/v1/coach/cards: the cards the Coach knows, for a card picker. `countries` always
 * lists every country with a bank list; `banks` only the asked country's (all of them when no
 * country is asked, none for a country without a list); `generic` and `tiers` the generic
 * profiles of the asked country's region (the default ones when no country is asked). Consumes
 * no quota.
 */
@injectable()
export class ListCards implements Operation<CardsQuery> {
  readonly endpoint = ENDPOINTS.listCards;

  constructor(@inject(CARD_DATA) private readonly data: CardData) {}

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<CardsQuery> {
    return parseCardsQuery(query);
  }

  async run({ caller, input }: OperationRequest<CardsQuery>): Promise<Result<OperationSuccess>> {
    let catalogues: CountryCatalogue[];
    let generics: readonly GenericProfile[];
    try {
      catalogues = await this.countryCatalogues();
      // A country's residents hold its region's cards: its generic reading is the one listed (the
      // one the bilan resolves them with); no country asked, the default one.
      generics = await this.data.genericProfiles(input.country === undefined ? undefined : genericRegionOf(input.country));
    } catch {
      return fail('CARD_RESOLVE_FAILED', 'The card catalogue could not be read; try again.');
    }
    const shown = catalogues.filter((c) => input.country === undefined || c.code === input.country);
    return ok({
      status: 200,
      body: {
        ok: true,
        country: input.country ?? null,
        key: { keyId: caller.key.keyId, mode: caller.key.mode, cardModes: permittedCardModes(caller.key) },
        countries: catalogues.map((c) => ({ code: c.code, market: marketOfResidence(c.code), banks: c.banks.length, cards: c.cards.length })),
        banks: shown.flatMap((catalogue) => catalogue.banks.map((bank) => bankEntry(bank, catalogue, input.lang))),
        generic: genericNetworks(generics),
        tiers: tierExamples(generics),
      },
    });
  }

  /** Each country with a bank list, scoped exactly as the bank + tier resolution scopes a residence. */
  private async countryCatalogues(): Promise<CountryCatalogue[]> {
    const codes = [...new Set((await this.data.banks()).map((b) => b.country))].sort();
    return Promise.all(
      codes.map(async (code) => {
        const [banks, cards] = await Promise.all([this.data.banks(code), this.data.cards(code)]);
        return { code, banks, cards };
      }),
    );
  }
}

const bankEntry = (bank: Bank, catalogue: CountryCatalogue, lang: CoachLang | undefined) => ({
  name: bank.name,
  country: bank.country,
  logoUrl: bank.logoUrl,
  cards: mostBasicFirst(catalogue.cards.filter((card) => card.bankId === bank.id)).map((card) => ({
    catalogueId: card.catalogueId,
    // Default language: French for French cards, English elsewhere (spec: lang).
    name: cardName(card, lang ?? (card.country === 'FR' ? 'fr' : 'en')),
    network: card.network,
    tier: card.tier,
    byBankTier: card.tier !== null && landOnCard(catalogue.banks, catalogue.cards, { bank: bank.name, network: card.network, tier: card.tier })?.catalogueId === card.catalogueId,
    imageUrl: card.imageUrl,
  })),
});

const byTier = (a: GenericProfile, b: GenericProfile) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier);

/** spec: generic, one entry per network (in catalogue order) with its tiers, most basic first. */
const genericNetworks = (generics: readonly GenericProfile[]) =>
  [...new Set(generics.map((g) => g.network))].map((network) => ({
    network,
    tiers: generics.filter((g) => g.network === network).sort(byTier).map((g) => g.tier),
  }));

/** spec: tiers, each tier with the cards it stands for across networks. */
const tierExamples = (generics: readonly GenericProfile[]) =>
  TIER_ORDER.filter((tier) => generics.some((g) => g.tier === tier)).map((tier) => ({
    tier,
    examples: [...new Set(generics.filter((g) => g.tier === tier).flatMap((g) => g.examples))],
  }));
