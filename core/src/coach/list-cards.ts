import { inject, injectable } from 'inversify';
import type { Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { ENDPOINTS } from '../contract/endpoints.js';
import { CARD_DATA, TIER_ORDER, type Bank, type CardData, type CardTier, type CatalogueCard, type GenericProfile } from '../ports/card-data.js';
import { deepFreeze, isFrozenData } from '../shared/deep-frozen.js';
import { fail, ok, type Result } from '../shared/result.js';
import { permittedCardModes } from './card/card-modes.js';
import { cardName } from './card/card-name.js';
import { genericRegionOf } from './card/generic-region.js';
import { landOnCard } from './card/resolve-by-bank-tier.js';
import { mostBasicFirst } from './card/most-basic-first.js';
import type { CardsQuery } from './coach-request.js';
import { marketOfResidence, type CoachLang, type Market } from './market.js';
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
export class ListCards implements Operation<CardsQuery, SuccessBody<'listCards'>> {
  readonly endpoint = ENDPOINTS.listCards;
  /** Listings built from frozen card data, by country and language (listing-cache below). */
  private readonly listings = new Map<string, CachedListing>();

  constructor(@inject(CARD_DATA) private readonly data: CardData) {}

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<CardsQuery> {
    return parseCardsQuery(query);
  }

  async run({ caller, input }: OperationRequest<CardsQuery>): Promise<Result<OperationSuccess<SuccessBody<'listCards'>>>> {
    let sources: ListingSources;
    try {
      sources = {
        catalogues: await this.countryCatalogues(),
        // A country's residents hold its region's cards: its generic reading is the one listed (the
        // one the bilan resolves them with); no country asked, the default one.
        generics: await this.data.genericProfiles(input.country === undefined ? undefined : genericRegionOf(input.country)),
      };
    } catch {
      return fail('CARD_RESOLVE_FAILED', 'The card catalogue could not be read; try again.');
    }
    const listing = this.listingOf(sources, input);
    return ok({
      status: 200,
      body: {
        ok: true,
        country: input.country ?? null,
        key: { keyId: caller.key.keyId, mode: caller.key.mode, cardModes: permittedCardModes(caller.key) },
        countries: listing.countries,
        banks: listing.banks,
        generic: listing.generic,
        tiers: listing.tiers,
      },
    });
  }

  /**
   * The listing of these sources for this query. The card data hands out the same frozen lists
   * until its data changes (StaticCardData does), so a listing built from frozen lists is kept and
   * handed out again while the card data hands out the very same lists: it is a function of
   * them alone. Lists that are not frozen data could change in place: their listing is built
   * afresh every time.
   */
  private listingOf(sources: ListingSources, input: CardsQuery): Listing {
    const id = `${input.country ?? ''}|${input.lang ?? ''}`;
    const cached = this.listings.get(id);
    if (cached !== undefined && sameSources(cached.sources, sources)) return cached.listing;
    const listing = buildListing(sources, input);
    if (!isFrozenSources(sources)) return listing;
    if (this.listings.size >= LISTINGS_CAPACITY) this.listings.clear();
    this.listings.set(id, { sources, listing: deepFreeze(listing) });
    return listing;
  }

  /** Each country with a bank list, scoped exactly as the bank + tier resolution scopes a residence. */
  private async countryCatalogues(): Promise<CountryCatalogue[]> {
    const all = await this.data.banks();
    const codes = [...new Set(all.map((b) => b.country))].sort();
    return Promise.all(
      codes.map(async (code) => {
        const [banks, cards] = await Promise.all([this.data.banks(code), this.data.cards(code)]);
        return { code, banks, cards };
      }),
    );
  }
}

/** What a listing is built from: the lists the card data handed out. */
interface ListingSources {
  readonly catalogues: readonly CountryCatalogue[];
  readonly generics: readonly GenericProfile[];
}

/** The answer's parts that come from the card data alone, for one country and language. */
interface Listing {
  readonly countries: readonly { code: string; market: Market; banks: number; cards: number }[];
  readonly banks: readonly ReturnType<typeof bankEntry>[];
  readonly generic: readonly { network: string; tiers: CardTier[] }[];
  readonly tiers: readonly { tier: CardTier; examples: string[] }[];
}

interface CachedListing {
  readonly sources: ListingSources;
  readonly listing: Listing;
}

/** Countries (2 letters) times languages bound it; past it the cache starts over. */
const LISTINGS_CAPACITY = 4096;

const buildListing = ({ catalogues, generics }: ListingSources, input: CardsQuery): Listing => {
  const shown = catalogues.filter((c) => input.country === undefined || c.code === input.country);
  return {
    countries: catalogues.map((c) => ({ code: c.code, market: marketOfResidence(c.code), banks: c.banks.length, cards: c.cards.length })),
    banks: shown.flatMap((catalogue) => catalogue.banks.map((bank) => bankEntry(bank, catalogue, input.lang))),
    generic: genericNetworks(generics),
    tiers: tierExamples(generics),
  };
};

/** The very same lists (by identity), country by country. */
const sameSources = (a: ListingSources, b: ListingSources): boolean =>
  a.generics === b.generics &&
  a.catalogues.length === b.catalogues.length &&
  a.catalogues.every((c, i) => {
    const other = b.catalogues[i] as CountryCatalogue;
    return c.code === other.code && c.banks === other.banks && c.cards === other.cards;
  });

const isFrozenSources = ({ catalogues, generics }: ListingSources): boolean =>
  isFrozenData(generics) && catalogues.every((c) => isFrozenData(c.banks) && isFrozenData(c.cards));

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
