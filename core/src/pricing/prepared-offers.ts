import type { Catalogue, CatalogueOffer } from '../ports/offer-catalogue.js';
import type { GuaranteeCover } from '../reference/guarantees.js';
import { DEFAULT_LANGUAGE, type Language } from '../reference/languages.js';

/** The guarantee states whose value echoes an amount of the trip instead of a catalogue ceiling. */
export type EchoState = 'trip_price' | 'studies_amount';

/** The insurer block of an offer: its pictogram, else the insurer's logo. */
export interface OfferInsurer {
  readonly name: string | null;
  readonly logoUrl: string | null;
}
export interface OfferHighlights {
  readonly included: readonly string[];
  readonly excluded: readonly string[];
}
/** What an offer says in words, in one language: what a quote in that language shows. */
export interface OfferTexts {
  readonly name: string | null;
  readonly plan: string | null;
  readonly highlights: OfferHighlights;
}
export interface OfferDocuments {
  readonly cgvUrl: string | null;
  readonly ipidUrl: string | null;
}

/**
 * An offer's answer parts that no trip changes: the insurer block (pictogram, else insurer logo),
 * the pictogram, highlights, documents, and the guarantees with every trip-echoing value left
 * null. Frozen, because every quote on the catalogue shares them and an embedding app holds the
 * answer objects themselves: one caller's change must not reach the next answer.
 */
export interface PreparedOffer {
  readonly offer: CatalogueOffer;
  readonly insurer: OfferInsurer;
  /** Present only when the offer has a pictogram (spec: iconUrl absent, never null). */
  readonly iconUrl: string | undefined;
  readonly guarantees: Readonly<Record<string, GuaranteeCover>>;
  /** Slugs of the guarantees that echo a trip amount, with their state; empty for most offers. */
  readonly echoes: readonly (readonly [string, EchoState])[];
  readonly highlights: OfferHighlights;
  /** The offer's texts by language: English (the catalogue's own fields) and each of its translations. */
  readonly texts: ReadonlyMap<Language, OfferTexts>;
  readonly documents: OfferDocuments;
}

const prepared = new WeakMap<Catalogue, ReadonlyMap<CatalogueOffer, PreparedOffer>>();

/**
 * Every offer of the catalogue prepared, built on the catalogue's first quote and kept while the
 * catalogue object lives (catalogue sources hand out the same object until the data changes), so
 * a quote only adds what depends on its trip. Offers are found by object, not id. An offer whose
 * insurer is not listed is left out: rating goes insurer by insurer, so it is never priced.
 */
export const preparedOffers = (catalogue: Catalogue): ReadonlyMap<CatalogueOffer, PreparedOffer> => {
  let offers = prepared.get(catalogue);
  if (offers === undefined) {
    offers = prepareCatalogue(catalogue);
    prepared.set(catalogue, offers);
  }
  return offers;
};

const prepareCatalogue = (catalogue: Catalogue): Map<CatalogueOffer, PreparedOffer> => {
  const insurers = new Map(catalogue.insurers.map((insurer) => [insurer.id, insurer]));
  const offers = new Map<CatalogueOffer, PreparedOffer>();
  for (const offer of catalogue.offers) {
    const insurer = insurers.get(offer.insurerId);
    if (insurer === undefined) continue;
    const echoes: [string, EchoState][] = [];
    const guarantees: Record<string, GuaranteeCover> = {};
    for (const [slug, { state, value }] of Object.entries(offer.guarantees)) {
      const echoed = state === 'trip_price' || state === 'studies_amount';
      if (echoed) echoes.push([slug, state]);
      guarantees[slug] = Object.freeze({ state, value: echoed ? null : value });
    }
    const highlights = frozenHighlights(offer.highlights);
    offers.set(offer, {
      offer,
      // insurer.logoUrl is the offer's pictogram, else the insurer's logo (spec 2.0.0 change).
      insurer: Object.freeze({ name: insurer.name, logoUrl: offer.iconUrl ?? insurer.logoUrl }),
      iconUrl: offer.iconUrl ?? undefined,
      guarantees: Object.freeze(guarantees),
      echoes: Object.freeze(echoes),
      highlights,
      texts: textsByLanguage(offer, highlights),
      documents: Object.freeze({ cgvUrl: offer.documents.cgvUrl, ipidUrl: offer.documents.ipidUrl }),
    });
  }
  return offers;
};

const frozenHighlights = (highlights: OfferHighlights): OfferHighlights =>
  Object.freeze({ included: Object.freeze([...highlights.included]), excluded: Object.freeze([...highlights.excluded]) });

/** English from the offer's own fields, then each translation, its missing name or plan taken from English. */
const textsByLanguage = (offer: CatalogueOffer, highlights: OfferHighlights): ReadonlyMap<Language, OfferTexts> => {
  const texts = new Map<Language, OfferTexts>([[DEFAULT_LANGUAGE, Object.freeze({ name: offer.name, plan: offer.plan, highlights })]]);
  for (const [language, translation] of Object.entries(offer.translations ?? {}) as [Language, NonNullable<CatalogueOffer['translations']>[Language]][]) {
    if (translation === undefined || language === DEFAULT_LANGUAGE) continue;
    texts.set(language, Object.freeze({ name: translation.name ?? offer.name, plan: translation.plan ?? offer.plan, highlights: frozenHighlights(translation.highlights) }));
  }
  return texts;
};
