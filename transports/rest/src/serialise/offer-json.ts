import { isFrozenData, type OfferPrice, type QuotedOffer } from '@parasol/core/internal';
import { jsonNumber, type ObjectWriter } from './frozen-json.js';

/**
 * The JSON text of a quoted offer, written around text prepared once per catalogue offer: the
 * first time the transport writes an offer built on a catalogue offer's frozen parts.
 *
 * An offer in a quote answer is mostly what no trip changes: its id, names, insurer block,
 * pictogram, guarantee currency, highlights and documents. Walking those on every answer (a key,
 * a lookup, a piece of text at a time) was most of a quote's serialisation: 24 live offers took
 * about 70 µs, against 25 with their unchanging runs written once. So each prepared offer keeps
 * three runs of text, found by the offer's frozen highlights (one object per prepared catalogue
 * offer, core/src/pricing/prepared-offers.ts), and an offer is written as
 *   head + price + middle + guarantees + tail + position + '}'
 * with only the price, the guarantees (the frozen ones keep their own text: frozen-json.ts)
 * and the position written per answer.
 *
 * Exactly JSON.stringify's text, or nothing: an offer whose keys, in order, or whose unchanging
 * values are not those its runs were written from (a caller changed the answer, or another offer
 * shares the highlights), or a price not as core's quoted-offer.ts builds it, is left to the
 * general walk. The check compares identities and key
 * names only, so it costs a small part of what it saves.
 */
export interface OfferJson {
  /** What quotedOffer puts in the unchanging fields: the written runs are valid while these are found. */
  readonly fixed: readonly (readonly [key: string, value: unknown])[];
  /** The offer's keys, in the order quotedOffer writes them. */
  readonly keys: readonly string[];
  /** `{"id":…` through `"price":`. */
  readonly head: string;
  /** `,"guaranteeCurrency":…,"guarantees":`. */
  readonly middle: string;
  /** `,"highlights":…,"documents":…,"position":`. */
  readonly tail: string;
}

/**
 * Writes an offer (the ObjectWriter frozenJson is given for answers): undefined for any object
 * that is not an offer built around prepared parts, or not exactly as built.
 */
export const writeOffer: ObjectWriter = (value, general) => {
  const { highlights } = value as { highlights?: unknown };
  if (typeof highlights !== 'object' || highlights === null || !Object.isFrozen(highlights)) return undefined;
  let json = runs.get(highlights);
  if (json === undefined) {
    json = offerJson(value as unknown as OfferFixedFields) ?? null;
    runs.set(highlights, json);
  }
  return json === null ? undefined : writtenOffer(value, json, general);
};

/** The runs of an offer by its frozen highlights; null: none can be written (offerJson). */
const runs = new WeakMap<object, OfferJson | null>();

/** The unchanging fields of an offer, as quotedOffer sets them, in its order. */
export interface OfferFixedFields {
  readonly id: number;
  readonly name: string | null;
  readonly plan: string | null;
  readonly insurer: QuotedOffer['insurer'];
  readonly iconUrl: string | undefined;
  readonly guaranteeCurrency: string;
  readonly highlights: QuotedOffer['highlights'];
  readonly documents: QuotedOffer['documents'];
}

/**
 * The runs of text of an offer with these unchanging fields; undefined when one of them could
 * change or is not something JSON writes as itself (an object not frozen all the way down,
 * undefined, a function: prepared offers hold none, but then the general walk decides).
 */
export const offerJson = (fields: OfferFixedFields): OfferJson | undefined => {
  const before: [string, unknown][] = [
    ['id', fields.id],
    ['name', fields.name],
    ['plan', fields.plan],
    ['insurer', fields.insurer],
    ...(fields.iconUrl === undefined ? [] : [['iconUrl', fields.iconUrl] as [string, unknown]]),
  ];
  const middle: [string, unknown][] = [['guaranteeCurrency', fields.guaranteeCurrency]];
  const after: [string, unknown][] = [
    ['highlights', fields.highlights],
    ['documents', fields.documents],
  ];
  const run = (fieldsOfRun: readonly [string, unknown][]): string | undefined => {
    let out = '';
    for (const [key, value] of fieldsOfRun) {
      if (typeof value === 'object' && value !== null && !isFrozenData(value)) return undefined;
      const written = JSON.stringify(value) as string | undefined;
      if (written === undefined) return undefined;
      out += `,${JSON.stringify(key)}:${written}`;
    }
    return out;
  };
  const head = run(before);
  const mid = run(middle);
  const tail = run(after);
  if (head === undefined || mid === undefined || tail === undefined) return undefined;
  return {
    fixed: [...before, ...middle, ...after],
    keys: [...before.map(([key]) => key), 'price', ...middle.map(([key]) => key), 'guarantees', ...after.map(([key]) => key), 'position'],
    head: `{${head.slice(1)},"price":`,
    middle: `${mid},"guarantees":`,
    tail: `${tail},"position":`,
  };
};

/**
 * The text of `offer` from its prepared runs, when it is exactly as quotedOffer built it from
 * them; undefined otherwise. `general` writes the guarantees and the price's strings, as the
 * general walk would.
 */
export const writtenOffer = (offer: unknown, json: OfferJson, general: (value: unknown) => string | undefined): string | undefined => {
  if (typeof offer !== 'object' || offer === null || Object.getPrototypeOf(offer) !== Object.prototype) return undefined;
  if (!hasKeys(offer, json.keys)) return undefined;
  const fields = offer as Record<string, unknown>;
  for (const [key, value] of json.fixed) if (fields[key] !== value) return undefined;
  const { price, guarantees, position } = offer as QuotedOffer;
  if (typeof position !== 'number') return undefined;
  const priceText = writtenPrice(price, general);
  const guaranteesText = typeof guarantees === 'object' && guarantees !== null ? general(guarantees) : undefined;
  if (priceText === undefined || guaranteesText === undefined) return undefined;
  return `${json.head}${priceText}${json.middle}${guaranteesText}${json.tail}${jsonNumber(position)}}`;
};

const PRICE_KEYS: readonly (keyof OfferPrice)[] = ['amount', 'amountInCents', 'currency', 'insurerAmount', 'insurerCurrency', 'isStartingPrice', 'period'];

/** A price as offerPrice builds it, written; undefined for anything else. */
const writtenPrice = (price: unknown, general: (value: unknown) => string | undefined): string | undefined => {
  if (typeof price !== 'object' || price === null || Object.getPrototypeOf(price) !== Object.prototype || !hasKeys(price, PRICE_KEYS)) return undefined;
  const { amount, amountInCents, currency, insurerAmount, insurerCurrency, isStartingPrice, period } = price as OfferPrice;
  if (typeof amount !== 'number' || typeof amountInCents !== 'number' || typeof insurerAmount !== 'number' || typeof isStartingPrice !== 'boolean') return undefined;
  if (typeof currency !== 'string' || typeof insurerCurrency !== 'string' || (period !== null && typeof period !== 'string')) return undefined;
  return (
    `{"amount":${jsonNumber(amount)},"amountInCents":${jsonNumber(amountInCents)},"currency":${general(currency)},` +
    `"insurerAmount":${jsonNumber(insurerAmount)},"insurerCurrency":${general(insurerCurrency)},` +
    `"isStartingPrice":${isStartingPrice},"period":${period === null ? 'null' : general(period)}}`
  );
};

/**
 * True when the object's enumerable string keys, own and inherited (for-in, JSON.stringify's
 * walk once the shared prototypes carry none), are exactly `keys`, in order.
 */
const hasKeys = (value: object, keys: readonly string[]): boolean => {
  let i = 0;
  for (const key in value) {
    if (key !== keys[i]) return false;
    i += 1;
  }
  return i === keys.length;
};
